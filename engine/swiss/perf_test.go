package swiss

import (
	"path/filepath"
	"testing"
)

// TestPerfFiles reproduces the reference pairings of the large perf files
// exactly (pairs, colours and board order).
func TestPerfFiles(t *testing.T) {
	for _, c := range []struct {
		name  string
		round int
		long  bool
	}{
		{"perf-n0500-R09-r08", 8, false},
		{"perf-n1000-R11-r08", 8, false},
		{"perf-n2000-R09-r07", 7, true},
		{"perf-n4000-R11-r07", 7, true},
	} {
		if c.long && testing.Short() {
			continue
		}
		tr := readTRF(t, filepath.Join(perfDir, c.name+".trf"))
		got, err := Pair(tr, c.round)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		want := readPairs(t, filepath.Join(perfDir, c.name+".pairs"))
		pairsOK, coloursOK := comparePairings(got, want)
		if !pairsOK || !coloursOK || !sameOrder(got, want) {
			t.Fatalf("%s: pairs ok %v, colours ok %v\n got: %s\nwant: %s", c.name, pairsOK, coloursOK, formatPairing(got), formatPairing(want))
		}
	}
}

func sameOrder(a, b Pairing) bool {
	if a.Bye != b.Bye || len(a.Boards) != len(b.Boards) {
		return false
	}
	for i := range a.Boards {
		if a.Boards[i] != b.Boards[i] {
			return false
		}
	}
	return true
}
