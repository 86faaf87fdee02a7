package qualify

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"top:12", "top:12"},
		{"score:5", "score:5"},
		{"score:4.5", "score:4.5"},
		{"score:4½", "score:4.5"},
		{"score:4,5 + rating:1900", "score:4.5+rating:1900"},
		{"top:3+invite:7,9", "top:3+invite:7,9"},
		{"TOP:8", "top:8"},
		// A quota per semifinal, a threshold per source.
		{"top:5=3, 6=2", "top:5=3,6=2"},
		{"top:5=3,6=0+invite:9", "top:5=3,6=0+invite:9"},
		{"score:5=5,6=4½", "score:5=5,6=4.5"},
		{"top:5=1+score:5=0,6=4", "top:5=1+score:5=0,6=4"},
	} {
		r, err := Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if got := r.String(); got != tc.want {
			t.Errorf("Parse(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if r, _ := Parse("score:4.5"); r.MinPoints != 9 {
		t.Errorf("score:4.5 = %d half-points, want 9", r.MinPoints)
	}
	if r, _ := Parse("top:5=3,6=2+score:6=4.5"); len(r.TopBy) != 2 || r.TopBy[1] != (PerSource{Key: 6, Value: 2}) ||
		r.Top != 0 || r.HasScore || len(r.ScoreBy) != 1 || r.ScoreBy[0] != (PerSource{Key: 6, Value: 9}) {
		t.Errorf("per-source parts read as %+v", r)
	}
	for _, bad := range []string{"", "top", "top:0", "top:x", "score:-1", "score:4.7", "rating:0", "invite:1,1", "invite:",
		"top:3+top:4", "worst:3", "top:3+", "best:0", "best:x", "best:3@2010-13", "best:3@10.2010",
		"top:5=3,5=2", "top:5=-1,6=2", "top:0=3", "top:x=3", "top:5=", "top:5=3,", "top:5=0,6=0", "score:5=4.7", "top:5=3+top:6=2"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	if _, err := Parse(" "); !errors.Is(err, ErrEmpty) {
		t.Errorf("empty rule: %v", err)
	}
}

// field is a source of n players, ids base+1…, places 1…n, player k
// scoring 2·(n−k) half-points and rated 2000−50k; the rule names source
// i as 5+i (its tournament number).
func field(source, base, n int) []Entrant {
	var es []Entrant
	for k := 1; k <= n; k++ {
		es = append(es, Entrant{Source: source, Key: 5 + source, ID: base + k, PlaceFrom: k, PlaceTo: k, Points: 2 * (n - k), Rating: 2000 - 50*k})
	}
	return es
}

func ids(ps []Pick) string {
	s := ""
	for _, p := range ps {
		s += fmt.Sprintf("%d%v ", p.ID, p.Reasons)
	}
	return s
}

func TestSelect(t *testing.T) {
	two := append(field(0, 100, 9), field(1, 200, 9)...)
	for _, tc := range []struct {
		rule string
		want string
	}{
		// A quota of 2 per semifinal.
		{"top:2", "101[1] 102[1] 201[1] 202[1] "},
		// §17: 5 points or more (10 half-points): 9 players score 16, 14, 12, 10, … — places 1–4.
		{"score:5", "101[2] 102[2] 103[2] 104[2] 201[2] 202[2] 203[2] 204[2] "},
		// …or Elo 1900 and above whatever the score (places 1–2 are rated 1950, 1900; only place 1 has 7½ points).
		{"score:7.5+rating:1900", "101[2 3] 102[3] 201[2 3] 202[3] "},
		// Invited players come last; one already picked is not repeated.
		{"top:1+invite:55,201", "101[1] 201[1 4] 55[4] "},
		// A quota per semifinal (§17): 3 from semifinal A (no. 5), 2 from
		// semifinal B (no. 6); a threshold per semifinal: 7½ in A, 6 in B.
		{"top:5=3,6=2", "101[1] 102[1] 103[1] 201[1] 202[1] "},
		{"top:5=0,6=2+invite:101", "201[1] 202[1] 101[4] "},
		{"score:5=7.5,6=6", "101[2] 201[2] 202[2] 203[2] "},
		// A source the list does not name qualifies nobody by it.
		{"top:6=1", "201[1] "},
	} {
		r, err := Parse(tc.rule)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := Select(r, two)
		if err != nil {
			t.Fatalf("%s: %v", tc.rule, err)
		}
		if got := ids(ps); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.rule, got, tc.want)
		}
	}
	// A per-source quota that cuts a shared place names that source's quota.
	shared := slices.Clone(two)
	shared[10].PlaceFrom, shared[10].PlaceTo = 2, 3 // 202: 2–3
	shared[11].PlaceFrom, shared[11].PlaceTo = 2, 3 // 203
	var te2 *TieError
	if _, err := Select(Rule{TopBy: []PerSource{{5, 3}, {6, 2}}}, shared); !errors.As(err, &te2) || te2.Source != 1 || te2.Top != 2 || te2.From != 2 || te2.To != 3 {
		t.Errorf("per-source quota across a shared place: %v", err)
	}
	if ps, err := Select(Rule{TopBy: []PerSource{{5, 3}, {6, 3}}}, shared); err != nil || len(ps) != 6 {
		t.Errorf("quota 3 covers places 2–3: %s %v", ids(ps), err)
	}

	// The §5 case: the knockout stopped after the 1/8 finals places its
	// eight quarterfinalists 1–8, the rest 9–16 and 17–32.
	var ko []Entrant
	for k := 1; k <= 32; k++ {
		e := Entrant{ID: k, PlaceFrom: 1, PlaceTo: 8}
		switch {
		case k > 16:
			e.PlaceFrom, e.PlaceTo = 17, 32
		case k > 8:
			e.PlaceFrom, e.PlaceTo = 9, 16
		}
		ko = append(ko, e)
	}
	ps, err := Select(Rule{Top: 8}, ko)
	if err != nil || len(ps) != 8 || ps[7].ID != 8 {
		t.Errorf("quarterfinalists: %s %v", ids(ps), err)
	}
	// Places 5–8 shared across a top 6: refused, naming the places.
	_, err = Select(Rule{Top: 6}, ko)
	var te *TieError
	if !errors.As(err, &te) || te.From != 1 || te.To != 8 || te.Top != 6 {
		t.Errorf("shared places across the limit: %v", err)
	}
	// A threshold nobody reaches selects nobody (the caller says so).
	if ps, err := Select(Rule{HasScore: true, MinPoints: 40}, two); err != nil || len(ps) != 0 {
		t.Errorf("score 20: %s %v", ids(ps), err)
	}
}

