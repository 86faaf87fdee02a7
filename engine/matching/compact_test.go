package matching

import (
	"math/rand"
	"slices"
	"testing"
)

// compactGraph is a random graph of n vertices (two weight words) with a
// window held as a Compact: classes, a lazily filled table of base
// weights, a bonus per pair (some NoEdge, some base weights zero) and MDP
// pairs below Keep read through the callback. g holds every weight in
// full, the window's as base plus bonus.
type compactGraph struct {
	g    *denseGraph
	c    *Compact
	vert []int // the window's vertices by position
	base []Weight
}

func newCompactGraph(r *rand.Rand, n, start int) *compactGraph {
	g, _ := tailGraph(r, n, start)
	cg := &compactGraph{g: g, c: &Compact{Pos: make([]int, n-r.Intn(2))}}
	c := cg.c
	for v := range c.Pos {
		c.Pos[v] = -1
	}
	for v := 0; v < min(start, len(c.Pos)); v++ {
		if r.Intn(4) > 0 {
			c.Pos[v] = len(cg.vert)
			cg.vert = append(cg.vert, v)
		}
	}
	s := len(cg.vert)
	c.Size, c.Keep, c.Next, c.NC = s, r.Intn(s+1)/2, r.Intn(s+1), 1+r.Intn(3)
	c.Bonus = make([]int32, s*s)
	c.Cls = make([]int32, s)
	for a := range c.Cls {
		c.Cls[a] = int32(r.Intn(c.NC))
	}
	c.Tab = make([]int32, c.NC*c.NC*2)
	for t := range c.Tab {
		c.Tab[t] = -1
	}
	// The base weights, drawn in advance and written to Arena when asked.
	cg.base = make([]Weight, len(c.Tab))
	for t := range cg.base {
		cg.base[t] = Weight{r.Uint64() >> 1, uint64(r.Intn(3))}
		if r.Intn(5) == 0 {
			cg.base[t] = Weight{0, 0}
		}
	}
	c.Entry = func(t, a, b int) int32 {
		if a >= b {
			panic("Entry: positions out of order")
		}
		o := int32(len(c.Arena))
		c.Arena = append(c.Arena, cg.base[t]...)
		c.Tab[t] = o
		return o
	}
	for a := 0; a < s; a++ {
		for b := 0; b < a; b++ {
			cg.setBonus(r, b, a)
		}
	}
	return cg
}

// setBonus draws the bonus of the positions a < b again (or, both below
// Keep, the weight) and writes the full weight into g.
func (cg *compactGraph) setBonus(r *rand.Rand, a, b int) {
	c, u, v := cg.c, cg.vert[a], cg.vert[b]
	if b < c.Keep {
		w := randomWeight(r, 2, r.Intn(3))
		cg.g.w[u][v], cg.g.w[v][u] = w, w
		return
	}
	x := int32(r.Intn(2001) - 1000)
	if r.Intn(6) == 0 {
		x = NoEdge
	}
	c.Bonus[a*c.Size+b], c.Bonus[b*c.Size+a] = x, x
	t := (int(c.Cls[a])*c.NC+int(c.Cls[b]))*2 + b2i(b >= c.Next)
	w := slices.Clone(cg.base[t])
	if x == NoEdge || w.IsZero() {
		clear(w)
	} else {
		addSmall(w, int64(x)) // the base's low word is below 2^63: no carry out
	}
	cg.g.w[u][v], cg.g.w[v][u] = w, w
}

// TestIncrementalCompact checks that a compact window (SetCompact) gives
// exactly the duals and matchings of the weight callback alone, through
// reseeds, warm starts after changes and BestMate, with tail classes.
func TestIncrementalCompact(t *testing.T) {
	r := rand.New(rand.NewSource(17))
	for it := 0; it < 300; it++ {
		n := 4 + 2*r.Intn(4)
		start := 2 + r.Intn(n-1)
		cg := newCompactGraph(r, n, start)
		g, c := cg.g, cg.c
		plain := NewIncremental(n, 2, g.weight)
		fast := NewIncremental(n, 2, g.weight)
		fast.SetCompact(c)
		hint := func(v int, dst []uint64) { dst[1] = uint64(v % 3) }
		all := make([]int, n)
		for v := range all {
			all[v] = v
		}
		for _, m := range []*Incremental{plain, fast} {
			m.SetTail(start, Weight{3, 0})
			m.Reseed(all, hint)
			m.Solve()
		}
		same := func(step int) {
			t.Helper()
			for v := 0; v < n; v++ {
				if plain.Mate(v) != fast.Mate(v) {
					t.Fatalf("iter %d step %d: vertex %d mated to %d compact, %d without", it, step, v, fast.Mate(v), plain.Mate(v))
				}
				if cmpSigned(plain.du(v), fast.du(v)) != 0 {
					t.Fatalf("iter %d step %d: vertex %d dual %v compact, %v without", it, step, v, fast.du(v), plain.du(v))
				}
			}
			checkIncremental(t, it*100+step, g, fast)
		}
		same(-1)
		s := len(cg.vert)
		for step := 0; step < 6 && s > 1; step++ {
			a := r.Intn(s)
			for b := 0; b < s; b++ {
				if b != a && r.Intn(2) == 0 {
					cg.setBonus(r, min(a, b), max(a, b))
				}
			}
			v := cg.vert[a]
			plain.Changed(v)
			fast.Changed(v)
			plain.Solve()
			fast.Solve()
			same(step)
			u, ok1 := plain.BestMate(v, all)
			u2, ok2 := fast.BestMate(v, all)
			if u != u2 || ok1 != ok2 {
				t.Fatalf("iter %d step %d: BestMate(%d) = %d, %v compact, %d, %v without", it, step, v, u2, ok2, u, ok1)
			}
			same(step)
		}
	}
}
