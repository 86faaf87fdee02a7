package prize

import (
	"fmt"
)

// Split is how tied players share prizes.
type Split string

// The rules.
const (
	Hort  Split = "hort"
	Equal Split = "equal"
	// Place gives each prize to the player whose place the tie-breaks
	// decide (seed 003 §4: «місця визначаються» by the tie-breaks; §5:
	// prizes to the winners and prize-winners): no sharing, except among
	// players the tie-breaks cannot separate, who share their places'
	// prizes equally.
	Place Split = "place"
)

// Splits lists the rules in the order a form offers them.
var Splits = []Split{Hort, Equal, Place}

// Known reports whether s is one of the rules.
func Known(s Split) bool {
	for _, k := range Splits {
		if s == k {
			return true
		}
	}
	return false
}

// Prize is one prize: Place in the whole field (Category "") or in a
// category (a sub-standings key such as "girls", "u20"), in hryvnias.
type Prize struct {
	Category string
	Place    int
	Amount   int
}

// Entrant is one player of the final ranking: ID, the points that decide
// ties (half-points; equal points share places), Rank, the place the
// tie-breaks give him (players equal on points and on every tie-break
// have the same Rank; 0 means the tie-breaks separate him from everyone),
// and the categories he belongs to. The ranking is given in final order
// (tie-breaks applied).
type Entrant struct {
	ID         int
	Points     int
	Rank       int
	Categories []string
}

// Award is what one player receives: the category ("" overall), the
// places shared on points (From–To) whose prizes he shares, the places
// of the players the tie-breaks cannot separate from him (RankFrom–RankTo,
// within From–To; RankFrom == RankTo when they separate him), in
// kopiykas.
type Award struct {
	ID               int
	Category         string
	From, To         int
	RankFrom, RankTo int
	Kopiykas         int
}

// Problem names what Check or Distribute refuses.
type Problem int

// The problems: of one prize (Prize, 1-based, with its Place and
// Category), or of the split rule (Split).
const (
	BadPlace       Problem = iota + 1 // Prize, Place < 1
	NegativeAmount                    // Prize
	PlaceTwice                        // Prize, Place, Category
	BadSplit                          // Split
)

// Error is a refusal: the Problem and the values it concerns. It carries
// no sentence: model words it in the interface language.
type Error struct {
	Problem  Problem
	Prize    int
	Place    int
	Category string
	Split    Split
}

func (e *Error) Error() string {
	return fmt.Sprintf("prize: problem %d (prize %d, place %d, category %q, split %q)", e.Problem, e.Prize, e.Place, e.Category, e.Split)
}

// Check refuses a prize list with a place below 1, a negative amount or
// a place listed twice, naming the row (1-based).
func Check(prizes []Prize) error {
	seen := map[[2]any]bool{}
	for i, p := range prizes {
		key := [2]any{p.Category, p.Place}
		switch {
		case p.Place < 1:
			return &Error{Problem: BadPlace, Prize: i + 1, Place: p.Place, Category: p.Category}
		case p.Amount < 0:
			return &Error{Problem: NegativeAmount, Prize: i + 1, Place: p.Place, Category: p.Category}
		case seen[key]:
			return &Error{Problem: PlaceTwice, Prize: i + 1, Place: p.Place, Category: p.Category}
		}
		seen[key] = true
	}
	return nil
}

// Total is the sum of the prizes in hryvnias.
func Total(prizes []Prize) int {
	t := 0
	for _, p := range prizes {
		t += p.Amount
	}
	return t
}

