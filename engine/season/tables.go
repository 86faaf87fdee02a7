package season

import "math/big"

// Row is one player's line in the Golden or Silver Cup table.
type Row struct {
	Player  *Player
	Place   Place
	Total   *big.Rat
	Terms   []Term // every result of the cup, counted ones first
	Warning string // e.g. unknown age coefficient; "" when none
}

// Counted returns the counted terms, best first.
func (r *Row) Counted() []Term {
	n := 0
	for n < len(r.Terms) && r.Terms[n].Counted {
		n++
	}
	return r.Terms[:n]
}

// Tables is the computed season: both cups, clubs, coaches, the award list,
// declaration conflicts and data warnings.
type Tables struct {
	Year      int
	Rules     Rules
	Gold      []Row
	Silver    []Row
	R         map[int64]*big.Rat // R = F_gold + F_silver per player (001)
	Clubs     []TeamRow
	Coaches   []TeamRow
	Awards    []Award
	Conflicts []Conflict
	Warnings  []string
}

// CompareRows orders two cup rows: -1 when a ranks above b, +1 below, 0
// when they share the place (equal total and equal tie-breaks).
func CompareRows(a, b Row, tbs []string) int {
	if c := a.Total.Cmp(b.Total); c != 0 {
		return -c
	}
	for _, tb := range tbs {
		ca, cb := a.Counted(), b.Counted()
		switch tb {
		case TieMoreCounted:
			if len(ca) != len(cb) {
				return cmpInt(len(cb), len(ca))
			}
		case TieLargerW1:
			if c := best(cb).Cmp(best(ca)); c != 0 {
				return c
			}
		}
	}
	return 0
}

func best(ts []Term) *big.Rat {
	if len(ts) == 0 {
		return zero()
	}
	return ts[0].W
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func personLess(a, b *Player) bool {
	if c := Collate(a.Surname, b.Surname); c != 0 {
		return c < 0
	}
	if c := Collate(a.Name, b.Name); c != 0 {
		return c < 0
	}
	return a.ID < b.ID
}
