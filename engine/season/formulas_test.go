package season

import (
	"math/big"
	"testing"
	"time"
)

// Worked example G1 of docs/season.md: Олег Іваненко, born 10 March 1995.
func TestWorkedExampleG1(t *testing.T) {
	r := Rules2010()
	birth := day("1995-03-10")
	rows := []struct {
		date   string
		level  Level
		points int
		kb, kv string
		age    int
		w      string
	}{
		{"2010-07-26", Level3, 12, "1.1", "1.2", 15, "7.92"},
		{"2010-09-02", Level2, 11, "1.2", "1.2", 15, "7.92"},
		{"2010-10-05", Level1, 8, "1.3", "1.2", 15, "6.24"},
		{"2010-11-02", LevelCMS, 7, "1.5", "1.2", 15, "6.3"},
		{"2010-12-07", Level4, 14, "1", "1.2", 15, "8.4"},
	}
	var terms []Term
	for i, row := range rows {
		tr := tour(int64(i+1), row.date, CupGold, row.level)
		if a := Age(birth, tr.Date); a != row.age {
			t.Errorf("Age(%s) = %d, want %d", row.date, a, row.age)
		}
		term, ok := GoldTerm(&r, tr, birth, row.points)
		if !ok {
			t.Fatalf("GoldTerm(%s): age coefficient unknown", row.date)
		}
		wantDec(t, "K_b "+row.date, term.Kb, row.kb)
		wantDec(t, "K_v "+row.date, term.Kv, row.kv)
		wantDec(t, "w "+row.date, term.W, row.w)
		terms = append(terms, term)
	}
	total, ordered := Weigh(terms, r.GoldKa, false)
	wantDec(t, "F_gold", total, "19.488")
	counted := []struct {
		tour                 int64
		ka, weighted, wValue string
	}{{5, "1", "8.4", "8.4"}, {1, "0.8", "6.336", "7.92"}, {2, "0.6", "4.752", "7.92"}}
	for i, c := range counted {
		o := ordered[i]
		if !o.Counted || o.Tournament != c.tour || o.Rank != i+1 {
			t.Fatalf("counted[%d] = tournament %d counted %v rank %d, want tournament %d", i, o.Tournament, o.Counted, o.Rank, c.tour)
		}
		wantDec(t, "K_a", o.Ka, c.ka)
		wantDec(t, "weighted", o.Weighted, c.weighted)
		wantDec(t, "w", o.W, c.wValue)
	}
	for _, o := range ordered[3:] {
		if o.Counted || o.Ka != nil || o.Weighted != nil {
			t.Errorf("tournament %d counted, want not counted", o.Tournament)
		}
	}
}

// Worked example G2 of docs/season.md: the age (and K_v) changes mid-season.
func TestWorkedExampleG2Ages(t *testing.T) {
	r := Rules2010()
	cases := []struct {
		birth string
		ages  []int
		kv    []string
	}{
		{"2000-09-15", []int{9, 9, 10, 10, 10}, []string{"1.4", "1.4", "1.4", "1.4", "1.4"}},
		{"1999-10-01", []int{10, 10, 11, 11, 11}, []string{"1.4", "1.4", "1.3", "1.3", "1.3"}},
	}
	for _, c := range cases {
		for i, d := range gold2010 {
			tr := tour(int64(i+1), d, CupGold, Level4)
			if a := Age(day(c.birth), tr.Date); a != c.ages[i] {
				t.Errorf("Age(%s on %s) = %d, want %d", c.birth, d, a, c.ages[i])
			}
			term, _ := GoldTerm(&r, tr, day(c.birth), 2)
			wantDec(t, "K_v "+c.birth+" "+d, term.Kv, c.kv[i])
		}
	}
}

func TestWorkedExampleG2TwoTournaments(t *testing.T) {
	r := Rules2010()
	terms := []Term{{Tournament: 1, W: Dec("5.0")}, {Tournament: 2, W: Dec("4.0")}}
	total, _ := Weigh(terms, r.GoldKa, false)
	wantDec(t, "F_gold", total, "8.2")
}

// Worked example S1: rapid 6, 5½, 5, 7, 4½, 3 → 7 + 4.8 + 3.3 + 2.0 + 0.9 = 18.
func TestWorkedExampleS1(t *testing.T) {
	r := Rules2010()
	var terms []Term
	for i, p := range []int{12, 11, 10, 14, 9, 6} {
		terms = append(terms, SilverTerm(tour(int64(i+1), "2010-08-01", CupSilver, ""), p))
	}
	total, ordered := Weigh(terms, r.SilverKa, true)
	wantDec(t, "F_silver", total, "18")
	want := []string{"7", "4.8", "3.3", "2", "0.9"}
	for i, w := range want {
		wantDec(t, "term", ordered[i].Weighted, w)
	}
	if ordered[5].Counted || ordered[5].Points != 6 {
		t.Errorf("sixth result %+v counted; want the 3 not counted", ordered[5])
	}
}

