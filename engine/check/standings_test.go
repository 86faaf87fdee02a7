package check

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
)

// four is a 2-round event worked by hand: 1 beats 2 and draws with 3
// (1.5); 2 beats 4 (1.0, one win); 3 draws twice (1.0, no win); 4 draws
// with 3 and loses to 2 (0.5). 2 and 3 never met, so DE leaves them tied
// (places 2-3); WIN puts 2 ahead of 3.
func four(t *testing.T, ranks [4]int, other ...string) *trf.Tournament {
	tn := tourn(t, append(other, "XXR 2",
		line(1, "1.5", "   2 w 1", "   3 b ="),
		line(2, "1.0", "   1 b 0", "   4 w 1"),
		line(3, "1.0", "   4 w =", "   1 w ="),
		line(4, "0.5", "   3 b =", "   2 b 0"))...)
	for i, r := range ranks {
		tn.Players[i].Rank = r
	}
	return tn
}

func TestStandings(t *testing.T) {
	type mis struct{ player, fileRank, place, last int }
	tests := []struct {
		name  string
		list  string
		ranks [4]int
		want  []mis
	}{
		{"in order", "WIN", [4]int{1, 2, 3, 4}, nil},
		{"2 and 3 swapped", "WIN", [4]int{1, 3, 2, 4}, []mis{{3, 2, 3, 3}, {2, 3, 2, 2}}},
		{"tied, either order", "DE", [4]int{1, 3, 2, 4}, nil},
		{"tied, sharing the place", "DE", [4]int{1, 2, 2, 4}, nil},
		{"tied group, the third place given to the leader", "DE", [4]int{3, 1, 2, 4}, []mis{{2, 1, 2, 3}, {1, 3, 1, 1}}},
		{"no rank", "WIN", [4]int{1, 2, 3, 0}, []mis{{4, 0, 4, 4}}},
		{"past the end", "WIN", [4]int{1, 2, 3, 9}, []mis{{4, 9, 4, 4}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			list, err := tiebreak.ParseList(tc.list)
			if err != nil {
				t.Fatal(err)
			}
			rep, err := Standings(four(t, tc.ranks), 2, list)
			if err != nil {
				t.Fatal(err)
			}
			var got []mis
			for _, m := range rep.Misplaced {
				got = append(got, mis{m.Player, m.FileRank, m.Place, m.Last})
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("misplaced %v, want %v", got, tc.want)
			}
		})
	}
}

// TestDescribe: the message names both players, their ranks and places,
// and the values up to the one that decides.
func TestDescribe(t *testing.T) {
	list, _ := tiebreak.ParseList("BH,WIN")
	rep, err := Standings(four(t, [4]int{1, 3, 2, 4}), 2, list)
	if err != nil || len(rep.Misplaced) != 2 {
		t.Fatalf("%v %+v", err, rep)
	}
	// BH: 2 has 1.5 + 0.5 = 2, 3 has 0.5 + 1.5 = 2; WIN 1 against 0.
	want := "player 3 is ranked 2 in the file, the tie-break list places him 3 — against player 2 (ranked 3 in the file, placed 2), decided by the list: PTS 1 = 1, BH 2 = 2, WIN 0 < 1"
	if got := rep.Misplaced[0].Describe(list); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if got := rep.Misplaced[1].Describe(list); !strings.HasSuffix(got, "WIN 1 > 0") {
		t.Errorf("second: %s", got)
	}
	if _, err := Standings(four(t, [4]int{1, 2, 3, 4}), 3, list); err == nil {
		t.Error("round 3 of a 2-round file accepted")
	}
}

func TestTieBreakList(t *testing.T) {
	for _, tc := range []struct {
		other []string
		want  string
		ok    bool
	}{
		{[]string{"192 FIDE_DUTCH", "202 BH/C1,BH,SB"}, "BH/C1,BH,SB", true},
		{[]string{"212 PTS,SB,DE"}, "SB,DE", true},
		{[]string{"212 PTS,SB", "202 DE,WIN"}, "DE,WIN", true},
		{[]string{"192 FIDE_DUTCH"}, "", false},
	} {
		got, ok := TieBreakList(&trf.Tournament{Other: tc.other})
		if got != tc.want || ok != tc.ok {
			t.Errorf("%v: %q %v, want %q %v", tc.other, got, ok, tc.want, tc.ok)
		}
	}
}
