package team

import (
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/halfpoint"
	"arbiter/engine/tiebreak"
)

// SpecProblem is what ParseSpec or ParseList refuses.
type SpecProblem int

// The problems: an unknown code, a cut on a code that takes none (or not
// written /C1–/C3), a list with no code at all.
const (
	UnknownCode SpecProblem = iota + 1
	BadCut
	NoCode
)

// SpecError is a refusal of a tie-break code (Code, as written) or of an
// empty list. It carries no sentence: model words it.
type SpecError struct {
	Problem SpecProblem
	Code    string
}

func (e *SpecError) Error() string {
	switch e.Problem {
	case UnknownCode:
		return fmt.Sprintf("team tie-break %q is unknown; known: %s", e.Code, codeList())
	case BadCut:
		return fmt.Sprintf("team tie-break %q: only BH:MP, BH:GP and the E..SB codes take a cut, written /C1, /C2 or /C3", e.Code)
	}
	return fmt.Sprintf("no team tie-break given; codes: %s; presets: %s", codeList(), presetKeys())
}

// ParseSpec reads one code such as "EMGSB", "BH:MP/C1" (any case).
func ParseSpec(s string) (Spec, error) {
	s = strings.TrimSpace(s)
	head, mod, _ := strings.Cut(s, "/")
	var sp Spec
	for _, c := range allCodes {
		if strings.EqualFold(head, string(c)) {
			sp.Code = c
		}
	}
	if sp.Code == "" {
		return sp, &SpecError{Problem: UnknownCode, Code: s}
	}
	if mod != "" {
		if !cuttable(sp.Code) || len(mod) != 2 || (mod[0] != 'C' && mod[0] != 'c') || mod[1] < '1' || mod[1] > '3' {
			return sp, &SpecError{Problem: BadCut, Code: s}
		}
		sp.Cut = int(mod[1] - '0')
	}
	return sp, nil
}

func codeList() string {
	var b []string
	for _, c := range allCodes {
		b = append(b, string(c))
	}
	return strings.Join(b, ", ")
}

// ParseList reads a comma-separated list of codes, or a preset key.
func ParseList(s string) ([]Spec, *Preset, error) {
	if p, ok := PresetByKey(s); ok {
		return p.List, &p, nil
	}
	var out []Spec
	for _, f := range strings.Split(s, ",") {
		if strings.TrimSpace(f) == "" {
			continue
		}
		sp, err := ParseSpec(f)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, sp)
	}
	if len(out) == 0 {
		return nil, nil, &SpecError{Problem: NoCode}
	}
	return out, nil, nil
}

// Value is one tie-break value: a number, or for TBR and BBE a vector
// compared element by element. All in exact integers: GP in half-points,
// products of MP and half-points for the ESB family.
type Value struct {
	N   []int
	Set bool // false: not applicable (DE among teams that did not all meet)
}

// cmp compares two values: >0 when a ranks higher.
func cmpValue(c Code, a, b Value) int {
	for i := 0; i < len(a.N) && i < len(b.N); i++ {
		if a.N[i] != b.N[i] {
			d := a.N[i] - b.N[i]
			if c == BC {
				d = -d
			}
			return d
		}
	}
	return 0
}

// Text prints a value for a table: GP-based values in points («3½», or
// "3.5" when decimal), EGGSB (GP × GP) in quarter points («3¾», "3.75"), counts and MP as
// integers; vectors joined by «/».
func (v Value) Text(c Code, primary Primary, decimal bool) string {
	if !v.Set {
		return ""
	}
	parts := make([]string, len(v.N))
	for i, n := range v.N {
		switch unit(c, primary, i) {
		case 2:
			if decimal {
				parts[i] = Decimal(n)
			} else {
				parts[i] = Half(n)
			}
		case 4:
			if decimal {
				parts[i] = halfpoint.QuarterDecimal(n)
			} else {
				parts[i] = halfpoint.Quarter(n)
			}
		default:
			parts[i] = fmt.Sprint(n)
		}
	}
	return strings.Join(parts, "/")
}

// unit is the divisor of element i of a value of code c: 1 (integers,
// MP), 2 (half-points) or 4 (GP × GP).
func unit(c Code, primary Primary, i int) int {
	gpPrimary := primary == ByGP
	switch c {
	case TBR, BBE, BHGP, BC, EMGSB, EGMSB:
		return 2
	case EGGSB:
		return 4
	case MPvGP:
		if gpPrimary {
			return 1
		}
		return 2
	case DE:
		if gpPrimary {
			return 2
		}
		return 1
	case EDE:
		if (i == 0) == gpPrimary {
			return 2
		}
		return 1
	}
	return 1
}

