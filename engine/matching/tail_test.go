package matching

import (
	"math/rand"
	"slices"
	"testing"
)

// TestTailSameState checks that the SetTail bound and the classes of
// SetTailClasses change nothing at all, not only the optimum: a matcher
// without them, one with the bound and one with the bound and the classes go through
// the same solves, single changes, removals and reseeds (hints that make
// most edges tight, as the pairing engine's do, with the tail outside the
// reseeded set), and after every step they hold the same duals and the same
// mates. The scans, the dual adjustments (with classes: classDelta and its
// tie-break), tightenDual and Reseed may skip tail vertices only where no
// result can depend on them. Tail edges weigh zero or their classes' weight,
// with few classes so that ties are common.
func TestTailSameState(t *testing.T) {
	CrossCheckClasses = true
	defer func() { CrossCheckClasses = false }()
	r := rand.New(rand.NewSource(17))
	for it := 0; it < 1500; it++ {
		n := 4 + r.Intn(7)
		start := 1 + r.Intn(n-1)
		g := newDenseGraph(n, 2)
		// a(v): additive part, so that the hint 2a(v)+c makes edges tight;
		// tail edges weigh at most tailMax.
		a := make([]uint64, n)
		for i := range a {
			a[i] = uint64(r.Intn(4))
		}
		tailMax := Weight{12, 0}
		nc := 1 + r.Intn(3)
		cls := make([]int, n)
		for v := range cls {
			cls[v] = r.Intn(nc)
		}
		table := make([][]uint64, nc*nc)
		for a := 0; a < nc; a++ {
			for b := 0; b <= a; b++ {
				x := []uint64{uint64(1 + r.Intn(12)), 0}
				if r.Intn(6) == 0 {
					x[0] = 0 // a class pair without edges
				}
				table[a*nc+b], table[b*nc+a] = x, x
			}
		}
		setEdge := func(i, j int) {
			w := make(Weight, 2)
			if r.Intn(5) > 0 {
				if i >= start || j >= start {
					copy(w, table[cls[i]*nc+cls[j]])
				} else {
					w[0] = a[i] + a[j] + 13 + uint64(r.Intn(3))
					if r.Intn(3) == 0 {
						w[1] = uint64(r.Intn(2))
					}
				}
			}
			g.w[i][j], g.w[j][i] = w, w
		}
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				setEdge(i, j)
			}
		}
		hint := func(v int, d []uint64) {
			if v < start {
				d[0] = 2*a[v] + 13
			} else {
				d[0] = uint64(r.Intn(3)) + 12 // tail vertices are seldom in vs
			}
		}
		plain := NewIncremental(n, 2, g.weight)
		bound := NewIncremental(n, 2, g.weight)
		bound.SetTail(start, tailMax)
		classes := NewIncremental(n, 2, g.weight)
		classes.SetTail(start, tailMax)
		classes.SetTailClasses(cls, nc, table)
		same := func(step int) {
			t.Helper()
			for _, tail := range []*Incremental{bound, classes} {
				for v := 0; v < n; v++ {
					if plain.Mate(v) != tail.Mate(v) {
						t.Fatalf("iter %d step %d (classes %v): vertex %d mated to %d with the tail bound, %d without", it, step, tail.cls != nil, v, tail.Mate(v), plain.Mate(v))
					}
					if !plain.alive[v] {
						continue
					}
					if !slices.Equal(plain.du(v), tail.du(v)) {
						t.Fatalf("iter %d step %d (classes %v): dual of %d is %v with the tail bound, %v without", it, step, tail.cls != nil, v, tail.du(v), plain.du(v))
					}
				}
				if plain.stats.Deltas != tail.stats.Deltas {
					t.Fatalf("iter %d step %d (classes %v): %d dual adjustments, %d without", it, step, tail.cls != nil, tail.stats.Deltas, plain.stats.Deltas)
				}
			}
			checkIncremental(t, it*100+step, g, classes)
		}
		var vs []int
		for v := 0; v < n; v++ {
			vs = append(vs, v)
		}
		// The same hint values for both matchers.
		fixed := make([][]uint64, n)
		for v := range fixed {
			fixed[v] = make([]uint64, 3)
			hint(v, fixed[v])
		}
		fixedHint := func(v int, d []uint64) { copy(d, fixed[v]) }
		both := func(f func(m *Incremental)) { f(plain); f(bound); f(classes) }
		both(func(m *Incremental) { m.Reseed(vs, fixedHint); m.Solve() })
		same(-1)
		for step := 0; step < 8; step++ {
			switch r.Intn(4) {
			case 0:
				v := r.Intn(n)
				for u := 0; u < n; u++ {
					if u != v && r.Intn(2) == 0 {
						setEdge(v, u)
					}
				}
				both(func(m *Incremental) { m.Changed(v) })
			case 1:
				v := r.Intn(n)
				if u := plain.Mate(v); u >= 0 && r.Intn(2) == 0 {
					both(func(m *Incremental) { m.Remove(u); m.Remove(v) })
				}
			default:
				// Reseed the head (and sometimes a tail vertex, as the PAB
				// dummy is) after rewriting its edges.
				vs = vs[:0]
				for v := 0; v < start; v++ {
					if r.Intn(4) > 0 {
						vs = append(vs, v)
						for u := 0; u < start; u++ {
							if u != v {
								setEdge(v, u)
							}
						}
					}
				}
				if r.Intn(3) == 0 {
					vs = append(vs, start+r.Intn(n-start))
				}
				for v := range fixed {
					clear(fixed[v])
					hint(v, fixed[v])
				}
				both(func(m *Incremental) { m.Reseed(vs, fixedHint) })
			}
			both(func(m *Incremental) { m.Solve() })
			same(step)
		}
	}
}

// newDenseGraph is a graph of n vertices without edges (weights of words
// words, all zero).
func newDenseGraph(n, words int) *denseGraph {
	g := &denseGraph{n: n, words: words, w: make([][]Weight, n)}
	for i := range g.w {
		g.w[i] = make([]Weight, n)
		for j := range g.w[i] {
			g.w[i][j] = make(Weight, words)
		}
	}
	return g
}
