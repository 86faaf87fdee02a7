package norm

import (
	"testing"

	"arbiter/engine/season"
)

// The expected values are norms.md's worked examples (§1.4, §2), copied
// into testdata/README.md's source list: ../shared/rules/norms.md.

// field builds a field: titles[i] held by counts[i] players, each playing
// games games; player 1 is the first of the first group.
func field(games int, groups ...any) []Player {
	var ps []Player
	for i := 0; i < len(groups); i += 2 {
		title, n := groups[i].(string), groups[i+1].(int)
		for j := 0; j < n; j++ {
			ps = append(ps, Player{ID: len(ps) + 1, Title: title, Games: games, Score: 0, Place: len(ps) + 2})
		}
	}
	return ps
}

func evaluate(t *testing.T, ev Event, ps []Player) []Result {
	t.Helper()
	rs, err := Evaluate(Default(), ev, ps)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func TestRounding(t *testing.T) { // norms.md §1.4
	for _, c := range []struct{ pct, games, want int }{
		{750, 9, 14}, {600, 9, 11}, {750, 10, 15}, {550, 7, 8}, {565, 13, 15}, {625, 11, 14}, {700, 11, 16},
	} {
		if got := Needed(c.pct, c.games); got != c.want {
			t.Errorf("Needed(%d‰, %d) = %d half-points, want %d", c.pct, c.games, got, c.want)
		}
	}
}

func TestIndex(t *testing.T) { // norms.md §1.2, §3 (exactly 2300 → −1)
	for _, c := range []struct {
		title  string
		rating int
		want   int
	}{{"", 0, 5}, {"4", 0, 4}, {"3", 1500, 3}, {"2", 0, 2}, {"1", 2000, 1},
		{"КМС", 2299, 0}, {"КМС", 2300, -1}, {"МС", 2450, -1}, {"КМС", 0, 0}, {"FM", 2310, -1}} {
		if got := Index(c.title, c.rating, 2300); got != c.want {
			t.Errorf("Index(%q, %d) = %d, want %d", c.title, c.rating, got, c.want)
		}
	}
}

// Example 1: Vyshneve 2023, 14-player round robin, 4 without razryad and
// 10 with IV: K = 4.29 → 4.3, III out, IV 56.5 % → 7.5 of 13.
func TestExample1FourthVyshneve(t *testing.T) {
	ps := field(13, "", 4, "4", 10)
	ps[0].Score = 15 // 7½
	ps[1].Score = 14 // 7
	rs := evaluate(t, Event{RoundRobin: true}, ps)
	if r := rs[0]; r.Norm != season.Level4 || r.Best.K != 43 || r.Best.Pct != 565 || r.Best.Needed != 15 {
		t.Errorf("7½ of 13: %+v", r)
	}
	if r := rs[1]; r.Norm != "" || r.Best.Level != season.Level4 || r.Best.Needed != 15 {
		t.Errorf("7 of 13: %+v", r)
	}
	// A IV holder cannot make III here (K > 4) whatever he scores.
	ps[5].Score = 26
	if r := evaluate(t, Event{RoundRobin: true}, ps)[5]; r.Norm != "" || r.Best.Level != "" {
		t.Errorf("IV holder with 13 of 13: %+v", r)
	}
	// Any table must give a share in (53.85 %, 57.69 %] at this K.
	if p, _ := Default().Rows[0].PctAt(43); p*13 <= 7000 || p*13 > 7500 {
		t.Errorf("IV share at K 4.3 = %d‰", p)
	}
}

// Example 2: III, a Swiss of IV holders (K = 4.0): 7.5 of 10; 7 of 9.
func TestExample2Third(t *testing.T) {
	for _, c := range []struct{ games, needed int }{{10, 15}, {9, 14}} {
		ps := field(c.games, "4", 20)
		ps[0].Score = c.needed
		ps[1].Score = c.needed - 1
		rs := evaluate(t, Event{}, ps)
		if rs[0].Norm != season.Level3 || rs[0].Best.K != 40 || rs[0].Best.Needed != c.needed {
			t.Errorf("%d rounds, scored: %+v", c.games, rs[0])
		}
		if rs[1].Norm != "" || rs[1].Best.Needed != c.needed {
			t.Errorf("%d rounds, half a point short: %+v", c.games, rs[1])
		}
	}
}

// Example 3: II, a 12-player round robin of 2×II, 8×III, 2×IV: K 3.00,
// 8.5 of 11; with one IV replaced by a I, K 2.75 → 2.8, 70 % → 8.
func TestExample3Second(t *testing.T) {
	ps := field(11, "3", 8, "2", 2, "4", 2)
	ps[0].Score = 17
	if r := evaluate(t, Event{RoundRobin: true}, ps)[0]; r.Norm != season.Level2 || r.Best.K != 30 || r.Best.Needed != 17 {
		t.Errorf("K 3.0: %+v", r)
	}
	ps[11].Title = "1"
	ps[0].Score = 16
	if r := evaluate(t, Event{RoundRobin: true}, ps)[0]; r.Norm != season.Level2 || r.Best.K != 28 || r.Best.Pct != 700 || r.Best.Needed != 16 {
		t.Errorf("K 2.8: %+v", r)
	}
}

// Example 4: I, a 9-round Swiss of II holders (K 2): 7 of 9, or first place.
func TestExample4First(t *testing.T) {
	ps := field(9, "2", 16)
	ps[0].Score, ps[1].Score, ps[1].Place = 14, 12, 1
	ps[2].Score = 13
	rs := evaluate(t, Event{}, ps)
	if rs[0].Norm != season.Level1 || rs[0].Best.Needed != 14 || rs[0].Best.First {
		t.Errorf("7 of 9: %+v", rs[0])
	}
	if rs[1].Norm != season.Level1 || !rs[1].Best.First {
		t.Errorf("first place with 6: %+v", rs[1])
	}
	if rs[2].Norm != "" {
		t.Errorf("6½, not first: %+v", rs[2])
	}
}

// Example 5: a candidate point, 8 rounds among I-razryad players: 6½ earns it.
func TestExample5CandidatePoint(t *testing.T) {
	ps := field(8, "1", 12)
	ps[0].Score, ps[1].Score = 13, 12
	rs := evaluate(t, Event{}, ps)
	if rs[0].Norm != season.LevelCMSPoints || rs[0].Best.Needed != 13 {
		t.Errorf("6½ of 8: %+v", rs[0])
	}
	if rs[1].Norm != "" {
		t.Errorf("6 of 8: %+v", rs[1])
	}
	// A tournament run for the 1st razryad gives no candidate point.
	if r := evaluate(t, Event{Level: season.Level1}, ps)[0]; r.Norm != "" {
		t.Errorf("level 1 event: %+v", r)
	}
}

// Example 6: КМС, a 12-player round robin of 6 КМС rated < 2300 and 6 I
// razryad: K 0.5, 62.5 % → 7 of 11; only with two candidate points.
func TestExample6CMS(t *testing.T) {
	ps := field(11, "1", 6, "КМС", 6)
	for i := 6; i < 12; i++ {
		ps[i].Rating = 2250
	}
	ps[0].Score, ps[0].CandidatePoints = 14, 2
	ps[1].Score, ps[1].CandidatePoints = 14, 1
	rs := evaluate(t, Event{RoundRobin: true, Level: season.LevelCMS}, ps)
	if r := rs[0]; r.Norm != season.LevelCMS || r.Best.K != 5 || r.Best.Pct != 625 || r.Best.Needed != 14 {
		t.Errorf("two points, 7 of 11: %+v", r)
	}
	if r := rs[1]; r.Norm == season.LevelCMS || !hasWarning(r, Warning{Kind: FewCandidatePoints, Level: season.LevelCMS, Have: 1, Need: 2}) {
		t.Errorf("one point, 7 of 11: %+v", r)
	}
	if r := rs[7]; r.Norm != "" {
		t.Errorf("a КМС holder: %+v", r)
	}
}

// Example 7: chief judge of national category, one 1st and one 2nd: the
// КМС norm is invalid, razryad norms are valid.
func TestExample7Panel(t *testing.T) {
	p := Panel{Judges: []int{JudgeNational, JudgeFirst, JudgeSecond}}
	if p.ValidFor(season.LevelCMS) {
		t.Error("КМС valid with 2 judges of 1st category or higher")
	}
	for _, l := range []season.Level{season.Level1, season.Level2, season.Level3, season.Level4} {
		if !p.ValidFor(l) {
			t.Errorf("%s invalid with 3 judges of 2nd category or higher", l)
		}
	}
	ps := field(8, "1", 12)
	ps[0].Score = 13
	if r := evaluate(t, Event{Panel: &p}, ps)[0]; r.Norm != "" || !hasWarning(r, Warning{Kind: PanelShort, Level: season.LevelCMSPoints}) {
		t.Errorf("a candidate point with a short panel: %+v", r)
	}
}

func TestOpponentsBasisAndWarnings(t *testing.T) {
	ps := field(2, "", 2, "4", 2)
	ps[0].Opponents, ps[0].Score = []int{3, 4}, 4
	tab := Default()
	tab.Basis = Opponents
	rs, err := Evaluate(tab, Event{}, ps)
	if err != nil {
		t.Fatal(err)
	}
	// Opponents both IV: K 4.0 lets III; 2 of 2 games.
	if r := rs[0]; r.Norm != season.Level3 || r.Best.K != 40 || !hasWarning(r, Warning{Kind: FewGames, Have: 2, Need: 9}) {
		t.Errorf("opponents basis: %+v", r)
	}
}

func TestValidateNamesTheRow(t *testing.T) {
	if err := Default().Validate(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		change func(*Table)
		want   Error
	}{
		{func(t *Table) { t.Rows[2].AnchorPct = 0 }, Error{Problem: NoScore, Row: 3, Level: season.Level2}},
		{func(t *Table) { t.Rows[1].Level = "5" }, Error{Problem: UnknownLevel, Row: 2, Level: "5"}},
		{func(t *Table) { t.Rows[4].Level = season.Level1 }, Error{Problem: LevelRepeated, Row: 5, Level: season.Level1}},
		{func(t *Table) { t.Rows[0].FloorPct = 700 }, Error{Problem: BadFloor, Row: 1, Level: season.Level4}},
		{func(t *Table) { t.Rows[5].Slope = -1 }, Error{Problem: NegativeSlope, Row: 6, Level: season.LevelCMS}},
		{func(t *Table) { t.Rows[3].AnchorK = 51 }, Error{Problem: BadK, Row: 4, Level: season.Level1}},
		{func(t *Table) { t.MinGames = -1 }, Error{Problem: NegativeSettings}},
		{func(t *Table) { t.Basis = "club" }, Error{Problem: BadBasis, Basis: "club"}},
	} {
		tab := Default()
		tab.Rows = append([]Row(nil), tab.Rows...)
		c.change(&tab)
		err := tab.Validate()
		if e, ok := err.(*Error); !ok || *e != c.want {
			t.Errorf("got %v, want %+v", err, c.want)
		}
	}
	if _, err := Parse([]byte(`{"rows":[{"level":"4","anchor_k10":50}]}`)); err == nil || err.(*Error).Problem != NoScore || err.(*Error).Row != 1 {
		t.Errorf("a row without a score: %v", err)
	}
	if _, err := Parse([]byte(`{"rows":[],"colour":1}`)); err == nil || err.(*Error).Problem != Unreadable || err.(*Error).Err == nil {
		t.Errorf("an unknown field: %v", err)
	}
	back, err := Parse(Default().Marshal())
	if err != nil || len(back.Rows) != 6 || !back.Unofficial {
		t.Errorf("round trip: %+v %v", back, err)
	}
}

func hasWarning(r Result, want Warning) bool {
	for _, w := range r.Warnings {
		if w == want {
			return true
		}
	}
	return false
}
