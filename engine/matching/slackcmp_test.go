package matching

import (
	"math/big"
	"math/rand"
	"testing"
)

func signedBig(x []uint64) *big.Int {
	v := toBig(Weight(x))
	if int64(x[len(x)-1]) < 0 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(64*len(x))))
	}
	return v
}

// randWord is a random word, often 0, all ones or small (the carries'
// edge cases).
func randWord(r *rand.Rand) uint64 {
	switch r.Intn(5) {
	case 0:
		return 0
	case 1:
		return ^uint64(0) - uint64(r.Intn(3))
	case 2:
		return uint64(r.Intn(4))
	}
	return r.Uint64()
}

func TestSlackCmp(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	word := func() uint64 { return randWord(r) }
	for it := 0; it < 200000; it++ {
		k := 1 + r.Intn(4)
		a, b, c := make([]uint64, k), make([]uint64, k), make([]uint64, k)
		w := make([]uint64, k-1)
		for i := 0; i < k; i++ {
			a[i], b[i], c[i] = word(), word(), word()
		}
		for i := range w {
			w[i] = word()
		}
		if r.Intn(3) == 0 && k > 1 { // near-tight cases
			copy(b, a)
			copy(w, a[:k-1])
			a[k-1], b[k-1] = 0, 0
		}
		f := uint64(r.Intn(3))
		want := new(big.Int).Add(signedBig(a), signedBig(b))
		want.Sub(want, new(big.Int).Lsh(toBig(Weight(w)), 1))
		want.Sub(want, new(big.Int).Mul(signedBig(c), new(big.Int).SetUint64(f)))
		if got := slackCmp(a, b, w, c, f); got != want.Sign() {
			t.Fatalf("it %d: a=%x b=%x w=%x c=%x f=%d: got %d want %d", it, a, b, w, c, f, got, want.Sign())
		}
		if f == 0 && k > 1 {
			if got := slackCmp0(a, b, w); got != want.Sign() {
				t.Fatalf("slackCmp0 it %d: a=%x b=%x w=%x: got %d want %d", it, a, b, w, got, want.Sign())
			}
		}
	}
}

// smallTopOperands draws k (2..5), k-word numbers a, b, c with small
// signed top words (-2..2) and a (k-1)-word w, for the forms that need the
// value to fit in k words.
func smallTopOperands(r *rand.Rand) (k int, a, b, c, w []uint64) {
	k = 2 + r.Intn(4)
	a, b, c = make([]uint64, k), make([]uint64, k), make([]uint64, k)
	w = make([]uint64, k-1)
	for i := 0; i < k-1; i++ {
		a[i], b[i], c[i], w[i] = randWord(r), randWord(r), randWord(r), randWord(r)
	}
	small := func() uint64 { return uint64(r.Intn(5)) - 2 } // -2..2
	a[k-1], b[k-1], c[k-1] = small(), small(), small()
	return k, a, b, c, w
}

// The bottom-up forms need the value to fit in k words, as duals, weights
// and slacks do (their top word is headroom): the top words here are small.
func TestSlackSign(t *testing.T) {
	r := rand.New(rand.NewSource(10))
	for it := 0; it < 200000; it++ {
		k, a, b, c, w := smallTopOperands(r)
		if r.Intn(3) == 0 { // ties
			copy(b, a)
			copy(w, a[:k-1])
			a[k-1], b[k-1] = 0, 0
			clear(c)
		}
		sum := new(big.Int).Add(signedBig(a), signedBig(b))
		sum.Sub(sum, new(big.Int).Lsh(toBig(Weight(w)), 1))
		if got := slackSign(a, b, w); got != sum.Sign() {
			t.Fatalf("slackSign it %d: a=%x b=%x w=%x: got %d want %d", it, a, b, w, got, sum.Sign())
		}
		for f := uint64(1); f <= 2; f++ {
			want := new(big.Int).Sub(sum, new(big.Int).Mul(signedBig(c), new(big.Int).SetUint64(f)))
			if got := slackSignF(a, b, w, c, f); got != want.Sign() {
				t.Fatalf("slackSignF it %d: a=%x b=%x w=%x c=%x f=%d: got %d want %d", it, a, b, w, c, f, got, want.Sign())
			}
		}
		// twoWMinus2: 2w - a - b, read back as a k-word number.
		dst := make([]uint64, k)
		twoWMinus2(dst, w, a, b)
		want := new(big.Int).Neg(sum)
		if signedBig(dst).Cmp(want) != 0 {
			t.Fatalf("twoWMinus2 it %d: a=%x b=%x w=%x: got %v want %v", it, a, b, w, signedBig(dst), want)
		}
		slackInto(dst, a, b, w)
		if signedBig(dst).Cmp(sum) != 0 {
			t.Fatalf("slackInto it %d: a=%x b=%x w=%x: got %v want %v", it, a, b, w, signedBig(dst), sum)
		}
	}
}

