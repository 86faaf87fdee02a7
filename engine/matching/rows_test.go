package matching

import (
	"math/rand"
	"testing"
)

// TestIncrementalRows checks that stored rows (SetRows) give exactly the
// matchings of the weight callback alone, through warm starts with a tail.
func TestIncrementalRows(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	for it := 0; it < 300; it++ {
		n := 2 + 2*r.Intn(6)
		start := r.Intn(n + 1)
		g, setEdge := tailGraph(r, n, start)
		// Rows are stored for a random set of vertices and columns
		// (col is shorter than n: the last vertex is never a column).
		stored := make([]bool, n)
		col := make([]int, n-1)
		cols := 0
		for v := range col {
			col[v] = -1
			if r.Intn(2) == 0 {
				col[v] = cols
				cols++
			}
		}
		for v := range stored {
			stored[v] = r.Intn(3) > 0
		}
		rows := func(v int) ([]int, []uint64) {
			if !stored[v] {
				return nil, nil
			}
			row := make([]uint64, cols*2)
			for u, c := range col {
				if c >= 0 {
					copy(row[c*2:], g.w[v][u])
				}
			}
			return col, row
		}
		plain := NewIncremental(n, 2, g.weight)
		fast := NewIncremental(n, 2, g.weight)
		fast.SetRows(rows)
		for _, m := range []*Incremental{plain, fast} {
			m.SetTail(start, Weight{3, 0})
			m.Solve()
		}
		same := func(step int) {
			t.Helper()
			for v := 0; v < n; v++ {
				if plain.Mate(v) != fast.Mate(v) {
					t.Fatalf("iter %d step %d: vertex %d mated to %d with rows, %d without", it, step, v, fast.Mate(v), plain.Mate(v))
				}
			}
			checkIncremental(t, it*100+step, g, fast)
		}
		same(-1)
		for step := 0; step < 6; step++ {
			v := r.Intn(n)
			for u := 0; u < n; u++ {
				if u != v && r.Intn(2) == 0 {
					setEdge(v, u)
				}
			}
			plain.Changed(v)
			fast.Changed(v)
			plain.Solve()
			fast.Solve()
			same(step)
		}
	}
}
