package tiebreak

import (
	"slices"
	"strings"
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

// TestBHMedianCutBetweenEqualValues: C.07 §14 (Buchholz Cut 1, Median 1)
// and art. 16.5 when the values being cut are equal. A Swiss of six in
// five rounds where everyone meets everyone (Buchholz is for Swiss events,
// C.07 art. 8), no unplayed games, so no VUR exception; R1 1-2 3-4 5-6, R2 1-3 2-5 4-6, R3 1-4 2-6 3-5, R4 1-5 2-4 3-6,
// R5 1-6 2-3 4-5:
//
//	#1 beats #2, #3 and #5, draws #4, loses to #6:           3½
//	#2 draws #3 and #4, loses to #1, #5 and #6:              1
//	#3 draws #2 and #4, loses to #1, #5 and #6:              1
//	#4 draws #1, #2 and #3, beats #6, loses to #5:           2½
//	#5 beats #2, #3 and #4, draws #6, loses to #1:           3½
//	#6 beats #1, #2 and #3, draws #5, loses to #4:           3½
//
// #1's opponents scored 1, 1, 2½, 3½, 3½: BH 11½. The two lowest are
// equal (1), so BH-C1 is 10½ whichever is cut; the two highest are equal
// (3½), so BH-M1 is 11½ − 1 − 3½ = 7 whichever is cut. SB: #2 1×1, #3
// 1×1, #4 2½×½ = 1¼, #5 3½×1, #6 3½×0: SB 6¾; SB-C1 cuts a product of 1:
// 5¾; SB-M1 then cuts, of the two opponents of score 3½, the higher
// product (#5's 3½, not #6's 0): 2¼. Among equal values the program
// strikes the earliest round, so Explain names the same rounds each time:
// rounds 1 (#2) and 4 (#5) as played, rounds 4 (#3) and 1 (#6) with the
// rounds in reverse order. A choice by index, or by <= or >= instead of
// < and >, makes one of the two orders fail.
func TestBHMedianCutBetweenEqualValues(t *testing.T) {
	forward := []string{
		"1 2000 2w1 3b1 4w= 5b1 6w0",
		"2 2000 1b0 5w0 6b0 4w= 3b=",
		"3 2000 4w= 1w0 5b0 6w0 2w=",
		"4 2000 3b= 6w1 1b= 2b= 5w0",
		"5 2000 6w= 2b1 3w1 1w0 4b1",
		"6 2000 5b= 4b0 2w1 3b1 1b1",
	}
	reverse := make([]string, len(forward))
	for i, l := range forward {
		f := strings.Fields(l)
		slices.Reverse(f[2:])
		reverse[i] = strings.Join(f, " ")
	}
	for _, c := range []struct {
		name  string
		lines []string
		cutC1 []int // the round BH-C1 strikes
		cutM1 []int // the rounds BH-M1 strikes, in round order
	}{
		{"rounds as played", forward, []int{1}, []int{1, 4}},
		{"rounds reversed", reverse, []int{4}, []int{1, 4}},
	} {
		t.Run(c.name, func(t *testing.T) {
			calc := mustCalc(t, tour(t, Swiss, Edition2026, c.lines...))
			for code, want := range map[string]string{
				"PTS": "3.5", "BH": "11.5", "BH-C1": "10.5", "BH-M1": "7",
				"SB": "6.75", "SB-C1": "5.75", "SB-M1": "2.25",
			} {
				if got := mustValue(t, calc, 1, code); got != want {
					t.Errorf("%s(#1) = %s, want %s", code, got, want)
				}
			}
			if rounds, _ := cutRounds(t, calc, 1, "BH-C1"); !slices.Equal(rounds, c.cutC1) {
				t.Errorf("BH-C1 strikes rounds %v, want %v (the earliest of the two scores of 1)", rounds, c.cutC1)
			}
			if rounds, _ := cutRounds(t, calc, 1, "BH-M1"); !slices.Equal(rounds, c.cutM1) {
				t.Errorf("BH-M1 strikes rounds %v, want %v (the earliest of each equal pair)", rounds, c.cutM1)
			}
		})
	}
}
