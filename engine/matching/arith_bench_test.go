package matching

import (
	"math/rand"
	"testing"
)

func primData(k int) (a, b, w, c []uint64) {
	r := rand.New(rand.NewSource(1))
	a, b, c = make([]uint64, k), make([]uint64, k), make([]uint64, k)
	w = make([]uint64, k-1)
	for i := 0; i < k-1; i++ {
		w[i] = r.Uint64()
		a[i] = w[i]
		b[i] = w[i]
	}
	return
}

// Benchmarks of the word arithmetic on an 11-word tie (a + b = 2w exactly),
// the case that walks every word.

var sinkI int

func BenchmarkPrimSlackCmpTie(b *testing.B) {
	x, y, w, c := primData(11)
	clear(c)
	for i := 0; i < b.N; i++ {
		sinkI += slackCmp(x, y, w, c, 2)
	}
}

func BenchmarkPrimSlackCmp0Tie(b *testing.B) {
	x, y, w, _ := primData(11)
	for i := 0; i < b.N; i++ {
		sinkI += slackCmp0(x, y, w)
	}
}

func BenchmarkPrimSlackSignTie(b *testing.B) {
	x, y, w, _ := primData(11)
	for i := 0; i < b.N; i++ {
		sinkI += slackSign(x, y, w)
	}
}

func BenchmarkPrimSlackInto(b *testing.B) {
	x, y, w, c := primData(11)
	for i := 0; i < b.N; i++ {
		slackInto(c, x, y, w)
	}
}

func BenchmarkPrimTwoWMinus2(b *testing.B) {
	x, y, w, c := primData(11)
	for i := 0; i < b.N; i++ {
		twoWMinus2(c, w, x, y)
	}
}

func BenchmarkPrimCmpSignedTie(b *testing.B) {
	x, _, _, _ := primData(11)
	y := append([]uint64(nil), x...)
	for i := 0; i < b.N; i++ {
		sinkI += cmpSigned(x, y)
	}
}

func BenchmarkPrimSlackSignFTie(b *testing.B) {
	x, y, w, c := primData(11)
	clear(c)
	for i := 0; i < b.N; i++ {
		sinkI += slackSignF(x, y, w, c, 2)
	}
}
