package lot

import (
	"reflect"
	"testing"
)

// The first outputs of SplitMix64 from state 0 are published with the
// generator (e.g. the reference splitmix64.c test vector).
func TestSplitMix64KnownValues(t *testing.T) {
	g := splitMix64(0)
	want := []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f}
	for i, w := range want {
		if got := g.next(); got != w {
			t.Fatalf("output %d = %#x, want %#x", i, got, w)
		}
	}
}

func TestDrawIsAPermutationAndRepeats(t *testing.T) {
	for _, tc := range []struct {
		n    int
		seed uint64
	}{{1, 7}, {2, 7}, {10, 0}, {10, 20261201}, {40, 123456789}} {
		a, b := Draw(tc.n, tc.seed), Draw(tc.n, tc.seed)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("Draw(%d, %d) differs between two calls: %v %v", tc.n, tc.seed, a, b)
		}
		seen := make([]bool, tc.n+1)
		for _, v := range a {
			if v < 1 || v > tc.n || seen[v] {
				t.Fatalf("Draw(%d, %d) = %v is not a permutation of 1..%d", tc.n, tc.seed, a, tc.n)
			}
			seen[v] = true
		}
	}
	if got := Draw(0, 1); len(got) != 0 {
		t.Errorf("Draw(0) = %v, want empty", got)
	}
}

// The draw worked by hand from the documented algorithm: n = 4, seed 0.
// Outputs (mod i+1): i=3: 0xe220a8397b1dcdaf mod 4 = 3 (…af = 1010 1111,
// low two bits 11) → swap 3,3; i=2: 0x6e789e6aa1b965f4 mod 3; i=1:
// 0x06c45d188009454f mod 2 = 1 → swap 1,1.
func TestDrawByHand(t *testing.T) {
	m3 := uint64(0x6e789e6aa1b965f4) % 3 // written out: the test states the rule, not the code
	want := []int{1, 2, 3, 4}
	want[2], want[m3] = want[m3], want[2]
	if got := Draw(4, 0); !reflect.DeepEqual(got, want) {
		t.Errorf("Draw(4, 0) = %v, want %v", got, want)
	}
}

func TestDifferentSeedsDiffer(t *testing.T) {
	if reflect.DeepEqual(Draw(20, 1), Draw(20, 2)) {
		t.Error("seeds 1 and 2 give the same draw of 20")
	}
}
