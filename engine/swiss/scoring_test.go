package swiss

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPointSystems pairs the last round of every case of testdata/scoring
// (random tournaments of the reference engine's generator under 3 / 1 / 0,
// 2 / 1 / ½ and the standard points with the pairing-allocated bye worth ½
// or 0, the system in record 162; scripts/scoring-corpus.sh) and compares
// the pairs, colours and board order with the reference engine's: the
// score groups come from the points under the system, the topscorers of
// the last round from half of its maximum, and a bye worth a loss is no
// downfloat.
func TestPointSystems(t *testing.T) {
	cases, err := filepath.Glob("../../testdata/scoring/*.trf")
	if err != nil || len(cases) < 100 {
		t.Fatalf("%d cases, %v", len(cases), err)
	}
	diffs := 0
	for _, path := range cases {
		tr := readTRF(t, path)
		if tr.Scoring == nil {
			t.Fatalf("%s: no point system", path)
		}
		got, err := Pair(tr, tr.LastPairedRound()+1)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		want := readPairs(t, strings.TrimSuffix(path, ".trf")+".bbp.txt")
		if formatPairing(got) != formatPairing(want) {
			diffs++
			t.Errorf("%s:\n got %s\nwant %s", filepath.Base(path), formatPairing(got), formatPairing(want))
		}
	}
	t.Logf("%d cases, %d differences", len(cases), diffs)
}
