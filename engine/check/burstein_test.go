package check

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

// TestBursteinCorpusMeetsCriteria: every pairing the reference engine made
// for the Burstein cases of testdata/swiss-systems meets the Burstein
// absolute criteria.
func TestBursteinCorpusMeetsCriteria(t *testing.T) {
	dir := "../../testdata/swiss-systems"
	f, err := os.Open(filepath.Join(dir, "cases.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 6 || c[2] != "burstein" || c[5] != "pairs" {
			continue
		}
		tr := readTRF(t, filepath.Join(dir, c[1], c[0]+".trf"))
		p := readPairsOf(t, filepath.Join(dir, c[1], c[0]+".pairs"))
		r := tr.LastPairedRound() + 1
		if vs := RoundBurstein(tr, r, p); len(vs) > 0 {
			t.Errorf("%s: %v", c[0], vs)
		}
		n++
	}
	if n < 500 {
		t.Fatalf("%d Burstein cases, want at least 500", n)
	}
}

func readPairsOf(t *testing.T, path string) trf.Pairing {
	t.Helper()
	p, err := trf.ReadPairsFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRoundBursteinRules: the two rules where Burstein differs from Round.
func TestRoundBursteinRules(t *testing.T) {
	// 1 and 2 had White twice, 4 and 5 Black twice; round 3 of 3 is the
	// last round; 3 had F byes and gets the PAB.
	tr := &trf.Tournament{TotalRounds: 3, Players: []trf.Player{
		{ID: 1, Games: []trf.Game{{Opponent: 4, Colour: trf.White, Result: trf.Win}, {Opponent: 5, Colour: trf.White, Result: trf.Win}}},
		{ID: 2, Games: []trf.Game{{Opponent: 5, Colour: trf.White, Result: trf.Loss}, {Opponent: 4, Colour: trf.White, Result: trf.Loss}}},
		{ID: 3, Games: []trf.Game{{Colour: trf.NoColour, Result: trf.FullBye}, {Colour: trf.NoColour, Result: trf.FullBye}}},
		{ID: 4, Games: []trf.Game{{Opponent: 1, Colour: trf.Black, Result: trf.Loss}, {Opponent: 2, Colour: trf.Black, Result: trf.Win}}},
		{ID: 5, Games: []trf.Game{{Opponent: 2, Colour: trf.Black, Result: trf.Win}, {Opponent: 1, Colour: trf.Black, Result: trf.Loss}}},
	}}
	p := trf.Pairing{Boards: []trf.Board{{White: 2, Black: 1}, {White: 4, Black: 5}}, Bye: 3}
	rules := func(vs []Violation) string {
		var s []string
		for _, v := range vs {
			s = append(s, v.Rule)
		}
		return strings.Join(s, ",")
	}
	// Round: C2 for the F bye; on 4-5, 5 would have Black three times
	// (neither is a topscorer); 2-1 is exempt, 1 being a topscorer (two
	// wins, more than half of 2 points).
	if got := rules(Round(tr, 3, p)); got != "C2,C3" {
		t.Errorf("Round: %s, want C2,C3", got)
	}
	// RoundBurstein: no exemption, so 2 (White a third time) breaks C3
	// too; the F bye does not block the PAB.
	if got := rules(RoundBurstein(tr, 3, p)); got != "C3,C3" {
		t.Errorf("RoundBurstein: %s, want C3,C3", got)
	}
}
