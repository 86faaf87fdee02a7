package tournaments_test

import (
	"testing"
	"time"

	"arbiter/engine/lot"
	"arbiter/model"
	"arbiter/model/registry"
)

// seeded creates registry players from "surname name rating title" rows
// and returns their IDs in the order given.
func (d *dayEnv) seeded(rows [][4]any) []model.PlayerID {
	d.t.Helper()
	var ids []model.PlayerID
	for i, r := range rows {
		p := model.Player{Surname: r[0].(string), Name: r[1].(string), FIDERating: r[2].(int), Title: r[3].(string),
			BirthDate: model.NewDate(1990+i%20, time.Month(1+i%12), 1+i%27), Gender: model.Male}
		got, err := d.svc.Players.Create(bg, p, model.SaveOptions{AllowDuplicate: true})
		if err != nil {
			d.t.Fatal(err)
		}
		ids = append(ids, got.ID)
	}
	return ids
}

// numbers returns the surnames and names of the participants by start number.
func (d *dayEnv) numbers(id model.TournamentID) []string {
	d.t.Helper()
	ps, err := d.svc.Tournaments.Participants(bg, id)
	if err != nil {
		d.t.Fatal(err)
	}
	out := make([]string, len(ps))
	for i, p := range ps {
		if p.StartNo != i+1 {
			d.t.Fatalf("participant %d has start number %d", i+1, p.StartNo)
		}
		out[i] = p.Player.Surname + " " + p.Player.Name
	}
	return out
}

func sameList(t *testing.T, what string, got, want []string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d names %v, want %d %v", what, len(got), got, len(want), want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("%s: no. %d is %s, want %s\ngot  %v\nwant %v", what, i+1, got[i], want[i], got, want)
		}
	}
}

// The field of the walk-through, registered in arrival order: the 2315
// top seed arrives twelfth. Ranked by rating, then title, then name
// (C.04.2): the table below is the ranking worked out by hand.
var arrivals = [][4]any{
	{"Мельник", "Олег", 2104, ""}, {"Бойко", "Ірина", 2150, "WFM"}, {"Лисенко", "Павло", 2031, ""},
	{"Руденко", "Іван", 2150, "FM"}, {"Марченко", "Олена", 2150, ""}, {"Петренко", "Андрій", 2150, ""},
	{"Гончаренко", "Юрій", 2222, "CM"}, {"Іваненко", "Тарас", 2190, ""}, {"Єременко", "Денис", 2075, ""},
	{"Ґудзь", "Максим", 2060, ""}, {"Гуменюк", "Максим", 2060, ""}, {"Савченко", "Юлія", 2315, "WIM"},
	{"Савченко", "Юрій", 2240, ""}, {"Бондаренко", "Богдан", 2090, "1"}, {"Шевчук", "Роман", 2090, ""},
}

var ranked = []string{
	"Савченко Юлія",     // 2315
	"Савченко Юрій",     // 2240
	"Гончаренко Юрій",   // 2222
	"Іваненко Тарас",    // 2190
	"Руденко Іван",      // 2150 FM
	"Бойко Ірина",       // 2150 WFM
	"Марченко Олена",    // 2150, М before П
	"Петренко Андрій",   // 2150
	"Мельник Олег",      // 2104
	"Бондаренко Богдан", // 2090, razryad 1 before none
	"Шевчук Роман",      // 2090
	"Єременко Денис",    // 2075
	"Гуменюк Максим",    // 2060, Г before Ґ in the Ukrainian alphabet
	"Ґудзь Максим",      // 2060
	"Лисенко Павло",     // 2031
}

// Round 1 of a Swiss registered in any order is
// paired on the initial ranking list without anyone sorting.
func TestSwissPairedOnInitialRankingWithoutSorting(t *testing.T) {
	d := newDayEnv(t)
	ids := d.seeded(arrivals)
	tr := d.tournament(model.Tournament{Rounds: 3})
	d.register(tr.ID, ids) // one by one, in arrival order
	sameList(t, "after registration", d.numbers(tr.ID), ranked)
	st, err := d.svc.StartOrders.State(bg, tr.ID)
	if err != nil || st.Method != model.StartByRating || st.Fixed {
		t.Fatalf("start order %+v, %v; want by rating, not fixed", st, err)
	}
	v := d.pair(tr.ID)
	// 15 players: 1–8, 9–2, 3–10, …, 7–14 and the bye for no. 15 (C.04.3)
	if v.Bye == nil || v.Bye.Name == "" || v.Bye.StartNo != 15 || v.Bye.Rating != 2031 {
		t.Fatalf("bye %+v, want no. 15 Лисенко 2031", v.Bye)
	}
	top := v.Boards[0]
	if min(top.White.StartNo, top.Black.StartNo) != 1 || max(top.White.StartNo, top.Black.StartNo) != 8 ||
		(top.White.Rating != 2315 && top.Black.Rating != 2315) {
		t.Errorf("board 1: %+v – %+v, want the 2315 top seed no. 1 against no. 8", top.White, top.Black)
	}
	if st, _ := d.svc.StartOrders.State(bg, tr.ID); !st.Fixed {
		t.Error("after round 1 the numbers are not reported fixed")
	}
}

