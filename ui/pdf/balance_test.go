package pdf

import (
	"fmt"
	"testing"
)

// A one-block list that needs more than one page spreads its rows evenly
// (the last page short by at most one row a page before it): the
// large-print pairings never leave the last board alone on page 2.
func TestPagesBalanced(t *testing.T) {
	boards := func(n int) Round {
		r := Round{Meta: Meta{Tournament: "Кубок", Round: 1}}
		for i := 1; i <= n; i++ {
			r.Boards = append(r.Boards, Board{No: i,
				White: Entrant{No: 2*i - 1, Name: fmt.Sprintf("Бойко %d", i)}, Black: Entrant{No: 2 * i, Name: fmt.Sprintf("Гнатюк %d", i)}})
		}
		return r
	}
	one := layoutTable(newPDF(PairingsLarge(boards(1)), Options{}, false), PairingsLarge(boards(1)))
	capacity := one.perPage // boards a large-print page holds
	for _, n := range []int{capacity, capacity + 1, 2*capacity + 1, 3 * capacity} {
		d := PairingsLarge(boards(n))
		l := layoutTable(newPDF(d, Options{}, false), d)
		last := n - (l.pages-1)*l.perPage
		if l.pages*capacity < n || last < 1 || last < l.perPage-(l.pages-1) {
			t.Errorf("%d boards (a page holds %d): %d pages of %d, the last with %d", n, capacity, l.pages, l.perPage, last)
		}
	}
}
