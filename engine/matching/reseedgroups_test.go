package matching

import (
	"math/rand"
	"slices"
	"testing"
)

// TestReseedGroups checks Reseed's pairs by group (reseedGroupPairs,
// reseedTailHead) against the pair-by-pair walk of a matcher with neither a
// compact window nor tail classes: the same duals and matchings after every
// reseed and solve, on graphs large enough for the groups to be used, whose
// hints repeat within a class (so that groups hold many vertices), with
// bonuses that differ within a group, missing edges and MDP pairs below
// Keep.
func TestReseedGroups(t *testing.T) {
	r := rand.New(rand.NewSource(29))
	for it := 0; it < 40; it++ {
		n := 90 + r.Intn(50)
		groupGraphRun(t, r, it, n, 66+r.Intn(n-70), false)
	}
}

// TestWindowDeltaGroups checks the dual adjustments' walk of the window by
// group (winGroups; Flat compact windows and windows with bonuses) against the full walk
// (CrossCheckClasses) and the duals and matchings against a matcher without
// compact window and classes.
func TestWindowDeltaGroups(t *testing.T) {
	CrossCheckClasses = true
	defer func() { CrossCheckClasses = false }()
	r := rand.New(rand.NewSource(31))
	for it := 0; it < 8; it++ {
		n := 280 + r.Intn(40)
		groupGraphRun(t, r, it, n, 262+r.Intn(n-266), it%2 == 0)
	}
}

// groupGraphRun makes a graph of n vertices with a compact window below
// start (bonuses 0 or NoEdge only when flat) and tail classes, and runs a
// matcher with both and one without through the same reseeds and solves.
func groupGraphRun(t *testing.T, r *rand.Rand, it, n, start int, flat bool) {
	t.Helper()
	{
		g := newDenseGraph(n, 2)
		// The tail's classes: every edge with an end in the tail weighs
		// zero or table[cls, cls].
		nc := 1 + r.Intn(4)
		cls := make([]int, n)
		for v := range cls {
			cls[v] = r.Intn(nc)
		}
		table := make([][]uint64, nc*nc)
		for a := 0; a < nc; a++ {
			for b := 0; b <= a; b++ {
				w := []uint64{uint64(1 + r.Intn(6)), 0}
				if r.Intn(6) == 0 {
					w = []uint64{0, 0}
				}
				table[a*nc+b], table[b*nc+a] = w, w
			}
		}
		tailMax := []uint64{6, 0}
		// The window: most vertices below the tail, by position.
		c := &Compact{Pos: make([]int, n)}
		var vert []int
		for v := range c.Pos {
			c.Pos[v] = -1
			if v < start && r.Intn(10) > 0 {
				c.Pos[v] = len(vert)
				vert = append(vert, v)
			}
		}
		s := len(vert)
		c.Size, c.Keep, c.Next, c.NC = s, r.Intn(6), r.Intn(s+1), 1+r.Intn(3)
		c.Flat, c.FlatFrom = flat, r.Intn(8) // when flat: bonuses only in the first rows
		c.Bonus = make([]int32, s*s)
		c.Cls = make([]int32, s)
		for a := range c.Cls {
			c.Cls[a] = int32(r.Intn(c.NC))
		}
		c.Tab = make([]int32, c.NC*c.NC*2)
		base := make([]Weight, len(c.Tab))
		for i := range c.Tab {
			c.Tab[i] = -1
			base[i] = Weight{uint64(20 + r.Intn(4)), uint64(r.Intn(2))}
			if r.Intn(8) == 0 {
				base[i] = Weight{0, 0}
			}
		}
		c.Entry = func(t, a, b int) int32 {
			o := int32(len(c.Arena))
			c.Arena = append(c.Arena, base[t]...)
			c.Tab[t] = o
			return o
		}
		setEdge := func(u, v int) {
			w := Weight{0, 0}
			a, b := c.Pos[u], c.Pos[v]
			switch {
			case u >= start || v >= start:
				if r.Intn(5) > 0 {
					w = slices.Clone(Weight(table[cls[u]*nc+cls[v]]))
				}
			case a >= 0 && b >= 0 && (a >= c.Keep || b >= c.Keep):
				x := int32(r.Intn(5) - 2)
				if flat && min(a, b) >= c.FlatFrom {
					x = 0
				} else if flat {
					x = int32(r.Intn(41) - 20) // the MDPs' bonuses
				}
				if r.Intn(7) == 0 {
					x = NoEdge
				}
				c.Bonus[a*s+b], c.Bonus[b*s+a] = x, x
				t := (int(c.Cls[min(a, b)])*c.NC+int(c.Cls[max(a, b)]))*2 + b2i(max(a, b) >= c.Next)
				w = slices.Clone(base[t])
				if x == NoEdge || w.IsZero() {
					clear(w)
				} else {
					addSmall(w, int64(x))
				}
			default:
				if r.Intn(4) > 0 {
					w = Weight{uint64(20 + r.Intn(4)), uint64(r.Intn(3))}
				}
			}
			g.w[u][v], g.w[v][u] = w, w
		}
		for u := 0; u < n; u++ {
			for v := u + 1; v < n; v++ {
				setEdge(u, v)
			}
		}
		hint := func(v int, d []uint64) {
			if a := c.Pos[v]; a >= 0 {
				d[0] = 40 + 2*uint64(c.Cls[a]) + uint64(b2i(a >= c.Next))
			} else {
				d[0] = 38 + uint64(cls[v])
			}
			switch r.Intn(12) {
			case 0:
				d[0]++ // a group of its own
			case 1:
				d[0]-- // one whose term is the largest, if it has an edge
			}
		}
		fixed := make([][]uint64, n)
		for v := range fixed {
			fixed[v] = make([]uint64, 3)
			hint(v, fixed[v])
		}
		fixedHint := func(v int, d []uint64) { copy(d, fixed[v]) }
		plain := NewIncremental(n, 2, g.weight)
		fast := NewIncremental(n, 2, g.weight)
		fast.SetTail(start, tailMax)
		fast.SetTailClasses(cls, nc, table)
		fast.SetCompact(c)
		same := func(step int) {
			t.Helper()
			for v := 0; v < n; v++ {
				if plain.Mate(v) != fast.Mate(v) {
					t.Fatalf("iter %d step %d: vertex %d mated to %d by groups, %d pair by pair", it, step, v, fast.Mate(v), plain.Mate(v))
				}
				if plain.alive[v] && !slices.Equal(plain.du(v), fast.du(v)) {
					t.Fatalf("iter %d step %d: dual of %d is %v by groups, %v pair by pair", it, step, v, fast.du(v), plain.du(v))
				}
			}
		}
		all := make([]int, n)
		for v := range all {
			all[v] = v
		}
		for step := 0; step < 4; step++ {
			vs := all
			if step > 0 {
				// New bonuses in a few rows, then a reseed of most of the
				// graph (the tail sometimes left out).
				for i := 0; i < 3; i++ {
					u := r.Intn(start)
					for v := 0; v < n; v++ {
						if v != u {
							setEdge(u, v)
						}
					}
				}
				vs = nil
				for v := 0; v < n; v++ {
					if v < start || step%2 == 0 {
						vs = append(vs, v)
					}
				}
			}
			for _, m := range []*Incremental{plain, fast} {
				m.Reseed(vs, fixedHint)
			}
			same(step)
			for _, m := range []*Incremental{plain, fast} {
				m.Solve()
			}
			same(step)
		}
	}
}
