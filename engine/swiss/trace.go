package swiss

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sort"

	"arbiter/engine/trf"
)

// PairChecklist pairs round `round` of t as PairWith does and records the
// round's checklist while the engine decides: the engine calls the tracer
// after each bracket (bracket.go run), for the Burstein groups, pairs and
// bye (burstein.go), and the colours come from the same rule functions
// that orient the result (colourRule, bColourRule). Without a tracer those
// calls are skipped by a nil check, so Pair and PairWith cost nothing more.
//
// The reasons of the changes (Change.Criterion) compare, with the engine's
// own edge weights of the bracket (weight.go, dutch.md F.4), the pairs the
// engine made with the pairs of the first candidate: the most significant
// criterion field where they differ is the criterion that forced the
// change.
func PairChecklist(t *trf.Tournament, round int, o Options) (Pairing, *Checklist, error) {
	if t == nil {
		return Pairing{}, nil, errors.New("swiss: no tournament")
	}
	at, err := withAccelerations(t, round, o)
	if err != nil {
		return Pairing{}, nil, err
	}
	tr := &tracer{c: &Checklist{System: o.System, Baku: o.Baku && len(t.Accelerations) == 0, Round: round, TopScore: -1}}
	var p Pairing
	if o.System == Burstein {
		if round < 1 {
			return Pairing{}, nil, fmt.Errorf("swiss: round %d out of range", round)
		}
		ps, all, err := buildPlayers(at, round)
		if err != nil {
			return Pairing{}, nil, err
		}
		tr.notes(ps)
		tr.c.Initial = exportColour(initialColour(at, all))
		if p, err = pairBurstein(at, round, tr); err != nil {
			return Pairing{}, nil, err
		}
	} else if p, err = tr.dutch(at, round); err != nil {
		return Pairing{}, nil, err
	}
	tr.number(p)
	return p, tr.c, nil
}

// tracer records the checklist (PairChecklist).
type tracer struct {
	c     *Checklist
	pairs [][2]*player // the Dutch pairs in the order the brackets made them
	// Dutch: the brackets as they were paired (for the PAB's reasons).
	snaps    []snapshot
	pairedIn map[int]int // vertex -> index in snaps of the bracket that paired it
	partner  map[int]int // vertex -> vertex of its pair
}

// snapshot is a paired bracket with the weight context it was paired in
// (the engine changes the C9 flag afterwards).
type snapshot struct {
	b   *bracket
	ctx weightCtx
}

// dutch is pair (pair.go) with the tracer on.
func (tr *tracer) dutch(t *trf.Tournament, round int) (Pairing, error) {
	if err := checkRound(t, round); err != nil {
		return Pairing{}, err
	}
	ps, all, err := buildPlayers(t, round)
	if err != nil {
		return Pairing{}, err
	}
	tr.notes(ps)
	e := newEngine(t, ps, round)
	e.cancel = context.Background()
	e.tr = tr
	tr.c.TopScore = e.ctx.topScore
	tr.pairedIn, tr.partner = map[int]int{}, map[int]int{}
	mate, err := e.run()
	if err != nil {
		return Pairing{}, err
	}
	init := initialColour(t, all)
	tr.c.Initial = exportColour(init)
	for _, pr := range tr.pairs {
		p, o := pr[0], pr[1]
		if p.id > o.id {
			p, o = o, p
		}
		c, rule := colourRule(p, o, init) // as result orients the pair
		bd := Board{White: p.id, Black: o.id}
		if c == black {
			bd = Board{White: o.id, Black: p.id}
		}
		tr.board(p, o, bd, rule)
	}
	for v, m := range mate {
		if m == v {
			tr.bye(e, v)
		}
	}
	return result(t, ps, all, mate), nil
}

// notes records the players' state before the round.
func (tr *tracer) notes(ps []*player) {
	for _, p := range ps {
		n := PlayerNote{ID: p.id, Rank: p.rank + 1, Score: p.score, RealScore: p.realScore,
			Pref: exportColour(p.pref), Repeated: exportColour(p.repeated), PABEligible: p.eligible,
			Float1: exportFloat(p.float1), Float2: exportFloat(p.float2)}
		for id := range p.opponents {
			n.Opponents = append(n.Opponents, id)
		}
		sort.Ints(n.Opponents)
		for _, c := range p.colours {
			n.Colours += string(exportColour(c))
			if c == white {
				n.CD++
			} else {
				n.CD--
			}
		}
		switch {
		case p.absolute():
			n.Strength = Absolute
		case p.strong:
			n.Strength = StrongPref
		case p.pref != noColour:
			n.Strength = Mild
		}
		tr.c.Players = append(tr.c.Players, n)
	}
}

