package pdf

import (
	"fmt"
	"testing"
)

// A list that needs more than one page, or is set in two blocks, spreads
// its rows evenly over the pages and blocks (every block as long as the
// first but the last, which is at most a row a block shorter): the
// large-print pairings never leave the last board alone on page 2, and the
// list by name in two blocks never puts one lone line on its last page or
// in its last block.
func TestPagesBalanced(t *testing.T) {
	boards := func(n int) Round {
		r := Round{Meta: Meta{Tournament: "Кубок", Round: 1}}
		for i := 1; i <= n; i++ {
			r.Boards = append(r.Boards, Board{No: i,
				White: Entrant{No: 2*i - 1, Name: fmt.Sprintf("Бойко %d", i)}, Black: Entrant{No: 2 * i, Name: fmt.Sprintf("Гнатюк %d", i)}})
		}
		return r
	}
	for _, tc := range []struct {
		name   string
		build  func(Round) *Document
		blocks int
		perRow int // table rows a board gives
	}{
		{"large", PairingsLarge, 1, 1},
		{"by name, two blocks", PairingsByName, 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			probe := tc.build(boards(ByNameOneBlock))
			capacity := layoutTable(newPDF(probe, Options{}, false), probe).capacity * tc.blocks // rows a page holds
			for _, rows := range []int{capacity - 2, capacity + 2, capacity + 4, 2*capacity + 2, 3 * capacity} {
				n := rows / tc.perRow
				d := tc.build(boards(n))
				l := layoutTable(newPDF(d, Options{}, false), d)
				total := n * tc.perRow
				if l.blocks != tc.blocks {
					t.Fatalf("%d rows: %d blocks, want %d", total, l.blocks, tc.blocks)
				}
				slots := l.pages * l.blocks
				last := total - (slots-1)*l.perPage // rows of the last block
				wantPages := (total + capacity - 1) / capacity
				balanced := slots == 1 || l.perPage == (total+slots-1)/slots
				if l.pages != wantPages || !balanced || last < 1 {
					t.Errorf("%d rows (a page holds %d): %d pages × %d blocks of %d rows, the last block with %d",
						total, capacity, l.pages, l.blocks, l.perPage, last)
				}
			}
		})
	}
}
