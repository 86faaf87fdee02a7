package storage

import (
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/fide"
)

// A tournament's Chess960 mark and its rounds' positions read back as
// written (migration 0049): a position is replaced, not added, when its
// round is set again, and taking the mark away drops the positions.
func TestChess960Stored(t *testing.T) {
	d, tr := newDB(t)
	s := d.Tournaments()
	if c, err := s.Chess960(ctx, tr.ID); err != nil || c.On || len(c.Rounds) != 0 {
		t.Fatalf("a new tournament: %+v %v", c, err)
	}
	if err := s.SetChess960(ctx, tr.ID, true); err != nil {
		t.Fatal(err)
	}
	if err := s.SetChess960(ctx, tr.ID, true); err != nil { // twice: still one mark
		t.Fatal(err)
	}
	at := time.Date(2026, 5, 1, 15, 30, 0, 0, time.UTC)
	for _, p := range []model.Chess960Position{
		{Round: 1, SP: 518, Drawn: true, At: at},
		{Round: 2, SP: 959},
		{Round: 1, SP: 0, Drawn: false, At: at.Add(time.Hour)}, // round 1 set again by hand
	} {
		if err := s.SaveChess960Position(ctx, tr.ID, p); err != nil {
			t.Fatal(err)
		}
	}
	c, err := s.Chess960(ctx, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !c.On || len(c.Rounds) != 2 {
		t.Fatalf("read back %+v", c)
	}
	if r := c.Rounds[0]; r.Round != 1 || r.SP != 0 || r.Drawn || !r.At.Equal(at.Add(time.Hour)) {
		t.Errorf("round 1 %+v, want SP 0 set by hand at %v", r, at.Add(time.Hour))
	}
	if r := c.Rounds[1]; r.Round != 2 || r.SP != 959 || !r.At.IsZero() {
		t.Errorf("round 2 %+v", r)
	}
	if err := s.SetChess960(ctx, tr.ID, false); err != nil {
		t.Fatal(err)
	}
	if c, err := s.Chess960(ctx, tr.ID); err != nil || c.On || len(c.Rounds) != 0 {
		t.Errorf("after taking the mark away: %+v %v", c, err)
	}
}

// The pairing-integrity events of a tournament read back in the order
// they were logged, each with its round, time, kind and text.
func TestIntegrityEventsStored(t *testing.T) {
	d, tr := newDB(t)
	s := d.FIDE()
	at := time.Date(2026, 5, 1, 18, 20, 0, 0, time.UTC)
	want := []fide.Event{
		{Round: 2, At: at, Kind: fide.KindManual, Text: "board 1 swapped"},
		{Round: 2, At: at.Add(time.Minute), Kind: fide.KindMPA, Text: "differs from the engine"},
	}
	for _, e := range want {
		if err := s.AddIntegrityEvent(ctx, tr.ID, e); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.IntegrityEvents(ctx, tr.ID)
	if err != nil || len(got) != len(want) {
		t.Fatalf("events %+v %v", got, err)
	}
	for i := range want {
		if got[i].Round != want[i].Round || !got[i].At.Equal(want[i].At) || got[i].Kind != want[i].Kind || got[i].Text != want[i].Text {
			t.Errorf("event %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if es, err := s.IntegrityEvents(ctx, tr.ID+1); err != nil || len(es) != 0 {
		t.Errorf("another tournament's events: %+v %v", es, err)
	}
}

// A settlement is renamed and deleted by its ID; a deleted one is not
// found.
func TestSettlementEdited(t *testing.T) {
	d, _ := newDB(t)
	s := d.Registry()
	st := model.Settlement{Name: "Ірпінь"}
	if err := s.CreateSettlement(ctx, &st); err != nil {
		t.Fatal(err)
	}
	st.Name = "Буча"
	if err := s.UpdateSettlement(ctx, st); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Settlement(ctx, st.ID); err != nil || got.Name != "Буча" {
		t.Fatalf("renamed: %+v %v", got, err)
	}
	if err := s.DeleteSettlement(ctx, st.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Settlement(ctx, st.ID); !model.IsKind(err, model.NotFound) {
		t.Errorf("a deleted settlement: %v, want not found", err)
	}
	if all, err := s.Settlements(ctx); err != nil || len(all) != 0 {
		t.Errorf("settlements left: %+v %v", all, err)
	}
}
