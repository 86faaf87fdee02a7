package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestTeamExtraMatch plays the §3/§19 extra match for first place from the
// command line: a 3-team, 4-board round robin on game points
// (moscow-2010-dyussh) where, worked by hand,
//
//	Team A beats Team B 2½–1½ and Team C 2½–1½  (A: 5 GP, won every match)
//	Team B beats Team C 4–0                      (B: 1½ + 4 = 5½ GP)
//	Team C: 1½ + 0 = 1½ GP
//
// so B is first, A second with every match won: A may play B for first
// place. Before the match `team standings` says so; `team extra` stores
// it and `team matches --round extra` lists it; once A has won it 3–1 the
// right is no longer offered, the line says A won, and A is first.
func TestTeamExtraMatch(t *testing.T) {
	db := filepath.Join(t.TempDir(), "extra.db")
	cli := func(want int, args ...string) (string, string) {
		t.Helper()
		code, out, errs := runCLI(append([]string{"--db", db}, args...)...)
		if code != want {
			t.Fatalf("%v: exit %d, want %d: %s%s", args, code, want, out, errs)
		}
		return out, errs
	}
	cli(exitOK, "demo")
	cli(exitOK, "tournament", "create", "--system", "team-round-robin", "--boards", "4", "--name", "Кубок", "--start", "2026-05-01",
		"--tiebreaks", "moscow-2010-dyussh")
	players := map[string][]string{"Team A": {"1", "2", "3", "4"}, "Team B": {"5", "6", "7", "8"}, "Team C": {"9", "10", "11", "12"}}
	for _, n := range []string{"Team A", "Team B", "Team C"} {
		cli(exitOK, "team", "create", "1", n)
		cli(exitOK, append([]string{"team", "add", "1", n}, players[n]...)...)
	}
	// the board points of the first-named team of each pairing
	points := map[[2]string][]int{
		{"Team A", "Team B"}: {2, 1, 0, 2}, {"Team B", "Team A"}: {0, 1, 2, 0},
		{"Team A", "Team C"}: {2, 1, 0, 2}, {"Team C", "Team A"}: {0, 1, 2, 0},
		{"Team B", "Team C"}: {2, 2, 2, 2}, {"Team C", "Team B"}: {0, 0, 0, 0},
	}
	// enter plays a match: line-ups and each board's result from White's
	// side (the first-named team has White on boards 1 and 3).
	enter := func(round, home, away string, pts []int) {
		cli(exitOK, append([]string{"team", "lineup", "1", round, home}, players[home]...)...)
		cli(exitOK, append([]string{"team", "lineup", "1", round, away}, players[away]...)...)
		for b, p := range pts {
			code := map[int]string{2: "1", 1: "=", 0: "0"}[p]
			if b%2 == 1 { // the home player has Black
				code = map[int]string{2: "0", 1: "=", 0: "1"}[p]
			}
			cli(exitOK, "team", "result", "1", round, home, string(rune('1'+b)), code)
		}
	}
	for round := 1; round <= 3; round++ {
		out, _ := cli(exitOK, "team", "pair", "1")
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			f := strings.Split(l, "\t")
			if f[2] == "-" {
				continue
			}
			enter(f[0], f[1], f[2], points[[2]string{f[1], f[2]}])
		}
	}
	out, errs := cli(exitOK, "team", "standings", "1")
	if !strings.Contains(out, "1\tTeam B\t2\t5.5") || !strings.Contains(out, "2\tTeam A\t4\t5") {
		t.Fatalf("standings before the extra match:\n%s", out)
	}
	if !strings.Contains(errs, "Team A") || !strings.Contains(errs, "має право на додатковий матч") {
		t.Errorf("the right to the extra match is not said: %q", errs)
	}
	cli(exitOK, "team", "extra", "1")
	out, _ = cli(exitOK, "team", "matches", "1", "--round", "extra")
	if !strings.HasPrefix(out, "4\tTeam A\tTeam B\t") || strings.Count(out, "\n") != 1 {
		t.Fatalf("team matches --round extra: %q", out)
	}
	// A (first-named, the challenger) wins 3–1: boards 2, 2, 0, 2
	enter("extra", "Team A", "Team B", []int{2, 2, 0, 2})
	out, _ = cli(exitOK, "team", "matches", "1", "--round", "extra")
	if !strings.Contains(out, "4\tTeam A\tTeam B\t3–1\t1-5:1-0 2-6:1-0 3-7:0-1 4-8:1-0") {
		t.Errorf("the extra match after its results: %q", out)
	}
	out, errs = cli(exitOK, "team", "standings", "1")
	if !strings.HasPrefix(strings.SplitN(out, "\n", 3)[1], "1\tTeam A\t") {
		t.Errorf("A won the extra match but is not first:\n%s", out)
	}
	if strings.Contains(errs, "має право") || !strings.Contains(errs, "виграла додатковий матч") {
		t.Errorf("after the extra match: %q", errs)
	}
	cli(exitBadInput, "team", "matches", "1", "--round", "x")
}
