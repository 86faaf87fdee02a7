package tiebreak

import (
	"fmt"
	"strings"
	"testing"
)

// TestExplain: #4 of the TEC Swiss example took a half-point bye in round
// 2; under 2026 its dummy is capped at ½ × 5 = 2.5 (own score 3.5), and
// BH-C1 cuts that voluntary unplayed round (art. 16.5).
func TestExplain(t *testing.T) {
	tb := loadCorpus(t, "tec-swiss16")
	tb.Edition = Edition2026
	c := mustCalc(t, tb)
	e, err := c.Explain(4, Spec{Code: BH, Cut: 1})
	if err != nil {
		t.Fatal(err)
	}
	if e.Value.String() != "11.5" || len(e.Items) != 5 {
		t.Fatalf("explanation value %s with %d items:\n%s", e.Value, len(e.Items), e)
	}
	it := e.Items[1]
	if !it.Dummy || !it.VUR || it.Kind != HalfBye || it.Basis.String() != "2.5" || it.Cut != DropVUR {
		t.Errorf("round 2 item = %+v", it)
	}
	sum := Int(0)
	for _, it := range e.Items {
		sum = sum.Add(it.Amount)
	}
	if sum.Cmp(e.Value) != 0 {
		t.Errorf("items add up to %s, value %s", sum, e.Value)
	}
	if s := e.String(); !strings.Contains(s, "round 2: half-point bye, dummy, basis 2.5") || !strings.Contains(s, "[cut: low (voluntary unplayed round first, art. 16.5)]") {
		t.Errorf("text:\n%s", s)
	}

	// Every code explains without error and its items add up where the
	// value is a sum.
	for _, code := range []string{"PTS", "BH", "BH-M1", "SB", "SB-C1", "PS", "PS-C1", "KS", "WIN", "WON", "BPG", "BWG", "REP", "FB"} {
		sp, _ := ParseSpec(code)
		for _, id := range c.Players() {
			e, err := c.Explain(id, sp)
			if err != nil {
				t.Fatal(err)
			}
			sum := Int(0)
			for _, it := range e.Items {
				sum = sum.Add(it.Amount)
			}
			if sum.Cmp(e.Value) != 0 {
				t.Errorf("%s(#%d): items add up to %s, value %s", code, id, sum, e.Value)
			}
		}
	}
	for _, code := range []string{"DE", "ARO", "TPR", "AOB", "APRO", "PTP"} {
		sp, _ := ParseSpec(code)
		if _, err := c.Explain(12, sp); err != nil {
			t.Errorf("Explain %s: %v", code, err)
		}
	}
	if _, err := c.Explain(99, Spec{Code: BH}); err == nil {
		t.Error("Explain of an unknown player succeeded")
	}
}

// TestDirectEncounterDoubleRR: in a double round robin a pair that met
// twice counts with the average of its games (art. 6.1.2). 1 and 2 both
// score 2.5 of 4; 1 beat 2 and drew with him: 0.75 against 0.25.
func TestDirectEncounterDoubleRR(t *testing.T) {
	tb := tour(t, DoubleRoundRobin, Edition2024,
		"1 2000 3w0 2b1 Z 3b1 2w= Z",
		"2 2000 Z 1w0 3b1 Z 1b= 3w1",
		"3 2000 1b1 Z 2w0 1w0 Z 2b0",
	)
	c := mustCalc(t, tb)
	if s := Half(c.score[0]).String() + " " + Half(c.score[1]).String(); s != "2.5 2.5" {
		t.Fatalf("scores %s", s)
	}
	m := c.mini([]int{0, 1})
	if m.score[0].String() != "0.75" || m.score[1].String() != "0.25" {
		t.Errorf("mini-table %s %s, want 0.75 0.25", m.score[0], m.score[1])
	}
	if got := mustValue(t, c, 2, "DE"); got != "2" {
		t.Errorf("DE(#2) = %s, want 2", got)
	}
}

// TestDirectEncounterIncomplete (art. 6.3): not every pair of the group
// met. {1, 2, 3}: 1 and 3 both beat 2 but never met each other, so nobody
// is sure to be first and the group stays whole. {4, 1, 3}: 4 beat both,
// so 4 is first whatever; 1 and 3 never met and stay tied.
func TestDirectEncounterIncomplete(t *testing.T) {
	c := mustCalc(t, tour(t, Swiss, Edition2024,
		"1 2000 2w1 4b0 5w0",
		"2 2000 1b0 3w0 6b1",
		"3 2000 4w0 2b1 4b0",
		"4 2000 3b1 1w1 3w1",
		"5 2000 6w0 6b1 1b1",
		"6 2000 5b1 5w0 2w0",
	))
	for _, tc := range []struct {
		group []int
		want  string
	}{
		{[]int{0, 1, 2}, "[[0 1 2]]"},
		{[]int{3, 0, 2}, "[[3] [0 2]]"},
		{[]int{0, 3}, "[[3] [0]]"},
	} {
		if got := fmt.Sprint(c.directEncounter(tc.group)); got != tc.want {
			t.Errorf("directEncounter(%v) = %s, want %s", tc.group, got, tc.want)
		}
	}
}

// TestDirectEncounterRoundRobinIncomplete: standings of a round robin
// before the last round rank DE by the mini-table even where pairs have
// not met yet (pre-determined pairings, as FIDE's calculator does); the
// same games in a Swiss leave the group unresolved (art. 6.3).
func TestDirectEncounterRoundRobinIncomplete(t *testing.T) {
	lines := []string{
		"1 2000 2w1 5b0",
		"2 2000 1b0 4w1",
		"3 2000 4w1 6b0",
		"4 2000 3b0 2b0",
		"5 2000 6w0 1w1",
		"6 2000 5b1 3w1",
	}
	for _, tc := range []struct {
		sys  System
		want string
	}{{RoundRobin, "[[0] [1 2]]"}, {Swiss, "[[0 1 2]]"}} {
		c := mustCalc(t, tour(t, tc.sys, Edition2024, lines...))
		if got := fmt.Sprint(c.directEncounter([]int{0, 1, 2})); got != tc.want {
			t.Errorf("%v: tiers %s, want %s", tc.sys, got, tc.want)
		}
	}
}
