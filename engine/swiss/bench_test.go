package swiss

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"arbiter/engine/trf"
)

// cpuTime is the process CPU time (user + system), a steadier measure than
// wall time on a shared machine.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

const perfDir = "../../testdata/perf"

// benchCase pairs the file repeatedly and checks the result against the
// reference pairing next to it.
func benchCase(b *testing.B, path string, round int) {
	benchPairing(b, readTRF(b, path), round, func(got Pairing) {
		checkReference(b, filepath.Base(path), got, strings.TrimSuffix(path, ".trf")+".pairs")
	})
}

// benchPairing pairs round of tr repeatedly, checks the result and reports
// the CPU time per pairing.
func benchPairing(b *testing.B, tr *trf.Tournament, round int, check func(Pairing)) {
	b.ReportAllocs()
	start := cpuTime()
	var got Pairing
	for b.Loop() {
		var err error
		if got, err = Pair(tr, round); err != nil {
			b.Fatal(err)
		}
	}
	check(got)
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
}

// BenchmarkPair200 pairs a 200-player corpus round.
func BenchmarkPair200(b *testing.B) {
	benchCase(b, filepath.Join(corpusDir, "sim-n200-R09-s1023-r05.trf"), 5)
}

func BenchmarkPair500(b *testing.B) {
	benchCase(b, filepath.Join(perfDir, "perf-n0500-R09-r08.trf"), 8)
}

func BenchmarkPair1000(b *testing.B) {
	benchCase(b, filepath.Join(perfDir, "perf-n1000-R11-r08.trf"), 8)
}

func BenchmarkPair2000(b *testing.B) {
	benchCase(b, filepath.Join(perfDir, "perf-n2000-R09-r07.trf"), 7)
}

func BenchmarkPair4000(b *testing.B) {
	benchCase(b, filepath.Join(perfDir, "perf-n4000-R11-r07.trf"), 7)
}