func exportFloat(f float) Float {
	switch f {
	case floatDown:
		return FloatDown
	case floatUp:
		return FloatUp
	}
	return NoFloat
}

// board records a board and the colour rule that oriented it.
func (tr *tracer) board(p, o *player, bd Board, rule int) {
	n := BoardNote{White: bd.White, Black: bd.Black, Rule: rule}
	granted := func(x *player) bool {
		return (bd.White == x.id && x.pref == white) || (bd.Black == x.id && x.pref == black)
	}
	switch rule {
	case 2, 4:
		n.Decider = o.id
		if granted(p) {
			n.Decider = p.id
		}
	case 5:
		hi := p
		if (tr.c.System == Burstein && o.rank < p.rank) || (tr.c.System != Burstein && higher(o, p)) {
			hi = o
		}
		n.Decider = hi.id
	}
	tr.c.Boards = append(tr.c.Boards, n)
}

// number gives the board notes the board numbers of the result.
func (tr *tracer) number(p Pairing) {
	at := map[Board]int{}
	for i, b := range p.Boards {
		at[b] = i + 1
	}
	for i := range tr.c.Boards {
		b := &tr.c.Boards[i]
		b.No = at[Board{White: b.White, Black: b.Black}]
	}
	sort.SliceStable(tr.c.Boards, func(i, j int) bool { return tr.c.Boards[i].No < tr.c.Boards[j].No })
}

