package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

func tcli(t *testing.T, want int, args ...string) string {
	t.Helper()
	code, out, errs := runPairCLI(args...)
	if code != want {
		t.Fatalf("%v: exit %d, want %d\nstdout %s\nstderr %s", args, code, want, out, errs)
	}
	return out + errs
}

// The demo tournament, then the tournament commands on it: export-trf
// read by `pair --dutch` gives the pairing `tournament pair` makes.
func TestTournamentCommands(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "13", "--rounds", "5", "--play", "2", "--seed", "7")
	if out := tcli(t, exitOK, "--db", db, "tournament", "list"); !strings.Contains(out, "13") || !strings.Contains(out, "swiss-dutch") {
		t.Fatalf("list: %q", out)
	}
	trfPath := filepath.Join(dir, "t.trf")
	tcli(t, exitOK, "--db", db, "tournament", "export-trf", "1", "--out", trfPath)
	engineOut := tcli(t, exitOK, "pair", "--dutch", trfPath, "-p")
	want, err := trf.ReadPairs(strings.NewReader(engineOut))
	if err != nil {
		t.Fatal(err)
	}
	out := tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 1+len(want.Boards)+1 { // header, boards, bye (13 players)
		t.Fatalf("pair output:\n%s\nengine: %+v", out, want)
	}
	for i, b := range want.Boards {
		f := strings.Fields(lines[1+i])
		if f[1] != strconv.Itoa(b.White) || !strings.Contains(lines[1+i], fmt.Sprintf("–  %4d ", b.Black)) {
			t.Errorf("board %d: %q, engine %d-%d", i+1, lines[1+i], b.White, b.Black)
		}
	}
	tcli(t, exitOK, "--db", db, "tournament", "result", "1", "3", "1", "1-0")
	tcli(t, exitBadInput, "--db", db, "tournament", "result", "1", "3", "1", "0-1") // typed twice
	tcli(t, exitOK, "--db", db, "tournament", "result", "1", "3", "1", "0-1", "--correct")
	tcli(t, exitBadInput, "--db", db, "tournament", "result", "1", "3", "99", "1-0")
	tcli(t, exitBadInput, "--db", db, "tournament", "result", "1", "3", "2", "2-0")
	tcli(t, exitBadInput, "--db", db, "tournament", "pair", "1") // round 3 incomplete
	if ex := tcli(t, exitOK, "--db", db, "tournament", "explain", "1", "1", "BH", "--round", "2"); !strings.Contains(ex, "BH") || strings.Count(ex, "\n") < 3 {
		t.Errorf("explain:\n%s", ex)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "explain", "1", "1", "SB")
	st := tcli(t, exitOK, "--db", db, "tournament", "standings", "1", "--round", "2")
	if rows := strings.Split(strings.TrimSpace(st), "\n"); len(rows) < 14 || !strings.Contains(rows[0], "BH\tWIN\tDE") {
		t.Errorf("standings:\n%s", st)
	}
}

// The same seed gives the same tournament.
func TestDemoTournamentSeeded(t *testing.T) {
	dir := t.TempDir()
	var exports []string
	for _, name := range []string{"a.db", "b.db"} {
		db := filepath.Join(dir, name)
		tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "20", "--rounds", "4", "--play", "2", "--seed", "3")
		exports = append(exports, tcli(t, exitOK, "--db", db, "tournament", "export-trf", "1"))
	}
	if exports[0] != exports[1] || !strings.Contains(exports[0], "XXR    4") && !strings.Contains(exports[0], "XXR 4") {
		t.Errorf("two runs differ or no XXR:\n%s", exports[0])
	}
}

func TestTournamentBadInput(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Осінь", "--start", "2026-10-01", "--rounds", "7")
	for _, args := range [][]string{
		{"tournament"},
		{"tournament", "frobnicate"},
		{"tournament", "create", "--name", "Осінь"}, // no start
		{"tournament", "create", "--name", "Осінь", "--start", "2026-10-01", "--rounds", "7"}, // same name and date
		{"tournament", "create", "--name", "Зима", "--start", "2026-12-01", "--rounds", "7", "--tiebreaks", "BH,XYZ"},
		{"tournament", "create", "--name", "Зима", "--start", "2026-12-01", "--system", "lottery"},
		{"tournament", "register", "1", "999"},
		{"tournament", "pair", "1"}, // no players
		{"tournament", "result", "1", "1", "1", "1-0"},
		{"tournament", "standings", "x"},
		{"tournament", "export-trf", "42"},
	} {
		out := tcli(t, exitBadInput, append([]string{"--db", db}, args...)...)
		if strings.TrimSpace(out) == "" {
			t.Errorf("%v: no message", args)
		}
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "list"); strings.Count(out, "\n") != 1 {
		t.Errorf("bad input changed the data:\n%s", out)
	}
	if _, err := os.Stat(db); err != nil {
		t.Fatal(err)
	}
}

// export-trf → import-trf into another file: the imported tournament pairs
// the next round as the original does; a second import is refused.
func TestTournamentImportTRF(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.db"), filepath.Join(dir, "b.db")
	tcli(t, exitOK, "--db", a, "demo-tournament", "--players", "10", "--rounds", "5", "--play", "2", "--seed", "5")
	f := filepath.Join(dir, "a.trf")
	tcli(t, exitOK, "--db", a, "tournament", "export-trf", "1", "--out", f)
	out := tcli(t, exitOK, "--db", b, "tournament", "import-trf", f)
	if !strings.HasPrefix(out, "1\t") {
		t.Fatalf("import: %q", out)
	}
	tcli(t, exitBadInput, "--db", b, "tournament", "import-trf", f)
	want := tcli(t, exitOK, "--db", a, "tournament", "pair", "1")
	got := tcli(t, exitOK, "--db", b, "tournament", "pair", "1")
	// The demo players have no Latin spelling: the TRF writes them in the
	// national transliteration, so the imported players carry it.
	// (compared word by word: the columns are padded to the names)
	want = strings.Replace(model.Transliterate(want), "Tur ", "Тур ", 1)
	if strings.Join(strings.Fields(want), " ") != strings.Join(strings.Fields(got), " ") {
		t.Errorf("round 3 differs after import:\n%s\nwant\n%s", got, want)
	}
}
