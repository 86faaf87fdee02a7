package swiss

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

const corpusDir = "../../testdata/dutch"

type corpusCase struct {
	name      string
	round     int
	noPairing bool
}

func readCases(t testing.TB) []corpusCase {
	var cs []corpusCase
	for _, c := range readCasesTSV(t, filepath.Join(corpusDir, "cases.tsv")) {
		cs = append(cs, corpusCase{c.cols[0], c.round, c.noPairing})
	}
	return cs
}

// tsvCase is a row of a corpus's cases.tsv (name, set, …, round, "pairs" or
// "nopairing"); cols keeps every column.
type tsvCase struct {
	cols      []string
	round     int
	noPairing bool
}

// readCasesTSV reads a corpus's cases.tsv, its header skipped.
func readCasesTSV(t testing.TB, path string) []tsvCase {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cs []tsvCase
	sc := bufio.NewScanner(f)
	for line := 0; sc.Scan(); line++ {
		cols := strings.Split(sc.Text(), "\t")
		if line == 0 || len(cols) < 6 {
			continue
		}
		r, err := strconv.Atoi(cols[4])
		if err != nil {
			t.Fatalf("%s line %d: %v", path, line+1, err)
		}
		cs = append(cs, tsvCase{cols, r, cols[5] == "nopairing"})
	}
	return cs
}

func readTRF(t testing.TB, path string) *trf.Tournament {
	tr, err := trf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// readPairs reads a reference .pairs file (count line, "W B" lines, "P 0").
func readPairs(t testing.TB, path string) Pairing {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var p Pairing
	lines := strings.Fields(strings.ReplaceAll(string(data), "\r", "\n"))
	for i := 1; i+1 < len(lines); i += 2 {
		a, _ := strconv.Atoi(lines[i])
		b, _ := strconv.Atoi(lines[i+1])
		if b == 0 {
			p.Bye = a
		} else {
			p.Boards = append(p.Boards, Board{a, b})
		}
	}
	return p
}

func formatPairing(p Pairing) string {
	var sb strings.Builder
	for _, b := range p.Boards {
		fmt.Fprintf(&sb, "%d-%d ", b.White, b.Black)
	}
	if p.Bye != 0 {
		fmt.Fprintf(&sb, "%d-PAB", p.Bye)
	}
	return sb.String()
}

// samePairs compares pairs as a set and, separately, colours.
func comparePairings(got, want Pairing) (pairsOK, coloursOK bool) {
	if got.Bye != want.Bye || len(got.Boards) != len(want.Boards) {
		return false, false
	}
	set := map[[2]int]int{}
	for _, b := range want.Boards {
		set[[2]int{min(b.White, b.Black), max(b.White, b.Black)}] = b.White
	}
	coloursOK = true
	for _, b := range got.Boards {
		w, ok := set[[2]int{min(b.White, b.Black), max(b.White, b.Black)}]
		if !ok {
			return false, false
		}
		if w != b.White {
			coloursOK = false
		}
	}
	return true, coloursOK
}

func TestCorpus(t *testing.T) {
	cases := readCases(t)
	if len(cases) != 202 {
		t.Fatalf("cases.tsv lists %d cases, want 202", len(cases))
	}
	failures := 0
	for _, c := range cases {
		tr := readTRF(t, filepath.Join(corpusDir, c.name+".trf"))
		got, err := Pair(tr, c.round)
		if c.noPairing {
			if !errors.Is(err, ErrNoValidPairing) {
				t.Errorf("%s: want ErrNoValidPairing, got %v (%s)", c.name, err, formatPairing(got))
				failures++
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			failures++
			continue
		}
		want := readPairs(t, filepath.Join(corpusDir, c.name+".pairs"))
		pairsOK, coloursOK := comparePairings(got, want)
		if !pairsOK || !coloursOK || !sameOrder(got, want) {
			t.Errorf("%s: pairs ok %v, colours ok %v (board order checked too)\n got: %s\nwant: %s", c.name, pairsOK, coloursOK, formatPairing(got), formatPairing(want))
			failures++
		}
		if failures > 0 && !testing.Verbose() {
			t.FailNow()
		}
	}
}
