package matching

import (
	"math/bits"
)

// Weight is an unsigned multi-word integer: little-endian 64-bit words
// (Weight[0] holds the least significant bits). A nil or all-zero Weight
// is zero, which means "no edge".
type Weight []uint64

// IsZero reports whether w is zero.
func (w Weight) IsZero() bool {
	for _, x := range w {
		if x != 0 {
			return false
		}
	}
	return true
}

// Cmp compares a and b as unsigned integers of possibly different lengths:
// -1 if a < b, 0 if equal, +1 if a > b.
func Cmp(a, b Weight) int {
	n := len(a)
	if len(b) > n {
		n = len(b)
	}
	for i := n - 1; i >= 0; i-- {
		var x, y uint64
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}

// The helpers below work on fixed-width two's-complement numbers of k
// words stored inside flat slices; the top bit of the top word is the sign.

// add sets dst = a + b.
func add(dst, a, b []uint64) {
	var c uint64
	for i := range dst {
		dst[i], c = bits.Add64(a[i], b[i], c)
	}
}

// sub sets dst = a - b.
func sub(dst, a, b []uint64) {
	var c uint64
	for i := range dst {
		dst[i], c = bits.Sub64(a[i], b[i], c)
	}
}

// cmpSigned compares two k-word two's-complement numbers.
func cmpSigned(a, b []uint64) int {
	k := len(a) - 1
	if a[k] != b[k] {
		if int64(a[k]) < int64(b[k]) {
			return -1
		}
		return 1
	}
	for i := k - 1; i >= 0; i-- {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// sign returns -1, 0 or +1.
func sign(a []uint64) int {
	if int64(a[len(a)-1]) < 0 {
		return -1
	}
	for _, x := range a {
		if x != 0 {
			return 1
		}
	}
	return 0
}

// half sets dst = a / 2 (arithmetic shift; a is non-negative and even here).
func half(dst, a []uint64) {
	k := len(a)
	for i := 0; i < k; i++ {
		v := a[i] >> 1
		if i+1 < k {
			v |= a[i+1] << 63
		} else {
			v |= a[i] & (1 << 63)
		}
		dst[i] = v
	}
}

// slackCmp returns the sign of a + b - 2w - f*c, where a, b and c are k-word
// two's-complement numbers (c may be nil: zero), w is an unsigned number of
// k-1 words and f is 0, 1 or 2. It works from the most significant word
// down: the value is the sum over words i of x_i * 2^(64i) with x_i = a_i +
// b_i - 2w_i - f*c_i (top words signed), |x_i| < 2^67, so once the partial
// value reaches 9 units of the current word in magnitude the lower words
// cannot change its sign; usually one or two words decide.
func slackCmp(a, b, w, c []uint64, f uint64) int { return slackCmpB(a, b, w, c, f, 0) }

// slackCmpB is slackCmp of the weight w + bonus (a small signed number
// added at the least significant bit; w + bonus must not be negative): the
// sign of a + b - 2w - 2bonus - f*c. The bonus changes only the lowest
// word's term, by less than 2^33, so the bound that stops the walk holds.
func slackCmpB(a, b, w, c []uint64, f uint64, bonus int32) int {
	k := len(a)
	var hi int64 // partial value = hi*2^64 + lo (two's complement, 128 bits)
	var lo uint64
	for i := k - 1; i >= 0; i-- {
		top := i == k-1
		// R*2^64, R = previous partial value (|R| <= 8).
		hi, lo = int64(lo), 0
		var cy uint64
		lo, cy = bits.Add64(lo, a[i], 0)
		hi += int64(cy)
		if top && int64(a[i]) < 0 {
			hi--
		}
		lo, cy = bits.Add64(lo, b[i], 0)
		hi += int64(cy)
		if top && int64(b[i]) < 0 {
			hi--
		}
		if !top {
			wi := w[i]
			lo, cy = bits.Sub64(lo, wi<<1, 0)
			hi -= int64(wi>>63) + int64(cy)
		}
		if f != 0 && c != nil {
			ph, pl := bits.Mul64(c[i], f)
			if top && int64(c[i]) < 0 {
				ph -= f
			}
			lo, cy = bits.Sub64(lo, pl, 0)
			hi -= int64(ph) + int64(cy)
		}
		if i == 0 && bonus != 0 {
			hi, lo = sub128Small(hi, lo, 2*int64(bonus))
		}
		switch {
		case hi > 0 || (hi == 0 && lo >= 9):
			return 1
		case hi < -1 || (hi == -1 && lo <= ^uint64(0)-8):
			return -1
		}
		if i == 0 {
			break
		}
	}
	return sign128(hi, lo)
}

// sign128 is the sign of the 128-bit two's-complement number hi*2^64 + lo.
func sign128(hi int64, lo uint64) int {
	switch {
	case hi == 0 && lo == 0:
		return 0
	case hi < 0:
		return -1
	}
	return 1
}

// slackSign returns the sign of a + b - 2w (a, b: k-word two's-complement
// numbers, w: k-1 unsigned words), computed in full from the least
// significant word: no branch per word, which beats slackCmp's top-down
// walk when the value is zero or decided only in the low words (a tight
// edge, or a tie with the best value so far: most of Reseed's comparisons).
func slackSign(a, b, w []uint64) int {
	kw := len(w)
	a, b = a[:kw+1], b[:kw+1]
	var c, br, or, x, prev uint64
	for i, wi := range w {
		x, c = bits.Add64(a[i], b[i], c)
		x, br = bits.Sub64(x, wi<<1|prev>>63, br)
		prev = wi
		or |= x
	}
	x, _ = bits.Add64(a[kw], b[kw], c)
	x, _ = bits.Sub64(x, prev>>63, br)
	return signOf(x, or)
}

// slackSignB is slackSign of the weight w + bonus (see slackCmpB): the
// sign of a + b - 2w - 2bonus, the bonus sign-extended in a chain of its
// own.
func slackSignB(a, b, w []uint64, bonus int32) int {
	kw := len(w)
	a, b = a[:kw+1], b[:kw+1]
	x2 := 2 * int64(bonus)
	e, ext := uint64(x2), uint64(x2>>63)
	var c, br, bb, or, x, prev uint64
	for i, wi := range w {
		x, c = bits.Add64(a[i], b[i], c)
		x, br = bits.Sub64(x, wi<<1|prev>>63, br)
		x, bb = bits.Sub64(x, e, bb)
		e = ext
		prev = wi
		or |= x
	}
	x, _ = bits.Add64(a[kw], b[kw], c)
	x, _ = bits.Sub64(x, prev>>63, br)
	x, _ = bits.Sub64(x, e, bb)
	return signOf(x, or)
}

// addSmall adds the signed x to the k-word two's-complement number d.
func addSmall(d []uint64, x int64) {
	ext := uint64(x >> 63)
	var c uint64
	d[0], c = bits.Add64(d[0], uint64(x), 0)
	for i := 1; i < len(d); i++ {
		d[i], c = bits.Add64(d[i], ext, c)
	}
}

// signOf is the sign of a number whose top word is top and whose other
// words OR to low.
func signOf(top, low uint64) int {
	switch {
	case int64(top) < 0:
		return -1
	case low|top != 0:
		return 1
	}
	return 0
}

// slackCmp0 is slackCmp(a, b, w, nil, 0): the sign of a + b - 2w from the
// most significant word down (see slackCmp), with the top word peeled off.
func slackCmp0(a, b, w []uint64) int { return slackCmp0B(a, b, w, 0) }

// slackCmp0B is slackCmp0 of the weight w + bonus (see slackCmpB): the sign
// of a + b - 2w - 2bonus.
func slackCmp0B(a, b, w []uint64, bonus int32) int {
	k := len(a)
	a, b = a[:k], b[:k]
	w = w[:k-1]
	// Top word: a and b signed, no w.
	var hi int64
	lo, cy := bits.Add64(a[k-1], b[k-1], 0)
	hi = int64(cy) - int64(a[k-1]>>63) - int64(b[k-1]>>63)
	for i := k - 2; ; i-- {
		// Decided once |R| >= 9, R = hi*2^64 + lo: hi is 0 or -1 below.
		if uint64(hi+1) > 1 || (hi == 0 && lo >= 9) || (hi == -1 && lo <= ^uint64(0)-8) {
			if hi >= 0 {
				return 1
			}
			return -1
		}
		if i < 0 {
			break
		}
		// R*2^64 + a_i + b_i - 2w_i, R = hi*2^64 + lo with |R| <= 8.
		wi := w[i]
		hi = int64(lo)
		var br uint64
		lo, cy = bits.Add64(a[i], b[i], 0)
		lo, br = bits.Sub64(lo, wi<<1, 0)
		hi += int64(cy) - int64(br) - int64(wi>>63)
		if i == 0 && bonus != 0 {
			hi, lo = sub128Small(hi, lo, 2*int64(bonus))
		}
	}
	return sign128(hi, lo)
}

// sub128Small returns hi*2^64 + lo - x (128-bit two's complement).
func sub128Small(hi int64, lo uint64, x int64) (int64, uint64) {
	var c uint64
	if x >= 0 {
		lo, c = bits.Sub64(lo, uint64(x), 0)
		return hi - int64(c), lo
	}
	lo, c = bits.Add64(lo, uint64(-x), 0)
	return hi + int64(c), lo
}

// slackSignF is slackSign less f*c (f is 1 or 2, c a k-word
// two's-complement number): the sign of a + b - 2w - f*c in full from the
// least significant word. The value must fit in k words, as it does for
// duals, weights and slacks (the top word is headroom).
func slackSignF(a, b, w, c []uint64, f uint64) int {
	kw := len(w)
	a, b, c = a[:kw+1], b[:kw+1], c[:kw+1]
	// x = a + b - (2w + f*c), the subtrahend built in its own chain.
	var cy, br, cs, or, x, s, prev, prevC uint64
	for i, wi := range w {
		ci := c[i]
		fc := ci
		if f == 2 {
			fc = ci<<1 | prevC>>63
		}
		s, cs = bits.Add64(wi<<1|prev>>63, fc, cs)
		x, cy = bits.Add64(a[i], b[i], cy)
		x, br = bits.Sub64(x, s, br)
		prev, prevC = wi, ci
		or |= x
	}
	fc := c[kw]
	if f == 2 {
		fc = fc<<1 | prevC>>63
	}
	s, _ = bits.Add64(prev>>63, fc, cs)
	x, _ = bits.Add64(a[kw], b[kw], cy)
	x, _ = bits.Sub64(x, s, br)
	return signOf(x, or)
}