// calc computes the tie-break values of one tied group.
type calc struct {
	s    Settings
	recs []Record
	idx  map[int]int
	rr   bool             // pre-determined pairings (art. 15.2)
	ed   tiebreak.Edition // art. 16.4: Edition2026 caps the dummy
	adj  [][2]int         // each team's score as its opponents see it (art. 16.3), by Primary
}

func newCalc(t *Tournament, recs []Record) *calc {
	c := &calc{s: t.Settings, recs: recs, idx: make(map[int]int, len(recs)), rr: t.RoundRobin, ed: t.Edition}
	for i, r := range recs {
		c.idx[r.ID] = i
	}
	c.adj = make([][2]int, len(recs))
	for i := range recs {
		for _, by := range []Primary{ByMP, ByGP} {
			c.adj[i][by] = c.adjusted(i, by)
		}
	}
	return c
}

func (c *calc) secondary() Primary {
	if c.s.Primary == ByGP {
		return ByMP
	}
	return ByGP
}

// draw is a drawn match's score in p: the draw's MP, or half of the boards.
func (c *calc) draw(p Primary) int {
	if p == ByGP {
		return c.s.Boards
	}
	return c.s.Draw
}

// voluntary reports a voluntarily unplayed round (art. 16.2.3–16.2.5): a
// match lost by forfeit (either way), a round without a match, a bye the
// team asked for worth less than a win on every board. Played matches,
// forfeit wins and the pairing-allocated bye are not.
func (c *calc) voluntary(rr RoundRecord) bool {
	switch rr.Own.Kind {
	case Played, ForfeitWin, ByeRound, Pending:
		return false
	case Requested:
		return rr.Own.GP < 2*c.s.Boards
	}
	return true
}

// adjusted is team i's total in p as its opponents count it (art. 16.3):
// a round without an opponent after the team's last round that was not
// voluntarily unplayed (category 16.2.5) counts as a draw. In a round
// robin nothing is adjusted (art. 15.2: art. 16 is not used).
func (c *calc) adjusted(i int, p Primary) int {
	r := &c.recs[i]
	last := 0
	for k, rr := range r.Rounds {
		if !c.voluntary(rr) {
			last = k + 1
		}
	}
	n := 0
	for k, rr := range r.Rounds {
		switch {
		case rr.Own.Kind == Pending:
		case k+1 <= last || rr.Opponent != 0 || c.rr:
			n += sideScore(rr.Own, p)
		default:
			n += c.draw(p)
		}
	}
	return n
}

// value of spec sp for team i within the tied group g (indexes into recs).
func (c *calc) value(sp Spec, i int, g []int) Value {
	r := &c.recs[i]
	switch sp.Code {
	case MPvGP:
		return Value{N: []int{r.score(c.secondary())}, Set: true}
	case WIN:
		n := 0
		for _, rr := range r.Rounds {
			if rr.Own.Kind != Pending && rr.Own.Kind != NotPaired && rr.Own.Kind != DoubleLoss && rr.Own.MP == c.s.Win {
				n++
			}
		}
		return Value{N: []int{n}, Set: true}
	case TBR:
		return Value{N: append([]int(nil), r.Boards...), Set: true}
	case BBE:
		v := make([]int, 0, len(r.Boards))
		sum := 0
		for _, b := range r.Boards {
			sum += b
		}
		for k := len(r.Boards) - 1; k >= 1; k-- {
			sum -= r.Boards[k]
			v = append(v, sum)
		}
		return Value{N: v, Set: true}
	case BC:
		n := 0
		for b, p := range r.Boards {
			n += (b + 1) * p
		}
		return Value{N: []int{n}, Set: true}
	case DE, EDE:
		return c.direct(sp.Code, i, g)
	case EMMSB, EMGSB, EGMSB, EGGSB:
		oppBy, ownBy := ByMP, ByMP
		if sp.Code == EGMSB || sp.Code == EGGSB {
			oppBy = ByGP
		}
		if sp.Code == EMGSB || sp.Code == EGGSB {
			ownBy = ByGP
		}
		return c.sum(i, sp.Cut, func(opp int, own Side) int { return opp * sideScore(own, ownBy) }, oppBy)
	case BHMP, BHGP:
		by := ByMP
		if sp.Code == BHGP {
			by = ByGP
		}
		return c.sum(i, sp.Cut, func(opp int, _ Side) int { return opp }, by)
	}
	return Value{}
}

