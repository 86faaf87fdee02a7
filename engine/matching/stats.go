package matching

// Stats counts work done by an Incremental, for benchmarks and tuning
// (the tests read it with Incremental.Stats, bench_test.go).
type Stats struct {
	Solves, Stages, Scans, Blossoms, Deltas, Changed, Unmatched, Greedy, BestMates int
}
