package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestDoubleForfeitResult: the documented double
// forfeit "--" is a result code, not swallowed by the option parser; it is
// stored (typing another result then needs --correct) and exported as "-"
// on both lines.
func TestDoubleForfeitResult(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "12", "--rounds", "5", "--play", "2", "--seed", "7")
	tcli(t, exitOK, "--db", db, "tournament", "pair", "1")
	tcli(t, exitOK, "--db", db, "tournament", "result", "1", "3", "1", "--")
	tcli(t, exitBadInput, "--db", db, "tournament", "result", "1", "3", "1", "1-0") // already has a result
	tcli(t, exitOK, "--db", db, "tournament", "result", "1", "3", "2", "--", "--correct")
	out := tcli(t, exitOK, "--db", db, "tournament", "export-trf", "1")
	n := 0
	for _, l := range strings.Split(out, "\n") {
		rs := []rune(l) // round 3: opponent at columns 112-115, result at 119
		if strings.HasPrefix(l, "001 ") && len(rs) >= 119 && rs[118] == '-' && string(rs[111:115]) != "0000" {
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d players with a forfeit loss in round 3, want 4 (two double forfeits)\n%s", n, out)
	}
}
