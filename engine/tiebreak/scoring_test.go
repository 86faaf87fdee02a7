package tiebreak

import (
	"bytes"
	"testing"

	"arbiter/engine/trf"
)

// roundTrip writes t as TRF-2026 and reads it back, then converts it.
func roundTrip(t *testing.T, tt *trf.Tournament) *Tournament {
	t.Helper()
	var b bytes.Buffer
	if err := trf.WriteEdition(&b, tt, trf.TRF26); err != nil {
		t.Fatal(err)
	}
	back, err := trf.Read(&b)
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	if back.Scoring == nil || *back.Scoring != *tt.Scoring {
		t.Fatalf("point system read back as %+v, written %+v", back.Scoring, tt.Scoring)
	}
	out, err := FromTRF(back)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func game(opp int, c trf.Colour, r trf.Result) trf.Game {
	return trf.Game{Opponent: opp, Colour: c, Result: r}
}

var free = trf.Game{Colour: trf.NoColour, Result: trf.ZeroBye}

// A round robin of three under a custom 2 / 1 / ½ (a loss is worth ½),
// worked by hand. Berger table for 3: R1 2–3 (1 free), R2 1–2 (3 free),
// R3 3–1 (2 free). Results: 2 beats 3, 1 draws 2, 1 beats 3 with Black.
// Points: 1 = 0 + 1 + 2 = 3; 2 = 2 + 1 = 3; 3 = ½ + ½ = 1.
//   - STD: 1 = 0 + ½ + 1 = 1½; 2 = 1 + ½ = 1½; 3 = 0.
//   - SB: 1 = 3×1 (draw with 2) + 1×2 (win over 3) = 5; 2 = 1×2 + 3×1 = 5;
//     3 = 3×½ + 3×½ = 3.
//   - KS: 2 games count (3 rounds, one free per player), the line is half
//     of 2 × 2 = 2 points: 1 and 2 are above it. KS 1 = 1 (the draw with
//     2), 2 = 1, 3 = ½ + ½ = 1. KS/L+2 puts the line at 3: the same;
//     KS/L+3 puts it at 3½: nobody counts.
//   - WIN: 1, 1, 0. TPR of 1 (ratings 2000, 1900, 1800): ARO 1850, rating
//     points 1½ of 2 = 75% (dp 193): 2043.
//   - Ranked by STD, SB, TPN/R: 1 and 2 stay tied until TPN/R puts the
//     higher number first: 2, 1, 3.
func TestCustomScoringRoundRobin(t *testing.T) {
	w, b := trf.White, trf.Black
	tt := &trf.Tournament{Name: "Custom", StartDate: "2026/04/01", Type: "Round robin", TotalRounds: 3,
		Scoring: &trf.PointSystem{WinW: 4, WinB: 4, DrawW: 2, DrawB: 2, LossW: 1, LossB: 1, ForfeitWin: 4, FullBye: 4, HalfBye: 2, PAB: 4},
		Players: []trf.Player{
			{ID: 1, Name: "A", Rating: 2000, Points: 6, Games: []trf.Game{free, game(2, w, trf.Draw), game(3, b, trf.Win)}},
			{ID: 2, Name: "B", Rating: 1900, Points: 6, Games: []trf.Game{game(3, w, trf.Win), game(1, b, trf.Draw), free}},
			{ID: 3, Name: "C", Rating: 1800, Points: 2, Games: []trf.Game{game(2, b, trf.Loss), free, game(1, w, trf.Loss)}},
		}}
	tb := roundTrip(t, tt)
	c, err := New(tb)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []struct {
		code string
		want [3]string
	}{
		{"PTS", [3]string{"3", "3", "1"}},
		{"STD", [3]string{"1.5", "1.5", "0"}},
		{"SB", [3]string{"5", "5", "3"}},
		{"KS", [3]string{"1", "1", "1"}},
		{"KS/L+2", [3]string{"1", "1", "1"}},
		{"KS/L+3", [3]string{"0", "0", "0"}},
		{"WIN", [3]string{"1", "1", "0"}},
		{"TPN", [3]string{"1", "2", "3"}},
		{"RTNG", [3]string{"2000", "1900", "1800"}},
	} {
		sp, err := ParseSpec(x.code)
		if err != nil {
			t.Fatal(err)
		}
		col, err := c.Column(sp)
		if err != nil {
			t.Fatal(err)
		}
		for i := range col {
			if col[i].String() != x.want[i] {
				t.Errorf("%s of %d = %s, want %s", x.code, i+1, col[i], x.want[i])
			}
		}
	}
	if v, _ := c.Value(1, Spec{Code: TPR}); v.String() != "2043" {
		t.Errorf("TPR of 1 = %s, want 2043", v)
	}
	list, _ := ParseList("STD,SB,TPN/R")
	st, err := c.Rank(list, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := [3]int{st.Rows[0].ID, st.Rows[1].ID, st.Rows[2].ID}; got != [3]int{2, 1, 3} {
		t.Errorf("ranked %v, want 2 1 3", got)
	}
}

// A Swiss of three with the pairing-allocated bye worth 0, worked by
// hand: R1 1 beats 2, 3 has the bye; R2 1 beats 3, 2 has the bye. Points
// 2, 0, 0. The bye worth a loss is no win (WIN 0 for 3) and gives no
// standard point (STD 0), but it is a round the player did not elect to
// miss (REP 2). A bye written with a win's points is refused.
func TestByeWorthZero(t *testing.T) {
	w, b := trf.White, trf.Black
	pab := trf.Game{Colour: trf.NoColour, Result: trf.PAB}
	ps := trf.StandardPoints
	ps.PAB = 0
	tt := &trf.Tournament{Name: "PAB0", StartDate: "2026/04/01", Type: "Swiss", TotalRounds: 2, Scoring: &ps,
		Players: []trf.Player{
			{ID: 1, Name: "A", Rating: 2000, Points: 4, Games: []trf.Game{game(2, w, trf.Win), game(3, b, trf.Win)}},
			{ID: 2, Name: "B", Rating: 1900, Points: 0, Games: []trf.Game{game(1, b, trf.Loss), pab}},
			{ID: 3, Name: "C", Rating: 1800, Points: 0, Games: []trf.Game{pab, game(1, w, trf.Loss)}},
		}}
	tb := roundTrip(t, tt)
	c, err := New(tb)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []struct {
		sp   Spec
		want string
	}{{Spec{Code: PTS}, "0"}, {Spec{Code: WIN}, "0"}, {Spec{Code: STD}, "0"}, {Spec{Code: REP}, "2"}} {
		if v, _ := c.Value(3, x.sp); v.String() != x.want {
			t.Errorf("%s of 3 = %s, want %s", x.sp, v, x.want)
		}
	}
	tb.Players[2].Rounds[0].Points = 2
	if _, err := New(tb); err == nil {
		t.Error("a bye with a win's points was accepted under a system where it is worth 0")
	}
}