// The ranking is made again on every change of the field before round 1:
// a registration, a removal, a corrected rating; and right before pairing.
func TestInitialRankingFollowsTheField(t *testing.T) {
	d := newDayEnv(t)
	ids := d.seeded(arrivals[:6])
	tr := d.tournament(model.Tournament{Rounds: 3})
	if err := d.svc.Tournaments.RegisterMany(bg, tr.ID, regs(ids)); err != nil {
		t.Fatal(err)
	}
	sameList(t, "six", d.numbers(tr.ID), []string{"Руденко Іван", "Бойко Ірина", "Марченко Олена", "Петренко Андрій",
		"Мельник Олег", "Лисенко Павло"})
	if err := d.svc.Tournaments.Unregister(bg, tr.ID, ids[3]); err != nil { // Руденко
		t.Fatal(err)
	}
	ps, _ := d.svc.Tournaments.Participants(bg, tr.ID)
	lys := ps[4].Entry // Лисенко, 2031, corrected to 2200
	lys.Rating = 2200
	p, err := d.svc.Tournaments.UpdateRegistration(bg, tr.ID, lys)
	if err != nil || p.StartNo != 1 {
		t.Fatalf("corrected rating: %v, start no. %d, want 1", err, p.StartNo)
	}
	sameList(t, "after removal and correction", d.numbers(tr.ID), []string{"Лисенко Павло", "Бойко Ірина",
		"Марченко Олена", "Петренко Андрій", "Мельник Олег"})
	// a registry correction of a title counts when round 1 is paired
	pe, _ := registry.New(d.svc.App).Player(bg, ids[5]) // Петренко becomes an IM in the registry
	pe.Title = "IM"
	if _, err := d.svc.Players.Update(bg, pe, model.SaveOptions{}); err != nil {
		t.Fatal(err)
	}
	v := d.pair(tr.ID)
	sameList(t, "at pairing", d.numbers(tr.ID), []string{"Лисенко Павло", "Петренко Андрій", "Бойко Ірина",
		"Марченко Олена", "Мельник Олег"})
	if v.Bye == nil || v.Bye.StartNo != 5 {
		t.Errorf("bye %+v, want no. 5", v.Bye)
	}
}

func regs(ids []model.PlayerID) []model.Registration {
	rs := make([]model.Registration, len(ids))
	for i, id := range ids {
		rs[i] = model.Registration{PlayerID: id}
	}
	return rs
}

// An order fixed by hand is kept while the field changes (newcomers take
// the next number) until the director sorts by rating again.
func TestManualStartOrderIsKept(t *testing.T) {
	d := newDayEnv(t)
	ids := d.seeded(arrivals[:5])
	tr := d.tournament(model.Tournament{Rounds: 3})
	d.register(tr.ID, ids[:4])
	sameList(t, "four", d.numbers(tr.ID), []string{"Руденко Іван", "Бойко Ірина", "Мельник Олег", "Лисенко Павло"})
	if err := d.svc.StartOrders.Set(bg, tr.ID, []model.PlayerID{ids[2], ids[0], ids[1], ids[3]}); err != nil {
		t.Fatal(err)
	}
	d.register(tr.ID, ids[4:5])
	want := []string{"Лисенко Павло", "Мельник Олег", "Бойко Ірина", "Руденко Іван", "Марченко Олена"}
	sameList(t, "manual order and a newcomer", d.numbers(tr.ID), want)
	if st, _ := d.svc.StartOrders.State(bg, tr.ID); st.Method != model.StartManual {
		t.Fatalf("method %q, want manual", st.Method)
	}
	d.pair(tr.ID)
	sameList(t, "paired on the manual order", d.numbers(tr.ID), want)
	if err := d.svc.Pairings.Unpair(bg, tr.ID, true); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.StartOrders.Sort(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	sameList(t, "sorted again", d.numbers(tr.ID), []string{"Руденко Іван", "Бойко Ірина", "Марченко Олена",
		"Мельник Олег", "Лисенко Павло"})
	if st, _ := d.svc.StartOrders.State(bg, tr.ID); st.Method != model.StartByRating {
		t.Fatalf("method %q after sorting, want rating", st.Method)
	}
}

// Late entries after round 1 get the number their ranking earns until
// round 4 is paired (C.04.2: numbers are provisional until the list of
// participants closes, and no number changes once round 4 is paired);
// the played rounds follow the new numbers.
func TestLateEntriesRankedByC042(t *testing.T) {
	d := newDayEnv(t)
	ids := d.seeded(arrivals)
	tr := d.tournament(model.Tournament{Rounds: 6})
	d.register(tr.ID, ids[:11]) // without Савченко Юлія (2315) and the three after her
	d.play(tr.ID, d.pair(tr.ID))
	p, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[11]}) // Савченко Юлія, 2315
	if err != nil || p.StartNo != 1 {
		t.Fatalf("late top seed: %v, start no. %d, want 1", err, p.StartNo)
	}
	d.checkRound(tr.ID, 1) // round 1 read with the new numbers is still the legal pairing it was
	tt, _ := d.svc.TRF.Export(bg, tr.ID)
	if g := tt.Player(1).Game(1); g.Opponent != 0 || g.Result != 'Z' {
		t.Errorf("late entrant no. 1 in round 1: %+v, want a zero-point absence", g)
	}
	for r := 2; r <= 4; r++ {
		d.play(tr.ID, d.pair(tr.ID))
	}
	p, err = d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: ids[12]}) // Савченко Юрій, 2240
	if err != nil || p.StartNo != 13 {
		t.Fatalf("late entry after round 4: %v, start no. %d, want the next number 13", err, p.StartNo)
	}
	d.checkRound(tr.ID, 4)
}

