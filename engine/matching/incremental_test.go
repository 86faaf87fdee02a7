package matching

import (
	"math/big"
	"math/rand"
	"runtime"
	"testing"
)

// bruteCardWeight returns the maximum (cardinality, weight) over all
// matchings of the live vertices, compared lexicographically.
func bruteCardWeight(n int, alive []bool, adj map[[2]int]*big.Int) (int, *big.Int) {
	used := make([]bool, n)
	var rec func(v int) (int, *big.Int)
	rec = func(v int) (int, *big.Int) {
		for v < n && (used[v] || !alive[v]) {
			v++
		}
		if v >= n {
			return 0, new(big.Int)
		}
		used[v] = true
		bc, bw := rec(v + 1)
		for u := v + 1; u < n; u++ {
			w, ok := adj[[2]int{v, u}]
			if !ok || used[u] || !alive[u] {
				continue
			}
			used[u] = true
			c, x := rec(v + 1)
			c++
			x = new(big.Int).Add(x, w)
			if c > bc || (c == bc && x.Cmp(bw) > 0) {
				bc, bw = c, x
			}
			used[u] = false
		}
		used[v] = false
		return bc, bw
	}
	return rec(0)
}

type denseGraph struct {
	n, words int
	w        [][]Weight
}

func (g *denseGraph) weight(i, j int) []uint64 { return g.w[i][j] }

func (g *denseGraph) adj() map[[2]int]*big.Int {
	a := map[[2]int]*big.Int{}
	for i := 0; i < g.n; i++ {
		for j := i + 1; j < g.n; j++ {
			if !g.w[i][j].IsZero() {
				a[[2]int{i, j}] = toBig(g.w[i][j])
			}
		}
	}
	return a
}

func (g *denseGraph) set(r *rand.Rand, i, j, style int) {
	var w Weight
	if r.Intn(4) > 0 {
		w = randomWeight(r, g.words, style)
	} else {
		w = make(Weight, g.words)
	}
	g.w[i][j], g.w[j][i] = w, w
}

func checkIncremental(t *testing.T, it int, g *denseGraph, m *Incremental) {
	t.Helper()
	adj := g.adj()
	card, got := 0, new(big.Int)
	for v := 0; v < g.n; v++ {
		u := m.Mate(v)
		if u < 0 {
			continue
		}
		if !m.alive[v] || !m.alive[u] || m.Mate(u) != v {
			t.Fatalf("iter %d: bad mate %d-%d", it, v, u)
		}
		if v < u {
			w, ok := adj[[2]int{v, u}]
			if !ok {
				t.Fatalf("iter %d: matched non-edge %d-%d", it, v, u)
			}
			card++
			got.Add(got, w)
		}
	}
	wc, ww := bruteCardWeight(g.n, m.alive, adj)
	live := 0
	for _, a := range m.alive {
		if a {
			live++
		}
	}
	// The weight is guaranteed optimal when a perfect matching exists (the
	// pairing engine adds a dummy vertex to make that so); the cardinality
	// is always maximum.
	if 2*wc < live {
		got = ww
	}
	if card != wc || got.Cmp(ww) != 0 {
		t.Fatalf("iter %d: got (%d, %v), optimum (%d, %v)", it, card, got, wc, ww)
	}
}

func TestIncrementalWarmStarts(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for it := 0; it < 600; it++ {
		n := 2 + 2*r.Intn(5)
		style := r.Intn(3)
		g := &denseGraph{n: n, words: 1 + r.Intn(3)}
		g.w = make([][]Weight, n)
		for i := range g.w {
			g.w[i] = make([]Weight, n)
			for j := range g.w[i] {
				g.w[i][j] = make(Weight, g.words)
			}
		}
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				g.set(r, i, j, style)
			}
		}
		m := NewIncremental(n, g.words, g.weight)
		m.Solve()
		checkIncremental(t, it, g, m)
		for step := 0; step < 8; step++ {
			switch r.Intn(3) {
			case 0: // remove a matched pair or a vertex
				v := r.Intn(n)
				if u := m.Mate(v); u >= 0 && r.Intn(2) == 0 {
					m.Remove(u)
				}
				m.Remove(v)
			default: // change the edges at one or two vertices
				for c := 0; c < 1+r.Intn(2); c++ {
					v := r.Intn(n)
					for u := 0; u < n; u++ {
						if u != v && r.Intn(2) == 0 {
							g.set(r, v, u, style)
							m.Changed(u)
						}
					}
					m.Changed(v)
				}
			}
			m.Solve()
			checkIncremental(t, it*100+step, g, m)
		}
	}
}

// TestIncrementalTail checks that the SetTail bound never changes results:
// edges at the tail vertices are light, the others heavy.
func TestIncrementalTail(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for it := 0; it < 500; it++ {
		n := 2 + 2*r.Intn(5)
		start := r.Intn(n + 1)
		g, setEdge := tailGraph(r, n, start)
		max := Weight{3, 0}
		m := NewIncremental(n, 2, g.weight)
		m.SetTail(start, max)
		m.Solve()
		checkIncremental(t, it, g, m)
		for step := 0; step < 6; step++ {
			v := r.Intn(n)
			for u := 0; u < n; u++ {
				if u != v && r.Intn(2) == 0 {
					setEdge(v, u)
				}
			}
			m.Changed(v)
			if r.Intn(4) == 0 {
				if u := m.Mate(v); u >= 0 {
					m.Remove(u)
					m.Remove(v)
				}
			}
			m.Solve()
			checkIncremental(t, it*100+step, g, m)
		}
	}
}

// TestIncrementalMemory: a new matcher holds O(n) words per vertex of the
// graph and no n*n structure (the marks of allowed edges are lists by
// vertex; docs/pairing-speed.md, session 13).
func TestIncrementalMemory(t *testing.T) {
	const n = 9999
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	m := NewIncremental(n, 1, func(i, j int) []uint64 { return []uint64{1} })
	runtime.ReadMemStats(&after)
	if got, dense := after.TotalAlloc-before.TotalAlloc, uint64(n)*n/8; got >= dense/2 {
		t.Fatalf("NewIncremental(%d) allocated %d bytes; an n*n bit set is %d", n, got, dense)
	}
	runtime.KeepAlive(m)
}
