package tournaments_test

import (
	"strings"
	"testing"

	"arbiter/engine/lot"
	"arbiter/model"
)

// TestKnockoutColoursAfterUpset: the fixed rule «the better seed has
// White in game 1» holds after an upset, and the Armageddon's colours are
// chosen by the director or by lot before it is played.
//
// Worked by hand. Eight players, start numbers 1…8 by rating, one game a
// match then Armageddon ("1+A"), fixed rule white. Round 1 is 1–8, 4–5,
// 2–7, 3–6; the better seeds 1, 4, 2, 3 have White. No. 8 beats no. 1
// (White 1 scores 0), the others win with White. Semi-final 1 has no. 8
// on the upper line and no. 4 below: the better seed is no. 4, so no. 4
// has White in game 1 (not no. 8). Its game is drawn: the Armageddon
// comes, no game can be recorded before its colours are chosen; the
// director gives White to no. 8; the Armageddon is drawn, so Black, no. 4,
// goes through. Semi-final 2 (2–3, no. 2 White) is drawn; its Armageddon
// colours are drawn by lot with seed 5: no. 2 White when lot.Draw(2, 5)
// gives him number 1; White wins the Armageddon and goes through.
func TestKnockoutColoursAfterUpset(t *testing.T) {
	d := newDayEnv(t)
	tr := d.tournament(model.Tournament{System: model.SystemKnockout, Knockout: "1+A", InitialColour: "white"})
	d.register(tr.ID, d.players(8, true))
	ko := d.svc.Knockouts
	match := func(r, p int) model.KnockoutMatch {
		t.Helper()
		v, err := ko.Bracket(bg, tr.ID)
		if err != nil {
			t.Fatal(err)
		}
		return v.Rounds[r-1][p-1]
	}
	record := func(r, p, wp int) {
		t.Helper()
		if err := ko.RecordGame(bg, tr.ID, r, p, wp); err != nil {
			t.Fatalf("%d.%d: %v", r, p, err)
		}
	}
	for p, wp := range map[int]int{1: 0, 2: 2, 3: 2, 4: 2} {
		if m := match(1, p); m.WhiteFirst != m.A.StartNo || m.Better != m.A.StartNo {
			t.Errorf("1.%d: White in game 1 %d, better seed %d, A %d", p, m.WhiteFirst, m.Better, m.A.StartNo)
		}
		record(1, p, wp)
	}
	semi := match(2, 1)
	if semi.A.StartNo != 8 || semi.B.StartNo != 4 {
		t.Fatalf("semi-final 1: %d – %d, want 8 – 4", semi.A.StartNo, semi.B.StartNo)
	}
	if semi.Better != 4 || semi.WhiteFirst != 4 || semi.AWhiteFirst || semi.Next == nil || semi.Next.White != 4 {
		t.Fatalf("semi-final 1 after the upset: better %d, White in game 1 %d, next %+v; want no. 4 White", semi.Better, semi.WhiteFirst, semi.Next)
	}
	record(2, 1, 1)
	semi = match(2, 1)
	if !semi.ArmageddonPending || semi.Next != nil || semi.Armageddon != nil {
		t.Fatalf("after the drawn game: pending %v, next %+v", semi.ArmageddonPending, semi.Next)
	}
	if err := ko.RecordGame(bg, tr.ID, 2, 1, 1); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "uk"), "армагедон") {
		t.Errorf("an Armageddon without colours: %v", err)
	}
	if err := ko.SetArmageddonWhite(bg, tr.ID, 2, 1, 5); !model.IsKind(err, model.Invalid) {
		t.Errorf("White to a player not in the match: %v", err)
	}
	if err := ko.SetArmageddonWhite(bg, tr.ID, 2, 1, 8); err != nil {
		t.Fatal(err)
	}
	semi = match(2, 1)
	if semi.Armageddon == nil || semi.Armageddon.ByLot || semi.Next == nil || semi.Next.White != 8 || semi.Next.Black != 4 || semi.Next.Stage != -1 {
		t.Fatalf("Armageddon by the director: %+v, next %+v", semi.Armageddon, semi.Next)
	}
	record(2, 1, 1)
	if semi = match(2, 1); semi.Winner != 4 {
		t.Errorf("Armageddon drawn: winner %d, want Black, no. 4", semi.Winner)
	}

	record(2, 2, 1)
	white, err := ko.DrawArmageddonColours(bg, tr.ID, 2, 2, 5)
	if err != nil {
		t.Fatal(err)
	}
	want := 2
	if lot.Draw(2, 5)[0] != 1 {
		want = 3
	}
	if white != want {
		t.Errorf("Armageddon by lot 5: White %d, want %d", white, want)
	}
	m := match(2, 2)
	if m.Armageddon == nil || !m.Armageddon.ByLot || m.Armageddon.LotSeed != 5 || m.Next == nil || m.Next.White != want {
		t.Fatalf("Armageddon by lot: %+v, next %+v", m.Armageddon, m.Next)
	}
	if _, err := ko.DrawArmageddonColours(bg, tr.ID, 1, 1, 5); !model.IsKind(err, model.Conflict) {
		t.Errorf("colours for a decided match: %v", err)
	}
	record(2, 2, 2)
	if m = match(2, 2); m.Winner != want {
		t.Errorf("White won the Armageddon: winner %d, want %d", m.Winner, want)
	}
	// Undoing the Armageddon keeps its colours; undoing the game before
	// it removes them (the Armageddon is no longer next).
	if err := ko.UndoGame(bg, tr.ID, 2, 2); err != nil {
		t.Fatal(err)
	}
	if m = match(2, 2); m.Armageddon == nil || m.Next == nil || m.Next.White != want {
		t.Errorf("after undoing the Armageddon: %+v, next %+v", m.Armageddon, m.Next)
	}
	if err := ko.UndoGame(bg, tr.ID, 2, 2); err != nil {
		t.Fatal(err)
	}
	if m = match(2, 2); m.Armageddon != nil || m.ArmageddonPending || m.Next == nil || m.Next.White != 2 {
		t.Errorf("after undoing game 1: %+v, pending %v, next %+v", m.Armageddon, m.ArmageddonPending, m.Next)
	}

	// A knockout created without a colour rule draws the first colours by
	// lot (seed 004 §5) with a seed of its own.
	lotKO := d.tournament(model.Tournament{Name: "Жереб", System: model.SystemKnockout})
	if lotKO.InitialColour != model.ColourByLot || lotKO.ColourSeed == 0 {
		t.Errorf("a new knockout: colour %q, seed %d; want lot with a seed", lotKO.InitialColour, lotKO.ColourSeed)
	}
}
