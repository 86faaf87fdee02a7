package season

import (
	"fmt"
	"strings"
	"testing"
)

// fixture is a small 2010 season whose every number is computed by hand in
// the comments (docs/season.md formulas).
func fixture() Input {
	levels := []Level{Level3, Level2, Level1, LevelCMS, Level4}
	in := Input{Year: 2010, Rules: Rules2010()}
	in.Rules.Occupations = []string{"журналіст", "банкір"}
	in.Rules.OccupationDiploma, in.Rules.OccupationMedal = 1, 2
	for i, d := range gold2010 { // T1..T5 = IDs 1..5
		in.Tournaments = append(in.Tournaments, tour(int64(i+1), d, CupGold, levels[i]))
	}
	for i, d := range []string{"2010-08-10", "2010-08-20", "2010-09-10", "2010-10-10", "2010-11-10", "2010-12-10"} {
		in.Tournaments = append(in.Tournaments, tour(int64(11+i), d, CupSilver, "")) // S1..S6 = 11..16
	}
	in.Players = []Player{
		{ID: 1, Surname: "Іваненко", Name: "Олег", Birth: day("1995-03-10")},
		{ID: 2, Surname: "Коваль", Name: "Марія", Birth: day("2000-09-15"), Female: true},
		{ID: 3, Surname: "Smith", Name: "John", Birth: day("1948-05-01"), Foreign: true},
		{ID: 4, Surname: "Бондар", Name: "Анна", Birth: day("1990-06-01"), Female: true, Occupation: "журналіст"},
		{ID: 5, Surname: "Андрієнко", Name: "Петро", Birth: day("1985-01-01"), Student: true},
		{ID: 6, Surname: "Гнатюк", Name: "Ігор", Student: true, Occupation: "журналіст"},
	}
	in.Clubs = []Club{{1, "Дебют", "Київ", false}, {2, "Гамбіт", "Київ", false}, {3, "Ладья", "Бровари", false}}
	in.Coaches = []Club{{1, "Петренко", "Київ", false}, {2, "Сидоренко", "Бровари", false}}
	res := func(tour, player int64, half, place, placeTo int, club, coach int64) {
		in.Results = append(in.Results, Result{tour, player, half, place, placeTo, club, coach})
	}
	// Іваненко: G1 (w 7.92 7.92 6.24 6.3 8.4 → 19.488) and S1 (→ 18).
	for i, p := range []int{12, 11, 8, 7, 14} {
		place := map[int]int{0: 1, 4: 1}[i]
		res(int64(i+1), 1, p, place, place, 1, 1)
	}
	for i, p := range []int{12, 11, 10, 14, 9, 6} {
		res(int64(11+i), 1, p, 0, 0, 1, 1)
	}
	// Коваль, K_v 1.4: T1 1.1×1.4×5 = 7.7, T2 1.2×1.4×4 = 6.72 → 7.7 + 5.376 = 13.076; S4 5.
	res(1, 2, 10, 2, 2, 2, 2)
	res(2, 2, 8, 0, 0, 1, 2)
	res(14, 2, 10, 0, 0, 1, 0)
	// Smith, 62, K_v 1.3: T3 1.3×1.3×5 = 8.45.
	res(3, 3, 10, 0, 0, 0, 0)
	// Бондар, 20, K_v 1.1: T4 1.5×1.1×4 = 6.6, T5 1×1.1×6 = 6.6 → 11.88.
	res(4, 4, 8, 0, 0, 2, 1)
	res(5, 4, 12, 2, 2, 2, 1)
	// Андрієнко (K_v 1) and Гнатюк (no birth date, K_v 1): T5 5 → 5 each, places 3-4.
	res(5, 5, 10, 3, 4, 3, 2)
	res(5, 6, 10, 3, 4, 2, 0)
	return in
}

