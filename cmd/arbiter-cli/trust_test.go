package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSmallTrustItems: `ratings import-fide DIR` is the user's mistake
// (exit 2, saying it is a folder); `tournament create` without --rounds
// makes a Swiss of 9 rounds, as README says; a line-up change that would
// clear a typed result asks first (--confirm), and a board whose players
// stay keeps its result.
func TestSmallTrustItems(t *testing.T) {
	db := filepath.Join(t.TempDir(), "a.db")
	cli := func(args ...string) (int, string, string) { return runCLI(append([]string{"--db", db}, args...)...) }
	must := func(args ...string) string {
		t.Helper()
		code, out, errs := cli(args...)
		if code != exitOK {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		return out
	}
	must("demo")
	dir := t.TempDir()
	if code, _, errs := cli("ratings", "import-fide", dir); code != exitBadInput || !strings.Contains(errs, "тека") {
		t.Errorf("import-fide DIR: exit %d, %q", code, errs)
	}
	if err := os.Remove(dir); err != nil {
		t.Fatal(err)
	}
	must("tournament", "create", "--name", "Без турів", "--start", "2026-12-01")
	if out := must("tournament", "list"); !strings.Contains(out, "\t9\t") {
		t.Errorf("a Swiss created without --rounds: %q, want 9 rounds", out)
	}

	must("tournament", "create", "--system", "team-round-robin", "--boards", "2", "--name", "Командна", "--start", "2026-05-01")
	for _, n := range []string{"A", "B", "C"} {
		must("team", "create", "2", "Team "+n)
	}
	must("team", "add", "2", "2", "1", "2")
	must("team", "add", "2", "2", "9", "--sub")
	must("team", "add", "2", "3", "3", "4")
	must("team", "add", "2", "1", "5", "6")
	must("team", "pair", "2") // round 1: Team B – Team C
	must("team", "lineup", "2", "1", "2", "1", "2")
	must("team", "lineup", "2", "1", "3", "3", "4")
	must("team", "result", "2", "1", "2", "1", "1")
	must("team", "result", "2", "1", "2", "2", "=")
	code, _, errs := cli("team", "lineup", "2", "1", "2", "1", "9")
	if code != exitBadInput || !strings.Contains(errs, "дошки 2") {
		t.Fatalf("a line-up change over a result: exit %d, %q", code, errs)
	}
	if out := must("team", "matches", "2", "--round", "1"); !strings.Contains(out, "1-3:1-0 2-4:½-½") {
		t.Errorf("the refused change changed the match: %q", out)
	}
	must("team", "lineup", "2", "1", "2", "1", "9", "--confirm")
	if out := must("team", "matches", "2", "--round", "1"); !strings.Contains(out, "1-3:1-0") || strings.Contains(out, "2-4:½-½") {
		t.Errorf("after the confirmed change: %q, want board 1 kept and board 2 cleared", out)
	}
}