// bracket records a bracket the engine has just paired (the hook in run):
// its players, halves, pairs, moved-down players and the changes from the
// first candidate with their criteria.
func (tr *tracer) bracket(e *engine, b *bracket) {
	ps := e.ps
	bn := BracketNote{No: len(tr.c.Brackets) + 1, Score: ps[b.vert[0]].score}
	if b.begin < b.next {
		bn.Score = ps[b.vert[b.begin]].score
	}
	snap := len(tr.snaps)
	tr.snaps = append(tr.snaps, snapshot{b: b, ctx: *e.ctx})
	ctx := &tr.snaps[snap].ctx
	partner := map[int]int{}
	var pairedMDPs, residents []int
	for li := 0; li < b.next; li++ {
		v := b.vert[li]
		if li < b.begin {
			bn.MDPs = append(bn.MDPs, ps[v].id)
		} else {
			bn.Residents = append(bn.Residents, ps[v].id)
			residents = append(residents, v)
		}
		if !b.matched[v] {
			bn.Down = append(bn.Down, ps[v].id)
			continue
		}
		m := e.mate[v]
		partner[v] = m
		tr.partner[v] = m
		tr.pairedIn[v] = snap
		if li < b.begin {
			pairedMDPs = append(pairedMDPs, v)
		}
		if v < m {
			bn.Pairs = append(bn.Pairs, PairNote{Higher: ps[v].id, Lower: ps[m].id})
			tr.pairs = append(tr.pairs, [2]*player{ps[v], ps[m]})
		}
	}
	ids := func(vs []int) []int {
		out := make([]int, len(vs))
		for i, v := range vs {
			out[i] = ps[v].id
		}
		return out
	}
	mate := func(v int) int {
		if m, ok := partner[v]; ok {
			return m
		}
		return -1
	}
	change := func(kind ChangeKind, x, y int) {
		ch := Change{Kind: kind, Player: ps[x].id, Criterion: CritOdd}
		if m := mate(x); m >= 0 {
			ch.Got = ps[m].id
		}
		if y >= 0 {
			ch.Expected = ps[y].id
			ch.Criterion, ch.Via = tr.reason(e, b, ctx, partner, x, y)
		} else if kind == MovedDown {
			// No counterpart: another player of the bracket left unpaired
			// could have been his opponent, unless the gate forbids it.
			for li := 0; li < b.next; li++ {
				if z := b.vert[li]; z != x && mate(z) < 0 {
					ch.Expected = ps[z].id
					ch.Criterion = CritLookAhead
					if g := gate(ctx, ps[x], ps[z]); g != CritNone {
						ch.Criterion = g
						ch.Via = PairNote{Higher: ps[min(x, z)].id, Lower: ps[max(x, z)].id}
					}
					break
				}
			}
		}
		bn.Changes = append(bn.Changes, ch)
	}
	// The moved-down players: the paired ones against the residents in
	// order (S2 transposition, B.6 step 2), the others move on.
	for i, x := range pairedMDPs {
		if i < len(residents) && mate(x) != residents[i] {
			change(MDPOpponent, x, residents[i])
		}
	}
	for li := 0; li < b.begin; li++ {
		if x := b.vert[li]; mate(x) < 0 {
			y := -1
			if len(residents) > 0 {
				y = residents[0]
			}
			change(MovedDown, x, y)
		}
	}
	// The remainder (or the homogeneous bracket): S1R = the first P_R
	// residents not paired with a moved-down player, P_R the pairs among
	// them (dutch.md F.5 step 3).
	var rem []int
	for _, v := range residents {
		if m := mate(v); m < 0 || m >= b.beginV {
			rem = append(rem, v)
		}
	}
	remPairs := 0
	for _, v := range rem {
		if m := mate(v); m > v {
			remPairs++
		}
	}
	s1, s2 := rem[:remPairs], rem[remPairs:]
	if len(pairedMDPs) > 0 {
		bn.S1, bn.S2 = ids(pairedMDPs), ids(residents)
		bn.S1R, bn.S2R = ids(s1), ids(s2)
	} else {
		bn.S1, bn.S2 = ids(s1), ids(s2)
	}
	kind := func(x int) ChangeKind {
		m := mate(x)
		switch {
		case m < 0:
			return MovedDown
		case (indexOf(s1, x) >= 0) != (indexOf(s1, m) >= 0):
			return Transposition // one of each half: another opponent of the other half
		}
		return Exchange // both of one half: the halves exchanged players
	}
	for i, x := range s1 {
		y := -1
		if i < len(s2) {
			y = s2[i]
		}
		if y < 0 || mate(x) != y {
			change(kind(x), x, y)
		}
	}
	for j, y := range s2 {
		x := -1
		if j < len(s1) {
			x = s1[j]
		}
		if x < 0 || mate(y) != x {
			k := kind(y)
			if x < 0 && k != MovedDown {
				k = Exchange // paired by an exchange of the upper half
			}
			change(k, y, x)
		}
	}
	// A player without a counterpart who was paired all the same owes it
	// to his opponent's change.
	for i := range bn.Changes {
		ch := &bn.Changes[i]
		if ch.Expected != 0 || ch.Got == 0 {
			continue
		}
		for _, o := range bn.Changes {
			if o.Player == ch.Got {
				ch.Kind, ch.Criterion, ch.Via = o.Kind, o.Criterion, o.Via
			}
		}
	}
	tr.c.Brackets = append(tr.c.Brackets, bn)
}

func indexOf(xs []int, x int) int {
	for i, y := range xs {
		if y == x {
			return i
		}
	}
	return -1
}

// gate is the reason two players may not meet at all: C1 (they met),
// a forbidden pair, C3 (the same absolute colour preference); CritNone
// when they may.
func gate(ctx *weightCtx, a, b *player) Criterion {
	if ctx.met.has(a.vx, b.vx) {
		if a.opponents[b.id] {
			return Criterion(1)
		}
		return CritForbidden
	}
	if !ctx.compatibleAttrs(a, b) {
		return Criterion(3)
	}
	return CritNone
}

