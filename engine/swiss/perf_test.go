package swiss

import (
	"path/filepath"
	"testing"
)

// TestPerfFiles reproduces the reference pairings of the 500-, 1000- and
// 2000-player perf files exactly (pairs, colours and board order); the
// 4000-player file is checked by BenchmarkPair4000 (about a minute).
func TestPerfFiles(t *testing.T) {
	for _, c := range []struct {
		name  string
		round int
	}{
		{"perf-n0500-R09-r08", 8},
		{"perf-n1000-R11-r08", 8},
		{"perf-n2000-R09-r07", 7},
	} {
		tr := readTRF(t, filepath.Join(perfDir, c.name+".trf"))
		got, err := Pair(tr, c.round)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		checkReference(t, c.name, got, filepath.Join(perfDir, c.name+".pairs"))
	}
}

// checkReference fails unless p equals the reference pairing in path.
func checkReference(t testing.TB, name string, got Pairing, path string) {
	t.Helper()
	want := readPairs(t, path)
	pairsOK, coloursOK := comparePairings(got, want)
	if !pairsOK || !coloursOK || !sameOrder(got, want) {
		t.Fatalf("%s: pairs ok %v, colours ok %v\n got: %s\nwant: %s", name, pairsOK, coloursOK, formatPairing(got), formatPairing(want))
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
