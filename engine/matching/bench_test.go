package matching

import (
	"math/rand"
	"testing"
)

func benchGraph(n, words int) []Edge {
	r := rand.New(rand.NewSource(3))
	var edges []Edge
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if r.Intn(10) < 7 {
				edges = append(edges, Edge{i, j, randomWeight(r, words, 2)})
			}
		}
	}
	return edges
}

func BenchmarkMaxWeight100(b *testing.B) {
	edges := benchGraph(100, 4)
	for b.Loop() {
		MaxWeight(100, edges)
	}
}

func BenchmarkMaxWeight300(b *testing.B) {
	edges := benchGraph(300, 4)
	for b.Loop() {
		MaxWeight(300, edges)
	}
}
