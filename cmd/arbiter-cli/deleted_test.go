package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestDeleteTournamentAndRestoreFromCLI(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "6", "--rounds", "3", "--play", "1", "--seed", "5")
	before := tcli(t, exitOK, "--db", db, "tournament", "standings", "1")
	if out := tcli(t, exitOK, "--db", db, "deleted", "list"); !strings.Contains(out, "немає") {
		t.Errorf("deleted list on a new file: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "delete", "1")
	tcli(t, exitBadInput, "--db", db, "tournament", "standings", "1")
	out := tcli(t, exitOK, "--db", db, "deleted", "list", "--format", "tsv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || lines[0] != "id\tkind\trecord\tname\tdeleted" || !strings.HasPrefix(lines[1], "1\ttournament\t1\tДемо-турнір") {
		t.Fatalf("deleted list:\n%s", out)
	}
	if out := tcli(t, exitOK, "--db", db, "deleted", "restore", "1"); !strings.Contains(out, "Відновлено: турнір") {
		t.Errorf("restore: %q", out)
	}
	if after := tcli(t, exitOK, "--db", db, "tournament", "standings", "1"); after != before {
		t.Errorf("standings after restore:\n%s\nbefore:\n%s", after, before)
	}
	tcli(t, exitBadInput, "--db", db, "deleted", "restore", "1") // restored already: NotFound
	tcli(t, exitBadInput, "--db", db, "deleted", "restore", "x")
}
