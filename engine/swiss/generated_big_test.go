package swiss

import (
	"bufio"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"arbiter/engine/trf"
	"arbiter/engine/trfgen"
)

// The large generated events (testdata/perfgen/README.md) are not stored:
// they are generated again from their seed (trfgen.PerfMix), every round
// paired by the engine, and each round's pairing is checked against the
// SHA-256 recorded in NAME.sums (the text of the .pairs format: pairs,
// colours and board order).
var bigEvents = []genEvent{
	{"gen-n0500-s1", 9},
	{"gen-n2000-s1", 9},
	{"gen-n4000-s1", 9},
}

type bigEvent struct {
	once sync.Once
	full *trf.Tournament
	err  error
}

var bigCache = map[string]*bigEvent{}

// readSums reads NAME.sums: "rRR hex" per round.
func readSums(t testing.TB, name string) map[int]string {
	f, err := os.Open(filepath.Join(genDir, name+".sums"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sums := map[int]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r int
		var h string
		if _, err := fmt.Sscanf(sc.Text(), "r%d %s", &r, &h); err != nil {
			t.Fatalf("%s.sums: %q: %v", name, sc.Text(), err)
		}
		sums[r] = h
	}
	return sums
}

// pairingSum is the SHA-256 of p in the .pairs format.
func pairingSum(p Pairing) string {
	h := sha256.New()
	trf.WritePairs(h, toTRF(p))
	return fmt.Sprintf("%x", h.Sum(nil))
}

// toTRF is p as the trf package writes it.
func toTRF(p Pairing) trf.Pairing {
	out := trf.Pairing{Bye: p.Bye}
	for _, b := range p.Boards {
		out.Boards = append(out.Boards, trf.Board{White: b.White, Black: b.Black})
	}
	return out
}

// bigRound returns the tournament of ev as it stood before round r,
// generating the whole event once (each round checked against its sum).
func bigRound(b *testing.B, ev genEvent, r int, sums map[int]string) *trf.Tournament {
	c := bigCache[ev.name]
	if c == nil {
		c = &bigEvent{}
		bigCache[ev.name] = c
	}
	c.once.Do(func() {
		var players, seed int
		fmt.Sscanf(ev.name, "gen-n%d-s%d", &players, &seed)
		c.full, c.err = trfgen.Generate(trfgen.PerfMix(uint64(seed), players, ev.rounds), func(t *trf.Tournament, r int) (trf.Pairing, error) {
			start := cpuTime()
			p, err := Pair(t, r)
			if err != nil {
				return trf.Pairing{}, err
			}
			if got := pairingSum(p); got != sums[r] {
				return trf.Pairing{}, fmt.Errorf("round %d: pairing sum %s, recorded %s", r, got, sums[r])
			}
			fmt.Fprintf(os.Stderr, "generating %s: round %d paired in %.2f s CPU\n", ev.name, r, (cpuTime() - start).Seconds())
			return toTRF(p), nil
		})
	})
	if c.err != nil {
		b.Fatalf("%s: %v", ev.name, c.err)
	}
	return c.full.Before(r)
}

// BenchmarkGeneratedBig pairs every round of the 500-, 2,000- and 4,000-player
// generated events: -bench 'GeneratedBig/gen-n2000-s1/r02' picks one (the
// event is generated first, every round paired once and checked).
func BenchmarkGeneratedBig(b *testing.B) {
	for _, ev := range bigEvents {
		for r := 1; r <= ev.rounds; r++ {
			b.Run(fmt.Sprintf("%s/r%02d", ev.name, r), func(b *testing.B) {
				sums := readSums(b, ev.name)
				benchPairing(b, bigRound(b, ev, r, sums), r, func(got Pairing) {
					if s := pairingSum(got); s != sums[r] {
						b.Fatalf("%s round %d: pairing sum %s, recorded %s", ev.name, r, s, sums[r])
					}
				})
			})
		}
	}
}

// TestPairingSum: the sum of the 1,000-player event's round 1 is the
// SHA-256 of its stored .pairs file (the format the big events' sums use).
func TestPairingSum(t *testing.T) {
	tr, want := genRound(t, genEvents[0], 1)
	p, err := Pair(tr, 1)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(want)
	if err != nil {
		t.Fatal(err)
	}
	if got, file := pairingSum(p), fmt.Sprintf("%x", sha256.Sum256(data)); got != file || strings.Count(got, "") != 65 {
		t.Fatalf("pairing sum %s, sum of %s %s", got, want, file)
	}
}
