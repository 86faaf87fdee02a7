package swiss

import (
	"math/rand"
	"runtime"
	"testing"
)

// TestCompat: the lists of who may not meet whom (weightCtx.met) answer
// every pair as the opponents and the forbidden pairs say, and their
// memory grows with the games played, not with the square of the field:
// 9,999 players after ten rounds must not allocate the n*n bit set the
// lists replaced (docs/pairing-speed.md, session 13).
func TestCompat(t *testing.T) {
	const n, rounds = 9999, 10
	rng := rand.New(rand.NewSource(1))
	ps := make([]*player, n)
	for i := range ps {
		ps[i] = &player{id: 1 + i, opponents: map[int]bool{}}
	}
	for r := 0; r < rounds; r++ {
		perm := rng.Perm(n)
		for i := 0; i+1 < n; i += 2 {
			a, b := ps[perm[i]], ps[perm[i+1]]
			a.opponents[b.id], b.opponents[a.id] = true, true
		}
	}
	// A long forbidden group (more than the linear search's 16 entries)
	// and a pair, one end outside the field.
	var group []int
	for i := 0; i < 40; i++ {
		group = append(group, 1+rng.Intn(n))
	}
	forbidden := [][]int{group, {7, n + 5}}
	inGroup := map[int]bool{}
	for _, id := range group {
		inGroup[id] = true
	}

	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	met := newCompat(ps, forbidden)
	runtime.ReadMemStats(&after)
	if got, dense := after.TotalAlloc-before.TotalAlloc, uint64(n)*n/8; got >= dense/2 {
		t.Fatalf("newCompat of %d players after %d rounds allocated %d bytes; the n*n bit set is %d", n, rounds, got, dense)
	}

	want := func(i, j int) bool {
		a, b := ps[i], ps[j]
		return a.opponents[b.id] || inGroup[a.id] && inGroup[b.id] && a.id != b.id
	}
	check := func(i, j int) {
		if got := met.has(i, j); got != want(i, j) {
			t.Fatalf("players %d and %d: may not meet %v, want %v", ps[i].id, ps[j].id, got, want(i, j))
		}
	}
	for i, p := range ps {
		for id := range p.opponents {
			check(i, id-1)
		}
		check(i, rng.Intn(n))
	}
	for _, a := range group {
		for _, b := range group {
			check(a-1, b-1)
		}
	}
}
