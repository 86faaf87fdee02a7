package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The TRF dialects of testdata/trf-dialects through the
// commands a user runs.

func dialectFile(name string) string {
	return filepath.Join("..", "..", "testdata", "trf-dialects", name)
}

// TestCheckDialects: check reads every round of the CR-only file (it read
// none), infers black1 from round 1 of the file without XXC (it assumed
// white1 and flagged round 1), reads the 132 layouts and "0000 - +" with
// warnings, and warns (does not refuse) about contradicting points.
func TestCheckDialects(t *testing.T) {
	for _, tc := range []struct{ file, out, warn string }{
		{"cr-only.trf", "all 5 rounds agree", ""},
		{"no-xxc.trf", "all 5 rounds agree", ""},
		{"132-col93.trf", "all 5 rounds agree", "round dates (132)"},
		{"132-per-round.trf", "all 5 rounds agree", "another 132 record"},
		{"132-col5.trf", "all 5 rounds agree", "round dates (132)"},
		{"bye-plus.trf", "all 5 rounds agree", "read as a full-point bye"},
		{"points-mismatch.trf", "all 1 rounds agree", "line 10, column 81: player 6: the points field says 1.0, the results give 0.0"},
	} {
		code, out, errs := runPairCLI("check", "--dutch", dialectFile(tc.file))
		if code != exitOK || !strings.Contains(out, tc.out) || (tc.warn == "") != (errs == "") || !strings.Contains(errs, tc.warn) {
			t.Errorf("%s: exit %d\n%s%s", tc.file, code, out, errs)
		}
	}
}

// TestRefusedDialects: a file without players, random bytes and points that
// contradict the results are refused with exit 2, the line, and no output
// file; the Baku code without the number of rounds and a point system FIDE's
// rules do not allow too.
func TestRefusedDialects(t *testing.T) {
	dir := t.TempDir()
	baku := filepath.Join(dir, "baku.trf")
	data, _ := os.ReadFile(dialectFile("299-bonus.trf"))
	// The Baku code without the number of rounds (no 142, no XXR): the
	// accelerated rounds cannot be known.
	os.WriteFile(baku, []byte(strings.Replace(strings.Replace(string(data), "152 W", "152 W\n192 FIDE_DUTCH_2026_BAKU", 1), "142 3\n", "", 1)), 0o644)
	pts := filepath.Join(dir, "320.trf") // two draws worth more than a win and a loss
	os.WriteFile(pts, []byte(strings.Replace(strings.ReplaceAll(string(data), "1.0    ", "3.0    "), "152 W", "152 W\n162  W 3.0    D 2.0", 1)), 0o644)
	for _, tc := range []struct{ file, msg string }{
		{dialectFile("no-players.trf"), "line 3: no player records (001)"},
		{dialectFile("random.bin"), "line 1, column 9: byte 0xbc is not UTF-8"},
		{dialectFile("points-mismatch.trf"), "line 10, column 81: player 6: the points field says 1.0, the results give 0.0"},
		{baku, "Baku acceleration needs the number of rounds"},
		{pts, "not one FIDE's rules allow"},
	} {
		for _, cmd := range []string{"pair", "check"} {
			if cmd == "check" && tc.file != dialectFile("no-players.trf") && tc.file != dialectFile("random.bin") {
				continue
			}
			out := filepath.Join(dir, "out.txt")
			code, so, se := runPairCLI(cmd, "--dutch", tc.file, "-p", out)
			if cmd == "check" {
				code, so, se = runPairCLI(cmd, "--dutch", tc.file)
			}
			if code != exitBadInput || !strings.Contains(se, tc.msg) || so != "" {
				t.Errorf("%s %s: exit %d, stdout %q, stderr %q; want exit 2 with %q", cmd, tc.file, code, so, se, tc.msg)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("%s %s: pairing file written", cmd, tc.file)
			}
		}
	}
}

// TestPair310: under 3 / 1 / 0 (record 162) the file of TestPair299, its
// points and bonus tripled, pairs the same: 6 (0 + a 3-point bonus) joins
// 1, 2, 3 in the 3-point group.
func TestPair310(t *testing.T) {
	data, _ := os.ReadFile(dialectFile("299-bonus.trf"))
	path := filepath.Join(t.TempDir(), "310.trf")
	os.WriteFile(path, []byte(strings.Replace(strings.ReplaceAll(string(data), "1.0    ", "3.0    "), "152 W", "152 W\n162  W 3.0    D 1.0", 1)), 0o644)
	code, out, errs := runPairCLI("pair", "--dutch", path)
	want, _ := os.ReadFile(dialectFile("299-bonus.pairs"))
	if code != exitOK || out != string(want) {
		t.Errorf("exit %d\n%s%s\nwant\n%s", code, out, errs, want)
	}
}

// TestPair299: the 299 bonus of player 6 puts him in the 1-point group, so
// 6-1 and 2-3 are paired (without the bonus 1, 2, 3 would be alone there).
func TestPair299(t *testing.T) {
	code, out, errs := runPairCLI("pair", "--dutch", dialectFile("299-bonus.trf"))
	want, _ := os.ReadFile(dialectFile("299-bonus.pairs"))
	if code != exitOK || out != string(want) {
		t.Errorf("exit %d\n%s%s\nwant\n%s", code, out, errs, want)
	}
}

// TestStandingsRoundRobinDialects: "092 Individual: Round-Robin" and "192
// BERGER_ROUNDROBIN" are round robins, so direct encounter counts forfeits
// as games (C.07 art. 15.2): the same values as the file that says "Round
// robin".
func TestStandingsRoundRobinDialects(t *testing.T) {
	_, want, _ := runCLI("standings", filepath.Join("..", "..", "testdata", "tiebreak", "rr-n06-s2601.trf"), "--tiebreaks", "DE,SB,KS", "--format", "tsv")
	for _, f := range []string{"rr-hyphen.trf", "rr-192.trf"} {
		code, got, errs := runCLI("standings", dialectFile(f), "--tiebreaks", "DE,SB,KS", "--format", "tsv")
		if code != exitOK || got != want {
			t.Errorf("%s: exit %d\n%s%s\nwant\n%s", f, code, got, errs, want)
		}
	}
}
