package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tiedRoundRobin is a data file with a 4-player round robin (FIDE mode)
// whose every game is drawn: all four level at 1–4 after SB and WIN.
func tiedRoundRobin(t *testing.T) (dir, db string) {
	dir = t.TempDir()
	db = filepath.Join(dir, "t.db")
	tcli(t, exitOK, "--db", db, "demo")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Коло", "--start", "2026-12-01", "--system", "round-robin", "--tiebreaks", "SB,WIN")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "1", "2", "3", "4")
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	for _, r := range []string{"1", "2", "3"} {
		for _, b := range []string{"1", "2"} {
			tcli(t, exitOK, "--db", db, "tournament", "result", "1", r, b, "=")
		}
	}
	return dir, db
}

// placesOf is the standings' "place no." pairs, one a line.
func placesOf(t *testing.T, db string) string {
	t.Helper()
	var out []string
	for _, l := range strings.Split(strings.TrimSpace(tcli(t, exitOK, "--db", db, "tournament", "standings", "1")), "\n")[1:] {
		if strings.HasPrefix(l, "* ") { // the notes under the table
			continue
		}
		f := strings.Split(l, "\t")
		out = append(out, f[0]+" "+f[1])
	}
	return strings.Join(out, ", ")
}

// TestVCL_Q205_CLITieOrder: tournament tie-order lists the players still
// level, refuses a change without --confirm in FIDE mode (Level 3,
// nothing stored), ranks them with it, and the order is a ### line of the
// TRF-2026 file and undone with undo-event.
func TestVCL_Q205_CLITieOrder(t *testing.T) {
	dir, db := tiedRoundRobin(t)
	if out := tcli(t, exitOK, "--db", db, "tournament", "tie-order", "1"); !strings.Contains(out, "Досі рівні, група 1:") {
		t.Errorf("list: %q", out)
	}
	out := tcli(t, exitBadInput, "--db", db, "tournament", "tie-order", "1", "3", "1")
	if !strings.Contains(out, "Рівень 3") || !strings.Contains(out, "--confirm") {
		t.Errorf("without --confirm: %q", out)
	}
	if got := placesOf(t, db); got != "1–4 1, 1–4 2, 1–4 3, 1–4 4" {
		t.Fatalf("an unconfirmed order changed the standings: %s", got)
	}
	tcli(t, exitOK, "--db", db, "tournament", "tie-order", "1", "3", "1", "--confirm", "--note", "рішення організаторів")
	if got := placesOf(t, db); got != "1 3, 2 1, 3–4 2, 3–4 4" {
		t.Errorf("after the order: %s", got)
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "standings", "1"); !strings.Contains(out, "\n* 1 — ") || !strings.Contains(out, ": за рішенням арбітра\n") {
		t.Errorf("the standings do not say who set the places:\n%s", out)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "tie-order", "1", "3", "3", "--confirm")
	file := filepath.Join(dir, "t26.trf")
	tcli(t, exitOK, "--db", db, "tournament", "export-trf", "1", "--format", "trf26", "--out", file)
	if data, err := os.ReadFile(file); err != nil || !strings.Contains(string(data), "### Tie order @ Round 3 (") {
		t.Errorf("the TRF lacks ### Tie order (%v):\n%s", err, data)
	}
	tcli(t, exitOK, "--db", db, "tournament", "undo-event", "1", "--confirm")
	if got := placesOf(t, db); got != "1–4 1, 1–4 2, 1–4 3, 1–4 4" {
		t.Errorf("after undo-event: %s", got)
	}
}

// TestVCL_Q207_CLITieBreakValue: tournament tiebreak-value enters an
// external tie-break's values (1,5 or 1.5), which rank the level players,
// higher first; a bad value is refused.
func TestVCL_Q207_CLITieBreakValue(t *testing.T) {
	_, db := tiedRoundRobin(t)
	tcli(t, exitBadInput, "--db", db, "tournament", "tiebreak-value", "1", "2=abc", "--confirm")
	tcli(t, exitBadInput, "--db", db, "tournament", "tiebreak-value", "1", "2=1.5")
	tcli(t, exitOK, "--db", db, "tournament", "tiebreak-value", "1", "2=1,5", "4=2", "--confirm", "--note", "play-off")
	if got := placesOf(t, db); got != "1 4, 2 2, 3–4 1, 3–4 3" {
		t.Errorf("after the values: %s", got)
	}
	if out := tcli(t, exitOK, "--db", db, "tournament", "tiebreak-value", "1"); !strings.Contains(out, "2\t") || !strings.Contains(out, "1.5") {
		t.Errorf("list: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "tiebreak-value", "1", "--clear", "--confirm")
	if got := placesOf(t, db); got != "1–4 1, 1–4 2, 1–4 3, 1–4 4" {
		t.Errorf("after --clear: %s", got)
	}
}
