package team

import (
	"strings"
	"testing"

	"arbiter/engine/tiebreak"
)

// rankText ranks tn by the codes of list and prints every row as
// rowsText does.
func rankText(t *testing.T, tn *Tournament, list string) string {
	t.Helper()
	specs, _, err := ParseList(list)
	if err != nil {
		t.Fatal(err)
	}
	st, err := Rank(tn, specs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return rowsText(st)
}

// rr5free is a 5-team, 2-board round robin (FIDE MP 2/1/0) over the
// Berger table of 6, where whoever meets the sixth is free; the free
// round is no match at all (no record). Home half-points per match:
//
//	R1 (1 free)  2–5 4:0   3–4 2:2
//	R2 (4 free)  5–3 2:2   1–2 3:1
//	R3 (2 free)  3–1 3:1   4–5 4:0
//	R4 (5 free)  1–4 1:3   2–3 3:1
//	R5 (3 free)  4–2 2:2   5–1 1:3
//
// Totals, worked by hand (GP in half-points):
//
//	T1: W2 3, L3 1, L4 1, W5 3   MP 4  GP 8
//	T2: W5 4, L1 1, W3 3, D4 2   MP 5  GP 10
//	T3: D4 2, D5 2, W1 3, L2 1   MP 4  GP 8
//	T4: D3 2, W5 4, W1 3, D2 2   MP 6  GP 11
//	T5: L2 0, D3 2, L4 0, L1 1   MP 1  GP 3     (MP 20, GP 40 = 10 matches)
func rr5free() *Tournament {
	return &Tournament{Settings: FIDEDefaults(2), RoundRobin: true, Edition: tiebreak.Edition2026,
		Teams: []Info{{1, "T1"}, {2, "T2"}, {3, "T3"}, {4, "T4"}, {5, "T5"}},
		Matches: []Match{
			game(1, 2, 5, 2, 2), game(1, 3, 4, 1, 1),
			game(2, 5, 3, 1, 1), game(2, 1, 2, 2, 1),
			game(3, 3, 1, 2, 1), game(3, 4, 5, 2, 2),
			game(4, 1, 4, 0, 1), game(4, 2, 3, 2, 1),
			game(5, 4, 2, 1, 1), game(5, 5, 1, 0, 1),
		}}
}

// TestRoundRobinFreeRound: the free round of an odd round robin is no
// contribution at all (shared/rules/tiebreaks-and-systems.md §1.3.4, C.07
// art. 15.2) — no dummy with the team's own score — and Cut-1 removes the
// lowest real opponent. Worked by hand from rr5free:
//
//	BH:MP  T1 5+4+6+1=16  T2 1+4+4+6=15  T3 6+1+4+5=16  T4 4+1+4+5=14  T5 5+4+6+4=19
//	BH:GP  T1 10+8+11+3=32 → 16   T2 3+8+8+11=30 → 15   T3 11+3+8+10=32 → 16
//	       T4 8+3+8+10=29 → 14.5  T5 10+8+11+8=37 → 18.5   (half-points → points)
//
// EMGSB = Σ opponent's MP × GP scored against it (half-points):
//
//	T1 vs2 5×3 + vs3 4×1 + vs4 6×1 + vs5 1×3 = 28 → 14;  Cut-1 drops T5's 3 → 25 → 12.5
//	T2 vs5 1×4 + vs1 4×1 + vs3 4×3 + vs4 6×2 = 32 → 16;  drops T5's 4 → 28 → 14
//	T3 vs4 6×2 + vs5 1×2 + vs1 4×3 + vs2 5×1 = 31 → 15.5; drops T5's 2 → 29 → 14.5
//	T4 vs3 4×2 + vs5 1×4 + vs1 4×3 + vs2 5×2 = 34 → 17;  drops T5's 4 → 30 → 15
//	T5 vs2 5×0 + vs3 4×2 + vs4 6×0 + vs1 4×1 = 12 → 6
//
// T5's lowest opponents are T3 (round 2) and T1 (round 5), both on 4 MP:
// Cut-1 drops the lower of their contributions, T1's 4 (art. 14.1, 16.5:
// the LSV among opponents tied on the lowest score is the lowest product),
// not the earlier round's 8: 12 − 4 = 8 → 4 (dropping the earliest would
// give 2). The own-score dummy of the free round would add every team's
// own MP to its BH:MP (T4 20 instead of 14).
//
// Order: T4 6; T2 5; T1 and T3 on 4 are equal on BH:MP (16) and BH:GP
// (16) and split by EMGSB, T3 15.5 before T1 14; T5 1.
func TestRoundRobinFreeRound(t *testing.T) {
	want := `1 T4 MP6 GP11 BH:MP=14 BH:GP=14.5 EMGSB=17 EMGSB/C1=15
2 T2 MP5 GP10 BH:MP=15 BH:GP=15 EMGSB=16 EMGSB/C1=14
3 T3 MP4 GP8 BH:MP=16 BH:GP=16 EMGSB=15.5 EMGSB/C1=14.5
4 T1 MP4 GP8 BH:MP=16 BH:GP=16 EMGSB=14 EMGSB/C1=12.5
5 T5 MP1 GP3 BH:MP=19 BH:GP=18.5 EMGSB=6 EMGSB/C1=4
`
	if got := rankText(t, rr5free(), "BH:MP,BH:GP,EMGSB,EMGSB/C1"); got != want {
		t.Errorf("got\n%swant\n%s", got, want)
	}
	// BH:MP alone leaves T1 and T3 sharing 3-4
	if got := rankText(t, rr5free(), "BH:MP"); !strings.Contains(got, "3-4 T1 MP4 GP8 BH:MP=16\n3-4 T3 MP4 GP8 BH:MP=16\n") {
		t.Errorf("BH:MP separates T1 and T3:\n%s", got)
	}
}

// swiss3bye is a 3-team, 3-board team Swiss (FIDE MP 2/1/0; the
// pairing-allocated bye a draw: 3 half-points, 1 MP) where every team has
// the bye once. Home half-points per board (game: home White on odd
// boards):
//
//	R1 A–B 2,2,1 = 5:1   C bye
//	R2 A–C 2,1,2 = 5:1   B bye
//	R3 B–C 1,1,1 = 3:3   A bye
//
//	A: W, W, bye   MP 5  GP 13      B: L, bye, D   MP 2  GP 7
//	C: bye, L, D   MP 2  GP 7
func swiss3bye(ed tiebreak.Edition) *Tournament {
	return &Tournament{Settings: FIDEDefaults(3), Edition: ed,
		Teams: []Info{{1, "A"}, {2, "B"}, {3, "C"}},
		Matches: []Match{
			game(1, 1, 2, 2, 2, 1), {Round: 1, Home: 3},
			game(2, 1, 3, 2, 1, 2), {Round: 2, Home: 2},
			game(3, 2, 3, 1, 1, 1), {Round: 3, Home: 1},
		}}
}

// TestByeDummy2026Cap: a team's bye in a team Swiss is a game against a
// dummy (C.07 art. 16.4) whose score is the team's own — under the 2026
// text not more than a draw in every round (16.4.2). Worked by hand from
// swiss3bye (nobody withdrew: adjusted scores = scores, art. 16.3):
//
//	A  BH:MP  B 2 + C 2 + dummy min(5, 1×3 = 3) = 7     (2024: dummy 5 → 9)
//	   BH:GP  B 7 + C 7 + dummy min(13, 3×3 = 9) = 23 → 11.5   (2024: 27 → 13.5)
//	   EMMSB  B 2×2 + C 2×2 + dummy 3×1 = 11           (2024: 5×1 → 13)
//	B  BH:MP  A 5 + dummy min(2, 3) = 2 + C 2 = 9 (both texts)
//	   BH:GP  A 13 + dummy 7 + C 7 = 27 → 13.5
//	   EMMSB  A 5×0 + dummy 2×1 + C 2×1 = 4
//	C  as B: 9, 13.5 and 4
func TestByeDummy2026Cap(t *testing.T) {
	for _, tc := range []struct {
		ed   tiebreak.Edition
		want string
	}{
		{tiebreak.Edition2026, "1 A MP5 GP13 BH:MP=7 BH:GP=11.5 EMMSB=11\n2-3 B MP2 GP7 BH:MP=9 BH:GP=13.5 EMMSB=4\n2-3 C MP2 GP7 BH:MP=9 BH:GP=13.5 EMMSB=4\n"},
		{tiebreak.Edition2024, "1 A MP5 GP13 BH:MP=9 BH:GP=13.5 EMMSB=13\n2-3 B MP2 GP7 BH:MP=9 BH:GP=13.5 EMMSB=4\n2-3 C MP2 GP7 BH:MP=9 BH:GP=13.5 EMMSB=4\n"},
	} {
		if got := rankText(t, swiss3bye(tc.ed), "BH:MP,BH:GP,EMMSB"); got != tc.want {
			t.Errorf("%v: got\n%swant\n%s", tc.ed, got, tc.want)
		}
	}
}

// TestByeBoards: for the board tie-breaks (C.07 art. 12) a team's
// pairing-allocated bye is a win on every board (FIDE TEC's calculator),
// not its 3 half-points put on the top boards. Worked by hand from
// swiss3bye, half-points per board:
//
//	A  R1 2,2,1 + R2 2,1,2 + bye 2,2,2 = 6,5,5
//	   BC  1×6 + 2×5 + 3×5 = 31 → 15.5   (the bye as 2,1,0: 6,4,3 → 23 → 11.5)
//	   BBE without board 3: 11 → 5.5, without boards 2–3: 6 → 3   (2,1,0: 10 → 5)
//	B  R1 0,0,1 + bye 2,2,2 + R3 1,1,1 = 3,3,4   BC 3+6+12 = 21 → 10.5  BBE 6, 3 → 3/1.5
//	C  bye 2,2,2 + R2 0,1,0 + R3 1,1,1 = 3,4,3   BC 3+8+9 = 20 → 10     BBE 7, 3 → 3.5/1.5
//
// B and C, tied on MP, are ordered by BC (lower is better): C, then B; by
// BBE C first too (3.5 against 3).
func TestByeBoards(t *testing.T) {
	want := "1 A MP5 GP13 BC=15.5 BBE=5.5/3 TBR=3/2.5/2.5\n2 C MP2 GP7 BC=10 BBE=3.5/1.5 TBR=1.5/2/1.5\n3 B MP2 GP7 BC=10.5 BBE=3/1.5 TBR=1.5/1.5/2\n"
	if got := rankText(t, swiss3bye(tiebreak.Edition2026), "BC,BBE,TBR"); got != want {
		t.Errorf("got\n%swant\n%s", got, want)
	}
}

// de6 is a 6-team, 2-board round robin (Berger table of 6) where four
// teams tie on 5 MP. Teams 1 P, 2 Q, 3 W, 4 X, 5 Y, 6 Z; home half-points:
//
//	R1 1–6 3:1  2–5 3:1  3–4 3:1
//	R2 6–4 3:1  5–3 1:3  1–2 3:1
//	R3 2–6 1:3  3–1 1:3  4–5 2:2
//	R4 6–5 1:3  1–4 1:3  2–3 3:1
//	R5 3–6 2:2  4–2 3:1  5–1 3:1
//
//	P beats Z, Q, W; loses to X, Y              MP 6
//	Q beats Y, W; loses to P, Z, X              MP 4
//	W beats X, Y; loses to P, Q; draws Z        MP 5
//	X loses to W, Z; draws Y; beats P, Q        MP 5
//	Y loses to Q, W; draws X; beats Z, P        MP 5
//	Z loses to P, Y; beats X, Q; draws W        MP 5
func de6() *Tournament {
	return &Tournament{Settings: FIDEDefaults(2), RoundRobin: true, Edition: tiebreak.Edition2026,
		Teams: []Info{{1, "P"}, {2, "Q"}, {3, "W"}, {4, "X"}, {5, "Y"}, {6, "Z"}},
		Matches: []Match{
			game(1, 1, 6, 2, 1), game(1, 2, 5, 2, 1), game(1, 3, 4, 2, 1),
			game(2, 6, 4, 2, 1), game(2, 5, 3, 0, 1), game(2, 1, 2, 2, 1),
			game(3, 2, 6, 0, 1), game(3, 3, 1, 0, 1), game(3, 4, 5, 1, 1),
			game(4, 6, 5, 0, 1), game(4, 1, 4, 0, 1), game(4, 2, 3, 2, 1),
			game(5, 3, 6, 1, 1), game(5, 4, 2, 2, 1), game(5, 5, 1, 2, 1),
		}}
}

// TestDirectEncounterReapplied: DE (C.07 art. 6.2) is applied again to
// the teams still tied after the mini-table of the whole tied group.
// Worked by hand from de6: the mini-table of W, X, Y, Z on MP is
//
//	W: X 2 + Y 2 + Z 1 = 5    Y: W 0 + X 1 + Z 2 = 3
//	Z: X 2 + Y 0 + W 1 = 3    X: W 0 + Z 0 + Y 1 = 1
//
// so W is second, X fifth, and Y and Z stay tied on 3; the mini-table of
// Y and Z alone (Y beat Z) puts Y third and Z fourth. One pass would leave
// them sharing 3-4.
func TestDirectEncounterReapplied(t *testing.T) {
	want := "1 P\n2 W\n3 Y\n4 Z\n5 X\n6 Q\n"
	specs, _, err := ParseList("DE")
	if err != nil {
		t.Fatal(err)
	}
	st, err := Rank(de6(), specs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, r := range st.Rows {
		b.WriteString(r.PlaceText() + " " + r.Name + "\n")
	}
	if got := b.String(); got != want {
		t.Errorf("got\n%swant\n%s", got, want)
	}
	mp := map[string]int{"P": 6, "Q": 4, "W": 5, "X": 5, "Y": 5, "Z": 5}
	for _, r := range st.Rows {
		if r.MP != mp[r.Name] {
			t.Errorf("%s: MP %d, worked by hand %d", r.Name, r.MP, mp[r.Name])
		}
	}
}
