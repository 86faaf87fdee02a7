package tiebreak

import (
	"fmt"
	"sort"
)

// Options of a ranking.
type Options struct {
	// Lots, when not empty, is the drawing of lots: pairing numbers in the
	// order drawn. Players still tied after the whole list are ordered by
	// it (C.07 art. 4.2, last sentence); without it they share a place.
	Lots []int
}

// Standing is one row of the standings.
type Standing struct {
	ID     int     // pairing number
	Place  int     // 1-based; tied players share the first place of their group
	Last   int     // last place of the shared group; Last == Place when alone
	Points Points  // score in half-points
	Values []Value // one per tie-break of the list, in list order (DE: place by direct encounter among equal points)
}

// PlaceText is the place as printed: "3", or "3–4" for a shared place.
func (s Standing) PlaceText() string {
	if s.Last > s.Place {
		return fmt.Sprintf("%d–%d", s.Place, s.Last)
	}
	return fmt.Sprint(s.Place)
}

// Standings are the ranked rows of a tournament under one tie-break list.
type Standings struct {
	Edition Edition
	System  System
	List    []Spec     // the tie-break list (points always come first)
	Rows    []Standing // in rank order; equal places in pairing-number order
}

// Rank ranks every player of t by points, then by list (see
// Calculator.Rank).
func Rank(t *Tournament, list []Spec, opt Options) (*Standings, error) {
	c, err := New(t)
	if err != nil {
		return nil, err
	}
	return c.Rank(list, opt)
}

// Rank orders the players by points, then applies each tie-break of list
// only inside the groups still tied (C.07 art. 4.2); DE works on the group
// still tied when it is reached (art. 6). Groups tied at the end share a
// place unless opt.Lots orders them.
func (c *Calculator) Rank(list []Spec, opt Options) (*Standings, error) {
	cols := make([][]Value, len(list))
	for k, sp := range list {
		col, err := c.Column(sp)
		if err != nil {
			return nil, err
		}
		cols[k] = col
	}
	all := make([]int, len(c.players))
	for i := range all {
		all[i] = i
	}
	pts := make([]Value, len(c.players))
	for i := range pts {
		pts[i] = Half(c.score[i])
	}
	groups := splitBy(all, pts)
	for k, sp := range list {
		var next [][]int
		for _, g := range groups {
			switch {
			case len(g) < 2:
				next = append(next, g)
			case sp.Code == DE:
				next = append(next, c.directEncounter(g)...)
			case sp.LowerFirst():
				next = append(next, splitBy(g, negated(cols[k]))...)
			default:
				next = append(next, splitBy(g, cols[k])...)
			}
		}
		groups = next
	}
	if len(opt.Lots) > 0 {
		groups = c.byLot(groups, opt.Lots)
	}
	s := &Standings{Edition: c.ed, System: c.sys, List: list}
	place := 1
	for _, g := range groups {
		g = append([]int(nil), g...)
		sort.Slice(g, func(a, b int) bool { return c.players[g[a]].ID < c.players[g[b]].ID })
		for _, i := range g {
			row := Standing{ID: c.players[i].ID, Place: place, Last: place + len(g) - 1, Points: c.score[i]}
			for k := range list {
				row.Values = append(row.Values, cols[k][i])
			}
			s.Rows = append(s.Rows, row)
		}
		place += len(g)
	}
	return s, nil
}

// negated turns a lower-first column (TPN, RTNG/R) into one that ranks
// the higher value first; undefined values stay last.
func negated(col []Value) []Value {
	out := make([]Value, len(col))
	for i, v := range col {
		if v.Defined {
			out[i] = Frac(-v.Num, v.Den)
		}
	}
	return out
}

// splitBy orders a group by v descending and splits it into runs of equal
// values.
func splitBy(g []int, v []Value) [][]int {
	g = append([]int(nil), g...)
	sort.SliceStable(g, func(a, b int) bool { return v[g[a]].Cmp(v[g[b]]) > 0 })
	var out [][]int
	for a := 0; a < len(g); {
		b := a + 1
		for b < len(g) && v[g[b]].Cmp(v[g[a]]) == 0 {
			b++
		}
		out = append(out, g[a:b])
		a = b
	}
	return out
}

// byLot splits every tied group by the order of lots; players missing
// from the lots stay tied after the drawn ones.
func (c *Calculator) byLot(groups [][]int, lots []int) [][]int {
	pos := map[int]int{}
	for k, id := range lots {
		if _, dup := pos[id]; !dup {
			pos[id] = k
		}
	}
	v := make([]Value, len(c.players))
	for i, p := range c.players {
		if k, ok := pos[p.ID]; ok {
			v[i] = Int(int64(len(lots) - k))
		}
	}
	var out [][]int
	for _, g := range groups {
		out = append(out, splitBy(g, v)...)
	}
	return out
}

// Filter returns the sub-standings of the players keep accepts (girls,
// U10, veterans…). Values stay those of the whole tournament; places are
// counted among the kept players, and players tied overall stay tied.
func (s *Standings) Filter(keep func(id int) bool) *Standings {
	out := &Standings{Edition: s.Edition, System: s.System, List: s.List}
	for _, r := range s.Rows {
		if keep(r.ID) {
			out.Rows = append(out.Rows, r)
		}
	}
	overall := make([]int, len(out.Rows))
	for k, r := range out.Rows {
		overall[k] = r.Place
	}
	for k := range out.Rows {
		first, n := 0, 0
		for _, p := range overall {
			if p < overall[k] {
				first++
			}
			if p == overall[k] {
				n++
			}
		}
		out.Rows[k].Place, out.Rows[k].Last = first+1, first+n
	}
	return out
}

// Row returns the row of a player, or nil.
func (s *Standings) Row(id int) *Standing {
	for k := range s.Rows {
		if s.Rows[k].ID == id {
			return &s.Rows[k]
		}
	}
	return nil
}
