package tournaments_test

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine/chess960"
	"arbiter/model"
	"arbiter/model/i18n"
)

// fixedSource returns the numbers it is given, in turn (chess960.Source).
type fixedSource []int

func (f *fixedSource) IntN(n int) int {
	v := (*f)[0] % n
	*f = (*f)[1:]
	return v
}

// TestChess960DrawRedrawAndLock: a Chess960 Swiss tournament (FIDE Laws,
// Guidelines II) draws round 1's position, draws it again, enters one by
// hand, keeps it across a reopening of the data file, and refuses any
// change once a result of the round is entered (model/chess960.go).
func TestChess960DrawRedrawAndLock(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{Rounds: 3})
	d.register(tr.ID, d.players(6, true))
	if err := d.svc.Chess960().Mark(bg, tr.ID, true); err != nil {
		t.Fatal(err)
	}
	// SP 518 is never drawn, nor a position of another round: with 517
	// the draw lands on 517, with 518 on 519 (518 left out).
	src := &fixedSource{517, 518, 518}
	c9 := d.svc.Chess960().WithSource(src)
	p, err := c9.Draw(bg, tr.ID, 1)
	if err != nil || p.SP != 517 || !p.Drawn || p.Round != 1 || p.Rank() == "" {
		t.Fatalf("Draw round 1: %+v, %v", p, err)
	}
	if p, err = c9.Draw(bg, tr.ID, 1); err != nil || p.SP != 519 {
		t.Fatalf("Draw round 1 again: %+v, %v", p, err)
	}
	// round 2 skips 518 and round 1's 519: index 518 of 0…517, 520… is 520
	if p, err = c9.Draw(bg, tr.ID, 2); err != nil || p.SP != 520 {
		t.Fatalf("Draw round 2: %+v, %v", p, err)
	}
	if p, err = c9.SetRank(bg, tr.ID, 1, "bbqnnrkr"); err != nil || p.SP != 0 || p.Drawn {
		t.Fatalf("SetRank round 1: %+v, %v", p, err)
	}
	if _, err := c9.Set(bg, tr.ID, 1, 960); model.KindOf(err) != model.Invalid {
		t.Errorf("Set 960: %v", err)
	}
	if _, err := c9.SetRank(bg, tr.ID, 1, "RNBQRBKN"); model.KindOf(err) != model.Invalid {
		t.Errorf("SetRank with the king outside the rooks: %v", err)
	}
	if _, err := c9.Draw(bg, tr.ID, 4); model.KindOf(err) != model.Invalid {
		t.Errorf("Draw round 4 of 3: %v", err)
	}

	d.reopen() // stored and read back
	c, err := d.svc.Chess960().Get(bg, tr.ID)
	if err != nil || !c.On || len(c.Rounds) != 2 {
		t.Fatalf("after reopening: %+v, %v", c, err)
	}
	if r1, _ := c.Round(1); r1.SP != 0 || r1.Drawn || r1.At.IsZero() || r1.FEN() != "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1" {
		t.Errorf("round 1 read back: %+v %s", r1, r1.FEN())
	}
	if r2, _ := c.Round(2); r2.SP != 520 || !r2.Drawn {
		t.Errorf("round 2 read back: %+v", r2)
	}
	if got := (model.Chess960Position{SP: 518}).Line(i18n.En); got != "Chess960: SP 518 — RNBQKBNR (♖♘♗♕♔♗♘♖)" {
		t.Errorf("Line = %q", got)
	}

	// Marking changes only before round 1 is paired.
	v := d.pair(tr.ID)
	if err := d.svc.Chess960().Mark(bg, tr.ID, false); model.KindOf(err) != model.Conflict {
		t.Errorf("unmark after pairing: %v", err)
	}
	// Paired but no result yet: still open.
	if p, err = d.svc.Chess960().WithSource(&fixedSource{5}).Draw(bg, tr.ID, 1); err != nil || p.SP != 5 {
		t.Fatalf("Draw after pairing: %+v, %v", p, err)
	}
	if err := d.svc.Tournaments.SetResult(bg, tr.ID, 1, v.Boards[0].No, "1-0", false); err != nil {
		t.Fatal(err)
	}
	_, err = d.svc.Chess960().Draw(bg, tr.ID, 1)
	var me *model.Error
	if !errors.As(err, &me) || me.Kind != model.Conflict {
		t.Fatalf("redraw after a result: %v", err)
	}
	if msg := model.Message(err, i18n.Uk); !strings.Contains(msg, "У 1-му турі вже є результат") {
		t.Errorf("the refusal is not in Ukrainian: %q", msg)
	}
	if _, err := d.svc.Chess960().Set(bg, tr.ID, 1, 7); model.KindOf(err) != model.Conflict {
		t.Errorf("Set after a result: %v", err)
	}
	if p, ok, err := d.svc.Chess960().Position(bg, tr.ID, 1); err != nil || !ok || p.SP != 5 {
		t.Errorf("round 1 kept: %+v %v %v", p, ok, err)
	}
	// other rounds stay open
	if _, err := d.svc.Chess960().Set(bg, tr.ID, 2, chess960.Classical); err != nil {
		t.Errorf("Set round 2 by hand to 518: %v", err)
	}
}

func TestChess960Refusals(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{Rounds: 3})
	if _, err := d.svc.Chess960().Draw(bg, tr.ID, 1); model.KindOf(err) != model.Conflict {
		t.Errorf("Draw in a tournament not marked: %v", err)
	}
	if _, ok, err := d.svc.Chess960().Position(bg, tr.ID, 1); ok || err != nil {
		t.Errorf("Position of a tournament not marked: %v %v", ok, err)
	}
	ko := d.tournament(model.Tournament{Name: "Нокаут", System: model.SystemKnockout})
	if err := d.svc.Chess960().Mark(bg, ko.ID, true); model.KindOf(err) != model.Unsupported {
		t.Errorf("Mark a knockout: %v", err)
	}
	if _, err := d.svc.Chess960().Get(bg, 999); model.KindOf(err) != model.NotFound {
		t.Errorf("Get of a missing tournament: %v", err)
	}
	// marking off forgets the positions
	if err := d.svc.Chess960().Mark(bg, tr.ID, true); err != nil {
		t.Fatal(err)
	}
	if _, err := d.svc.Chess960().Set(bg, tr.ID, 1, 100); err != nil {
		t.Fatal(err)
	}
	if err := d.svc.Chess960().Mark(bg, tr.ID, false); err != nil {
		t.Fatal(err)
	}
	if c, err := d.svc.Chess960().Get(bg, tr.ID); err != nil || c.On || len(c.Rounds) != 0 {
		t.Errorf("after unmarking: %+v %v", c, err)
	}
}
