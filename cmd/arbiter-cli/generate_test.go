package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

// TestGenerate: a configuration in bbpPairings' layout (CR line ends) plus
// Arbiter's keys gives a TRF-2026 file that reads back, has what was asked
// and that check finds clean; the same seed gives the same file.
func TestGenerate(t *testing.T) {
	dir := t.TempDir()
	cfg := pairTempFile(t, "g.cfg", "PlayersNumber=30\rRoundsNumber=6\rDrawPercentage=40\rForfeitRate=25\r"+
		"HalfPointByes=7\rZeroZeroResults=2\rTieBreaks=BH/C1,BH,SB,DE\rInitialColour=W\rStartDate=2026/11/20\r")
	out := filepath.Join(dir, "a.trf")
	code, stdout, errs := runPairCLI("generate", "--dutch", "-g", cfg, "-o", out, "-s", "42")
	if code != exitOK {
		t.Fatalf("exit %d\n%s%s", code, stdout, errs)
	}
	for _, s := range []string{"wrote " + out + ": 30 players, 6 rounds, seed 42", "7 half-point", "2 0-0", "tie-breaks (202) BH/C1,BH,SB,DE"} {
		if !strings.Contains(stdout, s) {
			t.Errorf("summary lacks %q:\n%s", s, stdout)
		}
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range []string{"\n042 2026/11/20\n", "\n142 6\n", "\n152 W\n", "\n192 FIDE_DUTCH\n", "\n202 BH/C1,BH,SB,DE\n"} {
		if !strings.Contains(string(data), rec) {
			t.Errorf("no %q in the file", strings.TrimSpace(rec))
		}
	}
	tn, err := trf.ReadWith(strings.NewReader(string(data)), trf.Options{UnusualResults: true})
	if err != nil {
		t.Fatal(err)
	}
	h, zz := 0, 0
	for _, p := range tn.Players {
		for r, g := range p.Games {
			if g.Result == trf.HalfBye {
				h++
			}
			if g.Colour == trf.White && g.Result == trf.Loss && tn.Player(g.Opponent).Game(r+1).Result == trf.Loss {
				zz++
			}
		}
	}
	if len(tn.Players) != 30 || h < 7 || zz != 2 {
		t.Errorf("%d players, %d H, %d 0-0", len(tn.Players), h, zz)
	}
	if code, out, _ := runPairCLI("check", out); code != exitOK || !strings.Contains(out, "follow the tie-break list") {
		t.Errorf("check: exit %d\n%s", code, out)
	}
	again := filepath.Join(dir, "b.trf")
	if code, _, _ := runPairCLI("generate", "--dutch", "-g", cfg, "-o", again, "-s", "42"); code != exitOK {
		t.Fatal(code)
	}
	if data2, _ := os.ReadFile(again); string(data2) != string(data) {
		t.Error("seed 42 twice: two files")
	}
}

// TestGenerateNoSeed: without -s every run is another tournament, and the
// summary names the seed drawn; "-o -" writes the file to standard output.
func TestGenerateNoSeed(t *testing.T) {
	// A size that always pairs: the test must not depend on the seed drawn.
	cfg := pairTempFile(t, "small.cfg", "PlayersNumber=30\nRoundsNumber=4\n")
	var files, seeds []string
	for range 2 {
		code, stdout, errs := runPairCLI("generate", "-g", cfg, "-o", "-")
		if code != exitOK || !strings.HasPrefix(stdout, "012 ") || !strings.Contains(errs, "wrote standard output") {
			t.Fatalf("exit %d\n%.300s\n%s", code, stdout, errs)
		}
		files = append(files, stdout)
		seeds = append(seeds, errs[strings.Index(errs, "seed "):strings.Index(errs, "\n")])
	}
	if files[0] == files[1] || seeds[0] == seeds[1] {
		t.Errorf("two runs without a seed: the same tournament (%v)", seeds)
	}
}

func TestGenerateBadInput(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.trf")
	for _, tc := range []struct {
		cfg  string // "" = no -g
		args []string
		msg  string
	}{
		{"", []string{"--dutch"}, "-o"},
		{"", []string{"-o", out, "-s", "x1"}, "seed"},
		{"", []string{"-o", out, "-g", filepath.Join(dir, "missing.cfg")}, "missing.cfg"},
		{"PlayersNumber=10\nRounds=3\n", []string{"-o", out}, "line 2: Rounds: unknown key"},
		{"PlayersNumber=4\nRoundsNumber=3\nHalfPointByes=11\n", []string{"-o", out}, "HalfPointByes 11"},
		{"PointsForWin=3\n", []string{"-o", out}, "only 1 is accepted"},
	} {
		args := append([]string{"generate"}, tc.args...)
		if tc.cfg != "" {
			args = append(args, "-g", pairTempFile(t, "bad.cfg", tc.cfg))
		}
		code, _, errs := runPairCLI(args...)
		if code != exitBadInput || !strings.Contains(errs, tc.msg) {
			t.Errorf("%v: exit %d, stderr %q, want %q", tc.args, code, errs, tc.msg)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v: a file was written", tc.args)
		}
	}
}

// TestGenerateBaku: Acceleration=Baku writes 192 FIDE_DUTCH_BAKU and pairs
// every round by the Baku acceleration, so that check (which reads the 192
// record) finds every round as the rules build it; the same file paired
// without the acceleration differs in round 2 at the latest, because the
// accelerated top half (GA) meets itself again (C.04.3 Baku method: in
// round 1 GA's virtual point splits the field into two score groups).
func TestGenerateBaku(t *testing.T) {
	cfg := pairTempFile(t, "baku.cfg", "PlayersNumber=24\nRoundsNumber=5\nAcceleration=Baku\nDrawPercentage=20\n")
	out := filepath.Join(t.TempDir(), "baku.trf")
	code, _, errs := runPairCLI("generate", "-g", cfg, "-o", out, "-s", "1")
	data, err := os.ReadFile(out)
	if code != exitOK || err != nil || !strings.Contains(string(data), "\n192 FIDE_DUTCH_BAKU\n") {
		t.Fatalf("exit %d, %v, stderr %q", code, err, errs)
	}
	if code, outs, errs := runPairCLI("check", out); code != exitOK {
		t.Errorf("check of the Baku file: exit %d\n%s%s", code, outs, errs)
	}
	plain := filepath.Join(t.TempDir(), "plain.trf")
	if err := os.WriteFile(plain, []byte(strings.Replace(string(data), "\n192 FIDE_DUTCH_BAKU\n", "\n192 FIDE_DUTCH\n", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := runPairCLI("check", plain); code == exitOK {
		t.Errorf("the Baku file also passes as a plain Dutch one: the acceleration was not applied")
	}
}

// BenchmarkGenerate: arbiter-cli generate of 1,000 players × 11 rounds
// (the checklist asks for under 5 s), file written.
//
//	go test ./cmd/arbiter-cli -run '^$' -bench Generate -benchtime 1x
func BenchmarkGenerate(b *testing.B) {
	cfg := filepath.Join(b.TempDir(), "big.cfg")
	if err := os.WriteFile(cfg, []byte("PlayersNumber=1000\nRoundsNumber=11\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	out := filepath.Join(b.TempDir(), "big.trf")
	for i := 0; i < b.N; i++ {
		if code, _, errs := runPairCLI("generate", "--dutch", "-g", cfg, "-o", out, "-s", "7"); code != exitOK {
			b.Fatal(errs)
		}
	}
}
