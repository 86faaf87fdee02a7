package matching

import (
	"math/rand"
	"testing"
)

// TestIncrementalReseed checks that Reseed never changes results, whatever
// the hint: changes of many vertices at once are re-solved through Reseed
// with good (additive weights, exact hint), random or zero hints, mixed
// with single changes and removals, and compared with brute force.
func TestIncrementalReseed(t *testing.T) {
	r := rand.New(rand.NewSource(21))
	for it := 0; it < 600; it++ {
		n := 2 + 2*r.Intn(5)
		words := 1 + r.Intn(2)
		g := &denseGraph{n: n, words: words}
		g.w = make([][]Weight, n)
		for i := range g.w {
			g.w[i] = make([]Weight, n)
			for j := range g.w[i] {
				g.w[i][j] = make(Weight, words)
			}
		}
		// additive: w(i,j) = a(i) + a(j) + 1 (plus a little noise), so that
		// the hint 2a(v)+1 makes most edges tight.
		a := make([]uint64, n)
		setAll := func() {
			noise := r.Intn(2) == 0
			for i := range a {
				a[i] = uint64(r.Intn(5))
			}
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					w := make(Weight, words)
					if r.Intn(5) > 0 {
						w[0] = a[i] + a[j] + 1
						if noise && r.Intn(3) == 0 {
							w[0] += uint64(r.Intn(3))
						}
						if words > 1 && r.Intn(2) == 0 {
							w[1] = uint64(r.Intn(2))
						}
					}
					g.w[i][j], g.w[j][i] = w, w
				}
			}
		}
		setAll()
		kind := r.Intn(3)
		hint := func(v int, d []uint64) {
			switch kind {
			case 0:
				d[0] = 2*a[v] + 1
			case 1:
				for i := range d[:len(d)-1] {
					d[i] = uint64(r.Intn(16))
				}
				if r.Intn(3) == 0 { // negative
					for i := range d {
						d[i] = ^d[i]
					}
				}
			}
		}
		m := NewIncremental(n, words, g.weight)
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		m.Reseed(all, hint)
		m.Solve()
		checkIncremental(t, it, g, m)
		for step := 0; step < 6; step++ {
			switch r.Intn(3) {
			case 0:
				v := r.Intn(n)
				m.Remove(v)
			case 1:
				v := r.Intn(n)
				for u := 0; u < n; u++ {
					if u != v && r.Intn(2) == 0 {
						g.set(r, v, u, 0)
					}
				}
				m.Changed(v)
			default:
				setAll()
				var vs []int
				for v := 0; v < n; v++ {
					if r.Intn(4) > 0 {
						vs = append(vs, v)
					} else {
						m.Changed(v)
					}
				}
				m.Reseed(vs, hint)
			}
			m.Solve()
			checkIncremental(t, it*100+step, g, m)
		}
	}
}
