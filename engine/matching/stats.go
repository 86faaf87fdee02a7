package matching

// Stats counts work done by an Incremental (for benchmarks and tuning).
type Stats struct {
	Solves, Stages, Scans, Blossoms, Deltas, Changed, Unmatched, Greedy, BestMates int
}

// Stats returns the work counters.
func (m *Incremental) Stats() Stats { return m.stats }
