package season

import (
	"fmt"
	"math/big"
	"strings"
)

// Dec parses an exact decimal such as "1.3" or "0.8". It panics on a
// malformed literal, so it is meant for constants; use ParseDec for input.
func Dec(s string) *big.Rat {
	r, err := ParseDec(s)
	if err != nil {
		panic(err)
	}
	return r
}

// ParseDec parses an exact decimal number with a decimal point (or comma, as
// Ukrainian documents write it): an optional minus, at most 9 digits before
// and 6 after the point. Fractions, exponents ("1p3000000", "1e5"), base
// prefixes ("0x10") and longer numbers are refused: a coefficient has at
// most 6 decimals, and a 200,000-digit number would make every table
// computation crawl.
func ParseDec(s string) (*big.Rat, error) {
	t := strings.TrimSpace(strings.Replace(s, ",", ".", 1))
	if why := decProblem(t); why != "" {
		if len(s) > 40 {
			s = s[:40] + "…"
		}
		return nil, fmt.Errorf("season: %q %s", s, why)
	}
	r, ok := new(big.Rat).SetString(t)
	if !ok {
		return nil, fmt.Errorf("season: %q %s", s, notDecimal)
	}
	return r, nil
}

const notDecimal = "is not a decimal number like 1, 0.8 or 1.25"

// decProblem says what keeps t (trimmed, a point for a comma) from being a
// number ParseDec takes, "" when nothing does: not a decimal at all, or too
// many digits before or after the point, each said as it is.
func decProblem(t string) string {
	whole, frac, dot := strings.Cut(strings.TrimPrefix(t, "-"), ".")
	if whole == "" || (dot && frac == "") || !allDigits(whole) || !allDigits(frac) {
		return notDecimal
	}
	if len(whole) > maxWholeDigits {
		return fmt.Sprintf("has %d digits before the point: a coefficient has at most %d (and %d after the point)", len(whole), maxWholeDigits, maxFracDigits)
	}
	if len(frac) > maxFracDigits {
		return fmt.Sprintf("has %d digits after the point: at most %d", len(frac), maxFracDigits)
	}
	return ""
}

// The digits ParseDec takes before and after the point.
const (
	maxWholeDigits = 9
	maxFracDigits  = 6
)

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// FormatDec writes r as an exact decimal with a decimal point and no
// trailing zeros: 19.488, 18, 7.92, 33.1296. Every value this package
// produces is a finite decimal (coefficients are tenths, points halves); a
// value that is not is written with 10 decimals, rounded.
func FormatDec(r *big.Rat) string {
	if r == nil {
		return ""
	}
	digits := decimals(r)
	s := r.FloatString(digits)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	return s
}

// decimals returns how many decimal digits r needs exactly (at most 10).
func decimals(r *big.Rat) int {
	d := new(big.Int).Set(r.Denom())
	two, five := big.NewInt(2), big.NewInt(5)
	n2, n5 := 0, 0
	m := new(big.Int)
	for {
		q, rem := new(big.Int).QuoRem(d, two, m)
		if rem.Sign() != 0 {
			break
		}
		d, n2 = q, n2+1
	}
	for {
		q, rem := new(big.Int).QuoRem(d, five, m)
		if rem.Sign() != 0 {
			break
		}
		d, n5 = q, n5+1
	}
	if d.Cmp(big.NewInt(1)) != 0 {
		return 10
	}
	return min(max(n2, n5), 10)
}

// halves converts half-points to an exact number of points.
func halves(p int) *big.Rat { return big.NewRat(int64(p), 2) }

func mul(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }

func add(a, b *big.Rat) *big.Rat { return new(big.Rat).Add(a, b) }

func zero() *big.Rat { return new(big.Rat) }
