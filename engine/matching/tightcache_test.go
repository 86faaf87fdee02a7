package matching

import (
	"math/rand"
	"slices"
	"testing"
)

// TestTightCacheSameState: two matchers on the same graph, one keeping the
// tight edges of the vertices its BestMate searches scan (tightCache) and
// one walking every vertex in every scan, go through the same solves,
// transpositions (BestMate), frozen pairs (RemovePair) and weight changes
// (Changed); every answer, mate and dual must be the same after every
// step. The graphs have few distinct weights (large tight cliques, so that
// the searches scan the same vertices again) and missing edges. A cached
// list that kept a dead vertex, lost the walk's order or outlived a change
// of a dual or a weight makes the two differ.
func TestTightCacheSameState(t *testing.T) {
	r := rand.New(rand.NewSource(36))
	hits, listHits := 0, 0
	for it := 0; it < 300; it++ {
		n := 10 + 2*r.Intn(10)
		words := 1 + r.Intn(2)
		w := make([][]Weight, n)
		for i := range w {
			w[i] = make([]Weight, n)
			for j := range w[i] {
				w[i][j] = make(Weight, words)
			}
		}
		set := func(i, j int) {
			x := make(Weight, words)
			if r.Intn(5) > 0 {
				x[words-1] = uint64(2 + r.Intn(3))
			}
			w[i][j], w[j][i] = x, x
		}
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				set(i, j)
			}
		}
		g := &denseGraph{n: n, words: words, w: w}
		a := NewIncremental(n, words, g.weight) // with the cache
		b := NewIncremental(n, words, g.weight)
		b.tc.off = true
		same := func(step string) {
			t.Helper()
			for v := 0; v < n; v++ {
				if a.Mate(v) != b.Mate(v) || !slices.Equal(a.du(v), b.du(v)) {
					t.Fatalf("graph %d, after %s: vertex %d has mate %d, dual %v with the cache; %d, %v without", it, step, v, a.Mate(v), a.du(v), b.Mate(v), b.du(v))
				}
			}
		}
		a.Solve()
		b.Solve()
		same("the first solve")
		for step := 0; step < 3*n; step++ {
			var live []int
			for v := 0; v < n; v++ {
				if a.alive[v] {
					live = append(live, v)
				}
			}
			if len(live) < 4 {
				break
			}
			v := live[r.Intn(len(live))]
			switch op := r.Intn(5); {
			case op == 0:
				// A weight changes: both re-solve.
				for _, u := range live {
					if u != v && r.Intn(2) == 0 {
						set(v, u)
					}
				}
				a.Changed(v)
				b.Changed(v)
				a.Solve()
				b.Solve()
				same("a change and a solve")
			case op == 1 && a.Solved() && a.Mate(v) >= 0:
				u := a.Mate(v)
				a.RemovePair(v, u)
				b.RemovePair(v, u)
				if !a.Solved() {
					a.Solve()
					b.Solve()
				}
				same("a frozen pair")
			default:
				cands := slices.Clone(live)
				r.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
				before := a.Stats().Scans
				ca, oka := a.BestMate(v, cands)
				cb, okb := b.BestMate(v, cands)
				if ca != cb || oka != okb {
					t.Fatalf("graph %d: BestMate(%d) = %d, %v with the cache; %d, %v without", it, v, ca, oka, cb, okb)
				}
				if !oka && !a.Solved() {
					a.Solve()
					b.Solve()
				}
				if a.Stats().Scans > before {
					hits++
				}
				same("a transposition")
			}
		}
		listHits += a.tc.hits
	}
	if hits < 100 || listHits < 100 {
		t.Fatalf("only %d transpositions searched and %d lists read again: the test does not exercise the cache", hits, listHits)
	}
	t.Logf("%d transpositions searched, %d lists read again", hits, listHits)
}
