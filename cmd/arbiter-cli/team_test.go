package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"

	"arbiter/model/i18n"
	"arbiter/model/teams"
	"arbiter/storage"
)

// TestTeamRoundRobinEndToEnd plays a 4-team, 2-board team round robin
// from the command line (Berger: R1 1–4 2–3, R2 4–3 1–2, R3 2–4 3–1) with
// these home board points worked out by hand (home White on board 1):
//
//	R1 A–D 1½:½ (MP 2:0)   B–C 1:1
//	R2 D–C 0:2             A–B ½:1½
//	R3 B–D D does not come: 2:0 (no-show = all boards)   C–A 1:1
//
// Totals: MP B 5, C 4, A 3, D 0; GP B 4½, C 4, A 3, D ½.
func TestTeamRoundRobinEndToEnd(t *testing.T) {
	db := filepath.Join(t.TempDir(), "teams.db")
	cli := func(args ...string) (int, string, string) { return runCLI(append([]string{"--db", db}, args...)...) }
	must := func(args ...string) string {
		t.Helper()
		code, out, errs := cli(args...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		return out
	}
	refuse := func(want string, args ...string) {
		t.Helper()
		code, _, errs := cli(args...)
		if code != exitBadInput || !strings.Contains(errs, want) {
			t.Errorf("%v: exit %d, stderr %q, want %q", args, code, errs, want)
		}
	}
	must("demo")
	if out := must("tournament", "create", "--system", "team-round-robin", "--boards", "2", "--name", "Командна першість", "--start", "2026-05-01",
		"--tiebreaks", "MPvGP,WIN"); out != "1\tКомандна першість\n" {
		t.Fatalf("create: %q", out)
	}
	refuse("--boards", "tournament", "create", "--system", "team-swiss", "--name", "X", "--start", "2026-05-01", "--rounds", "5")
	for _, n := range []string{"A", "B", "C", "D"} {
		must("team", "create", "1", "Team "+n)
	}
	refuse("уже є в турнірі", "team", "create", "1", "team a") // a team listed twice
	must("team", "add", "1", "1", "1", "2")
	must("team", "add", "1", "1", "9", "--sub")
	must("team", "add", "1", "2", "3", "4")
	must("team", "add", "1", "Team C", "5", "6")
	must("team", "add", "1", "4", "7", "8")
	refuse("лише за одну команду", "team", "add", "1", "4", "1")
	refuse("уже є у складі", "team", "add", "1", "4", "8")

	pairs := must("team", "pair", "1")
	if !strings.HasPrefix(pairs, "1\tTeam A\tTeam D\t") || !strings.Contains(pairs, "1\tTeam B\tTeam C\t") {
		t.Fatalf("round 1: %q", pairs)
	}
	refuse("не завершено", "team", "pair", "1")
	// line-ups: bad ones are refused and change nothing
	refuse("не входить до складу", "team", "lineup", "1", "1", "1", "1", "3")
	refuse("двічі", "team", "lineup", "1", "1", "1", "1", "1")
	refuse("не на своєму місці", "team", "lineup", "1", "1", "1", "2", "1")
	refuse("менш ніж 2", "team", "lineup", "1", "1", "1", "1")
	// substitute 9 for the absent 2: the boards shift (9 plays board 2)
	must("team", "lineup", "1", "1", "1", "1", "9")
	must("team", "lineup", "1", "1", "4", "7", "8")
	must("team", "lineup", "1", "1", "2", "3", "4")
	must("team", "lineup", "1", "1", "3", "5", "6")
	refuse("немає партії", "team", "result", "1", "1", "1", "3", "1")
	refuse("1, =, 0", "team", "result", "1", "1", "1", "1", "x")
	for _, r := range [][]string{{"1", "1", "1"}, {"1", "2", "="}, {"2", "1", "="}, {"2", "2", "="}} {
		must("team", "result", "1", "1", r[0], r[1], r[2])
	}
	// each board "home-away:result", the result from the home player's side
	if out := must("team", "matches", "1", "--round", "1"); !strings.Contains(out, "1\tTeam A\tTeam D\t1½–½\t1-7:1-0 9-8:½-½") {
		t.Errorf("round 1 matches: %q", out)
	}

	must("team", "pair", "1") // R2: D–C, A–B
	for _, l := range [][]string{{"4", "7", "8"}, {"3", "5", "6"}, {"1", "1", "2"}, {"2", "3", "4"}} {
		must(append([]string{"team", "lineup", "1", "2"}, l...)...)
	}
	// "1/2" and "+/-" are the individual spellings, read for teams too
	for _, r := range [][]string{{"4", "1", "0"}, {"4", "2", "1"}, {"1", "1", "1/2"}, {"1", "2", "1"}} {
		must("team", "result", "1", "2", r[0], r[1], r[2])
	}
	// A–B board 2: Team A's player 2 has Black and White (4) won: 0-1
	// from his side; board 1 drawn. Score ½–1½.
	if out := must("team", "matches", "1", "--round", "2"); !strings.Contains(out, "2\tTeam A\tTeam B\t½–1½\t1-3:½-½ 2-4:0-1") {
		t.Errorf("round 2 matches: %q", out)
	}

	must("team", "pair", "1") // R3: B–D, C–A
	must("team", "lineup", "1", "3", "2", "3", "4")
	must("team", "noshow", "1", "3", "4")
	must("team", "lineup", "1", "3", "3", "5", "6")
	must("team", "lineup", "1", "3", "1", "1", "2")
	must("team", "result", "1", "3", "3", "1", "=")
	must("team", "result", "1", "3", "3", "2", "=")
	refuse("зіграно", "team", "pair", "1")

	want := "place\tteam\tMP\tGP\tMPvGP\tWIN\n" +
		"1\tTeam B\t5\t4.5\t4.5\t2\n" +
		"2\tTeam C\t4\t4\t4\t1\n" +
		"3\tTeam A\t3\t3\t3\t1\n" +
		"4\tTeam D\t0\t0.5\t0.5\t0\n"
	if out := must("team", "standings", "1"); out != want {
		t.Errorf("standings:\n%s\nwant:\n%s", out, want)
	}
	if out := must("team", "standings", "1", "--tiebreaks", "TBR", "--format", "table"); !strings.Contains(out, "Team D") {
		t.Errorf("table: %s", out)
	}
	// printouts: every kind is written; the crosstable holds the match scores
	dir := filepath.Dir(db)
	for _, kind := range teamPrintKinds {
		out := filepath.Join(dir, kind+".pdf")
		must("team", "print", "1", kind, "--round", "3", "--out", out)
		if b, err := os.ReadFile(out); err != nil || !bytes.HasPrefix(b, []byte("%PDF")) {
			t.Errorf("%s: %v", kind, err)
		}
	}
	refuse("невідомий", "team", "print", "1", "wallchart", "--out", filepath.Join(dir, "x.pdf"))
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	svc := teams.New(st.Teams())
	for kind, want := range map[string][]string{
		// rank order B, C, A, D; B–C 1–1 (R1), A–B ½–1½ (R2), B–D 2–0 by no-show (R3)
		"crosstable": {"row: 1 | Team B | × | 1–1 | 1½–½ | 2–0 | 5 | 4½ | 1", "row: 4 | Team D | 0–2 | 0–2 | ½–1½ | × | 0 | ½ | 4"},
		"pairings":   {"row: 1 | Team B | 2–0 | Team D", "row: 2 | Team C | 1–1 | Team A"},
		"sheets":     {"row: Матч 2 |  | Team C | — |  | Team A"},
		"standings":  {"row: 1 | Team B | 5 | 4½ | 4½ | 2"},
		"diplomas":   {"name: Команда «Team B»", "place: за 1 місце"},
	} {
		d, err := teamDocument(context.Background(), i18n.Uk, svc, 1, kind, 3, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range want {
			if !strings.Contains(d.Text(), w) {
				t.Errorf("%s lacks %q:\n%s", kind, w, d.Text())
			}
		}
	}
	englishTeamPrintouts(t, cli, svc)
	refuse("немає", "team", "list", "99")
	must("tournament", "create", "--name", "Особистий", "--start", "2026-05-01", "--rounds", "5")
	refuse("не командний", "team", "list", "2")
}

// englishTeamPrintouts: `team print` prints in the CLI's language, the
// locale's (FIDE C.02 VCL4THP.13 Q10): with LC_ALL=en_GB.UTF-8 every team
// printout kind of the played tournament 1 carries no Cyrillic but the
// data (the members' names, the tournament's name, stripped before the
// check) and its English words; with LC_ALL=uk_UA.UTF-8 the Ukrainian
// ones. The text is read back with poppler's pdftotext.
func englishTeamPrintouts(t *testing.T, cli func(...string) (int, string, string), svc *teams.Service) {
	t.Helper()
	prog, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Fatalf("pdftotext not found (%v): install poppler-utils", err)
	}
	v, err := svc.View(context.Background(), 1, "")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range v.Players {
		names = append(names, p.FullName(), p.ShortName())
	}
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) }) // the full name before its short form
	names = append(names, v.Tournament.Name)
	words := map[string][]string{ // a word of each kind, in English and in Ukrainian
		"standings":  {"Team standings", "Командна таблиця"},
		"crosstable": {"Team crosstable", "Командна кростаблиця"},
		"pairings":   {"Team pairings", "Командне жеребкування"},
		"sheets":     {"Match sheets", "Протоколи матчів"},
		"boards":     {"Results by board", "Результати по дошках"},
		"diplomas":   {"Team “Team B”", "Команда «Team B»"},
	}
	dir := t.TempDir()
	for i, locale := range []string{"en_GB.UTF-8", "uk_UA.UTF-8"} {
		t.Setenv("LC_ALL", locale)
		for _, kind := range teamPrintKinds {
			out := filepath.Join(dir, locale+kind+".pdf")
			if code, _, stderr := cli("team", "print", "1", kind, "--out", out); code != exitOK {
				t.Errorf("%s team print %s: exit %d, %s", locale, kind, code, stderr)
				continue
			}
			b, err := exec.Command(prog, "-enc", "UTF-8", out, "-").Output()
			if err != nil {
				t.Fatalf("pdftotext %s: %v", out, err)
			}
			text := strings.Join(strings.Fields(string(b)), " ")
			if w := words[kind][i]; !strings.Contains(text, w) {
				t.Errorf("%s team print %s lacks %q:\n%s", locale, kind, w, text)
			}
			for _, n := range names {
				text = strings.ReplaceAll(text, n, "")
			}
			found := strings.IndexFunc(text, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) })
			if (found >= 0) != (i == 1) {
				at := ""
				if found >= 0 {
					at = text[found:min(len(text), found+60)]
				}
				t.Errorf("%s team print %s: Cyrillic %v (at %q)", locale, kind, found >= 0, at)
			}
		}
	}
}