func rowsText(rows []Row) string {
	var b strings.Builder
	for _, r := range rows {
		fmt.Fprintf(&b, "%s %s %s", r.Place, r.Player.Surname, FormatDec(r.Total))
		for _, term := range r.Counted() {
			fmt.Fprintf(&b, " %s", FormatDec(term.Weighted))
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestComputeTables(t *testing.T) {
	tb, err := Compute(fixture())
	if err != nil {
		t.Fatal(err)
	}
	wantGold := "1 Іваненко 19.488 8.4 6.336 4.752\n2 Коваль 13.076 7.7 5.376\n3 Бондар 11.88 6.6 5.28\n" +
		"4 Smith 8.45 8.45\n5-6 Андрієнко 5 5\n5-6 Гнатюк 5 5\n"
	if g := rowsText(tb.Gold); g != wantGold {
		t.Errorf("gold table:\n%s\nwant:\n%s", g, wantGold)
	}
	if w := tb.Gold[5].Warning; !strings.Contains(w, "birth date missing") {
		t.Errorf("Гнатюк warning = %q", w)
	}
	if len(tb.Warnings) != 1 {
		t.Errorf("warnings = %q, want one", tb.Warnings)
	}
	wantSilver := "1 Іваненко 18 7 4.8 3.3 2 0.9\n2 Коваль 5 5\n"
	if g := rowsText(tb.Silver); g != wantSilver {
		t.Errorf("silver table:\n%s\nwant:\n%s", g, wantSilver)
	}
	wantDec(t, "R Іваненко", tb.R[1], "37.488")
	wantDec(t, "R Коваль", tb.R[2], "18.076")
	teams := func(rows []TeamRow) string {
		var s []string
		for _, r := range rows {
			s = append(s, fmt.Sprintf("%s %s %s", r.Place, r.Team.Name, FormatDec(r.Total)))
		}
		return strings.Join(s, "; ")
	}
	// Дебют: 2×37.488 + 1.8×18.076 = 74.976 + 32.5368; Гамбіт: 2×11.88 + 1.8×5; Ладья: 2×5.
	if g, w := teams(tb.Clubs), "1 Дебют 107.5128; 2 Гамбіт 32.76; 3 Ладья 10"; g != w {
		t.Errorf("clubs = %s, want %s", g, w)
	}
	// Петренко: 2×37.488 + 1.8×11.88; Сидоренко: 2×18.076 + 1.8×5.
	if g, w := teams(tb.Coaches), "1 Петренко 96.36; 2 Сидоренко 45.152"; g != w {
		t.Errorf("coaches = %s, want %s", g, w)
	}
	if len(tb.Conflicts) != 1 || tb.Conflicts[0].Player != 2 || fmt.Sprint(tb.Conflicts[0].Clubs) != "[2 1]" {
		t.Errorf("conflicts = %+v, want Коваль: clubs [2 1]", tb.Conflicts)
	}
}

const wantAwards = `cup+diploma	champion	1	Іваненко Олег	19.488
gold-medal	ukrainian	1	Іваненко Олег	19.488
silver-medal	ukrainian	2	Коваль Марія	13.076
bronze-medal	ukrainian	3	Бондар Анна	11.88
diploma+medal	foreigner	1	Smith John	8.45
diploma+medal	woman	1	Коваль Марія	13.076
diploma+medal	veteran	1	Smith John	8.45
diploma+medal	student	1-2	Андрієнко Петро	5
diploma+medal	student	1-2	Гнатюк Ігор	5
diploma+medal	boys-u17	1	Іваненко Олег	19.488
diploma+medal	girls-u17	1	Коваль Марія	13.076
not-awarded	boys-u14		nobody-eligible	
diploma+medal	girls-u14	1	Коваль Марія	13.076
not-awarded	boys-u10		nobody-eligible	
diploma+medal	girls-u10	1	Коваль Марія	13.076
diploma+medal	occupation:журналіст	1	Бондар Анна	11.88
not-awarded	occupation:банкір		group-too-small 0/1	
diploma+medal	club	1	Дебют	107.5128
diploma+medal	club	2	Гамбіт	32.76
diploma+medal	club	3	Ладья	10
cup	club-cup	1	Дебют	107.5128
diploma	club-settlement:Бровари	1	Ладья	10
diploma	club-settlement:Київ	1	Дебют	107.5128
diploma+medal	coach	1	Петренко	96.36
diploma+medal	coach	2	Сидоренко	45.152
cup	coach-cup	1	Петренко	96.36
diploma	coach-settlement:Бровари	1	Сидоренко	45.152
diploma	coach-settlement:Київ	1	Петренко	96.36
diploma	coach-in-club:Дебют	1	Петренко	74.976
diploma	coach-in-club:Гамбіт	1	Петренко	23.76
diploma	coach-in-club:Ладья	1	Сидоренко	10
diploma	tournament:T2010-07-26	1	Іваненко Олег	6
diploma	tournament:T2010-07-26	2	Коваль Марія	5
not-awarded	tournament:T2010-08-10		no-final-places	
not-awarded	tournament:T2010-08-20		no-final-places	
not-awarded	tournament:T2010-09-02		no-final-places	
not-awarded	tournament:T2010-09-10		no-final-places	
not-awarded	tournament:T2010-10-05		no-final-places	
not-awarded	tournament:T2010-10-10		no-final-places	
not-awarded	tournament:T2010-11-02		no-final-places	
not-awarded	tournament:T2010-11-10		no-final-places	
diploma	tournament:T2010-12-07	1	Іваненко Олег	7
diploma	tournament:T2010-12-07	2	Бондар Анна	6
diploma	tournament:T2010-12-07	3-4	Андрієнко Петро	5
diploma	tournament:T2010-12-07	3-4	Гнатюк Ігор	5
not-awarded	tournament:T2010-12-10		no-final-places	
`

func awardsText(as []Award) string {
	var b strings.Builder
	for _, a := range as {
		place, winner := "", a.Winner
		if a.Prize != PrizeNone {
			place = a.Place.String()
		} else {
			winner = a.Reason.String()
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\n", a.Prize, a.Category, place, winner, FormatDec(a.Total))
	}
	return b.String()
}

func TestComputeAwards(t *testing.T) {
	tb, err := Compute(fixture())
	if err != nil {
		t.Fatal(err)
	}
	got, want := strings.Split(awardsText(tb.Awards), "\n"), strings.Split(wantAwards, "\n")
	for i := 0; i < len(got) || i < len(want); i++ {
		var g, w string
		if i < len(got) {
			g = got[i]
		}
		if i < len(want) {
			w = want[i]
		}
		if g != w {
			t.Errorf("award line %d:\n got %q\nwant %q", i+1, g, w)
		}
	}
}

func TestComputeEmptySeason(t *testing.T) {
	tb, err := Compute(Input{Year: 2010, Rules: Rules2010()})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range tb.Awards {
		if a.Prize != PrizeNone || a.Reason.Why == "" {
			t.Errorf("empty season award %+v, want not awarded with a reason", a)
		}
	}
	if len(tb.Awards) == 0 {
		t.Error("empty season: no award lines; every category should be listed as not awarded")
	}
}

func TestComputeRejectsUnknownRecords(t *testing.T) {
	in := fixture()
	in.Results = append(in.Results, Result{Tournament: 99, Player: 1})
	if _, err := Compute(in); err == nil {
		t.Error("result in an unknown tournament accepted")
	}
	in = fixture()
	in.Rules.GoldKa = nil
	if _, err := Compute(in); err == nil {
		t.Error("rule set without K_a accepted")
	}
}

// Changing the rule set changes the tables and leaves the results alone.
func TestRulesChangeRecomputes(t *testing.T) {
	in := fixture()
	before := fmt.Sprint(in.Results)
	in.Rules.GoldKa = decs("1", "1", "1")
	tb, err := Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	wantDec(t, "F_gold with K_a 1/1/1", tb.Gold[0].Total, "24.24") // 8.4 + 7.92 + 7.92
	if fmt.Sprint(in.Results) != before {
		t.Error("Compute changed the results")
	}
}

// Season tie-breaks of the rule set (docs/season.md: none by default).
func TestSeasonTieBreaks(t *testing.T) {
	in := Input{Year: 2010, Rules: Rules2010()}
	in.Tournaments = []Tournament{tour(1, "2010-07-26", CupGold, Level4), tour(2, "2010-09-02", CupGold, Level4)}
	in.Players = []Player{
		{ID: 1, Surname: "Бойко", Name: "А", Birth: day("1980-01-01")},
		{ID: 2, Surname: "Антонюк", Name: "Б", Birth: day("1980-01-01")},
	}
	// Бойко: 5 + 0.8 × 2.5 = 7 over two results; Антонюк: 7 in one.
	in.Results = []Result{{Tournament: 1, Player: 1, Points: 10}, {Tournament: 2, Player: 1, Points: 5}, {Tournament: 1, Player: 2, Points: 14}}
	cases := []struct {
		tbs  []string
		want string
	}{
		{nil, "1-2 Антонюк 7 7\n1-2 Бойко 7 5 2\n"},
		{[]string{TieMoreCounted}, "1 Бойко 7 5 2\n2 Антонюк 7 7\n"},
		{[]string{TieLargerW1}, "1 Антонюк 7 7\n2 Бойко 7 5 2\n"},
		{[]string{TieMoreCounted, TieLargerW1}, "1 Бойко 7 5 2\n2 Антонюк 7 7\n"},
	}
	for _, c := range cases {
		in.Rules.TieBreaks = c.tbs
		tb, err := Compute(in)
		if err != nil {
			t.Fatal(err)
		}
		if g := rowsText(tb.Gold); g != c.want {
			t.Errorf("tie-breaks %v:\n%s\nwant\n%s", c.tbs, g, c.want)
		}
		champions := 0
		for _, a := range tb.Awards {
			if a.Category == "champion" {
				champions++
			}
		}
		if want := map[bool]int{true: 2, false: 1}[len(c.tbs) == 0]; champions != want {
			t.Errorf("tie-breaks %v: %d champions, want %d", c.tbs, champions, want)
		}
	}
	in.Rules.TieBreaks = []string{"coin"}
	if _, err := Compute(in); err == nil {
		t.Error("unknown season tie-break accepted")
	}
}
