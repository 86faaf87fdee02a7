package matching

import (
	"math/rand"
	"testing"
)

// BenchmarkIncrementalChange measures one warm re-solve after the edges of
// one vertex change, on a dense 300-vertex graph with lexicographic weights.
func BenchmarkIncrementalChange(b *testing.B) {
	const n = 300
	r := rand.New(rand.NewSource(4))
	g := &denseGraph{n: n, words: 4}
	g.w = make([][]Weight, n)
	for i := range g.w {
		g.w[i] = make([]Weight, n)
	}
	for i := 0; i < n; i++ {
		g.w[i][i] = make(Weight, 4)
		for j := i + 1; j < n; j++ {
			w := randomWeight(r, 4, 2)
			g.w[i][j], g.w[j][i] = w, w
		}
	}
	m := NewIncremental(n, 4, g.weight)
	m.Solve()
	before := m.Stats()
	for b.Loop() {
		v := r.Intn(n)
		for u := 0; u < n; u++ {
			if u != v {
				w := randomWeight(r, 4, 2)
				g.w[v][u], g.w[u][v] = w, w
			}
		}
		m.Changed(v)
		m.Solve()
	}
	after := m.Stats()
	b.ReportMetric(float64(after.Stages-before.Stages)/float64(b.N), "stages/op")
}

// Stats returns the work counters.
func (m *Incremental) Stats() Stats { return m.stats }
