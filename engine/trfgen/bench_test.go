package trfgen

import (
	"fmt"
	"testing"
)

// BenchmarkBuild generates whole tournaments paired by Arbiter's engine
// (the work of arbiter-cli generate, without the file): the checklist asks
// for 1,000 players × 11 rounds in under 5 s.
//
//	go test ./engine/trfgen -run '^$' -bench Build -benchtime 1x
func BenchmarkBuild(b *testing.B) {
	for _, sz := range []struct{ players, rounds int }{{100, 9}, {1000, 11}} {
		b.Run(fmt.Sprintf("n%d-r%d", sz.players, sz.rounds), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, _, err := Build(Options{Seed: uint64(i + 1), Players: sz.players, Rounds: sz.rounds}, dutch); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
