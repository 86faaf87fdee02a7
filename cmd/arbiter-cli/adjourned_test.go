package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVCL_Q157_CLIAdjourned: the adjourned games of the command line
// (FIDE C.02 VCL4THP.13 Q157–169): `tournament result … ?` adjourns a
// board; the standings note it; pairing on prints the Level 2 warning;
// finishing and the TRF-16 file are refused with the board and round;
// the TRF-2026 file writes "?" and the X symbol of 162; the real result
// other than a draw needs --confirm and is written as ### Adjournment.
func TestVCL_Q157_CLIAdjourned(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "8", "--rounds", "4", "--play", "2", "--seed", "3")
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	tcli(t, exitOK, "--db", db, "tournament", "result", "1", "3", "1", "відкл")
	for b := 2; b <= 4; b++ {
		tcli(t, exitOK, "--db", db, "tournament", "result", "1", "3", string(rune('0'+b)), "1-0")
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "standings", "1"); !strings.Contains(out, "Відкладені партії, зараховані як нічиї, доки не внесено їхні результати: тур 3, дошка 1.") {
		t.Errorf("standings: %q", out)
	}
	out := tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	if !strings.Contains(out, "Рівень 2: Відкладена партія на дошці 1 туру 3 ще не має результату") {
		t.Errorf("pair: %q", out)
	}
	for b := 1; b <= 4; b++ {
		tcli(t, exitOK, "--db", db, "tournament", "result", "1", "4", string(rune('0'+b)), "=")
	}
	out = tcli(t, exitBadInput, "--db", db, "tournament", "finish", "1")
	if !strings.Contains(out, "Відкладена партія на дошці 1 туру 3 ще не має результату") || !strings.Contains(out, "tournament result 1 3 1") {
		t.Errorf("finish: %q", out)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "export-trf", "1")
	file := filepath.Join(dir, "t26.trf")
	tcli(t, exitOK, "--db", db, "tournament", "export-trf", "1", "--format", "trf26", "--out", file)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if s := string(data); !strings.Contains(s, "X 0.5\n") || strings.Count(s, " ? ") != 2 {
		t.Errorf("TRF-2026:\n%s", s)
	}
	out = tcli(t, exitBadInput, "--db", db, "tournament", "result", "1", "3", "1", "0-1")
	if !strings.Contains(out, "Рівень 3:") || !strings.Contains(out, "--confirm") {
		t.Errorf("0-1 without --confirm: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "result", "1", "3", "1", "0-1", "--confirm")
	tcli(t, exitOK, "--db", db, "tournament", "export-trf", "1", "--format", "trf26", "--out", file)
	if data, _ := os.ReadFile(file); !strings.Contains(string(data), "### Adjournment @ Round 3 (") || strings.Contains(string(data), " ? ") {
		t.Errorf("after the result:\n%s", data)
	}
	tcli(t, exitOK, "--db", db, "tournament", "finish", "1")
}
