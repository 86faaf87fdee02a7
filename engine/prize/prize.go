package prize

import (
	"fmt"
	"sort"
)

// Split is how tied players share prizes.
type Split string

// The two rules.
const (
	Hort  Split = "hort"
	Equal Split = "equal"
)

// Prize is one prize: Place in the whole field (Category "") or in a
// category (a sub-standings key such as "girls", "u20"), in hryvnias.
type Prize struct {
	Category string
	Place    int
	Amount   int
}

// Entrant is one player of the final ranking: ID, the points that decide
// ties (half-points; equal points share places) and the categories he
// belongs to. The ranking is given in final order (tie-breaks applied).
type Entrant struct {
	ID         int
	Points     int
	Categories []string
}

// Award is what one player receives: the category ("" overall) and the
// places shared (From–To) whose prizes he shares, in kopiykas.
type Award struct {
	ID       int
	Category string
	From, To int
	Kopiykas int
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
	if split != Hort && split != Equal {
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
// tied players (equal Points, adjacent) sharing by split.
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
		if sum > 0 {
			parts := make([]int, n)
			pool := sum * 100 // kopiykas shared equally
			if split == Hort {
				pool = sum * 50
				for i := range parts {
					parts[i] = prizes[a+1+i] * 50
				}
			}
			for i := range parts {
				parts[i] += pool / n
				if i < pool%n {
					parts[i]++
				}
			}
			for i, k := range parts {
				out = append(out, Award{ID: field[a+i].ID, Category: cat, From: a + 1, To: b + 1, Kopiykas: k})
			}
		}
		a = b + 1
	}
	return out
}

// ByID orders awards by the ranking's order of their players.
func ByID(awards []Award, ranking []Entrant) {
	pos := map[int]int{}
	for i, e := range ranking {
		pos[e.ID] = i
	}
	sort.SliceStable(awards, func(i, j int) bool { return pos[awards[i].ID] < pos[awards[j].ID] })
}
