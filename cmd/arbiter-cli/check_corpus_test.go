package main

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestCheckGeneratedCorpus runs `check` on the whole tournaments of
// testdata/checkgen: generated and paired by the reference engine, ranked
// by FIDE TEC's tie-break checker under their 202 list (testdata/checkgen/
// README.md). The clean files must pass (exit 0, every round and place);
// in the copies with two ranks swapped exactly those two players must be
// reported (exit 1), with the values that decide their places.
func TestCheckGeneratedCorpus(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "checkgen")
	f, err := os.Open(filepath.Join(dir, "index.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	reported := regexp.MustCompile(`(?m)^  player (\d+) is ranked \d+ in the file`)
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "#") {
			continue
		}
		cols := strings.Split(sc.Text(), "\t")
		name, wantCode, wantIDs := cols[0], cols[4], cols[5]
		n++
		t.Run(name, func(t *testing.T) {
			code, out, errs := runPairCLI("check", filepath.Join(dir, name+".trf"))
			if strconv.Itoa(code) != wantCode {
				t.Fatalf("exit %d, want %s\n%s%s", code, wantCode, out, errs)
			}
			if !strings.Contains(out, "rounds agree with the Dutch rules") {
				t.Errorf("a round differs:\n%s", out)
			}
			var got []string
			for _, m := range reported.FindAllStringSubmatch(out, -1) {
				got = append(got, m[1])
			}
			slices.SortFunc(got, func(a, b string) int { x, _ := strconv.Atoi(a); y, _ := strconv.Atoi(b); return x - y })
			if wantIDs == "-" {
				if len(got) > 0 || !strings.Contains(out, "follow the tie-break list "+cols[3]) {
					t.Errorf("clean standings flagged:\n%s", out)
				}
				return
			}
			if strings.Join(got, ",") != wantIDs {
				t.Errorf("reported players %v, want %s\n%s", got, wantIDs, out)
			}
			if !strings.Contains(out, "decided by") || !strings.Contains(out, "PTS ") {
				t.Errorf("no deciding values:\n%s", out)
			}
		})
	}
	if n < 20 {
		t.Fatalf("only %d corpus files", n)
	}
}

// TestCheckStandingsOptions: --tiebreaks replaces the 202 list (a list
// that ranks the file otherwise is reported), --round checks the standings
// after an earlier round, a bad list or round is a usage error, and a file
// without a list says that the standings were not checked.
func TestCheckStandingsOptions(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "checkgen")
	file := filepath.Join(dir, "bbp-n017-r05-s101.trf")
	if code, out, _ := runPairCLI("check", file, "--tiebreaks", "BH/C1,BH,SB,DE,WIN"); code != exitOK {
		t.Errorf("the file's own list given: exit %d\n%s", code, out)
	}
	code, out, _ := runPairCLI("check", file, "--tiebreaks", "WON,ARO")
	if code != exitNoPairing || !strings.Contains(out, "differ from the tie-break list WON,ARO") {
		t.Errorf("another list: exit %d\n%s", code, out)
	}
	// After round 3 the final ranks are not the standings.
	if code, out, _ := runPairCLI("check", file, "--round", "3"); code != exitNoPairing || !strings.Contains(out, "after round 3 differ") {
		t.Errorf("--round 3: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{{"--round", "6"}, {"--round", "0"}, {"--tiebreaks", "XYZ"}} {
		if code, _, errs := runPairCLI(append([]string{"check", file}, args...)...); code != exitBadInput || errs == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
	plain := filepath.Join("..", "..", "testdata", "tiebreak", "sw-n009-r05-s2101.trf")
	code, out, _ = runPairCLI("check", plain)
	if code != exitOK || !strings.Contains(out, "standings not checked") {
		t.Errorf("no 202: exit %d\n%s", code, out)
	}
}
