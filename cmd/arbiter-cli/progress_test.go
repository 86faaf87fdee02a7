package main

import (
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

var progressLine = regexp.MustCompile(`^жеребкування: група (\d+) \([0-9½]+ очк\.\), залишилось (\d+) з (\d+) гравців$`)

// checkProgress: stderr holds progress lines only, from bracket 1 with
// every player left, brackets rising and players left falling.
func checkProgress(t *testing.T, stderr string, players int) {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	if len(lines) < 2 {
		t.Fatalf("progress: %q", stderr)
	}
	prevB, prevL := 0, players
	for i, l := range lines {
		m := progressLine.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("line %d of stderr is not a progress line: %q", i+1, l)
		}
		b, _ := strconv.Atoi(m[1])
		left, _ := strconv.Atoi(m[2])
		all, _ := strconv.Atoi(m[3])
		if all != players || b < prevB || left > prevL || (i == 0 && (b != 1 || left != players)) {
			t.Fatalf("line %d %q after bracket %d, %d left (%d players)", i+1, l, prevB, prevL, players)
		}
		prevB, prevL = b, left
	}
}

// TestPairProgress: `pair --dutch --progress` and `tournament pair
// --progress` report on stderr and pair as without it.
func TestPairProgress(t *testing.T) {
	in := filepath.Join("..", "..", "testdata", "perf", "perf-n0500-R09-r08.trf")
	plain, _ := tcliErr(t, exitOK, "pair", "--dutch", in, "-p")
	out, errs := tcliErr(t, exitOK, "pair", "--dutch", in, "-p", "--progress")
	if out != plain {
		t.Fatalf("--progress changed the pairing:\n%s\nwithout:\n%s", out, plain)
	}
	players := 0
	for _, l := range strings.Split(strings.TrimSpace(plain), "\n")[1:] {
		players += 2
		if strings.HasSuffix(l, " 0") {
			players-- // the bye
		}
	}
	checkProgress(t, errs, players)

	db := filepath.Join(t.TempDir(), "t.db")
	tcli(t, exitOK, "--db", db, "demo-tournament", "--players", "60", "--rounds", "5", "--play", "2", "--seed", "3")
	out, errs = tcliErr(t, exitOK, "--db", db, "tournament", "pair", "1", "--progress")
	if !strings.HasPrefix(out, "Тур 3") {
		t.Fatalf("tournament pair --progress: %q", out)
	}
	checkProgress(t, errs, 60)
}
