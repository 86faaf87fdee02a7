package swiss

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// checkChecklist asserts that the checklist is the pairing: the pairing read
// back from it (its board notes and bye) is got exactly, every player to
// pair appears in exactly one bracket pair or is the bye, and every board
// note is a pair of some bracket.
func checkChecklist(t *testing.T, name string, got Pairing, c *Checklist) {
	t.Helper()
	back := c.Pairing()
	if formatPairing(back) != formatPairing(got) {
		t.Errorf("%s: the checklist reads back\n %s\nthe engine paired\n %s", name, formatPairing(back), formatPairing(got))
		return
	}
	inPair := map[int]int{}
	pairs := map[[2]int]bool{}
	for _, b := range c.Brackets {
		for _, p := range b.Pairs {
			inPair[p.Higher]++
			inPair[p.Lower]++
			pairs[[2]int{min(p.Higher, p.Lower), max(p.Higher, p.Lower)}] = true
		}
	}
	for _, b := range c.Boards {
		if !pairs[[2]int{min(b.White, b.Black), max(b.White, b.Black)}] {
			t.Errorf("%s: board %d-%d is no bracket's pair", name, b.White, b.Black)
		}
		if b.Rule < 1 || b.Rule > 5 {
			t.Errorf("%s: board %d-%d has colour rule %d", name, b.White, b.Black, b.Rule)
		}
	}
	for _, p := range c.Players {
		n := inPair[p.ID]
		if c.Bye != nil && c.Bye.Player == p.ID {
			n++
		}
		if n != 1 {
			t.Errorf("%s: player %d is in %d pairs of the checklist (the bye counted)", name, p.ID, n)
		}
		if _, ok := c.WhyOf(p.ID); !ok {
			t.Errorf("%s: no answer for player %d", name, p.ID)
		}
	}
}

// TestChecklistCorpus re-runs every case of testdata/dutch with the
// checklist on: the pairing read back from the checklist must be the
// engine's own (and so the reference engine's, TestCorpus).
func TestChecklistCorpus(t *testing.T) {
	cases := readCases(t)
	for _, cs := range cases {
		tr := readTRF(t, filepath.Join(corpusDir, cs.name+".trf"))
		want, werr := Pair(tr, cs.round)
		got, c, err := PairChecklist(tr, cs.round, Options{})
		if cs.noPairing || werr != nil {
			if !errors.Is(err, ErrNoValidPairing) || c != nil {
				t.Errorf("%s: want ErrNoValidPairing and no checklist, got %v", cs.name, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", cs.name, err)
		}
		if formatPairing(got) != formatPairing(want) {
			t.Errorf("%s: with the checklist on the engine pairs\n %s\nwithout\n %s", cs.name, formatPairing(got), formatPairing(want))
		}
		checkChecklist(t, cs.name, got, c)
	}
}

// TestChecklistSystems does the same for the Baku and Burstein cases of
// testdata/swiss-systems (every tenth case: the whole set is
// TestSystemsCorpus's).
func TestChecklistSystems(t *testing.T) {
	for i, cs := range readSystemCases(t) {
		if i%10 != 0 || cs.noPairing {
			continue
		}
		tr := readTRF(t, filepath.Join(systemsDir(), cs.set, cs.name+".trf"))
		o := Options{Baku: tr.Baku()}
		if strings.Contains(cs.code, "BURSTEIN") {
			o.System = Burstein
		}
		in := tr.Before(cs.round)
		want, err := PairWith(in, cs.round, o)
		if err != nil {
			t.Fatalf("%s: %v", cs.name, err)
		}
		got, c, err := PairChecklist(in, cs.round, o)
		if err != nil {
			t.Fatalf("%s: %v", cs.name, err)
		}
		if formatPairing(got) != formatPairing(want) {
			t.Errorf("%s: with the checklist on the engine pairs\n %s\nwithout\n %s", cs.name, formatPairing(got), formatPairing(want))
		}
		checkChecklist(t, cs.name, got, c)
	}
}
