package swiss

import (
	"fmt"
	"path/filepath"
	"testing"

	"arbiter/engine/trf"
)

// The generated events of testdata/perfgen (README there): the complete
// tournament and the engine's pairing of every round, recorded by the
// engine as the README says.
type genEvent struct {
	name   string
	rounds int
}

const genDir = "../../testdata/perfgen"

var genEvents = []genEvent{
	{"gen-n1000-s1", 9},
}

// genRound returns the tournament as it stood before round r of ev and the
// path of the recorded pairing.
func genRound(t testing.TB, ev genEvent, r int) (*trf.Tournament, string) {
	full := readTRF(t, filepath.Join(genDir, ev.name+".trf"))
	return full.Before(r), filepath.Join(genDir, fmt.Sprintf("%s-r%02d.pairs", ev.name, r))
}

// TestGeneratedEvents pairs every round of the generated 1,000-player event
// and compares it with the recorded pairing (pairs, colours, board order).
func TestGeneratedEvents(t *testing.T) {
	for _, ev := range genEvents[:1] {
		for r := 1; r <= ev.rounds; r++ {
			tr, want := genRound(t, ev, r)
			got, err := Pair(tr, r)
			if err != nil {
				t.Fatalf("%s round %d: %v", ev.name, r, err)
			}
			checkReference(t, fmt.Sprintf("%s round %d", ev.name, r), got, want)
		}
	}
}

// BenchmarkGenerated pairs every round of every generated event:
// -bench 'Generated/gen-n1000-s1/r02' picks one.
func BenchmarkGenerated(b *testing.B) {
	for _, ev := range genEvents {
		for r := 1; r <= ev.rounds; r++ {
			b.Run(fmt.Sprintf("%s/r%02d", ev.name, r), func(b *testing.B) {
				tr, want := genRound(b, ev, r)
				benchPairing(b, tr, r, func(got Pairing) { checkReference(b, fmt.Sprintf("%s round %d", ev.name, r), got, want) })
			})
		}
	}
}
