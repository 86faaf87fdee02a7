package teamcheck

import "testing"

func TestCheckFindsViolations(t *testing.T) {
	ids := []int{1, 2, 3, 4, 5}
	// Round 1: 1–2 (1 won 2:0 MP), 3–4 drawn, 5 bye.
	h := []Encounter{
		{Round: 1, A: 1, B: 2, Met: true, APrimary: 2, ASecond: 3, BSecond: 1},
		{Round: 1, A: 3, B: 4, Met: true, APrimary: 1, BPrimary: 1, ASecond: 2, BSecond: 2},
		{Round: 1, A: 5, APrimary: 1, ASecond: 2, AFree: true},
	}
	tests := []struct {
		name string
		p    Pairing
		want string // the rule of the first violation; "" = none
	}{
		// ranking: 1 (2), 3 (1, 2), 4 (1, 2), 5 (1, 2), 2 (0)
		{"good", Pairing{Pairs: [][2]int{{1, 3}, {4, 5}}, Bye: 2}, ""},
		{"rematch", Pairing{Pairs: [][2]int{{1, 2}, {3, 5}}, Bye: 4}, "rematch"},
		{"missing team", Pairing{Pairs: [][2]int{{1, 3}}, Bye: 2}, "complete"},
		{"no bye with an odd field", Pairing{Pairs: [][2]int{{1, 3}, {4, 5}}}, "complete"},
		{"second bye", Pairing{Pairs: [][2]int{{1, 3}, {2, 4}}, Bye: 5}, "bye-eligible"},
		{"bye not the lowest", Pairing{Pairs: [][2]int{{1, 3}, {2, 5}}, Bye: 4}, "bye-lowest"},
		{"score difference", Pairing{Pairs: [][2]int{{1, 4}, {3, 5}}, Bye: 2}, ""},
		{"top team paired down too far", Pairing{Pairs: [][2]int{{1, 5}, {3, 4}}, Bye: 2}, "rematch"},
	}
	for _, tc := range tests {
		vs := Check(ids, h, nil, tc.p)
		got := ""
		if len(vs) > 0 {
			got = vs[0].Rule
		}
		if got != tc.want {
			t.Errorf("%s: violations %v, want rule %q", tc.name, vs, tc.want)
		}
	}
	// A pair whose difference could have been smaller: 4 teams, 1 and 2
	// on 2, 3 and 4 on 0; 1–3 and 2–4 leaves 1–2 possible.
	h2 := []Encounter{
		{Round: 1, A: 1, B: 3, Met: true, APrimary: 2},
		{Round: 1, A: 2, B: 4, Met: true, APrimary: 2},
	}
	vs := Check([]int{1, 2, 3, 4}, h2, nil, Pairing{Pairs: [][2]int{{1, 4}, {2, 3}}})
	if len(vs) == 0 || vs[0].Rule != "score-difference" {
		t.Errorf("1–4, 2–3 after 1–3, 2–4: %v", vs)
	}
	if vs := Check([]int{1, 2, 3, 4}, h2, nil, Pairing{Pairs: [][2]int{{1, 2}, {3, 4}}}); len(vs) != 0 {
		t.Errorf("1–2, 3–4: %v", vs)
	}
}
