package swiss

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

// systemsDir holds the Baku and Burstein next-round cases made with the
// reference engine (testdata/swiss-systems/README.md); SWISS_SYSTEMS_DIR
// points the test at a freshly generated set instead.
func systemsDir() string {
	if d := os.Getenv("SWISS_SYSTEMS_DIR"); d != "" {
		return d
	}
	return "../../testdata/swiss-systems"
}

type systemCase struct {
	name, set, code string
	round           int
	noPairing       bool
}

func readSystemCases(t *testing.T) []systemCase {
	var cs []systemCase
	for _, c := range readCasesTSV(t, filepath.Join(systemsDir(), "cases.tsv")) {
		cs = append(cs, systemCase{name: c.cols[0], set: c.cols[1], code: c.cols[3], round: c.round, noPairing: c.noPairing})
	}
	return cs
}

// TestSystemsCorpus pairs every case of testdata/swiss-systems by the
// system and acceleration its 192 record names (FIDE_DUTCH_BAKU,
// FIDE_BURSTEIN, FIDE_BURSTEIN_BAKU) and wants the reference engine's
// pairing exactly: pairs, colours and board order, or no pairing.
func TestSystemsCorpus(t *testing.T) {
	cases := readSystemCases(t)
	per := map[string]int{}
	for _, c := range cases {
		per[c.set]++
	}
	for _, set := range []string{"baku", "burstein", "burstein-baku"} {
		if per[set] < 250 {
			t.Errorf("set %s has %d cases, want at least 250", set, per[set])
		}
	}
	failures := map[string]int{}
	for _, c := range cases {
		tr := readTRF(t, filepath.Join(systemsDir(), c.set, c.name+".trf"))
		if tr.TypeCode != c.code {
			t.Fatalf("%s: 192 record %q, cases.tsv says %q", c.name, tr.TypeCode, c.code)
		}
		o := Options{Baku: tr.Baku()}
		if strings.Contains(c.code, "BURSTEIN") {
			o.System = Burstein
		}
		if r := tr.LastPairedRound() + 1; r != c.round {
			t.Fatalf("%s: the file pairs round %d, cases.tsv says %d", c.name, r, c.round)
		}
		got, err := PairWith(tr.Before(c.round), c.round, o)
		if c.noPairing {
			if !errors.Is(err, ErrNoValidPairing) {
				t.Errorf("%s: want ErrNoValidPairing, got %v (%s)", c.name, err, formatPairing(got))
				failures[c.set]++
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			failures[c.set]++
			continue
		}
		want := readPairs(t, filepath.Join(systemsDir(), c.set, c.name+".pairs"))
		pairsOK, coloursOK := comparePairings(got, want)
		if !pairsOK || !coloursOK || !sameOrder(got, want) {
			t.Errorf("%s: pairs ok %v, colours ok %v (board order checked too)\n got: %s\nwant: %s", c.name, pairsOK, coloursOK, formatPairing(got), formatPairing(want))
			failures[c.set]++
		}
	}
	for set, n := range failures {
		t.Errorf("set %s: %d of %d cases differ from the reference engine", set, n, per[set])
	}
}

// TestBakuRoundOneByes (VCL Q111): in this 12-player event players 3 and 6
// have a round-1 bye. The reference engine keeps their pairing numbers for
// the Baku groups: GA is players 1-6 (ceil(12/2)), so only 1, 2, 4 and 5
// of the ten present players are accelerated in round 1, and 3 and 6 have
// their virtual points when they come back in round 2. Counting only the
// present players (GA = the first five of them: 1, 2, 4, 5, 7) would pair
// round 1 otherwise; the test checks that it does, so that it can tell the
// two readings apart.
func TestBakuRoundOneByes(t *testing.T) {
	dir := filepath.Join(systemsDir(), "baku")
	for r := 1; r <= 2; r++ {
		name := filepath.Join(dir, "baku-n012-R07-s3012-r0"+strconv.Itoa(r))
		tr := readTRF(t, name+".trf")
		if g := tr.Player(3).Game(1); g.Result != trf.HalfBye && g.Result != trf.ZeroBye {
			t.Fatalf("player 3 has %c in round 1, want a bye", g.Result)
		}
		v, err := VirtualPoints(tr.Before(r), r, Options{Baku: true})
		if err != nil {
			t.Fatal(err)
		}
		want := map[int]int{1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}
		if fmt.Sprint(v) != fmt.Sprint(want) {
			t.Errorf("round %d: virtual points %v, want %v", r, v, want)
		}
		got, err := PairWith(tr.Before(r), r, Options{Baku: true})
		if err != nil {
			t.Fatal(err)
		}
		ref := readPairs(t, name+".pairs")
		if formatPairing(got) != formatPairing(ref) {
			t.Errorf("round %d:\n got %s\nwant %s", r, formatPairing(got), formatPairing(ref))
		}
		if r == 1 {
			present := tr.Before(1)
			present.Accelerations = BakuAccelerations([]int{1, 2, 4, 5, 7}, 5, 7)
			other, err := PairWith(present, 1, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if formatPairing(other) == formatPairing(ref) {
				t.Errorf("counting only the present players pairs round 1 the same: the case does not tell the readings apart")
			}
		}
	}
}
