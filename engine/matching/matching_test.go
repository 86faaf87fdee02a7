package matching

import (
	"math/big"
	"math/rand"
	"testing"
)

func toBig(w Weight) *big.Int {
	r := new(big.Int)
	for i := len(w) - 1; i >= 0; i-- {
		r.Lsh(r, 64)
		r.Or(r, new(big.Int).SetUint64(w[i]))
	}
	return r
}

// bruteForce returns the maximum total weight over all matchings.
func bruteForce(n int, adj map[[2]int]*big.Int) *big.Int {
	used := make([]bool, n)
	var rec func(v int) *big.Int
	rec = func(v int) *big.Int {
		for v < n && used[v] {
			v++
		}
		if v >= n {
			return new(big.Int)
		}
		used[v] = true
		best := rec(v + 1) // v unmatched
		for u := v + 1; u < n; u++ {
			w, ok := adj[[2]int{v, u}]
			if !ok || used[u] {
				continue
			}
			used[u] = true
			t := new(big.Int).Add(w, rec(v+1))
			if t.Cmp(best) > 0 {
				best = t
			}
			used[u] = false
		}
		used[v] = false
		return best
	}
	return rec(0)
}

func randomWeight(r *rand.Rand, words int, style int) Weight {
	w := make(Weight, words)
	switch style {
	case 0: // small values: many ties
		w[0] = uint64(r.Intn(4))
	case 1: // large multi-word values
		for i := range w {
			w[i] = r.Uint64()
		}
		w[words-1] >>= 2
	default: // lexicographic fields: high word small, low words random
		w[words-1] = uint64(r.Intn(3))
		for i := 0; i < words-1; i++ {
			w[i] = uint64(r.Intn(5)) << uint(r.Intn(63))
		}
	}
	return w
}

func TestMaxWeightAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for iter := 0; iter < 3000; iter++ {
		n := 1 + r.Intn(11)
		words := 1 + r.Intn(3)
		style := r.Intn(3)
		density := r.Float64()
		var edges []Edge
		adj := map[[2]int]*big.Int{}
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				if r.Float64() > density {
					continue
				}
				w := randomWeight(r, words, style)
				if w.IsZero() {
					continue
				}
				if r.Intn(2) == 0 {
					edges = append(edges, Edge{i, j, w})
				} else {
					edges = append(edges, Edge{j, i, w})
				}
				adj[[2]int{i, j}] = toBig(w)
			}
		}
		mate := MaxWeight(n, edges)
		got := new(big.Int)
		for v, u := range mate {
			if u < 0 {
				continue
			}
			if u == v || mate[u] != v {
				t.Fatalf("iter %d: inconsistent mate %v", iter, mate)
			}
			if v < u {
				w, ok := adj[[2]int{v, u}]
				if !ok {
					t.Fatalf("iter %d: matched non-edge %d-%d", iter, v, u)
				}
				got.Add(got, w)
			}
		}
		want := bruteForce(n, adj)
		if got.Cmp(want) != 0 {
			t.Fatalf("iter %d (n=%d style=%d): weight %v, optimum %v", iter, n, style, got, want)
		}
	}
}

func TestMaxWeightDeterministic(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	var edges []Edge
	for i := 0; i < 30; i++ {
		for j := i + 1; j < 30; j++ {
			edges = append(edges, Edge{i, j, randomWeight(r, 2, 0)})
		}
	}
	a := MaxWeight(30, edges)
	for k := 0; k < 5; k++ {
		b := MaxWeight(30, edges)
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("run %d differs at %d", k, i)
			}
		}
	}
}

func TestMaxWeightEdgeCases(t *testing.T) {
	if m := MaxWeight(0, nil); len(m) != 0 {
		t.Fatalf("empty graph: %v", m)
	}
	m := MaxWeight(3, []Edge{{0, 0, Weight{5}}, {0, 7, Weight{1}}, {1, 2, Weight{0}}})
	for v, u := range m {
		if u != -1 {
			t.Fatalf("vertex %d matched to %d through an ignored edge", v, u)
		}
	}
}
