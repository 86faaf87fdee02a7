package tiebreak

import "testing"

// edgeLines: player 1 loses round 1 by forfeit to player 2 (3.5 points),
// takes a half-point bye in round 2 and wins rounds 3 and 4 against
// players 4 (0.5) and 5 (2). Score 2.5 in 4 rounds.
var edgeLines = []string{
	"1 2000 2- H 4w1 5b1",
	"2 2000 1+ 3w1 5b= 6w1",
	"3 2000 4w1 2b0 6w1 4b=",
	"4 2000 3b0 5w0 1b0 3w=",
	"5 2000 6w= 4b1 2w= 1w0",
	"6 2000 5b= U 3b0 2b0",
}

// TestCutExceptionEdge2026 is the art. 16.5.2 case the corpus leaves out:
// under the 2026 text player 1 has a forfeit loss (dummy capped at the
// scheduled opponent's 3.5, so 2.5: SB 2.5×0 = 0) and a half-point bye
// (dummy capped at ½×4 = 2: SB 2×½ = 1).
//
// Contributions (opponent score, SB product): R1 dummy 2.5/0 (VUR), R2
// dummy 2/1 (VUR), R3 #4 0.5/0.5, R4 #5 2/2. BH 7, SB 3.5.
//
// SB-C1 as written: LSV = #4's product 0.5 (lowest score); V = the lowest
// VUR contribution = the forfeit loss's 0; V < LSV, so LSV is cut: 3.0.
// (The reference calculator would cut the bye's 1, giving 2.5.)
// BH-C1: V = the bye's 2 ≥ LSV 0.5, so the bye is cut: 5.
// BH-M1: then the highest, the forfeit's 2.5: 2.5.
func TestCutExceptionEdge2026(t *testing.T) {
	c := mustCalc(t, tour(t, Swiss, Edition2026, edgeLines...))
	want := map[string]string{"BH": "7", "SB": "3.5", "SB-C1": "3", "BH-C1": "5", "BH-M1": "2.5", "PTS": "2.5"}
	for code, w := range want {
		if got := mustValue(t, c, 1, code); got != w {
			t.Errorf("2026 %s(#1) = %s, want %s", code, got, w)
		}
	}
	e, err := c.Explain(1, Spec{Code: SB, Cut: 1})
	if err != nil {
		t.Fatal(err)
	}
	var cut []int
	for _, it := range e.Items {
		if it.Cut != Counted {
			cut = append(cut, it.Round)
		}
	}
	if len(cut) != 1 || cut[0] != 3 {
		t.Errorf("SB-C1 explanation cuts rounds %v, want [3]\n%s", cut, e)
	}
}

// TestCutExceptionEdge2024: the same player under the 2024 text, where
// both dummies score his own 2.5: SB 0 + 1.25 + 0.5 + 2 = 3.75, SB-C1 cuts
// #4's 0.5 (V = 0 < 0.5): 3.25; BH 7.5, BH-C1 cuts a VUR 2.5: 5.
func TestCutExceptionEdge2024(t *testing.T) {
	c := mustCalc(t, tour(t, Swiss, Edition2024, edgeLines...))
	want := map[string]string{"BH": "7.5", "SB": "3.75", "SB-C1": "3.25", "BH-C1": "5"}
	for code, w := range want {
		if got := mustValue(t, c, 1, code); got != w {
			t.Errorf("2024 %s(#1) = %s, want %s", code, got, w)
		}
	}
}
