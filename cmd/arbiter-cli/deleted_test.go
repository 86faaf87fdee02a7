package main

import (
	"fmt"
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

// A team tournament deleted and restored comes back whole: its teams with
// their members, its matches and the boards' results (its tables cascade
// from the tournament by two paths — a member from its team and from its
// tournament — and were captured twice, so the restore was refused).
func TestDeleteTeamTournamentAndRestore(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "demo")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--system", "team-round-robin", "--boards", "2", "--name", "Команди", "--start", "2026-11-29")
	for i, n := range []string{"Альфа", "Бета", "Гамма"} {
		tcli(t, exitOK, "--db", db, "team", "create", "1", n)
		tcli(t, exitOK, "--db", db, "team", "add", "1", fmt.Sprint(i+1), fmt.Sprint(2*i+1), fmt.Sprint(2*i+2))
	}
	tcli(t, exitOK, "--db", db, "team", "pair", "1")
	// round 1: Бета (players 3, 4) against Гамма (5, 6), Альфа has the bye
	tcli(t, exitOK, "--db", db, "team", "lineup", "1", "1", "Бета", "3", "4")
	tcli(t, exitOK, "--db", db, "team", "lineup", "1", "1", "Гамма", "5", "6")
	tcli(t, exitOK, "--db", db, "team", "result", "1", "1", "Бета", "1", "1")
	if m := tcli(t, exitOK, "--db", db, "team", "matches", "1"); !strings.Contains(m, "3-5:1") {
		t.Fatalf("the board result is not there: %q", m)
	}
	state := func() string {
		return tcli(t, exitOK, "--db", db, "team", "list", "1") +
			tcli(t, exitOK, "--db", db, "team", "matches", "1") +
			tcli(t, exitOK, "--db", db, "team", "standings", "1", "--format", "tsv")
	}
	before := state()
	tcli(t, exitOK, "--db", db, "tournament", "delete", "1", "--confirm")
	tcli(t, exitBadInput, "--db", db, "team", "list", "1")
	tcli(t, exitOK, "--db", db, "deleted", "restore", "1")
	if after := state(); after != before {
		t.Errorf("after the restore:\n%s\nbefore the delete:\n%s", after, before)
	}
}
