package tournaments_test

// Paths no test ran before: editing a coach and a
// settlement, and unpairing a knockout round.

import (
	"testing"

	"arbiter/model"
	"arbiter/model/registry"
)

func TestEditCoachAndSettlement(t *testing.T) {
	d := newDayEnv(t)
	reg := registry.New(d.svc.App)
	kyiv, err := reg.CreateSettlement(bg, model.Settlement{Name: "Київ"})
	if err != nil {
		t.Fatal(err)
	}
	irpin, err := reg.CreateSettlement(bg, model.Settlement{Name: "Ірпінь"})
	if err != nil {
		t.Fatal(err)
	}
	coach, err := reg.CreateCoach(bg, model.Coach{Name: "Петренко Олег Іванович", SettlementID: kyiv.ID})
	if err != nil {
		t.Fatal(err)
	}
	other, err := reg.CreateCoach(bg, model.Coach{Name: "Бондаренко Ірина Василівна"})
	if err != nil {
		t.Fatal(err)
	}

	// a coach renamed and moved is stored so
	coach.Name, coach.SettlementID, coach.Contacts = "  Петренко   Олег Іванович ", irpin.ID, "067 000 00 00"
	if _, err := reg.UpdateCoach(bg, coach); err != nil {
		t.Fatal(err)
	}
	got := findCoach(t, d, coach.ID)
	if got.Name != "Петренко Олег Іванович" || got.SettlementID != irpin.ID || got.Contacts != "067 000 00 00" {
		t.Errorf("the coach after the edit: %+v", got)
	}
	// refused edits change nothing
	for _, bad := range []struct {
		name string
		c    model.Coach
		kind model.Kind
	}{
		{"another coach's name, in capitals", model.Coach{ID: coach.ID, Name: "БОНДАРЕНКО ІРИНА ВАСИЛІВНА"}, model.Conflict},
		{"an empty name", model.Coach{ID: coach.ID, Name: "  "}, model.Invalid},
		{"a settlement not in the registry", model.Coach{ID: coach.ID, Name: "Петренко Олег", SettlementID: 9999}, model.Invalid},
	} {
		if _, err := reg.UpdateCoach(bg, bad.c); !model.IsKind(err, bad.kind) {
			t.Errorf("%s: %v, want %v", bad.name, err, bad.kind)
		}
		if now := findCoach(t, d, coach.ID); now != got {
			t.Errorf("%s changed the coach: %+v", bad.name, now)
		}
	}
	_ = other

	// a settlement renamed; a duplicate (by case) and an empty name refused
	kyiv.Name = "м. Київ"
	if _, err := reg.UpdateSettlement(bg, kyiv); err != nil {
		t.Fatal(err)
	}
	if _, err := reg.UpdateSettlement(bg, model.Settlement{ID: kyiv.ID, Name: "ІРПІНЬ"}); !model.IsKind(err, model.Conflict) {
		t.Errorf("renaming Київ to ІРПІНЬ: %v, want a conflict", err)
	}
	if _, err := reg.UpdateSettlement(bg, model.Settlement{ID: kyiv.ID, Name: ""}); !model.IsKind(err, model.Invalid) {
		t.Errorf("an empty settlement name: %v", err)
	}
	sts, err := reg.Settlements(bg)
	if err != nil {
		t.Fatal(err)
	}
	names := map[model.SettlementID]string{}
	for _, s := range sts {
		names[s.ID] = s.Name
	}
	if names[kyiv.ID] != "м. Київ" || names[irpin.ID] != "Ірпінь" || len(names) != 2 {
		t.Errorf("settlements after the edits: %v", names)
	}
}

func findCoach(t *testing.T, d *dayEnv, id model.CoachID) model.Coach {
	t.Helper()
	cs, err := registry.New(d.svc.App).Coaches(bg)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.ID == id {
			return c
		}
	}
	t.Fatalf("coach %d is gone", id)
	return model.Coach{}
}

// Unpairing a knockout's round deletes the games of the bracket's last
// round that has any: refused while there are none; asked for (Conflict)
// until confirmed; a later round's games go and an earlier round's stay.
func TestUnpairKnockoutRound(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(8, true)
	tr := d.tournament(model.Tournament{System: model.SystemKnockout, Knockout: "2+2+A"})
	d.register(tr.ID, ids)
	if _, err := d.svc.Pairings.PairNext(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.Pairings.Unpair(bg, tr.ID, true); !model.IsKind(err, model.Conflict) {
		t.Fatalf("unpairing a bracket with no game: %v, want a conflict", err)
	}
	games := func() map[int]int { // games by bracket round
		t.Helper()
		kv, err := d.svc.Knockouts.Bracket(bg, tr.ID)
		if err != nil {
			t.Fatal(err)
		}
		n := map[int]int{}
		for _, round := range kv.Rounds {
			for _, m := range round {
				n[m.Round] += len(m.Games)
			}
		}
		return n
	}
	// round 1: the higher seed (A) wins every game of every match
	play := func(round int) {
		t.Helper()
		for {
			kv, err := d.svc.Knockouts.Bracket(bg, tr.ID)
			if err != nil {
				t.Fatal(err)
			}
			played := false
			for _, m := range kv.Rounds[round-1] {
				if m.Next == nil {
					continue
				}
				wp := 0
				if m.Next.White == m.A.StartNo {
					wp = 2
				}
				if err := d.svc.Knockouts.RecordGame(bg, tr.ID, round, m.Pair, wp); err != nil {
					t.Fatalf("round %d match %d: %v", round, m.Pair, err)
				}
				played = true
			}
			if !played {
				return
			}
		}
	}
	play(1)
	if err := d.svc.Knockouts.RecordGame(bg, tr.ID, 2, 1, 2); err != nil {
		t.Fatal(err)
	}
	before := games()
	if before[1] != 8 || before[2] != 1 {
		t.Fatalf("games by round %v, want 8 in round 1 and 1 in round 2", before)
	}
	if err := d.svc.Pairings.Unpair(bg, tr.ID, false); !model.IsKind(err, model.Conflict) {
		t.Fatalf("unpairing without confirming: %v, want a conflict", err)
	}
	if now := games(); now[1] != 8 || now[2] != 1 {
		t.Fatalf("the refused unpairing changed the games: %v", now)
	}
	if err := d.svc.Pairings.Unpair(bg, tr.ID, true); err != nil {
		t.Fatalf("unpairing confirmed: %v", err)
	}
	if now := games(); now[1] != 8 || now[2] != 0 {
		t.Fatalf("after unpairing round 2: games %v, want round 1's 8 kept", now)
	}
	if err := d.svc.Pairings.Unpair(bg, tr.ID, true); err != nil {
		t.Fatalf("unpairing round 1: %v", err)
	}
	if now := games(); now[1] != 0 {
		t.Fatalf("after unpairing round 1: games %v", now)
	}
}
