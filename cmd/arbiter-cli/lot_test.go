package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/lot"
)

func TestLotCommand(t *testing.T) {
	out := tcli(t, exitOK, "lot", "--players", "6", "--seed", "20261201")
	var want strings.Builder
	for i, no := range lot.Draw(6, 20261201) {
		fmt.Fprintf(&want, "%d %d\n", i+1, no)
	}
	if out != want.String() {
		t.Errorf("lot output\n%s\nwant\n%s", out, want.String())
	}
	for _, args := range [][]string{{"lot"}, {"lot", "--players", "0", "--seed", "1"}, {"lot", "--players", "5", "--seed", "x"},
		{"lot", "--players", "5", "extra"}} {
		tcli(t, exitBadInput, args...)
	}
}

// draw-lots numbers a stored round robin by lot and prints the draw with
// its seed; the same seed again gives the same numbers; a Swiss refuses.
func TestTournamentDrawLots(t *testing.T) {
	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "demo")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Коло", "--start", "2026-10-01", "--system", "round-robin")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "1", "2", "3", "4", "5", "6")
	first := tcli(t, exitOK, "--db", db, "tournament", "draw-lots", "1", "--seed", "77")
	lines := strings.Split(strings.TrimSpace(first), "\n")
	if len(lines) != 7 || !strings.Contains(lines[0], "77") {
		t.Fatalf("draw-lots output:\n%s", first)
	}
	drawn := lot.Draw(6, 77)
	for i, l := range lines[1:] {
		f := strings.Split(l, "\t")
		if f[0] != fmt.Sprint(i+1) || f[1] != fmt.Sprint(drawn[i]) {
			t.Errorf("line %q: want rank %d with number %d", l, i+1, drawn[i])
		}
	}
	tcli(t, exitOK, "--db", db, "tournament", "sort", "1")
	if again := tcli(t, exitOK, "--db", db, "tournament", "draw-lots", "1", "--seed", "77"); again != first {
		t.Errorf("the same seed drew\n%s\nthen\n%s", first, again)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "draw-lots", "1", "--seed", "-3")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Швейцарка", "--start", "2026-10-02", "--rounds", "5")
	tcli(t, exitOK, "--db", db, "tournament", "register", "2", "1", "2", "3")
	tcli(t, exitBadInput, "--db", db, "tournament", "draw-lots", "2")
}
