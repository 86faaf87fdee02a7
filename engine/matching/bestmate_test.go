package matching

import (
	"math/big"
	"math/rand"
	"testing"
)

// TestBestMate: BestMate returns the first candidate that some maximum-weight
// perfect matching pairs with v (brute force), leaves an optimal perfect
// matching that pairs them, and keeps doing so after RemovePair; on graphs
// with many equal weights (large tight cliques, blossoms of positive dual)
// and with missing edges.
func TestBestMate(t *testing.T) {
	r := rand.New(rand.NewSource(47))
	var asked, moved, refused int
	for it := 0; it < 1500; it++ {
		n := 4 + 2*r.Intn(4)
		g := &denseGraph{n: n, words: 1 + r.Intn(2)}
		g.w = make([][]Weight, n)
		for i := range g.w {
			g.w[i] = make([]Weight, n)
			for j := range g.w[i] {
				g.w[i][j] = make(Weight, g.words)
			}
		}
		top := 1 + r.Intn(4)
		dummy := it%2 == 1 // the last vertex is joined to all by weight 1, like the pairing's PAB dummy
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				w := make(Weight, g.words)
				switch {
				case dummy && j == n-1:
					w[0] = 1
				case r.Intn(6) > 0:
					w[g.words-1] = uint64(2 + r.Intn(top))
				}
				g.w[i][j], g.w[j][i] = w, w
			}
		}
		m := NewIncremental(n, g.words, g.weight)
		m.Solve()
		for step := 0; step < n/2; step++ {
			var live []int
			for v := 0; v < n; v++ {
				if m.alive[v] {
					live = append(live, v)
				}
			}
			v := live[r.Intn(len(live))]
			u := m.Mate(v)
			if u < 0 {
				break
			}
			var cands []int
			for _, c := range r.Perm(n) {
				if c != v && m.alive[c] {
					cands = append(cands, c)
				}
			}
			adj := g.adj()
			bestCard, best := bruteCardWeight(n, m.alive, adj)
			want := -1
			for _, c := range cands {
				w, ok := adj[[2]int{min(v, c), max(v, c)}]
				if !ok {
					continue
				}
				alive := append([]bool(nil), m.alive...)
				alive[v], alive[c] = false, false
				card, rest := bruteCardWeight(n, alive, adj)
				if card+1 == bestCard && new(big.Int).Add(rest, w).Cmp(best) == 0 {
					want = c
					break
				}
			}
			got, ok := m.BestMate(v, cands)
			if !ok {
				refused++
				break
			}
			asked++
			if 2*bestCard < len(live) {
				t.Fatalf("iter %d: BestMate answered without a perfect matching", it)
			}
			if got != want {
				t.Fatalf("iter %d step %d: BestMate(%d) = %d, want %d (mate was %d, candidates %v)", it, step, v, got, want, u, cands)
			}
			if m.Mate(v) != got {
				t.Fatalf("iter %d: BestMate(%d) = %d but the mate is %d", it, v, got, m.Mate(v))
			}
			if got != u {
				moved++
			}
			checkIncremental(t, it*100+step, g, m)
			m.RemovePair(v, got)
			if r.Intn(3) == 0 {
				m.Solve() // a solve after RemovePair changes nothing but may be needed
				checkIncremental(t, it*100+step, g, m)
			}
		}
	}
	t.Logf("asked %d, moved %d, refused %d", asked, moved, refused)
	if asked < 1000 || moved < 200 || refused == 0 {
		t.Fatalf("too few cases: asked %d, moved %d, refused %d", asked, moved, refused)
	}
}
