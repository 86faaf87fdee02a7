package elo

import "testing"

// Table 8.1.2 at the edges of its bands (D 0–3 → .50, 4–10 → .51, …).
func TestPD(t *testing.T) {
	for _, tc := range []struct{ d, want int }{
		{0, 50}, {3, 50}, {4, 51}, {35, 55}, // Elo's Portisch example: 2635 v Hort 2600 → 0.55
		{100, 64}, {-100, 36}, {245, 80}, {246, 81}, {391, 91}, {392, 92}, {400, 92}, {411, 92}, {412, 93},
		{500, 96}, {735, 99}, {736, 100}, {-736, 0}, {2000, 100},
	} {
		if got := PD(tc.d); got != tc.want {
			t.Errorf("PD(%d) = %d, want %d", tc.d, got, tc.want)
		}
	}
}

// Table 8.1.1.
func TestDP(t *testing.T) {
	for _, tc := range []struct{ p, want int }{
		{100, 800}, {99, 677}, {75, 193}, {63, 95}, {50, 0}, {37, -95}, {25, -193}, {1, -677}, {0, -800},
	} {
		if got := DP(tc.p); got != tc.want {
			t.Errorf("DP(%d) = %d, want %d", tc.p, got, tc.want)
		}
	}
}

// 8.3.1: the 400-point rule (the FIDE Handbook's examples: a 2000 player
// against 2420 counts it as 2400, against 1550 as 1600; more than 400
// points stronger expects 0.92, weaker 0.08), and no cap from 2650.
func TestExpected(t *testing.T) {
	for _, tc := range []struct{ player, opp, want int }{
		{2000, 2420, 8}, {2000, 2400, 8}, {2000, 1550, 92}, {2000, 1600, 92},
		{2200, 1000, 92}, {1800, 2482, 8}, {2635, 2600, 55},
		{2700, 2200, 96}, // 2650 and above: the whole 500 points (D 485–517 → .96)
		{2649, 2149, 92}, // below 2650: capped
		{2200, 2700, 8},  // the lower-rated player is below 2650: capped
	} {
		if got := Expected(tc.player, tc.opp); got != tc.want {
			t.Errorf("Expected(%d, %d) = %d, want %d", tc.player, tc.opp, got, tc.want)
		}
	}
}

func TestCompute(t *testing.T) {
	tests := []struct {
		name      string
		rating, k int
		games     []Game
		want      Result
	}{
		{
			// 2000, K 20: draw v 2100 (PD .36), win v 1900 (.64), loss v 2450
			// (capped to 400: .08), win v 1500 (capped: .92). W 2.5, ΣPD 2.00,
			// ΣΔR 0.50, change +10. Ra 7950/4 = 1987.5 → 1988; p 0.625 → 0.63,
			// dp 95, Rp 2083. An unrated opponent (0) is not rated.
			"four rated games and one unrated", 2000, 20,
			[]Game{{2100, 1}, {1900, 2}, {2450, 0}, {1500, 2}, {0, 2}},
			Result{Games: 4, Score: 5, Expected: 200, K: 20, Change100: 1000, Change: 10, AvgOpponent: 1988, Performance: 2083},
		},
		{
			// The Handbook's performance example: four opponents of 1600, 3
			// points: p 0.75, dp 193, Rp 1793. K 40: ΣPD 2.00, ΣΔR 1.00, +40.
			"3 of 4 against 1600", 1600, 40,
			[]Game{{1600, 2}, {1600, 2}, {1600, 2}, {1600, 0}},
			Result{Games: 4, Score: 6, Expected: 200, K: 40, Change100: 4000, Change: 40, AvgOpponent: 1600, Performance: 1793},
		},
		{
			// 8.3.4: 0.5 away from zero. 2004 v 2000 (D 4 → PD .51) drawn:
			// ΔR −0.01; with K 50 the change is −0.5, rounded to −1.
			"half rounds away from zero", 2004, 50,
			[]Game{{2000, 1}},
			Result{Games: 1, Score: 1, Expected: 51, K: 50, Change100: -50, Change: -1, AvgOpponent: 2000, Performance: 2000},
		},
		{
			// 8.3.3: K 40 and 20 games exceed 700: K = 35.
			"K times n at most 700", 1800, 40,
			twenty(1800, 1),
			Result{Games: 20, Score: 20, Expected: 1000, K: 35, Change100: 0, Change: 0, AvgOpponent: 1800, Performance: 1800},
		},
		{"unrated player", 0, 40, []Game{{2000, 2}}, Result{}},
		{"no rated games", 2000, 20, []Game{{0, 2}}, Result{}},
		{
			// 9 wins out of 9: p 1.00, dp 800.
			"all won", 2000, 20, []Game{{2000, 2}, {2000, 2}, {2000, 2}, {2000, 2}, {2000, 2}, {2000, 2}, {2000, 2}, {2000, 2}, {2000, 2}},
			Result{Games: 9, Score: 18, Expected: 450, K: 20, Change100: 9000, Change: 90, AvgOpponent: 2000, Performance: 2800},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Compute(tc.rating, tc.k, tc.games); got != tc.want {
				t.Errorf("Compute = %+v\nwant      %+v", got, tc.want)
			}
		})
	}
}

func twenty(opp, score int) []Game {
	g := make([]Game, 20)
	for i := range g {
		g[i] = Game{opp, score}
	}
	return g
}

func TestKFactor(t *testing.T) {
	for _, tc := range []struct {
		rating, games int
		age18, r2400  bool
		want          int
	}{
		{1500, 10, false, false, 40}, // new player, under 30 games
		{2250, 100, true, false, 40}, // junior under 2300
		{2300, 100, true, false, 20}, // junior at 2300
		{2399, 100, false, false, 20},
		{2400, 100, false, false, 10},
		{2350, 100, false, true, 10}, // reached 2400 once
	} {
		if got := KFactor(tc.rating, tc.games, tc.age18, tc.r2400); got != tc.want {
			t.Errorf("KFactor(%d, %d, %v, %v) = %d, want %d", tc.rating, tc.games, tc.age18, tc.r2400, got, tc.want)
		}
	}
	if LimitK(40, 18) != 38 || LimitK(20, 35) != 20 || LimitK(20, 36) != 19 {
		t.Error("LimitK")
	}
}
