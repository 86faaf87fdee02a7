package tiebreak

import "testing"

// TestVirtualOpponent2009 checks the legacy virtual opponent of the rules
// brief 1.3.7: Svon = SPR + (1 − SfPR) + ½(n − R).
func TestVirtualOpponent2009(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		round int // 1-based
		want  string
	}{
		{"absent in round 3 of 9 with 1.5 before", []string{
			"1 2000 2w= 2b1 Z 2w= 2b= 2w= 2b= 2w= 2b=",
			"2 2000 1b= 1w0 U 1b= 1w= 1b= 1w= 1b= 1w=",
		}, 3, "5.5"},
		{"forfeit win in round 6 of 9 with 3.5 before", []string{
			"1 2000 2w1 2b1 2w1 2b= 2w0 2+ 2b= 2w= 2b=",
			"2 2000 1b0 1w0 1b0 1w= 1b1 1- 1w= 1b= 1w=",
		}, 6, "5"},
	}
	for _, tc := range tests {
		c := mustCalc(t, tour(t, Swiss, Edition2009, tc.lines...))
		if got := Half(c.dummy(0, tc.round-1)).String(); got != tc.want {
			t.Errorf("%s: virtual opponent = %s, want %s", tc.name, got, tc.want)
		}
	}
}

// TestAdjustedScore: the score opponents see. 2024 (16.3): a requested
// bye followed only by VURs, or in the last round, counts as a draw (#1's
// last-round Z, #2's trailing Zs; not #4's Z before a game). 2009: every
// unplayed round counts as a draw (#1's PAB drops to ½).
func TestAdjustedScore(t *testing.T) {
	lines := []string{
		"1 2000 2w1 U 3b0 Z",
		"2 2000 1b0 3w1 Z Z",
		"3 2000 4b= 2b0 1w1 4w1",
		"4 2000 3w= Z Z 3b0",
	}
	for _, tc := range []struct {
		ed   Edition
		want [4]string
	}{
		{Edition2024, [4]string{"2.5", "2", "2.5", "0.5"}},
		{Edition2009, [4]string{"2", "2", "2.5", "1.5"}},
	} {
		c := mustCalc(t, tour(t, Swiss, tc.ed, lines...))
		for i, w := range tc.want {
			if got := Half(c.adj[i]).String(); got != w {
				t.Errorf("%v: adjusted(#%d) = %s, want %s", tc.ed, i+1, got, w)
			}
		}
	}
}
