package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const seasonData = "../../testdata/season/"

// seasonRun runs the CLI on db and returns the exit code, stdout and stderr.
func seasonRun(t *testing.T, db string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"--db", db}, args...), strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func seasonMust(t *testing.T, db string, args ...string) string {
	t.Helper()
	code, out, errs := seasonRun(t, db, args...)
	if code != exitOK {
		t.Fatalf("arbiter-cli %s: exit %d, stderr %s", strings.Join(args, " "), code, errs)
	}
	return out
}

// seasonImports are the five TRFs of testdata/season with their options,
// imported out of calendar order on purpose.
var seasonImports = [][]string{
	{"t5-2010-12-07.trf", "--cup", "gold", "--level", "cms", "--date", "2010-12-07", "--name", "Кваліф-турнір грудень"},
	{"t1-2010-07-26.trf", "--cup", "gold", "--level", "3", "--date", "2010-07-26"},
	{"s2-2010-10-10.trf", "--cup", "silver", "--level", "4", "--date", "2010-10-10"},
	{"t2-2010-09-02.trf", "--cup", "gold", "--level", "1", "--date", "2010-09-02"},
	{"s1-2010-08-10.trf", "--cup", "silver", "--level", "4", "--date", "2010-08-10"},
}

func buildSeason(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "season.db")
	seasonMust(t, db, "players", "import", seasonData+"players.csv")
	seasonMust(t, db, "season", "create", "2010", "--empty")
	for _, imp := range seasonImports {
		args := append([]string{"import-trf", seasonData + imp[0], "--season", "2010"}, imp[1:]...)
		out := seasonMust(t, db, args...)
		// Гнатюк is not in the CSV: created by the first file he plays in.
		if want := map[string]string{"t2-2010-09-02.trf": "додано 1"}[imp[0]]; want != "" && !strings.Contains(out, want) {
			t.Errorf("import %s: %q does not say %q", imp[0], out, want)
		}
	}
	return db
}

// Hand-computed (docs/season.md formulas). w per result, K_b × K_v × P:
//
//	T1 26.07 level 3 (1.1): Іваненко 1.1×1.2×2.5 = 3.3, Коваль 1.1×1.4×1 = 1.54,
//	   Smith 1.1×1.3×1.5 = 2.145, Андрієнко 1.1×1×1 = 1.1
//	T2 02.09 level 1 (1.3): Бондар 1.3×1.1×2.5 = 3.575, Іваненко 1.3×1.2×2 = 3.12,
//	   Гнатюк 1.3×1×1.5 = 1.95, Коваль 0
//	T5 07.12 CMS (1.5): Іваненко 1.5×1.2×2.5 = 4.5, Андрієнко 1.5×1×1.5 = 2.25,
//	   Smith 1.5×1.3×1 = 1.95, Бондар 1.5×1.1×1 = 1.65
//
// F_gold: Іваненко 4.5 + 0.8×3.3 + 0.6×3.12 = 9.012; Бондар 3.575 + 0.8×1.65 = 4.895;
// Smith 2.145 + 0.8×1.95 = 3.705; Андрієнко 2.25 + 0.8×1.1 = 3.13; Гнатюк 1.95;
// Коваль 1.54 + 0.8×0 = 1.54.
const wantGold = `place	surname	name	birth_date	total	w1	w2	w3
1	Іваненко	Олег	1995-03-10	9.012	4.5	3.3	3.12
2	Бондар	Анна	1990-06-01	4.895	3.575	1.65	
3	Smith	John	1948-05-01	3.705	2.145	1.95	
4	Андрієнко	Петро	1985-01-01	3.13	2.25	1.1	
5	Гнатюк	Ігор	1980-02-02	1.95	1.95		
6	Коваль	Марія	2000-09-15	1.54	1.54	0	
`

