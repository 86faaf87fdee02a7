package team

import (
	"fmt"
	"sort"
)

// Row is one team of the standings.
type Row struct {
	ID     int
	Name   string
	Place  int // tied teams share the first place of their group
	Last   int // last place of the shared group (Last == Place when alone)
	MP, GP int // GP in half-points
	Values []Value
}

// PlaceText is "3", or "3-4" for a shared place.
func (r Row) PlaceText() string {
	if r.Last > r.Place {
		return fmt.Sprintf("%d-%d", r.Place, r.Last)
	}
	return fmt.Sprint(r.Place)
}

// ExtraMatch flags the §3/§19 rule: a team that won every match but placed
// second may play an extra match for first place against the winner.
type ExtraMatch struct {
	Challenger int // the second-placed team that won every match
	Holder     int // the first-placed team
	Played     bool
	Decided    bool // the extra match was played and the challenger won it: places 1 and 2 exchanged
}

// Options of a ranking.
type Options struct {
	// ExtraMatchRule applies the §3/§19 extra match rule (flag it).
	ExtraMatchRule bool
	// Extra is the extra match for first place when it was played (Home
	// = the challenger); a challenger's win exchanges places 1 and 2.
	Extra *Match
}

// Standings of a team competition.
type Standings struct {
	Primary Primary
	List    []Spec
	Rows    []Row
	Records []Record // in Rows order
	Extra   *ExtraMatch
}

// Rank ranks the teams by the primary score and then by list (C.07 art.
// 4.2: each tie-break only among the teams still tied; DE and EDE are
// re-applied to every smaller group still tied, calc.deOrder). Teams tied after the whole list share a place and
// are listed in pairing-number order.
func Rank(t *Tournament, list []Spec, opt Options) (*Standings, error) {
	recs, err := t.Records()
	if err != nil {
		return nil, err
	}
	c := newCalc(t, recs)
	all := make([]int, len(recs))
	for i := range all {
		all[i] = i
	}
	p := t.Settings.Primary
	all = sortedIDs(recs, all)
	sort.SliceStable(all, func(a, b int) bool { return recs[all[a]].score(p) > recs[all[b]].score(p) })
	groups := split(all, func(i int) Value { return Value{N: []int{recs[i].score(p)}, Set: true} }, "")
	vals := make([][]Value, len(recs))
	for i := range vals {
		vals[i] = make([]Value, len(list))
	}
	// Values of group-independent codes are computed once for everybody
	// (shown in every row); DE/EDE for each tied group when it is reached.
	for k, sp := range list {
		if sp.Code == DE || sp.Code == EDE {
			continue
		}
		for i := range recs {
			vals[i][k] = c.value(sp, i, nil)
		}
	}
	for k, sp := range list {
		var next [][]int
		for _, g := range groups {
			if len(g) == 1 {
				next = append(next, g)
				continue
			}
			if sp.Code == DE || sp.Code == EDE {
				for _, i := range g {
					vals[i][k] = c.value(sp, i, g)
				}
				next = append(next, c.deOrder(g, sp.Code)...)
				continue
			}
			sort.SliceStable(g, func(a, b int) bool { return cmpValue(sp.Code, vals[g[a]][k], vals[g[b]][k]) > 0 })
			next = append(next, split(g, func(i int) Value { return vals[i][k] }, sp.Code)...)
		}
		groups = next
	}
	st := &Standings{Primary: p, List: list}
	place := 1
	for _, g := range groups {
		g = sortedIDs(recs, g)
		for _, i := range g {
			r := recs[i]
			st.Rows = append(st.Rows, Row{ID: r.ID, Name: r.Name, Place: place, Last: place + len(g) - 1, MP: r.MP, GP: r.GP, Values: vals[i]})
			st.Records = append(st.Records, r)
		}
		place += len(g)
	}
	if opt.ExtraMatchRule {
		if err := st.extraMatch(t.Settings, opt.Extra); err != nil {
			return nil, err
		}
	}
	return st, nil
}

// split cuts a sorted group where the value changes.
func split(g []int, v func(int) Value, c Code) [][]int {
	var out [][]int
	start := 0
	for i := 1; i <= len(g); i++ {
		if i == len(g) || cmpValue(c, v(g[i-1]), v(g[i])) != 0 {
			out = append(out, append([]int(nil), g[start:i]...))
			start = i
		}
	}
	return out
}

// WonEveryMatch: every round with an opponent ended in a match win (byes
// and rounds without a match are not matches), and there was at least one.
func (r *Record) WonEveryMatch(s Settings) bool {
	n := 0
	for _, rr := range r.Rounds {
		if rr.Opponent == 0 || rr.Own.Kind == NotPaired {
			continue
		}
		if rr.Own.Kind == Pending || rr.Own.MP != s.Win {
			return false
		}
		n++
	}
	return n > 0
}

// extraMatch applies §3/§19: «Если команда выиграла все матчи и при этом
// заняла 2 место, то она имеет право на дополнительный матч за 1 место».
func (st *Standings) extraMatch(s Settings, m *Match) error {
	if len(st.Rows) < 2 || st.Rows[0].Place != 1 || st.Rows[1].Place != 2 {
		return nil // first place shared or nobody second alone
	}
	if !st.Records[1].WonEveryMatch(s) {
		return nil
	}
	x := &ExtraMatch{Challenger: st.Rows[1].ID, Holder: st.Rows[0].ID}
	st.Extra = x
	if m == nil {
		return nil
	}
	if !((m.Home == x.Challenger && m.Away == x.Holder) || (m.Home == x.Holder && m.Away == x.Challenger)) {
		return &DataError{Team: m.Home, Msg: fmt.Sprintf("the extra match must be %d against %d", x.Challenger, x.Holder)}
	}
	out, err := s.Score(*m)
	if err != nil {
		return fmt.Errorf("extra match: %w", err)
	}
	if !out.Complete {
		return nil
	}
	x.Played = true
	ch := out.Home
	if m.Home != x.Challenger {
		ch = out.Away
	}
	if ch.MP == s.Win {
		x.Decided = true
		st.Rows[0], st.Rows[1] = st.Rows[1], st.Rows[0]
		st.Records[0], st.Records[1] = st.Records[1], st.Records[0]
		st.Rows[0].Place, st.Rows[0].Last = 1, 1
		st.Rows[1].Place, st.Rows[1].Last = 2, 2
	}
	return nil
}
