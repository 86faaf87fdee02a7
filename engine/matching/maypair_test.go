package matching

import (
	"math/big"
	"math/rand"
	"testing"
)

// TestMayPair: whenever MayPair says no, no maximum-weight perfect matching
// pairs the two (brute force: the best matching through the edge is worse),
// after Solve and after RemovePair; and it says no to some pairs.
func TestMayPair(t *testing.T) {
	r := rand.New(rand.NewSource(31))
	nos := 0
	for it := 0; it < 400; it++ {
		n := 4 + 2*r.Intn(3)
		g := &denseGraph{n: n, words: 1}
		g.w = make([][]Weight, n)
		for i := range g.w {
			g.w[i] = make([]Weight, n)
			for j := range g.w[i] {
				g.w[i][j] = make(Weight, 1)
			}
		}
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				w := Weight{uint64(1 + r.Intn(3))} // a complete graph: perfect matchings exist
				g.w[i][j], g.w[j][i] = w, w
			}
		}
		m := NewIncremental(n, 1, g.weight)
		m.Solve()
		for step := 0; step < 2; step++ {
			if step == 0 {
				checkIncremental(t, it, g, m)
			}
			adj := g.adj()
			_, best := bruteCardWeight(n, m.alive, adj)
			for v := 0; v < n; v++ {
				for u := 0; u < n; u++ {
					if u == v || !m.alive[v] || !m.alive[u] || m.MayPair(v, u) {
						continue
					}
					nos++
					alive := append([]bool(nil), m.alive...)
					alive[v], alive[u] = false, false
					_, rest := bruteCardWeight(n, alive, adj)
					through := new(big.Int).Add(rest, toBig(g.w[v][u]))
					if through.Cmp(best) >= 0 {
						t.Fatalf("iter %d: MayPair(%d, %d) false, but a matching through it weighs %v (optimum %v)", it, v, u, through, best)
					}
				}
			}
			// Take out a matched pair and ask again (no Solve).
			v := r.Intn(n)
			if !m.alive[v] || m.Mate(v) < 0 {
				break
			}
			m.RemovePair(v, m.Mate(v))
		}
	}
	if nos == 0 {
		t.Fatal("MayPair never said no")
	}
}