// F_silver: Іваненко 2.5 + 0.8×2.5 = 4.5; Коваль 1.5 + 0.8×1.5 = 2.7; four players
// with one result of 1 share places 3-6, in Ukrainian alphabetical order.
const wantSilver = `place	surname	name	birth_date	total	p1	p2	p3	p4	p5
1	Іваненко	Олег	1995-03-10	4.5	2.5	2.5			
2	Коваль	Марія	2000-09-15	2.7	1.5	1.5			
3-6	Андрієнко	Петро	1985-01-01	1	1				
3-6	Бондар	Анна	1990-06-01	1	1				
3-6	Гнатюк	Ігор	1980-02-02	1	1				
3-6	Smith	John	1948-05-01	1	1				
`

// R: Іваненко 13.512, Коваль 4.24, Бондар 5.895, Андрієнко 4.13 (Smith and
// Гнатюк have no club). Дебют 2×13.512 + 1.8×4.24 = 34.656; Гамбіт 2×5.895;
// Ладья 2×4.13. Петренко (Іваненко, Бондар) 27.024 + 1.8×5.895 = 37.635;
// Сидоренко (Коваль, Андрієнко) 8.48 + 1.8×4.13 = 15.914.
const wantClubs = `place	name	settlement	total
1	Дебют	Київ	34.656
2	Гамбіт	Київ	11.79
3	Ладья	Бровари	8.26
`

const wantCoaches = `place	name	settlement	total
1	Петренко Олег Іванович	Київ	37.635
2	Сидоренко Ігор Петрович	Бровари	15.914
`

// Tournament places by the Academy's tie-breaks (BH, WIN, DE): in T1 Коваль
// (1 win) is ahead of Андрієнко; in S1 Гнатюк (1 win) ahead of Андрієнко; in
// S2 and T5 Бондар and Smith drew and tie on everything: shared 3-4.
const wantAwards = `award	category	place	winner	total
cup+diploma	champion	1	Іваненко Олег	9.012
gold-medal	ukrainian	1	Іваненко Олег	9.012
silver-medal	ukrainian	2	Бондар Анна	4.895
bronze-medal	ukrainian	3	Андрієнко Петро	3.13
diploma+medal	foreigner	1	Smith John	3.705
diploma+medal	woman	1	Бондар Анна	4.895
diploma+medal	veteran	1	Smith John	3.705
diploma+medal	student	1	Бондар Анна	4.895
diploma+medal	boys-u17	1	Іваненко Олег	9.012
diploma+medal	girls-u17	1	Коваль Марія	1.54
not-awarded	boys-u14		немає жодного учасника, що відповідає умовам	
diploma+medal	girls-u14	1	Коваль Марія	1.54
not-awarded	boys-u10		немає жодного учасника, що відповідає умовам	
diploma+medal	girls-u10	1	Коваль Марія	1.54
not-awarded	occupation:бізнесмен		учасників у групі: 0, потрібно щонайменше 5	
not-awarded	occupation:банкір		учасників у групі: 0, потрібно щонайменше 5	
not-awarded	occupation:політик		учасників у групі: 0, потрібно щонайменше 5	
not-awarded	occupation:журналіст		учасників у групі: 1, потрібно щонайменше 5	
diploma+medal	club	1	Дебют	34.656
diploma+medal	club	2	Гамбіт	11.79
diploma+medal	club	3	Ладья	8.26
cup	club-cup	1	Дебют	34.656
diploma	club-settlement:Бровари	1	Ладья	8.26
diploma	club-settlement:Київ	1	Дебют	34.656
diploma+medal	coach	1	Петренко Олег Іванович	37.635
diploma+medal	coach	2	Сидоренко Ігор Петрович	15.914
cup	coach-cup	1	Петренко Олег Іванович	37.635
diploma	coach-settlement:Бровари	1	Сидоренко Ігор Петрович	15.914
diploma	coach-settlement:Київ	1	Петренко Олег Іванович	37.635
diploma	coach-in-club:Дебют	1	Петренко Олег Іванович	27.024
diploma	coach-in-club:Гамбіт	1	Петренко Олег Іванович	11.79
diploma	coach-in-club:Ладья	1	Сидоренко Ігор Петрович	8.26
diploma	tournament:Кваліф-турнір 1	1	Іваненко Олег	2.5
diploma	tournament:Кваліф-турнір 1	2	Smith John	1.5
diploma	tournament:Кваліф-турнір 1	3	Коваль Марія	1
diploma	tournament:Срібний Кубок 1	1	Іваненко Олег	2.5
diploma	tournament:Срібний Кубок 1	2	Коваль Марія	1.5
diploma	tournament:Срібний Кубок 1	3	Гнатюк Ігор	1
diploma	tournament:Кваліф-турнір 2	1	Бондар Анна	2.5
diploma	tournament:Кваліф-турнір 2	2	Іваненко Олег	2
diploma	tournament:Кваліф-турнір 2	3	Гнатюк Ігор	1.5
diploma	tournament:Срібний Кубок 2	1	Іваненко Олег	2.5
diploma	tournament:Срібний Кубок 2	2	Коваль Марія	1.5
diploma	tournament:Срібний Кубок 2	3-4	Бондар Анна	1
diploma	tournament:Срібний Кубок 2	3-4	Smith John	1
diploma	tournament:Кваліф-турнір грудень	1	Іваненко Олег	2.5
diploma	tournament:Кваліф-турнір грудень	2	Андрієнко Петро	1.5
diploma	tournament:Кваліф-турнір грудень	3-4	Бондар Анна	1
diploma	tournament:Кваліф-турнір грудень	3-4	Smith John	1
`