// Worked example C1: club «Дебют» with twelve players.
func TestWorkedExampleC1(t *testing.T) {
	r := Rules2010()
	rs := []string{"37.488", "30", "25", "20", "18", "15", "12", "10", "8", "6", "5", "1"}
	values := map[int64]*big.Rat{}
	var players []int64
	for i, s := range rs {
		id := int64(100 - i) // IDs in the opposite order of R: the sort must not rely on them
		values[id] = Dec(s)
		players = append(players, id)
	}
	total, ms := TeamTotal(r.TeamK, players, values)
	wantDec(t, "F_club", total, "293.876")
	want := []string{"74.976", "54", "42.5", "32", "27", "21", "15.6", "12", "8.8", "6"}
	for i, w := range want {
		wantDec(t, "K×R", ms[i].Weighted, w)
	}
	if ms[10].Counted || ms[11].Counted {
		t.Errorf("players 11 and 12 counted")
	}
}

func TestFormatDec(t *testing.T) {
	cases := []struct{ in, want string }{
		{"19.488", "19.488"}, {"18.000", "18"}, {"7.92", "7.92"}, {"0", "0"},
		{"33.1296", "33.1296"}, {"0.5", "0.5"}, {"-1.50", "-1.5"}, {"293.876", "293.876"},
	}
	for _, c := range cases {
		if g := FormatDec(Dec(c.in)); g != c.want {
			t.Errorf("FormatDec(%s) = %s, want %s", c.in, g, c.want)
		}
	}
	if g := FormatDec(mul(Dec("1.7"), Dec("19.488"))); g != "33.1296" {
		t.Errorf("1.7 × 19.488 = %s, want 33.1296", g)
	}
	if g := FormatDec(big.NewRat(1, 3)); g != "0.3333333333" {
		t.Errorf("FormatDec(1/3) = %s", g)
	}
}

func TestKvTable(t *testing.T) {
	r := Rules2010()
	cases := []struct {
		age  int
		want string
	}{
		{4, "1.5"}, {7, "1.5"}, {8, "1.4"}, {10, "1.4"}, {11, "1.3"}, {14, "1.3"}, {15, "1.2"}, {17, "1.2"},
		{18, "1.1"}, {22, "1.1"}, {23, "1"}, {39, "1"}, {40, "1.1"}, {49, "1.1"}, {50, "1.2"}, {59, "1.2"},
		{60, "1.3"}, {69, "1.3"}, {70, "1.4"}, {79, "1.4"}, {80, "1.5"}, {100, "1.5"},
	}
	for _, c := range cases {
		k, ok := r.KvFor(c.age)
		if !ok {
			t.Fatalf("KvFor(%d) unknown", c.age)
		}
		wantDec(t, "K_v", k, c.want)
	}
	for _, age := range []int{3, 101, -1} {
		if _, ok := r.KvFor(age); ok {
			t.Errorf("KvFor(%d) known, want unknown", age)
		}
	}
}

func TestGoldTermUnknownAge(t *testing.T) {
	r := Rules2010()
	tr := tour(1, "2010-07-26", CupGold, Level2)
	for _, birth := range []time.Time{{}, day("2008-01-01"), day("1900-01-01")} {
		term, ok := GoldTerm(&r, tr, birth, 8)
		if ok {
			t.Errorf("GoldTerm(birth %v) ok, want age unknown", birth)
		}
		wantDec(t, "w with K_v 1", term.W, "4.8")
	}
}

func TestAge(t *testing.T) {
	cases := []struct {
		birth, on string
		want      int
	}{
		{"2000-02-29", "2001-02-28", 0}, {"2000-02-29", "2001-03-01", 1}, {"1995-03-10", "2010-03-10", 15},
		{"1995-03-10", "2010-03-09", 14}, {"1950-12-31", "2010-12-31", 60},
	}
	for _, c := range cases {
		if g := Age(day(c.birth), day(c.on)); g != c.want {
			t.Errorf("Age(%s, %s) = %d, want %d", c.birth, c.on, g, c.want)
		}
	}
}

func TestRankByPoints(t *testing.T) {
	r := Rules2010()
	birth := day("1985-01-01") // K_v 1
	var terms []Term
	// Raw points 7 at level 4 (w 7) vs 6 at CMS (w 9) and two more results.
	for i, c := range []struct {
		level Level
		p     int
	}{{Level4, 14}, {LevelCMS, 12}, {Level4, 10}, {Level4, 8}} {
		term, _ := GoldTerm(&r, tour(int64(i+1), gold2010[i], CupGold, c.level), birth, c.p)
		terms = append(terms, term)
	}
	byW, _ := Weigh(terms, r.GoldKa, false)
	wantDec(t, "by w", byW, "17.6") // 9 + 0.8×7 + 0.6×5
	terms[3], terms[2] = terms[2], terms[3]
	byP, ordered := Weigh(terms, r.GoldKa, true)
	wantDec(t, "by points", byP, "17.2") // 7 + 0.8×9 + 0.6×5
	if ordered[0].Tournament != 1 {
		t.Errorf("first counted = tournament %d, want 1", ordered[0].Tournament)
	}
}