// randBonus is a bonus of a compact window (Compact): often zero or tiny,
// up to the int32 range's extremes.
func randBonus(r *rand.Rand) int32 {
	switch r.Intn(4) {
	case 0:
		return 0
	case 1:
		return int32(r.Intn(7) - 3)
	case 2:
		if r.Intn(2) == 0 {
			return 1<<31 - 1
		}
		return -(1<<31 - 1)
	}
	return int32(r.Uint32())
}

// TestSlackBonus checks the forms with a bonus (a weight w + bonus, as a
// compact window gives it) against math/big: slackCmpB, slackCmp0B and
// slackSignB give the sign of a + b - 2(w + bonus) - f*c, addSmall adds.
func TestSlackBonus(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for it := 0; it < 200000; it++ {
		k, a, b, c, w := smallTopOperands(r)
		bonus := randBonus(r)
		if r.Intn(3) == 0 { // ties: a + b = 2(w + bonus)
			copy(b, a)
			copy(w, a[:k-1])
			a[k-1], b[k-1] = 0, 0
			x := new(big.Int).Sub(signedBig(a), big.NewInt(int64(bonus)))
			if x.Sign() >= 0 && x.BitLen() <= 64*(k-1) {
				for i := range w {
					w[i] = new(big.Int).Rsh(x, uint(64*i)).Uint64()
				}
			}
		}
		full := new(big.Int).Add(toBig(Weight(w)), big.NewInt(int64(bonus)))
		if full.Sign() < 0 {
			continue // a weight plus its bonus is never negative
		}
		sum := new(big.Int).Add(signedBig(a), signedBig(b))
		sum.Sub(sum, new(big.Int).Lsh(full, 1))
		if got := slackCmp0B(a, b, w, bonus); got != sum.Sign() {
			t.Fatalf("slackCmp0B it %d: a=%x b=%x w=%x bonus=%d: got %d want %d", it, a, b, w, bonus, got, sum.Sign())
		}
		if got := slackSignB(a, b, w, bonus); got != sum.Sign() {
			t.Fatalf("slackSignB it %d: a=%x b=%x w=%x bonus=%d: got %d want %d", it, a, b, w, bonus, got, sum.Sign())
		}
		for f := uint64(0); f <= 2; f++ {
			want := new(big.Int).Sub(sum, new(big.Int).Mul(signedBig(c), new(big.Int).SetUint64(f)))
			if got := slackCmpB(a, b, w, c, f, bonus); got != want.Sign() {
				t.Fatalf("slackCmpB it %d: a=%x b=%x w=%x c=%x f=%d bonus=%d: got %d want %d", it, a, b, w, c, f, bonus, got, want.Sign())
			}
		}
		d := append([]uint64(nil), a...)
		x := int64(bonus) * int64(1+r.Intn(2)) * int64(1-2*r.Intn(2))
		addSmall(d, x)
		want := new(big.Int).Add(signedBig(a), big.NewInt(x))
		if want.BitLen() < 64*k-1 && signedBig(d).Cmp(want) != 0 {
			t.Fatalf("addSmall it %d: a=%x x=%d: got %v want %v", it, a, x, signedBig(d), want)
		}
	}
}
