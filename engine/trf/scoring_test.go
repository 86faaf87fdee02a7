package trf

import (
	"strings"
	"testing"
)

// Record 162 is written in the layout FIDE's reference calculator writes
// and reads back to the same point system.
func TestRecord162RoundTrip(t *testing.T) {
	for _, c := range []struct {
		ps   PointSystem
		line string
	}{
		{PointSystem{WinW: 6, WinB: 6, DrawW: 2, DrawB: 2, ForfeitWin: 6, FullBye: 6, HalfBye: 2, PAB: 6}, "162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0"},
		{PointSystem{WinW: 6, WinB: 6, DrawW: 2, DrawB: 2, ForfeitWin: 6, FullBye: 6, HalfBye: 2, PAB: 2}, "162  W 3.0    D 1.0    L 0.0    A 0.0    P 1.0"},
		{PointSystem{WinW: 2, WinB: 2, DrawW: 1, DrawB: 1, ForfeitWin: 2, FullBye: 2, HalfBye: 1, PAB: 0}, "162  W 1.0    D 0.5    L 0.0    A 0.0    P 0.0"},
		{PointSystem{WinW: 4, WinB: 4, DrawW: 2, DrawB: 2, LossW: 1, LossB: 1, ForfeitWin: 4, FullBye: 4, HalfBye: 2, PAB: 3}, "162  W 2.0    D 1.0    L 0.5    A 0.0    P 1.5"},
	} {
		line, ok := c.ps.Record162()
		if !ok || line != c.line {
			t.Errorf("Record162 = %q %v, want %q", line, ok, c.line)
			continue
		}
		src := "012 T\n" + line + "\n001    1      A                                 2000                             0.0       0000 - Z\n"
		tt, err := Read(strings.NewReader(src))
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if tt.Scoring == nil || *tt.Scoring != c.ps {
			t.Errorf("%s read back as %+v", line, tt.Scoring)
		}
	}
	if _, ok := (PointSystem{WinW: 2, WinB: 3}).Record162(); ok {
		t.Error("a colour-dependent system written as 162")
	}
}

// Check refuses what FIDE's rules do not allow (C.07 art. 5; the FIDE
// checklist for pairing programs: two draws worth more than a win and a
// loss, a bye worth more than a win, under 1 / ½ / 0 a bye other than 1,
// ½ or 0).
func TestPointSystemCheck(t *testing.T) {
	sys := func(w, d, l, p int) PointSystem {
		return PointSystem{WinW: w, WinB: w, DrawW: d, DrawB: d, LossW: l, LossB: l, ForfeitWin: w, FullBye: w, HalfBye: d, PAB: p}
	}
	for _, c := range []struct {
		ps PointSystem
		ok bool
	}{
		{StandardPoints, true},
		{sys(2, 1, 0, 1), true},
		{sys(2, 1, 0, 0), true},
		{sys(6, 2, 0, 6), true},
		{sys(6, 2, 0, 3), true}, // 1½ under 3 / 1 / 0: below a win
		{sys(4, 2, 1, 4), true},
		{sys(2, 1, 0, 3), false}, // more than a win
		{sys(6, 4, 0, 6), false}, // two draws (4) over a win and a loss (3)
		{sys(2, 2, 0, 2), false}, // a draw worth a win
		{sys(2, 1, 2, 2), false}, // a loss worth more than a draw
		{sys(6, 2, 0, -2), false},
		{PointSystem{WinW: 2, WinB: 3, DrawW: 1, DrawB: 1}, false},
	} {
		if err := c.ps.Check(); (err == nil) != c.ok {
			t.Errorf("%+v: Check = %v, want ok %v", c.ps, err, c.ok)
		}
	}
}

// ScoreAfter counts under the file's point system.
func TestScoreAfterUnderTheSystem(t *testing.T) {
	src := "012 T\n162  W 3.0    D 1.0    L 0.0    A 0.0    P 1.0\nXXR 3\n" +
		"001    1      A                                 2000                             4.0          2 w 1     2 b =\n" +
		"001    2      B                                 1900                             1.0          1 b 0     1 w =\n" +
		"001    3      C                                 1800                             2.0       0000 - U  0000 - U\n"
	tt, err := Read(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[int][2]int{1: {6, 8}, 2: {0, 2}, 3: {2, 4}} {
		p := tt.Player(id)
		if got := [2]int{tt.ScoreAfter(p, 1), tt.ScoreAfter(p, 2)}; got != want {
			t.Errorf("player %d: %v half-points, want %v", id, got, want)
		}
	}
	if tt.WinPoints() != 6 || tt.LossPoints() != 0 || tt.PointsOf(Game{Result: PAB}) != 2 {
		t.Errorf("win %d, loss %d, bye %d", tt.WinPoints(), tt.LossPoints(), tt.PointsOf(Game{Result: PAB}))
	}
}
