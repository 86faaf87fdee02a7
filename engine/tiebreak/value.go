package tiebreak

import (
	"fmt"
	"strconv"
)

// Value is an exact tie-break value: a fraction Num/Den (Den > 0), or
// undefined (ARO/TPR of a player without games over the board). Undefined
// sorts below every defined value.
type Value struct {
	Num, Den int64
	Defined  bool
}

// Undefined is the value of a tie-break that cannot be computed.
var Undefined = Value{}

// Int returns the value n.
func Int(n int64) Value { return Value{Num: n, Den: 1, Defined: true} }

// Frac returns the value num/den, reduced.
func Frac(num, den int64) Value {
	if den < 0 {
		num, den = -num, -den
	}
	g := gcd(abs64(num), den)
	if g > 1 {
		num, den = num/g, den/g
	}
	return Value{Num: num, Den: den, Defined: true}
}

// Half returns the value of p half-points.
func Half(p Points) Value { return Frac(int64(p), 2) }

func quarter(q int64) Value { return Frac(q, 4) }

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	if a == 0 {
		return 1
	}
	return a
}

func abs64(a int64) int64 {
	if a < 0 {
		return -a
	}
	return a
}

// Cmp compares v and w: -1, 0 or +1. Undefined is lowest.
func (v Value) Cmp(w Value) int {
	switch {
	case !v.Defined && !w.Defined:
		return 0
	case !v.Defined:
		return -1
	case !w.Defined:
		return 1
	}
	a, b := v.Num*w.Den, w.Num*v.Den
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Add returns v + w (undefined if either is).
func (v Value) Add(w Value) Value {
	if !v.Defined || !w.Defined {
		return Undefined
	}
	return Frac(v.Num*w.Den+w.Num*v.Den, v.Den*w.Den)
}

// String writes the value as a plain decimal with at most two places and
// no trailing zeros ("4", "12.5", "19.75"), rounding half up beyond two
// places; "-" when undefined. This is the corpus and TRF-2026 format.
func (v Value) String() string {
	if !v.Defined {
		return "-"
	}
	neg := v.Num < 0
	n := abs64(v.Num)
	h := (n*100*2 + v.Den) / (2 * v.Den) // hundredths, half up
	s := strconv.FormatInt(h/100, 10)
	if f := h % 100; f != 0 {
		frac := fmt.Sprintf("%02d", f)
		if frac[1] == '0' {
			frac = frac[:1]
		}
		s += "." + frac
	}
	if neg && h != 0 {
		s = "-" + s
	}
	return s
}

// Fixed writes the value with exactly places decimals (half up), for
// printed standings ("12.50"); "-" when undefined.
func (v Value) Fixed(places int) string {
	if !v.Defined {
		return "-"
	}
	scale := int64(1)
	for i := 0; i < places; i++ {
		scale *= 10
	}
	n := abs64(v.Num)
	h := (n*scale*2 + v.Den) / (2 * v.Den)
	s := strconv.FormatInt(h/scale, 10)
	if places > 0 {
		s += fmt.Sprintf(".%0*d", places, h%scale)
	}
	if v.Num < 0 && h != 0 {
		s = "-" + s
	}
	return s
}

// roundHalfUp returns v rounded to the nearest integer, .5 up.
func (v Value) roundHalfUp() int64 {
	n, d := v.Num, v.Den
	// floor((2n + d) / 2d)
	q := 2*n + d
	dd := 2 * d
	r := q / dd
	if q%dd != 0 && q < 0 {
		r--
	}
	return r
}

func fmtHalf(p Points) string { return Half(p).String() }
