package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVCL_Q174_CLIByes: the requested byes on the command line (FIDE C.02
// VCL4THP.13 Q174–179): a first half-point bye is saved; a second one is
// refused without --confirm (Level 3, nothing changed) and saved with it;
// a player marked not entitled (half-byes barred, or register
// --no-half-byes) is refused one even with --confirm; a full-point bye is
// saved with the Level 2 «deprecated» warning and exported as ### FPB.
func TestVCL_Q174_CLIByes(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "8", "--rounds", "5", "--play", "1", "--seed", "3")

	tcli(t, exitOK, "--db", db, "tournament", "bye", "1", "3", "3", "half")
	out := tcli(t, exitBadInput, "--db", db, "tournament", "bye", "1", "3", "4", "half")
	if !strings.Contains(out, "Рівень 3") || !strings.Contains(out, "в турі 4") || !strings.Contains(out, "--confirm") {
		t.Errorf("second half-point bye without --confirm: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "bye", "1", "3", "4", "half", "--confirm")

	tcli(t, exitOK, "--db", db, "tournament", "half-byes", "1", "4", "barred")
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "bye", "1", "4", "3", "half", "--confirm"); !strings.Contains(out, "не має права на пропуски за ½ очка") {
		t.Errorf("barred player: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "bye", "1", "4", "3", "zero")
	tcli(t, exitBadInput, "--db", db, "tournament", "half-byes", "1", "4", "maybe")

	// a full-point bye given by hand: Level 3 with FIDE's deprecation (Q115, Q177)
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "bye", "1", "5", "4", "full"); !strings.Contains(out, "Рівень 3") || !strings.Contains(out, "ФІДЕ не рекомендує") || !strings.Contains(out, "--confirm") {
		t.Errorf("full-point bye without --confirm: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "bye", "1", "5", "4", "full", "--confirm")
	file := filepath.Join(dir, "t26.trf")
	tcli(t, exitOK, "--db", db, "tournament", "export-trf", "1", "--format", "trf26", "--out", file)
	if data, err := os.ReadFile(file); err != nil || !strings.Contains(string(data), "### FPB @ Round 4 (") {
		t.Errorf("the TRF lacks ### FPB @ Round 4 (%v):\n%s", err, data)
	}

	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Другий", "--start", "2026-12-20", "--rounds", "5")
	tcli(t, exitOK, "--db", db, "tournament", "register", "2", "1", "2", "--no-half-byes")
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "bye", "2", "1", "2", "half"); !strings.Contains(out, "не має права") {
		t.Errorf("registered with --no-half-byes: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "half-byes", "2", "1", "allowed")
	tcli(t, exitOK, "--db", db, "tournament", "bye", "2", "1", "2", "half")
}

// TestVCL_Q180_CLIResults: ½-0, 0-½, 0-0 and the unrated W/L are entered
// with tournament result, refused when inconsistent (1-1, +/0) with the
// reason, exported with each player's own code, and a TRF-2026 file with
// them is imported with import-trf and written again the same way.
func TestVCL_Q180_CLIResults(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "8", "--rounds", "5", "--play", "1", "--seed", "3")
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	for board, code := range map[string]string{"1": "½-0", "2": "0-0", "3": "W/L", "4": "0-1/2"} {
		tcli(t, exitOK, "--db", db, "tournament", "result", "1", "2", board, code)
	}
	for _, c := range []struct{ code, want string }{{"1-1", "не більше одного очка"}, {"+/0", "неявка з одного боку"}} {
		out := tcli(t, exitBadInput, "--db", db, "tournament", "result", "1", "2", "1", c.code, "--correct")
		if !strings.Contains(out, "неможливий") || !strings.Contains(out, c.want) {
			t.Errorf("%s: %q", c.code, out)
		}
	}
	first := filepath.Join(dir, "first.trf")
	tcli(t, exitOK, "--db", db, "tournament", "export-trf", "1", "--format", "trf26", "--out", first)
	tcli(t, exitOK, "--db", db, "tournament", "import-trf", first, "--name", "Копія", "--date", "2026-12-20")
	again := filepath.Join(dir, "again.trf")
	tcli(t, exitOK, "--db", db, "tournament", "export-trf", "2", "--format", "trf26", "--out", again)
	a, b := round2(t, first), round2(t, again)
	codes := map[byte]int{}
	for no, cell := range a {
		if b[no] != cell {
			t.Errorf("no. %s: round 2 %q, imported and written again %q", no, cell, b[no])
		}
		codes[cell[len(cell)-1]]++
	}
	// the four boards: = 0, 0 0, W L, 0 =: three 0s, two =, one W, one L
	if codes['0'] != 4 || codes['='] != 2 || codes['W'] != 1 || codes['L'] != 1 {
		t.Errorf("round 2 codes %v in %v", codes, a)
	}
}

// round2 is each 001 line's round-2 cell (opponent, colour, result) by
// pairing number.
func round2(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, line := range strings.Split(strings.ReplaceAll(string(data), "\r", "\n"), "\n") {
		if strings.HasPrefix(line, "001") && len(line) >= 109 {
			out[strings.TrimSpace(line[4:8])] = line[101:109]
		}
	}
	if len(out) == 0 {
		t.Fatalf("%s has no 001 lines", path)
	}
	return out
}

// TestVCL_Q170_CLIWithdrawnMarked: a withdrawn player is marked in the
// standings the command line prints (FIDE C.02 VCL4THP.13 Q170), with the
// round he withdrew from; a withdrawal from a round already paired is
// refused.
func TestVCL_Q170_CLIWithdrawnMarked(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "8", "--rounds", "5", "--play", "2", "--seed", "3")
	tcli(t, exitBadInput, "--db", db, "tournament", "withdraw", "1", "3", "1")
	tcli(t, exitOK, "--db", db, "tournament", "withdraw", "1", "3", "3")
	out := tcli(t, exitOK, "--db", db, "tournament", "standings", "1")
	marked := 0
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "вибув з 3-го туру") {
			marked++
		}
	}
	if marked != 1 {
		t.Errorf("%d lines marked, want the one player's:\n%s", marked, out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "withdraw", "1", "3", "0")
	if out := tcli(t, exitOK, "--db", db, "tournament", "standings", "1"); strings.Contains(out, "вибув") {
		t.Errorf("withdrawal cancelled, still marked:\n%s", out)
	}
}
