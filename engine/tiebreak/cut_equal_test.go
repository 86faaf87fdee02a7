package tiebreak

import (
	"slices"
	"testing"
)

// cutRounds runs Explain for code on player id and lists the rounds the
// modifier removed, with why.
func cutRounds(t *testing.T, c *Calculator, id int, code string) (rounds []int, drops []Drop) {
	t.Helper()
	sp, err := ParseSpec(code)
	if err != nil {
		t.Fatal(err)
	}
	e, err := c.Explain(id, sp)
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range e.Items {
		if it.Cut != Counted {
			rounds, drops = append(rounds, it.Round), append(drops, it.Cut)
		}
	}
	return rounds, drops
}

// TestSBCutBetweenEqualScores: art. 16.5 (rules/tiebreaks-and-systems.md
// 1.3.5, step 1): for SB, when several opponents share the lowest score,
// the LSV is the lowest of their products. A round robin of four:
//
//	#1 beats #2, loses to #3, beats #4: 2 points
//	#2 loses to #1 and #4, beats #3:    1 point
//	#3 beats #1, loses to #2 and #4:    1 point
//	#4 beats #2 and #3, loses to #1:    2 points
//
// #1's SB contributions: #2 1×1 = 1, #3 1×0 = 0, #4 2×1 = 2; SB = 3.
// #2 and #3 share the lowest score 1; the cut takes #3's product 0, so
// SB-C1 = 1 + 2 = 3 (cutting #2's 1 instead would give 2). SB-M1 then
// also drops the highest, #4's 2: 1. The two orders of rounds catch a cut
// that takes the first, or the last, of the two equal scores.
func TestSBCutBetweenEqualScores(t *testing.T) {
	for _, c := range []struct {
		name    string
		lines   []string
		lossRnd int // the round #1 lost to #3: the one cut
	}{
		{"win first", []string{
			"1 2000 2w1 3b0 4w1",
			"2 2000 1b0 4w0 3b1",
			"3 2000 4b0 1w1 2w0",
			"4 2000 3w1 2b1 1b0",
		}, 2},
		{"loss first", []string{
			"1 2000 3b0 2w1 4w1",
			"2 2000 4w0 1b0 3b1",
			"3 2000 1w1 4b0 2w0",
			"4 2000 2b1 3w1 1b0",
		}, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			calc := mustCalc(t, tour(t, RoundRobin, Edition2026, c.lines...))
			for code, want := range map[string]string{"SB": "3", "SB-C1": "3", "SB-M1": "1"} {
				if got := mustValue(t, calc, 1, code); got != want {
					t.Errorf("%s(#1) = %s, want %s", code, got, want)
				}
			}
			if rounds, _ := cutRounds(t, calc, 1, "SB-C1"); !slices.Equal(rounds, []int{c.lossRnd}) {
				t.Errorf("SB-C1 cuts rounds %v, want [%d] (the loss to #3)", rounds, c.lossRnd)
			}
		})
	}
}

// TestBHCutVURAtEqualValue: art. 16.5 step 3, "remove V if V ≥ LSV": at
// V = LSV the voluntary unplayed round is the one removed (for Buchholz a
// VUR always goes first). Swiss, 2024 text (a dummy scores the player's
// own score):
//
//	#1: R1 beats #2, R2 half-point bye, R3 draws #3: 2 points
//	#2: loses to #1, beats #4 and #5: 2;  #3: beats #4 and #5, draws #1: 2½
//	#4 and #5: a PAB each and two losses: 1
//
// #1's BH contributions: R1 #2 2, R2 dummy 2 (VUR), R3 #3 2½: BH 6½.
// LSV is R1's 2, V the bye's 2; V ≥ LSV, so the bye (R2) is cut: BH-C1 4½.
// Cutting R1 instead gives the same 4½, which is why only the cut round
// and its reason tell the two apart.
func TestBHCutVURAtEqualValue(t *testing.T) {
	calc := mustCalc(t, tour(t, Swiss, Edition2024,
		"1 2000 2w1 H 3b=",
		"2 2000 1b0 4w1 5b1",
		"3 2000 4w1 5b1 1w=",
		"4 2000 3b0 2b0 U",
		"5 2000 U 3w0 2w0",
	))
	for code, want := range map[string]string{"PTS": "2", "BH": "6.5", "BH-C1": "4.5"} {
		if got := mustValue(t, calc, 1, code); got != want {
			t.Errorf("%s(#1) = %s, want %s", code, got, want)
		}
	}
	rounds, drops := cutRounds(t, calc, 1, "BH-C1")
	if !slices.Equal(rounds, []int{2}) || !slices.Equal(drops, []Drop{DropVUR}) {
		t.Errorf("BH-C1 cuts rounds %v (%v), want [2] by the VUR exception", rounds, drops)
	}
}
