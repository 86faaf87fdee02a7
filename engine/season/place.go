package season

import (
	"fmt"
	"math/big"
)

// Place is a rank, shared when To > From ("3-4").
type Place struct{ From, To int }

func (p Place) String() string {
	if p.To > p.From {
		return fmt.Sprintf("%d-%d", p.From, p.To)
	}
	return fmt.Sprint(p.From)
}

// Shared reports whether the place is shared.
func (p Place) Shared() bool { return p.To > p.From }

// Places assigns places to n entries already sorted by total descending:
// entries with equal totals share the place ("3-4").
func Places(n int, total func(i int) *big.Rat) []Place {
	return PlacesBy(n, func(i, j int) bool { return total(i).Cmp(total(j)) == 0 })
}

// PlacesBy assigns places to n sorted entries; consecutive entries for
// which equal reports true share the place.
func PlacesBy(n int, equal func(i, j int) bool) []Place {
	out := make([]Place, n)
	for i := 0; i < n; {
		j := i + 1
		for j < n && equal(i, j) {
			j++
		}
		for k := i; k < j; k++ {
			out[k] = Place{i + 1, j}
		}
		i = j
	}
	return out
}