// The final of seed 004 §4.2: the semifinal's top 2 and the 3 best of the
// pool by rating, the pool's players already qualified by place not
// counted among the 3. Worked by hand: field(0, 0, 4) places ids 1–4;
// the pool (in the caller's order) is 2 (already top-2), 9, 8, 7 (rating
// 0: unrated, passed over), 6, 5; the 3 best not picked are 9, 8, 6.
func TestSelectBest(t *testing.T) {
	r, err := Parse("top:2+best:3@2010-03")
	if err != nil || r.Best != 3 || r.BestPeriod != "2010-03" || r.String() != "top:2+best:3@2010-03" {
		t.Fatalf("parse: %+v %v", r, err)
	}
	es := field(0, 0, 4)
	for _, p := range []struct{ id, rating int }{{2, 1900}, {9, 1880}, {8, 1870}, {7, 0}, {6, 1700}, {5, 1650}} {
		es = append(es, Entrant{Source: PoolSource, ID: p.id, Rating: p.rating})
	}
	picks, err := Select(r, es)
	if err != nil {
		t.Fatal(err)
	}
	var ids []int
	for _, p := range picks {
		ids = append(ids, p.ID)
		if p.ID == 2 && len(p.Reasons) != 1 {
			t.Errorf("id 2 reasons %v: picked by place only", p.Reasons)
		}
	}
	if want := []int{1, 2, 9, 8, 6}; !slices.Equal(ids, want) {
		t.Errorf("picked %v, want %v", ids, want)
	}
	if picks[2].Reasons[0] != BestByRating {
		t.Errorf("reason %v", picks[2].Reasons)
	}
}