// reason is the criterion that kept x (vertex) from its first-candidate
// opponent y: the gate of x-y, else the gate of the pair their partners
// would form, else the first criterion field (F1-F18, most significant
// first) in which the bracket's pairs x-mate(x), y-mate(y) beat x-y,
// mate(x)-mate(y); CritOrder when none does, CritLookAhead when the
// alternative is better inside the bracket (the lower brackets decided).
func (tr *tracer) reason(e *engine, b *bracket, ctx *weightCtx, partner map[int]int, x, y int) (Criterion, PairNote) {
	ps := e.ps
	if c := gate(ctx, ps[x], ps[y]); c != CritNone {
		return c, PairNote{Higher: ps[min(x, y)].id, Lower: ps[max(x, y)].id}
	}
	a, ok := partner[x]
	if !ok {
		a = -1
	}
	c, ok := partner[y]
	if !ok {
		c = -1
	}
	if a >= 0 && c >= 0 {
		if g := gate(ctx, ps[a], ps[c]); g != CritNone {
			return g, PairNote{Higher: ps[min(a, c)].id, Lower: ps[max(a, c)].id}
		}
	}
	chosen := addFields(tr.fields(e, b, ctx, x, a), tr.fields(e, b, ctx, y, c))
	alt := addFields(tr.fields(e, b, ctx, x, y), tr.fields(e, b, ctx, a, c))
	for k := 0; k < 18; k++ {
		switch chosen[k].Cmp(alt[k]) {
		case 1:
			return fieldCriterion[k], PairNote{}
		case -1:
			return CritLookAhead, PairNote{}
		}
	}
	return CritOrder, PairNote{}
}

// fieldCriterion is the criterion of each field F1-F18 (dutch.md F.4).
var fieldCriterion = [18]Criterion{5, 6, 7, 8, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21}

// fields splits the engine's base weight of the pair u-v (vertices; -1:
// no pair) in the bracket into its fields F1-F19 (index 0-18).
func (tr *tracer) fields(e *engine, b *bracket, ctx *weightCtx, u, v int) []*big.Int {
	out := make([]*big.Int, 19)
	for i := range out {
		out[i] = new(big.Int)
	}
	if u < 0 || v < 0 {
		return out
	}
	if u > v {
		u, v = v, u
	}
	x := make([]uint64, e.k)
	cur := v >= b.beginV && v < b.nextV
	e.lay.edgeWeight(x, ctx, e.ps[u], e.ps[v], cur, false)
	w := new(big.Int)
	for i := len(x) - 1; i >= 0; i-- {
		w.Lsh(w, 64)
		w.Or(w, new(big.Int).SetUint64(x[i]))
	}
	// The fields present, least significant first (newLayout).
	present := []int{19}
	if e.lay.pr > 1 {
		present = append(present, 18, 17)
	}
	if e.lay.pr > 0 {
		present = append(present, 16, 15)
	}
	if e.lay.pr > 1 {
		present = append(present, 14, 13)
	}
	if e.lay.pr > 0 {
		present = append(present, 12, 11)
	}
	present = append(present, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
	for i, f := range present {
		val := new(big.Int).Rsh(w, uint(e.lay.f[f-1]))
		if i+1 < len(present) {
			width := e.lay.f[present[i+1]-1] - e.lay.f[f-1]
			mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(width)), big.NewInt(1))
			val.And(val, mask)
		}
		out[f-1] = val
	}
	return out
}

func addFields(a, b []*big.Int) []*big.Int {
	out := make([]*big.Int, len(a))
	for i := range a {
		out[i] = new(big.Int).Add(a[i], b[i])
	}
	return out
}

// bye records the PAB receiver (vertex v) and why: his score is the
// lowest a complete pairing allows (C5); the lower ones may not receive it
// (C2) or are needed for the completion (C4); each other candidate of his
// score was paired by the criterion the bracket's weights name.
func (tr *tracer) bye(e *engine, v int) {
	ps := e.ps
	p := ps[v]
	n := &ByeNote{Player: p.id, Score: p.score, Unplayed: tr.c.Round - 1 - p.played}
	for u, q := range ps {
		if u == v {
			continue
		}
		switch {
		case q.score < p.score && !q.eligible:
			n.Ineligible = append(n.Ineligible, q.id)
		case q.score < p.score:
			n.Lower = append(n.Lower, q.id)
		case q.score == p.score && q.eligible:
			m, ok := tr.partner[u]
			if !ok {
				continue
			}
			ch := Change{Kind: MovedDown, Player: q.id, Got: ps[m].id, Expected: p.id}
			s := tr.snaps[tr.pairedIn[u]]
			switch {
			case s.b.winPos(v) < 0:
				ch.Criterion = CritLookAhead
			case gate(&s.ctx, p, ps[m]) != CritNone:
				ch.Criterion = gate(&s.ctx, p, ps[m])
				ch.Via = PairNote{Higher: ps[min(v, m)].id, Lower: ps[max(v, m)].id}
			default:
				ch.Criterion = CritOrder
				chosen, alt := tr.fields(e, s.b, &s.ctx, u, m), tr.fields(e, s.b, &s.ctx, v, m)
				for k := 0; k < 18; k++ {
					if c := chosen[k].Cmp(alt[k]); c != 0 {
						ch.Criterion = fieldCriterion[k]
						if c < 0 {
							ch.Criterion = CritLookAhead
						}
						break
					}
				}
			}
			n.Others = append(n.Others, ch)
		}
	}
	tr.c.Bye = n
}

