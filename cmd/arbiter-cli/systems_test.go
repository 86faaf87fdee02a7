package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var systemsDir = filepath.Join("..", "..", "testdata", "swiss-systems")

// TestPairSystems: `pair` reproduces the reference engine's answer byte for
// byte (board order included) on the first cases of every set of
// testdata/swiss-systems, whatever spelling selects the system: the 192
// record alone, or --burstein / --dutch as bbpPairings takes them.
func TestPairSystems(t *testing.T) {
	for _, set := range []struct{ dir, flag string }{
		{"baku", ""}, {"baku", "--dutch"},
		{"burstein", ""}, {"burstein", "--burstein"},
		{"burstein-baku", ""}, {"burstein-baku", "--burstein"},
	} {
		files, _ := filepath.Glob(filepath.Join(systemsDir, set.dir, "*.pairs"))
		if len(files) < 250 {
			t.Fatalf("%s: only %d cases", set.dir, len(files))
		}
		for _, want := range files[:40] {
			in := strings.TrimSuffix(want, ".pairs") + ".trf"
			args := []string{"pair", in, "-p", "-"}
			if set.flag != "" {
				args = []string{"pair", set.flag, in, "-p"}
			}
			code, out, errs := runPairCLI(args...)
			exp, err := os.ReadFile(want)
			if err != nil {
				t.Fatal(err)
			}
			if code != exitOK || strings.ReplaceAll(out, "\r", "") != strings.ReplaceAll(string(exp), "\r", "") {
				t.Errorf("%v: exit %d\n got: %q\nwant: %q\n%s", args, code, out, exp, errs)
			}
		}
	}
}

// TestPairDutchFlagWins: --dutch on a file whose 192 record says
// FIDE_BURSTEIN pairs by the Dutch system (the command line wins, as in
// bbpPairings); without a flag the record decides. In this round the two
// systems pair differently.
func TestPairDutchFlagWins(t *testing.T) {
	in := filepath.Join(systemsDir, "burstein", "burstein-n047-R07-s4001-r05.trf")
	_, dutch, _ := runPairCLI("pair", "--dutch", in, "-p")
	_, burstein, _ := runPairCLI("pair", "--burstein", in, "-p")
	_, plain, _ := runPairCLI("pair", in, "-p")
	if dutch == burstein || plain != burstein {
		t.Errorf("--dutch:\n%s\n--burstein:\n%s\nno flag:\n%s", dutch, burstein, plain)
	}
}

// TestCheckSystems: every whole event of testdata/swiss-systems/events
// (each round paired by the reference engine) agrees with the system and
// acceleration of its 192 record; a round with two boards' opponents
// exchanged differs (exit 1).
func TestCheckSystems(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(systemsDir, "events", "*.trf"))
	if len(files) < 150 {
		t.Fatalf("only %d events", len(files))
	}
	for _, f := range files {
		code, out, errs := runPairCLI("check", f)
		if code != exitOK || !strings.Contains(out, "agree with the") {
			t.Errorf("%s: exit %d\n%s%s", f, code, out, errs)
		}
		if strings.Contains(f, "burstein") && !strings.Contains(out, "Burstein rules") {
			t.Errorf("%s: not checked by the Burstein rules: %s", f, out)
		}
		if strings.Contains(f, "baku") && !strings.Contains(out, "Baku acceleration") {
			t.Errorf("%s: not checked with the Baku acceleration: %s", f, out)
		}
	}
	// The same event checked by the Dutch rules (--dutch) differs.
	f := filepath.Join(systemsDir, "events", "burstein-n047-R07-s4001.trf")
	if code, out, _ := runPairCLI("check", "--dutch", f); code != exitNoPairing || !strings.Contains(out, "differs from the Dutch rules") {
		t.Errorf("--dutch on a Burstein event: exit %d\n%s", code, out)
	}
	if code, out, _ := runPairCLI("check", "--burstein", f); code != exitOK {
		t.Errorf("--burstein: exit %d\n%s", code, out)
	}
}

// TestBakuNeedsRounds: a Baku file without XXR is refused with a message
// that says what to add.
func TestBakuNeedsRounds(t *testing.T) {
	in := filepath.Join(systemsDir, "baku", "baku-n006-R05-s3006-r01.trf")
	data, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	p := pairTempFile(t, "noxxr.trf", strings.Replace(string(data), "XXR 5\r", "", 1))
	code, _, errs := runPairCLI("pair", p, "-p")
	if code != exitBadInput || !strings.Contains(errs, "XXR") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

// TestCheckBursteinDiffers: a Burstein event with one round-3 board's
// colours swapped differs in that round, and the report names the
// Burstein system, not the Dutch one.
func TestCheckBursteinDiffers(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(systemsDir, "events", "burstein-clean-n008-R06-s4105.trf"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\r")
	// Swap the colours of player 1's round-3 game in both records.
	col := 91 + 10*2 // round 3: columns 92-99, 0-based 91
	opp := strings.TrimSpace(lines[3][col : col+4])
	for i, l := range lines {
		if strings.HasPrefix(l, "001") && (strings.TrimSpace(l[4:8]) == "1" || strings.TrimSpace(l[4:8]) == opp) {
			c := []byte(l)
			c[col+5] = map[byte]byte{'w': 'b', 'b': 'w'}[c[col+5]]
			lines[i] = string(c)
		}
	}
	f := pairTempFile(t, "swapped.trf", strings.Join(lines, "\r"))
	code, out, errs := runPairCLI("check", f)
	if code != exitNoPairing || !strings.Contains(out, "round 3 differs from the Burstein rules") ||
		!strings.Contains(out, "Burstein colours are") || strings.Contains(out, "Dutch") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
}
