package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// BenchmarkPairDataFile is docs/pairing-speed.md's comparison of the data file's path
// with the engine's alone: `tournament pair` on a demo tournament's data
// file against `pair --dutch` on the TRF exported from it, the same round,
// one after the other in every iteration. It reports the median of each
// (data-file-ms, trf-ms) and by how much the data file's path is slower
// (extra-%: the median of the iterations' ratios). Each pairing runs on a
// fresh copy of the file, so every iteration opens, checks, reads, copies,
// pairs and writes as a director's `tournament pair` does; the process
// start is not counted (it is the same for both). 1,000 players pair
// round 3, their worst round; 2,000 players round 2:
//
//	go test ./cmd/arbiter-cli -run '^$' -bench PairDataFile -benchtime 20x
func BenchmarkPairDataFile(b *testing.B) {
	for _, c := range []struct{ players, played int }{{1000, 2}, {2000, 1}} {
		b.Run(fmt.Sprintf("players=%d/round=%d", c.players, c.played+1), func(b *testing.B) {
			dir := b.TempDir()
			seed := filepath.Join(dir, "seed", "demo.db")
			os.Mkdir(filepath.Dir(seed), 0o755)
			benchRun(b, "--db", seed, "demo-tournament", "--players", fmt.Sprint(c.players), "--play", fmt.Sprint(c.played), "--seed", "1")
			trfPath := filepath.Join(dir, "round.trf")
			benchRun(b, "--db", seed, "tournament", "export-trf", "1", "--out", trfPath)
			data, err := os.ReadFile(seed)
			if err != nil {
				b.Fatal(err)
			}
			var viaFile, viaTRF, extra []float64
			i := 0
			for b.Loop() {
				b.StopTimer()
				i++
				db := filepath.Join(dir, fmt.Sprint(i), "demo.db")
				if err := os.MkdirAll(filepath.Dir(db), 0o755); err != nil {
					b.Fatal(err)
				}
				if err := os.WriteFile(db, data, 0o600); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
				start := time.Now()
				benchRun(b, "--db", db, "tournament", "pair", "1")
				f := time.Since(start)
				start = time.Now()
				benchRun(b, "pair", "--dutch", trfPath, "-p", filepath.Join(dir, fmt.Sprint(i), "pairs.txt"))
				t := time.Since(start)
				viaFile, viaTRF = append(viaFile, ms(f)), append(viaTRF, ms(t))
				extra = append(extra, 100*(f.Seconds()/t.Seconds()-1))
			}
			b.ReportMetric(median(viaFile), "data-file-ms")
			b.ReportMetric(median(viaTRF), "trf-ms")
			b.ReportMetric(median(extra), "extra-%")
		})
	}
}

func benchRun(b *testing.B, args ...string) {
	b.Helper()
	var errs strings.Builder
	if code := run(args, strings.NewReader(""), io.Discard, &errs); code != exitOK {
		b.Fatalf("arbiter-cli %s: exit %d: %s", strings.Join(args, " "), code, errs.String())
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}
