package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestVCL_Q209_CLIUnratedRating: tournament unrated-rating shows C.07's
// rule by default (Q208), sets a fixed rating before round 1 without
// asking, asks --confirm once round 1 is paired (FIDE mode, Level 4) and
// goes back with none; a bad rating is refused.
func TestVCL_Q209_CLIUnratedRating(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "demo")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Швейцарка", "--start", "2026-12-01", "--rounds", "5")
	if out := tcli(t, exitOK, "--db", db, "tournament", "unrated-rating", "1"); !strings.Contains(out, "C.07") {
		t.Errorf("default: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "unrated-rating", "1", "1000")
	if out := tcli(t, exitOK, "--db", db, "tournament", "unrated-rating", "1"); !strings.Contains(out, "1000") {
		t.Errorf("after setting: %q", out)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "unrated-rating", "1", "4000")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "1", "2", "3", "4")
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	if out := tcli(t, exitBadInput, "--db", db, "tournament", "unrated-rating", "1", "none"); !strings.Contains(out, "Рівень 4") || !strings.Contains(out, "--confirm") {
		t.Errorf("after round 1 without --confirm: %q", out)
	}
	tcli(t, exitOK, "--db", db, "tournament", "unrated-rating", "1", "none", "--confirm")
	if out := tcli(t, exitOK, "--db", db, "tournament", "unrated-rating", "1"); !strings.Contains(out, "C.07") {
		t.Errorf("back to C.07: %q", out)
	}
}
