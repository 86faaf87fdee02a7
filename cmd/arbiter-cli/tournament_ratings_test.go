package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The tournament-rating commands (FIDE C.02 Q116–146, seed-audit M53):
// the lists and expected ratings are the test's own lines.
func TestVCL_Q133_TournamentRatingsCLI(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "arbiter.db")
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	run := func(want int, args ...string) string {
		t.Helper()
		code, out, errs := cli(t, append([]string{"--db", db}, args...)...)
		if code != want {
			t.Fatalf("%v: exit %d, want %d\n%s%s", args, code, want, out, errs)
		}
		return out + errs
	}
	run(exitOK, "players", "import", write("p.csv", "surname,name,birth_date,gender\nБондар,Софія,10.09.2000,f\nПетренко,Олег,08.07.1980,m\n"))
	run(exitOK, "ratings", "import-national", "--period", "2010-10", write("oct.csv", "surname;name;rating\nБондар;Софія;1650\nПетренко;Олег;1550\n"))
	run(exitOK, "tournament", "create", "--name", "Першість", "--start", "2010-12-01", "--rating", "national", "--min-rating", "1600", "--rating-list", "2010-10", "--rounds", "5")
	run(exitOK, "tournament", "register", "1", "1")
	// M53: the November list arrives; the tournament keeps the October one
	out := run(exitOK, "ratings", "import-national", "--period", "2010-11", write("nov.csv", "surname;name;rating\nБондар;Софія;1550\nПетренко;Олег;1700\n"))
	if !strings.Contains(out, "Турнір № 1 «Першість»: 1 рейтинг(ів) відрізняються від списків 2010-12") {
		t.Errorf("the check after the import (Q139):\n%s", out)
	}
	out = run(exitOK, "tournament", "rating-rule", "1", "--as-of", "2010-10")
	if !strings.Contains(out, "списки: 2010-10") {
		t.Errorf("rating-rule:\n%s", out)
	}
	out = run(exitOK, "tournament", "ratings", "1")
	if !strings.Contains(out, "Бондар Софія  1650               national 2010-10  0     1550") {
		t.Errorf("ratings (Q116, Q134):\n%s", out)
	}
	// Petrenko: 1550 in October, below 1600, though 1700 in November
	if out = run(exitBadInput, "tournament", "register", "1", "2"); !strings.Contains(out, "1550 нижчий за потрібні 1600") {
		t.Errorf("admission by the October list:\n%s", out)
	}
	// The check against the newest lists: Bondar differs (1550 in November)
	run(exitOK, "tournament", "rating-rule", "1", "--as-of", "")
	run(exitOK, "tournament", "rating-rule", "1", "--as-of", "2010-10")
	out = run(exitOK, "ratings", "check", "1")
	if !strings.Contains(out, "відрізняються: 0") {
		t.Errorf("check against the October list:\n%s", out)
	}
	run(exitOK, "tournament", "rating-rule", "1", "--as-of", "2010-11")
	out = run(exitOK, "ratings", "check", "1")
	if !strings.Contains(out, "відрізняються: 0") {
		t.Errorf("a new rule rates the registrations again:\n%s", out)
	}
	out = run(exitOK, "tournament", "ratings", "1")
	if !strings.Contains(out, "1550               national 2010-11") {
		t.Errorf("after --as-of 2010-11:\n%s", out)
	}
	if out = run(exitBadInput, "tournament", "rating-rule", "1", "--method", "elo"); !strings.Contains(out, "невідомий спосіб") {
		t.Errorf("unknown method:\n%s", out)
	}
	if out = run(exitBadInput, "tournament", "rating-rule", "1", "--check", "maybe"); !strings.Contains(out, "on або off") {
		t.Errorf("bad --check:\n%s", out)
	}
	if out = run(exitBadInput, "ratings", "apply", "1"); !strings.Contains(out, "--all") {
		t.Errorf("apply to nobody:\n%s", out)
	}
	// Q117: a list of one's own
	out = run(exitOK, "ratings", "import-list", "--name", "Kyiv", "--period", "2010-11", write("kyiv.csv", "surname;name;rating\nБондар;Софія;1720\n"))
	if !strings.Contains(out, "user:Kyiv, період 2010-11") {
		t.Errorf("import-list:\n%s", out)
	}
	run(exitOK, "tournament", "rating-rule", "1", "--lists", "user:Kyiv,national")
	if out = run(exitOK, "tournament", "ratings", "1"); !strings.Contains(out, "1720               user:Kyiv 2010-11") ||
		!strings.Contains(out, "national 1550, user:Kyiv 1720") {
		t.Errorf("user list first in the sequence:\n%s", out)
	}
	// Q129: another list picked for the player
	if out = run(exitOK, "ratings", "pick", "1", "1", "national"); !strings.Contains(out, "1550") {
		t.Errorf("pick:\n%s", out)
	}
	run(exitBadInput, "ratings", "pick", "1", "1", "blitz")
	run(exitBadInput, "ratings", "pick", "1", "1", "moscow")
}

// TestVCL_Q147_ExchangeNumbersCLI: after round 1 an exchange of pairing
// numbers waits for --confirm (Level 4) and is logged as TPN.
func TestVCL_Q147_ExchangeNumbersCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "x.db")
	cli := func(want int, args ...string) string { return tcli(t, want, append([]string{"--db", db}, args...)...) }
	cli(exitOK, "demo-tournament", "--players", "8", "--rounds", "5", "--play", "1", "--seed", "3")
	if out := cli(exitBadInput, "tournament", "exchange-numbers", "1", "2", "3"); !strings.Contains(out, "№ 2 → № 3") || !strings.Contains(out, "--confirm") {
		t.Errorf("without --confirm:\n%s", out)
	}
	cli(exitOK, "tournament", "exchange-numbers", "1", "2", "3", "--confirm")
	if out := cli(exitOK, "tournament", "fide", "1"); !strings.Contains(out, "pairing numbers 2->3, 3->2") {
		t.Errorf("history:\n%s", out)
	}
	cli(exitBadInput, "tournament", "exchange-numbers", "1", "2", "2")
}
