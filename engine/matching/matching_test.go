package matching

import (
	"math/big"
	"math/rand"
)

func toBig(w Weight) *big.Int {
	r := new(big.Int)
	for i := len(w) - 1; i >= 0; i-- {
		r.Lsh(r, 64)
		r.Or(r, new(big.Int).SetUint64(w[i]))
	}
	return r
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