// contribution is one round's share of a Buchholz or Sonneborn-Berger sum.
type contribution struct {
	opp, val int // the opponent's (or dummy's) score and the contribution
	vur      bool
}

// sum adds a contribution per round, f giving it from the opponent's
// score in oppBy and the team's own side. A match played over the board
// (in a round robin: every match, forfeits too, art. 15.2) counts the
// opponent's adjusted score (art. 16.3). In a round robin a round without
// a match is no contribution at all. In a team Swiss a round not played
// over the board counts against a dummy with the team's own score (art.
// 16.4); under the 2026 text not more than the scheduled opponent's
// adjusted score for a forfeit (16.4.1), nor than a draw in every round
// for a bye or a round without a match (16.4.2). Cut-n (art. 14.1, 16.5)
// removes, n times, the contribution of the lowest opponent (the lowest
// contribution among opponents tied on the lowest score) or, when it is
// larger, the lowest contribution of a voluntarily unplayed round.
func (c *calc) sum(i, cut int, f func(opp int, own Side) int, oppBy Primary) Value {
	r := &c.recs[i]
	var cs []contribution
	for _, rr := range r.Rounds {
		if rr.Own.Kind == Pending {
			continue
		}
		paired := rr.Opponent != 0
		var opp int
		switch {
		case paired && (c.rr || rr.Own.Kind == Played):
			opp = c.adj[c.idx[rr.Opponent]][oppBy]
		case c.rr:
			continue // the free round of a round robin
		default:
			opp = r.score(oppBy)
			if c.ed == tiebreak.Edition2026 {
				if paired {
					opp = min(opp, c.adj[c.idx[rr.Opponent]][oppBy])
				} else {
					opp = min(opp, c.draw(oppBy)*len(r.Rounds))
				}
			}
		}
		vur := !(paired && (c.rr || rr.Own.Kind == Played)) && c.voluntary(rr)
		cs = append(cs, contribution{opp: opp, val: f(opp, rr.Own), vur: vur})
	}
	cut = min(cut, len(r.Rounds))
	for ; cut > 0 && len(cs) > 0; cut-- {
		lsv, v := -1, -1
		for k, x := range cs {
			if lsv < 0 || x.opp < cs[lsv].opp || (x.opp == cs[lsv].opp && x.val < cs[lsv].val) {
				lsv = k
			}
			if x.vur && (v < 0 || x.opp < cs[v].opp || (x.opp == cs[v].opp && x.val < cs[v].val)) {
				v = k
			}
		}
		drop := lsv
		if v >= 0 && cs[v].val >= cs[lsv].val {
			drop = v
		}
		cs = append(cs[:drop], cs[drop+1:]...)
	}
	n := 0
	for _, x := range cs {
		n += x.val
	}
	return Value{N: []int{n}, Set: true}
}

// direct is the Direct Encounter value shown for team i of the tied group
// g (art. 6; art. 13.3 for EDE): the primary score (EDE: then the
// secondary) from the matches between members of g. It is set only when
// every two of them have met; the order itself is deOrder's.
func (c *calc) direct(code Code, i int, g []int) Value {
	in := make(map[int]bool, len(g))
	for _, j := range g {
		in[c.recs[j].ID] = true
	}
	var pri, sec int
	r := &c.recs[i]
	for _, rr := range r.Rounds {
		if !c.meets(rr, in) {
			continue
		}
		pri += sideScore(rr.Own, c.s.Primary)
		sec += sideScore(rr.Own, c.secondary())
	}
	if !c.allMet(g, in) {
		return Value{N: []int{0, 0}, Set: false}
	}
	if code == EDE {
		return Value{N: []int{pri, sec}, Set: true}
	}
	return Value{N: []int{pri}, Set: true}
}

// meets reports a round that enters the mini-table of the teams in: a
// match against one of them played over the board (in a round robin,
// forfeits too: art. 15.2).
func (c *calc) meets(rr RoundRecord, in map[int]bool) bool {
	if rr.Opponent == 0 || !in[rr.Opponent] || rr.Own.Kind == Pending {
		return false
	}
	return c.rr || rr.Own.Kind == Played
}