// A knockout bracket is seeded on the same ranking: 1 meets the last seed.
func TestKnockoutSeededByInitialRanking(t *testing.T) {
	d := newDayEnv(t)
	ids := d.seeded(arrivals[:8])
	tr := d.tournament(model.Tournament{System: model.SystemKnockout, Knockout: "1+A"})
	d.register(tr.ID, ids)
	if _, err := d.svc.Pairings.PairNext(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	kv, err := d.svc.Knockouts.Bracket(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	m := kv.Rounds[0][0]
	if m.A.StartNo != 1 || m.A.Rating != 2222 || m.B.StartNo != 8 || m.B.Rating != 2031 {
		t.Errorf("first match %+v – %+v, want no. 1 (2222) against no. 8 (2031)", m.A, m.B)
	}
}

// A round robin numbered by a lot: the same seed gives the same numbers,
// the lot is kept (drawn again with its seed) when the field changes, and
// a Swiss refuses a lot.
func TestRoundRobinLot(t *testing.T) {
	d := newDayEnv(t)
	ids := d.seeded(arrivals[:7])
	tr := d.tournament(model.Tournament{System: model.SystemRoundRobin})
	d.register(tr.ID, ids[:6])
	byRating := d.numbers(tr.ID)
	const seed = 20261201
	if err := d.svc.StartOrders.DrawLots(bg, tr.ID, seed); err != nil {
		t.Fatal(err)
	}
	drawn := d.numbers(tr.ID)
	numbers := lot.Draw(6, seed)
	for i, name := range byRating {
		if drawn[numbers[i]-1] != name {
			t.Fatalf("ranked %d (%s) drew %d, but no. %d is %s", i+1, name, numbers[i], numbers[i], drawn[numbers[i]-1])
		}
	}
	if st, _ := d.svc.StartOrders.State(bg, tr.ID); st.Method != model.StartByLot || st.Seed != seed {
		t.Fatalf("start order %+v, want the lot with seed %d", st, seed)
	}
	d.register(tr.ID, ids[6:7]) // Гончаренко 2222: the lot is drawn again with its seed
	byRating7 := []string{"Гончаренко Юрій", "Руденко Іван", "Бойко Ірина", "Марченко Олена", "Петренко Андрій",
		"Мельник Олег", "Лисенко Павло"}
	again := d.numbers(tr.ID)
	seven := lot.Draw(7, seed)
	for i, name := range byRating7 {
		if again[seven[i]-1] != name {
			t.Fatalf("seven players: ranked %d (%s) should hold no. %d; numbers %v", i+1, name, seven[i], again)
		}
	}
	if err := d.svc.StartOrders.Sort(bg, tr.ID); err != nil { // the director's other choice: by rating
		t.Fatal(err)
	}
	sameList(t, "round robin by rating", d.numbers(tr.ID), byRating7)
	if err := d.svc.StartOrders.DrawLots(bg, tr.ID, seed); err != nil {
		t.Fatal(err)
	}
	sameList(t, "the same lot again", d.numbers(tr.ID), again)
	rec, err := d.svc.StartOrders.Lot(bg, tr.ID)
	if err != nil || rec.Seed != seed || len(rec.Lines) != 7 {
		t.Fatalf("lot record %+v, %v", rec, err)
	}
	for i, line := range rec.Lines {
		if got := line.Participant.Player.Surname + " " + line.Participant.Player.Name; line.Rank != i+1 ||
			got != byRating7[i] || line.Participant.StartNo != seven[i] {
			t.Errorf("lot line %d: rank %d %s no. %d, want %s no. %d", i+1, line.Rank, got, line.Participant.StartNo,
				byRating7[i], seven[i])
		}
	}
	d.pair(tr.ID)
	if err := d.svc.StartOrders.DrawLots(bg, tr.ID, 1); !model.IsKind(err, model.Conflict) {
		t.Errorf("a lot after pairing: %v, want Conflict", err)
	}
	sw := d.tournament(model.Tournament{Name: "Швейцарка", Rounds: 5})
	d.register(sw.ID, ids[:3])
	if err := d.svc.StartOrders.DrawLots(bg, sw.ID, 1); !model.IsKind(err, model.Invalid) {
		t.Errorf("a lot in a Swiss: %v, want Invalid", err)
	}
}
