package matching

import "math/rand"

// tailGraph is a random dense graph of n vertices, two weight words, whose
// edges at the tail (vertices from start on) are light (0–3 in the first
// word) and the others random and heavier; a quarter of the edges are
// absent. setEdge draws the edge i–j again, as the warm-start tests do
// between solves.
func tailGraph(r *rand.Rand, n, start int) (g *denseGraph, setEdge func(i, j int)) {
	g = &denseGraph{n: n, words: 2}
	g.w = make([][]Weight, n)
	for i := range g.w {
		g.w[i] = make([]Weight, n)
		for j := range g.w[i] {
			g.w[i][j] = make(Weight, 2)
		}
	}
	setEdge = func(i, j int) {
		w := make(Weight, 2)
		if r.Intn(4) > 0 {
			if i >= start || j >= start {
				w[0] = uint64(r.Intn(4))
			} else {
				w = randomWeight(r, 2, r.Intn(3))
			}
		}
		g.w[i][j], g.w[j][i] = w, w
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			setEdge(i, j)
		}
	}
	return g, setEdge
}
