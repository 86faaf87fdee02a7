package tournaments_test

import (
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/fide"
)

// TestVCL_Q147_PairingNumberChanges: before round 1 the order changes
// freely; after round 1 an exchange is a Level 4 warning showing the
// numbers that move, done once confirmed and logged as TPN; once round 4
// is paired it is refused (C.04.2).
func TestVCL_Q147_PairingNumberChanges(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemSwissDutch, Rounds: 5})
	ids := d.players(6, true)
	d.register(tr.ID, ids)
	order := func() []model.PlayerID {
		ps, err := d.svc.Tournaments.Participants(bg, tr.ID)
		if err != nil {
			t.Fatal(err)
		}
		var out []model.PlayerID
		for _, p := range ps {
			out = append(out, p.PlayerID)
		}
		return out
	}
	exchange := func(a, b int, ack fide.Ack) error {
		o := order()
		o[a-1], o[b-1] = o[b-1], o[a-1]
		return d.svc.FIDE.SetStartingRanks(bg, tr.ID, o, ack)
	}
	if err := exchange(5, 6, fide.Ack{}); err != nil { // before round 1: free
		t.Fatalf("before round 1: %v", err)
	}
	if got := order(); got[4] != ids[5] || got[5] != ids[4] {
		t.Fatalf("order %v", got)
	}
	d.play(tr.ID, d.pair(tr.ID))
	d.pair(tr.ID)
	before := order()
	err := exchange(2, 3, fide.Ack{})
	p, ok := fide.AsPending(err)
	if !model.IsKind(err, model.Conflict) || !ok || p.Warnings[0].Level != fide.Changes || p.Warnings[0].Code != "tpn-change" {
		t.Fatalf("after round 1 without confirmation: %v", err)
	}
	if text := model.Message(err, model.Lang("en")); !strings.Contains(text, "no. 2 → no. 3; no. 3 → no. 2") {
		t.Errorf("the warning does not show what changes: %s", text)
	}
	if got := order(); got[1] != before[1] {
		t.Fatal("changed without confirmation")
	}
	if err := exchange(2, 3, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	if got := order(); got[1] != before[2] || got[2] != before[1] {
		t.Fatalf("not exchanged: %v", got)
	}
	es := history(t, d, tr.ID)
	if last := es[len(es)-1]; last.Kind != fide.KindTPN || last.Round != 2 || last.Text != "pairing numbers 2->3, 3->2" {
		t.Errorf("event %+v", last)
	}
	v, err := d.svc.Pairings.Round(bg, tr.ID, 2)
	if err != nil {
		t.Fatal(err)
	}
	d.play(tr.ID, v)
	for r := 3; r <= 4; r++ {
		d.play(tr.ID, d.pair(tr.ID))
	}
	if err := exchange(2, 3, fide.Ack{Confirmed: true}); !model.IsKind(err, model.Conflict) || strings.Contains(model.Message(err, model.Lang("en")), "Level") {
		t.Errorf("after round 4: %v, want the C.04.2 refusal", err)
	}
}
