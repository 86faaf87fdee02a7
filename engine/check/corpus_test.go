package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

func readTRF(t testing.TB, path string) *trf.Tournament {
	t.Helper()
	tn, err := trf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return tn
}

// TestReferencePairings: every pairing of the FIDE-endorsed reference
// engine in testdata/dutch and testdata/perf meets the absolute criteria;
// for every .nopairing case the exhaustive search finds nothing, and for
// every small .pairs case it finds a pairing that Round accepts.
func TestReferencePairings(t *testing.T) {
	var files []string
	for _, dir := range []string{"dutch", "perf"} {
		m, _ := filepath.Glob(filepath.Join("..", "..", "testdata", dir, "*.trf"))
		files = append(files, m...)
	}
	var pairs, none int
	for _, file := range files {
		base := strings.TrimSuffix(file, ".trf")
		tn := readTRF(t, file)
		r := tn.LastPairedRound() + 1
		if _, err := os.Stat(base + ".nopairing"); err == nil {
			none++
			if p, ok, err := FindPairing(tn, r); ok || err != nil {
				t.Errorf("%s: reference finds no pairing, search found %+v (err %v)", file, p, err)
			}
			continue
		}
		want, err := trf.ReadPairsFile(base + ".pairs")
		if err != nil {
			t.Fatal(err)
		}
		pairs++
		if vs := Round(tn, r, want); len(vs) != 0 {
			t.Errorf("%s: reference pairing flagged: %v", file, vs)
		}
		if len(tn.Players) <= 40 {
			p, ok, err := FindPairing(tn, r)
			if !ok || err != nil {
				t.Errorf("%s: search finds no pairing (err %v)", file, err)
			} else if vs := Round(tn, r, p); len(vs) != 0 {
				t.Errorf("%s: searched pairing flagged: %v", file, vs)
			}
		}
	}
	if pairs < 190 || none < 5 {
		t.Fatalf("only %d .pairs and %d .nopairing cases", pairs, none)
	}
}
