package swiss

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"arbiter/engine/trf"
)

// The events at the format's limit (testdata/perfgen/README.md): the
// complete tournament is stored gzipped (NAME.trf.gz) and the SHA-256 of
// every round's pairing in NAME.sums, both written by testdata/perfgen/gen.
// Each round is paired from the tournament as it stood before it
// (trf.Tournament.Before) and compared with its sum: pairs, colours and
// board order. Pairing them takes seconds per round, so they are
// benchmarks only (plain go test does not run them).
var scaleEvents = []genEvent{
	{"gen-n5000-s1", 11},
	{"gen-n9999-s1", 11},
}

// readTRFGz reads a gzipped TRF file.
func readTRFGz(t testing.TB, path string) *trf.Tournament {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	tr, err := trf.Read(bufio.NewReader(z))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return tr
}

// peakRSS resets the process's peak resident set (Linux: clear_refs 5) and
// returns a function that reads it (VmHWM) in MB, or -1 where the system
// does not tell.
func peakRSS() func() float64 {
	runtime.GC()
	debug.FreeOSMemory()
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		return func() float64 { return -1 }
	}
	return func() float64 {
		data, err := os.ReadFile("/proc/self/status")
		if err != nil {
			return -1
		}
		for _, line := range strings.Split(string(data), "\n") {
			if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")))
				if err != nil {
					return -1
				}
				return float64(kb) / 1024
			}
		}
		return -1
	}
}

// benchScale pairs round r of tr once per iteration and reports the CPU
// time per pairing (cpu-ms/op) and the peak resident memory of the process
// while it paired (peak-MB, the tournament itself included); check sees the
// last pairing.
func benchScale(b *testing.B, tr *trf.Tournament, r int, check func(Pairing)) {
	peak := peakRSS()
	start := cpuTime()
	var got Pairing
	for b.Loop() {
		var err error
		if got, err = Pair(tr, r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
	b.ReportMetric(peak(), "peak-MB")
	check(got)
}

// BenchmarkScale pairs rounds of the large generated events, each checked
// against its recorded sum: rounds 1, 2 and 9 of the 2,000-player event
// (generated again from its seed, as BenchmarkGeneratedBig does) and every
// round of the stored 5,000- and 9,999-player events. One round at a time:
// -bench 'Scale/gen-n9999-s1/r02$' -benchtime 1x (peak-MB is the process's).
func BenchmarkScale(b *testing.B) {
	for _, r := range []int{1, 2, 9} {
		ev := bigEvents[1]
		b.Run(fmt.Sprintf("%s/r%02d", ev.name, r), func(b *testing.B) {
			sums := readSums(b, ev.name)
			benchScale(b, bigRound(b, ev, r, sums), r, func(got Pairing) {
				if s := pairingSum(got); s != sums[r] {
					b.Fatalf("%s round %d: pairing sum %s, recorded %s", ev.name, r, s, sums[r])
				}
			})
		})
	}
	for _, ev := range scaleEvents {
		for r := 1; r <= ev.rounds; r++ {
			b.Run(fmt.Sprintf("%s/r%02d", ev.name, r), func(b *testing.B) {
				sums := readSums(b, ev.name)
				full := readTRFGz(b, filepath.Join(genDir, ev.name+".trf.gz"))
				benchScale(b, full.Before(r), r, func(got Pairing) {
					if s := pairingSum(got); s != sums[r] {
						b.Fatalf("%s round %d: pairing sum %s, recorded %s", ev.name, r, s, sums[r])
					}
				})
			})
		}
	}
}