func TestSeasonEndToEnd(t *testing.T) {
	db := buildSeason(t)
	for _, c := range []struct{ table, want string }{
		{"gold", wantGold}, {"silver", wantSilver}, {"clubs", wantClubs}, {"coaches", wantCoaches}, {"awards", wantAwards},
	} {
		got := seasonMust(t, db, "season", "show", "2010", "--table", c.table, "--format", "tsv")
		if got != c.want {
			t.Errorf("season show --table %s:\n%s\nwant:\n%s", c.table, got, c.want)
		}
	}
	table := seasonMust(t, db, "season", "show", "2010", "--table", "gold", "--format", "table")
	// for people the numbers take the comma (the TSV above keeps the point);
	// the rule set too, its lists joined with «; » beside the decimal comma
	for _, want := range []string{"Кваліф-турнір 2: P 2 × K_b 1,3 × K_v 1,2 = 3,12; K_a3 0,6 → 1,872",
		"K_a2 0,8 → 0", "К/а (Золотий Кубок): 1; 0,8; 0,6", "Місце", "Прізвище", "Сума"} {
		if !strings.Contains(table, want) {
			t.Errorf("gold table does not explain %q:\n%s", want, table)
		}
	}
}

// Changing the rule set recomputes the tables and leaves the results alone.
func TestSeasonRulesChange(t *testing.T) {
	db := buildSeason(t)
	rules := seasonMust(t, db, "season", "rules", "2010")
	changed := strings.Replace(rules, `"0.8",`+"\n"+`    "0.6"`, `"1",`+"\n"+`    "1"`, 1)
	if changed == rules {
		t.Fatalf("rule set JSON not as expected:\n%s", rules)
	}
	file := filepath.Join(t.TempDir(), "rules.json")
	if err := os.WriteFile(file, []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	seasonMust(t, db, "season", "rules", "2010", "--set", file)
	gold := seasonMust(t, db, "season", "show", "2010", "--table", "gold")
	// K_a 1/1/1: Іваненко 4.5 + 3.3 + 3.12 = 10.92.
	if !strings.Contains(gold, "1\tІваненко\tОлег\t1995-03-10\t10.92\t4.5\t3.3\t3.12\n") {
		t.Errorf("gold table after the rule change:\n%s", gold)
	}
	awards := seasonMust(t, db, "season", "show", "2010", "--table", "awards")
	if !strings.Contains(awards, "tournament:Кваліф-турнір 2\t2\tІваненко Олег\t2\n") {
		t.Errorf("tournament results changed with the rule set:\n%s", awards)
	}
}