// winPos is the local index of vertex v in the bracket, -1 if not in it.
func (b *bracket) winPos(v int) int {
	for li, u := range b.vert[:b.next] {
		if u == v {
			return li
		}
	}
	return -1
}

// Burstein (burstein.go): the groups in index order, the pairs, the
// moved-down players and the bye.

// bGroup opens the note of a Burstein group (full: its players, the
// highest index first; end: the first player of the next group).
func (tr *tracer) bGroup(vl []*bPlayer, full []int, end int) {
	bn := BracketNote{No: len(tr.c.Brackets) + 1, Score: vl[end-1].score}
	for _, v := range full {
		if vl[v].score > bn.Score {
			bn.MDPs = append(bn.MDPs, vl[v].id)
		} else {
			bn.Residents = append(bn.Residents, vl[v].id)
		}
		bn.S1 = append(bn.S1, vl[v].id)
	}
	tr.c.Brackets = append(tr.c.Brackets, bn)
}

// bExpected is the opponent the Burstein rule gives v first: the lowest
// index of the group still free.
func bExpected(full []int, matched []bool, v int) int {
	for j := len(full) - 1; j >= 0; j-- {
		if u := full[j]; u != v && !matched[u] {
			return u
		}
	}
	return -1
}

// bPair records the pair v-m of the current group.
func (tr *tracer) bPair(vl []*bPlayer, full []int, matched []bool, v, m int) {
	bn := &tr.c.Brackets[len(tr.c.Brackets)-1]
	bn.Pairs = append(bn.Pairs, PairNote{Higher: vl[v].id, Lower: vl[m].id})
	y := bExpected(full, matched, v)
	if y < 0 || y == m {
		return
	}
	kind := Transposition
	if contains(bn.MDPs, vl[v].id) {
		kind = MDPOpponent
	}
	ch := Change{Kind: kind, Player: vl[v].id, Expected: vl[y].id, Got: vl[m].id, Criterion: CritLookAhead}
	p, q := vl[v], vl[y]
	switch {
	case p.opponents[q.id]:
		ch.Criterion = Criterion(1)
	case p.forbids[q.id]:
		ch.Criterion = CritForbidden
	case p.absolute() && q.absolute() && p.pref == q.pref:
		ch.Criterion = Criterion(3)
	case bEdge(p, q, true, true) < bEdge(p, vl[m], true, true):
		ch.Criterion = Criterion(12) // the due colours (docs/swiss-systems.md)
	}
	if ch.Criterion != CritLookAhead {
		ch.Via = PairNote{Higher: p.id, Lower: q.id}
	}
	bn.Changes = append(bn.Changes, ch)
}

// bFloat records that v of the current group moves down.
func (tr *tracer) bFloat(vl []*bPlayer, v int) {
	bn := &tr.c.Brackets[len(tr.c.Brackets)-1]
	bn.Down = append(bn.Down, vl[v].id)
	bn.Changes = append(bn.Changes, Change{Kind: MovedDown, Player: vl[v].id, Criterion: CritOdd})
}

// bBye records the Burstein PAB: the lowest player in the Burstein order
// (sorted) who may receive it; everybody below him may not (C2).
func (tr *tracer) bBye(sorted []*bPlayer, i int) {
	p := sorted[i]
	n := &ByeNote{Player: p.id, Score: p.score, Unplayed: tr.c.Round - 1 - p.played}
	for _, q := range sorted[i+1:] {
		n.Ineligible = append(n.Ineligible, q.id)
	}
	tr.c.Bye = n
}
