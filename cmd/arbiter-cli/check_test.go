package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckAgrees: the Swiss tournaments of testdata/tiebreak were paired
// by the reference engine, and the last case of each tournament in
// testdata/dutch holds its earlier rounds: `check` must find every round
// Dutch.
func TestCheckAgrees(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "tiebreak", "sw-*.trf"))
	files = append(files, filepath.Join("..", "..", "testdata", "tiebreak", "tec-swiss16.trf"))
	for _, c := range []string{"gen-n016-R07-s1010-r07", "sim-n064-R11-s1017-r11", "gen-n033-R11-s1014-r11"} {
		files = append(files, filepath.Join("..", "..", "testdata", "dutch", c+".trf"))
	}
	for _, f := range files {
		code, out, errs := runPairCLI("check", "--dutch", f)
		if code != exitOK || !strings.Contains(out, "agree") {
			t.Errorf("%s: exit %d\n%s%s", f, code, out, errs)
		}
	}
}

// TestCheckDiffers: a round robin (Berger tables) is not Dutch; the
// differing rounds and boards are listed and the exit code is 1.
func TestCheckDiffers(t *testing.T) {
	f := filepath.Join("..", "..", "testdata", "tiebreak", "rr-n06-s2601.trf")
	code, out, _ := runPairCLI("check", "--dutch", f)
	if code != exitNoPairing {
		t.Fatalf("exit %d, want 1\n%s", code, out)
	}
	for _, s := range []string{"round 1 differs", "file has", "Dutch pairs", "rounds differ"} {
		if !strings.Contains(out, s) {
			t.Errorf("output does not contain %q:\n%s", s, out)
		}
	}
}

// TestCheckSwappedColours: the same tournament with the colours of one
// round-3 board swapped differs in exactly that board's colours.
func TestCheckSwappedColours(t *testing.T) {
	data := strings.Join([]string{
		"XXR 3", "XXC white1",
		pairLine001(1, "2.0", "   3 w 1", "   2 b 1"),
		pairLine001(2, "1.0", "   4 b 1", "   1 w 0"),
		pairLine001(3, "1.0", "   1 b 0", "   4 w 1"),
		pairLine001(4, "0.0", "   2 w 0", "   3 b 0"),
	}, "\n")
	code, out, errs := runPairCLI("check", "--dutch", pairTempFile(t, "ok.trf", data))
	if code != exitOK {
		t.Fatalf("consistent file: exit %d\n%s%s", code, out, errs)
	}
	swapped := strings.NewReplacer("3 w 1     2 b 1", "3 b 1     2 b 1", "1 b 0     4 w 1", "1 w 0     4 w 1").Replace(data)
	code, out, _ = runPairCLI("check", "--dutch", pairTempFile(t, "swapped.trf", swapped))
	if code != exitNoPairing || !strings.Contains(out, "round 1 differs") || !strings.Contains(out, "file has 3-1, Dutch colours are 1-3") {
		t.Errorf("swapped colours: exit %d\n%s", code, out)
	}
}

func TestCheckBadInput(t *testing.T) {
	bad := pairTempFile(t, "bad.trf", "XXR 3\n"+pairLine001(1, "1.0", "   7 w 1")+"\n")
	code, out, errs := runPairCLI("check", "--dutch", bad)
	if code != exitBadInput || out != "" || !strings.Contains(errs, "bad.trf") || !strings.Contains(errs, "line 2") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if code, _, _ := runPairCLI("check", "--dutch", bad, "-p", "x"); code != exitBadInput {
		t.Errorf("-p accepted by check: exit %d", code)
	}
}

// pairLine001 builds a 001 record: id, points, round blocks like "   2 w 1".
func pairLine001(id int, pts string, rounds ...string) string {
	s := fmt.Sprintf("001 %4d      %-33s %4s %3s %11s %10s %4s %4s ", id, fmt.Sprint("Player ", id), "", "", "", "", pts, "")
	for _, b := range rounds {
		s += " " + b + " "
	}
	return strings.TrimRight(s, " ")
}
