package lot

// splitMix64 is the SplitMix64 generator: a 64-bit state advanced by the
// golden-ratio constant and mixed by two multiply-xorshift steps.
type splitMix64 uint64

func (s *splitMix64) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Draw returns the numbers 1..n in the order the lot with seed gives
// them: element i is the number of the player ranked i+1 in the initial
// ranking list. n < 1 gives an empty slice.
func Draw(n int, seed uint64) []int {
	if n < 1 {
		return []int{}
	}
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	g := splitMix64(seed)
	for i := n - 1; i > 0; i-- {
		j := int(g.next() % uint64(i+1))
		out[i], out[j] = out[j], out[i]
	}
	return out
}
