package main

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestTournamentReopenAndUnpair(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "8", "--rounds", "3", "--play", "3", "--seed", "3")
	tcli(t, exitOK, "--db", db, "tournament", "finish", "1")
	tcli(t, exitBadInput, "--db", db, "tournament", "result", "1", "3", "1", "1-0", "--correct") // finished: no changes

	out := tcli(t, exitBadInput, "--db", db, "tournament", "reopen", "1")
	if !strings.Contains(out, "таблиці сезону") || !strings.Contains(out, "дипломи") || !strings.Contains(out, "--confirm") {
		t.Errorf("reopen without --confirm: %q", out)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "result", "1", "3", "1", "1-0", "--correct") // still finished
	if out := tcli(t, exitOK, "--db", db, "tournament", "reopen", "1", "--confirm"); !strings.Contains(out, "знову відкрито") {
		t.Errorf("reopen: %q", out)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "reopen", "1") // not finished now

	// Round 3 has results: unpairing asks for --confirm, then removes it.
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "unpair", "1"); !strings.Contains(out, "--confirm") {
		t.Errorf("unpair without --confirm: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "unpair", "1", "--confirm")
	tcli(t, exitBadInput, "--db", db, "tournament", "result", "1", "3", "1", "1-0") // round 3 is gone
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1")                          // and can be paired again
	tcli(t, exitOK, "--db", db, "tournament", "unpair", "1")                        // no results yet: no --confirm needed
}