func (c *calc) allMet(g []int, in map[int]bool) bool {
	if c.rr {
		return true
	}
	for _, j := range g {
		met := make(map[int]bool)
		for _, rr := range c.recs[j].Rounds {
			if c.meets(rr, in) {
				met[rr.Opponent] = true
			}
		}
		if len(met) < len(g)-1 {
			return false
		}
	}
	return true
}

// deOrder splits the tied group g by Direct Encounter (art. 6) or, for
// EDE, the extended one (art. 13.3): one pass of the mini-table on the
// primary score (deOnce), repeated on every smaller group still tied until
// nothing changes (art. 6.2: "re-applied"); for EDE then the same on the
// secondary score, and back to the primary whenever the secondary
// separated someone, until neither changes anything (FIDE TEC's reading,
// README «Team tie-breaks»). The groups come best first.
func (c *calc) deOrder(g []int, code Code) [][]int {
	scores := []Primary{c.s.Primary}
	if code == EDE {
		scores = append(scores, c.secondary())
	}
	groups := [][]int{g}
	changed := make([]bool, len(scores))
	for k := range changed {
		changed[k] = true
	}
	which := 0
	for loop := 0; loop < 30 && anyTrue(changed); loop++ {
		var next [][]int
		n := 0
		for _, grp := range groups {
			if len(grp) == 1 {
				next = append(next, grp)
				continue
			}
			sub := c.deOnce(grp, scores[which])
			n += len(sub) - 1
			next = append(next, sub...)
		}
		groups = next
		if n == 0 {
			changed[which] = false
			which = (which + 1) % len(scores)
		} else {
			for k := range changed {
				changed[k] = true
			}
		}
	}
	return groups
}

func anyTrue(b []bool) bool {
	for _, x := range b {
		if x {
			return true
		}
	}
	return false
}

// deOnce is one pass of art. 6 on group g in score p. Each team's
// mini-score is the sum, over the other members it met, of its average
// score against that member (art. 6.1.2; computed here times the least
// common multiple of the meeting counts, to stay in integers). When every
// two members have met (always in a round robin) the mini-scores order
// the group; otherwise (art. 6.2, a Swiss) a team is placed alone only if
// its mini-score beats what every team below it could reach winning all
// its missing matches, from the top, and the rest stay tied.
func (c *calc) deOnce(g []int, p Primary) [][]int {
	in := make(map[int]bool, len(g))
	for _, j := range g {
		in[c.recs[j].ID] = true
	}
	type mini struct {
		i         int
		sum, cnt  map[int]int
		val, vmax int
	}
	ms := make([]mini, len(g))
	l := 1
	for k, j := range g {
		m := mini{i: j, sum: map[int]int{}, cnt: map[int]int{}}
		for _, rr := range c.recs[j].Rounds {
			if c.meets(rr, in) {
				m.sum[rr.Opponent] += sideScore(rr.Own, p)
				m.cnt[rr.Opponent]++
			}
		}
		for _, n := range m.cnt {
			l = lcm(l, n)
		}
		ms[k] = m
	}
	win := c.s.Win
	if p == ByGP {
		win = 2 * c.s.Boards
	}
	all := true
	for k := range ms {
		m := &ms[k]
		for o, s := range m.sum {
			m.val += s * l / m.cnt[o]
		}
		m.vmax = m.val
		if missing := len(g) - 1 - len(m.cnt); missing > 0 && !c.rr {
			all = false
			m.vmax += missing * win * l
		}
	}
	sort.SliceStable(ms, func(a, b int) bool {
		if ms[a].val != ms[b].val {
			return ms[a].val > ms[b].val
		}
		if !all && ms[a].vmax != ms[b].vmax {
			return ms[a].vmax > ms[b].vmax
		}
		return c.recs[ms[a].i].ID < c.recs[ms[b].i].ID
	})
	var out [][]int
	cur := []int{ms[0].i}
	unique := true
	for k := 1; k < len(ms); k++ {
		split := false
		if all {
			split = ms[k].val != ms[k-1].val
		} else if unique {
			best := ms[k].vmax
			for _, m := range ms[k:] {
				best = max(best, m.vmax)
			}
			split = ms[k-1].val > best
			unique = split
		}
		if split {
			out = append(out, cur)
			cur = nil
		}
		cur = append(cur, ms[k].i)
	}
	return append(out, cur)
}

func lcm(a, b int) int {
	x, y := a, b
	for y != 0 {
		x, y = y, x%y
	}
	return a / x * b
}