// Distribute gives out the prizes over the ranking by rule split.
func Distribute(ranking []Entrant, prizes []Prize, split Split) ([]Award, error) {
	if err := Check(prizes); err != nil {
		return nil, err
	}
	if !Known(split) {
		return nil, &Error{Problem: BadSplit, Split: split}
	}
	byCat := map[string]map[int]int{} // category → place → amount
	var cats []string
	for _, p := range prizes {
		if byCat[p.Category] == nil {
			byCat[p.Category] = map[int]int{}
			if p.Category != "" {
				cats = append(cats, p.Category)
			}
		}
		byCat[p.Category][p.Place] = p.Amount
	}
	left := map[int]bool{} // players who took a category prize instead of the overall one
	var out []Award
	for round := 0; round <= len(ranking)+1; round++ {
		var field []Entrant
		for _, e := range ranking {
			if !left[e.ID] {
				field = append(field, e)
			}
		}
		overall := share(field, byCat[""], split, "")
		own := map[int]int{}
		for _, a := range overall {
			own[a.ID] = a.Kopiykas
		}
		out = overall
		taken := map[int]bool{}
		changed := false
		for _, c := range cats {
			members := []Entrant{}
			for _, e := range ranking {
				if !taken[e.ID] && in(e.Categories, c) {
					members = append(members, e)
				}
			}
			// Drop members for whom the category prize is no more than
			// their overall share, until none is dropped.
			var got []Award
			for {
				got = share(members, byCat[c], split, c)
				drop := map[int]bool{}
				for _, a := range got {
					if a.Kopiykas > 0 && own[a.ID] >= a.Kopiykas {
						drop[a.ID] = true
					}
				}
				if len(drop) == 0 {
					break
				}
				var keep []Entrant
				for _, e := range members {
					if !drop[e.ID] {
						keep = append(keep, e)
					}
				}
				members = keep
			}
			for _, a := range got {
				if a.Kopiykas == 0 {
					continue
				}
				taken[a.ID] = true
				out = append(out, a)
				if own[a.ID] > 0 && !left[a.ID] {
					left[a.ID], changed = true, true
				}
			}
		}
		if !changed {
			break
		}
	}
	var res []Award
	for _, a := range out {
		if a.Kopiykas > 0 {
			res = append(res, a)
		}
	}
	return res, nil
}

func in(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// share gives the prizes of one ranking (places 1… in order of field),
// tied players (equal Points, adjacent) sharing by split:
//
//   - Equal: the prizes of the places the tie covers, shared equally;
//   - Hort: half of them shared equally, and half following the tie-break
//     places: each group of players the tie-breaks cannot separate shares
//     half of the prizes of its own places equally (so a tie nothing
//     separates gets equal shares);
//   - Place: each such group shares the prizes of its own places (a player
//     the tie-breaks separate takes the prize of his place).
//
// Kopiykas that do not divide go one each to the players in order.
func share(field []Entrant, prizes map[int]int, split Split, cat string) []Award {
	var out []Award
	for a := 0; a < len(field); {
		b := a
		for b+1 < len(field) && field[b+1].Points == field[a].Points {
			b++
		}
		n := b - a + 1
		sum := 0 // hryvnias
		for p := a + 1; p <= b+1; p++ {
			sum += prizes[p]
		}
		groups := rankGroups(field, a, b)
		if sum > 0 {
			parts := make([]int, n)
			equal, own := 100, 0 // kopiykas per hryvnia shared by the whole tie, by the tie-break group
			switch split {
			case Hort:
				equal, own = 50, 50
			case Place:
				equal, own = 0, 100
			}
			spread(parts, sum*equal)
			for _, g := range groups {
				gs := 0
				for p := g[0] + 1; p <= g[1]+1; p++ {
					gs += prizes[p]
				}
				spread(parts[g[0]-a:g[1]-a+1], gs*own)
			}
			for _, g := range groups {
				for i := g[0]; i <= g[1]; i++ {
					out = append(out, Award{ID: field[i].ID, Category: cat, From: a + 1, To: b + 1,
						RankFrom: g[0] + 1, RankTo: g[1] + 1, Kopiykas: parts[i-a]})
				}
			}
		}
		a = b + 1
	}
	return out
}

// spread adds kop kopiykas to parts in equal shares, the remainder one
// each from the first.
func spread(parts []int, kop int) {
	n := len(parts)
	for i := range parts {
		parts[i] += kop / n
		if i < kop%n {
			parts[i]++
		}
	}
}

// rankGroups splits the tie field[a..b] into the runs of players the
// tie-breaks cannot separate (equal non-zero Rank), as index ranges.
func rankGroups(field []Entrant, a, b int) [][2]int {
	var out [][2]int
	for i := a; i <= b; {
		j := i
		for j+1 <= b && field[i].Rank != 0 && field[j+1].Rank == field[i].Rank {
			j++
		}
		out = append(out, [2]int{i, j})
		i = j + 1
	}
	return out
}
