package team

import (
	"fmt"
	"testing"
)

func TestRoundRobinEveryPairOncePerCycle(t *testing.T) {
	for _, n := range []int{4, 5, 6, 8} {
		for _, double := range []bool{false, true} {
			rs, err := RoundRobin(n, double)
			if err != nil {
				t.Fatal(err)
			}
			cycles := 1
			if double {
				cycles = 2
			}
			wantRounds := (n - 1 + n%2) * cycles
			if len(rs) != wantRounds {
				t.Errorf("n=%d double=%v: %d rounds, want %d", n, double, len(rs), wantRounds)
			}
			count := map[[2]int]int{}
			homes := map[[2]int]int{}
			for _, r := range rs {
				seen := map[int]bool{}
				if r.Free != 0 {
					seen[r.Free] = true
				}
				for _, m := range r.Matches {
					if seen[m.Home] || seen[m.Away] || m.Round != r.Round {
						t.Fatalf("n=%d round %d: team twice", n, r.Round)
					}
					seen[m.Home], seen[m.Away] = true, true
					a, b := min(m.Home, m.Away), max(m.Home, m.Away)
					count[[2]int{a, b}]++
					if m.Home == a {
						homes[[2]int{a, b}]++
					}
				}
				if len(seen) != n {
					t.Errorf("n=%d round %d: %d teams placed", n, r.Round, len(seen))
				}
			}
			for a := 1; a <= n; a++ {
				for b := a + 1; b <= n; b++ {
					if count[[2]int{a, b}] != cycles {
						t.Errorf("n=%d: %d–%d meet %d times", n, a, b, count[[2]int{a, b}])
					}
					if double && homes[[2]int{a, b}] != 1 {
						t.Errorf("n=%d double: %d–%d: %d is first-named %d times", n, a, b, a, homes[[2]int{a, b}])
					}
				}
			}
		}
	}
	// Round 1 of 4 teams (Berger): 1–4, 2–3.
	rs, _ := RoundRobin(4, false)
	if got := fmt.Sprint(rs[0].Matches[0].Home, rs[0].Matches[0].Away, rs[0].Matches[1].Home, rs[0].Matches[1].Away); got != "1 4 2 3" {
		t.Errorf("round 1 = %s", got)
	}
	if _, err := RoundRobin(2, false); err == nil {
		t.Error("2 teams accepted")
	}
}

func TestIndividualRanking(t *testing.T) {
	// §2: team score = sum of the 3 members' points; a tie goes to the
	// team whose member placed higher.
	ms := []Member{
		{1, 10, 12, 1}, {2, 10, 8, 6}, {3, 10, 6, 9}, // team 10: 26, best place 1
		{4, 20, 11, 2}, {5, 20, 10, 3}, {6, 20, 5, 12}, // team 20: 26, best place 2
		{7, 30, 10, 3}, {8, 30, 9, 5}, {9, 30, 2, 20}, {10, 30, 1, 25}, // team 30: 21 (4th member not counted)
		{11, 40, 10, 4}, {12, 40, 9, 5}, {13, 40, 2, 20}, // team 40: 21, places 4,5,20 vs 3,5,20
	}
	rows := IndividualRanking(ms, 3)
	var got string
	for _, r := range rows {
		got += fmt.Sprintf("%d:%d:%d ", r.Place, r.Team, r.Points)
	}
	if want := "1:10:26 2:20:26 3:30:21 4:40:21 "; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	tie := IndividualRanking([]Member{{1, 1, 4, 1}, {2, 2, 4, 1}}, 1)
	if tie[0].Place != 1 || tie[1].Place != 1 || tie[1].Last != 2 {
		t.Errorf("shared: %+v", tie)
	}
}

func TestBoardTable(t *testing.T) {
	tn := rr4(ByMP)
	ratings := map[int]int{101: 2000, 102: 1800, 201: 2100, 202: 1900, 301: 1700, 302: 1600, 401: 2200, 402: 1500}
	rows, err := BoardTable(tn, ratings)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 8 || rows[0].Player != 101 || rows[1].Player != 102 || rows[2].Team != 2 {
		t.Fatalf("rows %+v", rows)
	}
	// 101 (A board 1): R1 vs 201 won (2), R2 vs 301 draw (1), R3 vs 401 lost (0):
	// 3 games, 1½ points, opponents 2100, 1700, 2200 → average 2000, 50 % → 2000.
	r := rows[0]
	if r.Games != 3 || r.Points != 3 || r.Perf != 2000 || fmt.Sprint(r.Boards) != "[1 1 1]" {
		t.Errorf("101: %+v", r)
	}
}
