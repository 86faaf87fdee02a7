package swiss

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"arbiter/engine/matching"
	"arbiter/engine/trf"
)

// PairWith pairs round `round` of t by the system and acceleration of o:
// Dutch (Pair) or Burstein (C.04.4.2), with the accelerations the file
// writes (XXA), else the Baku ones when o.Baku, else (Burstein only) the
// reference engine's default acceleration of the first two rounds
// (accel.go). Without Baku the Dutch pairing is exactly Pair's.
func PairWith(t *trf.Tournament, round int, o Options) (Pairing, error) {
	return PairWithContext(context.Background(), t, round, o, nil)
}

// PairWithContext is PairWith that can be cancelled; progress is reported
// by the Dutch engine only (PairContext).
func PairWithContext(ctx context.Context, t *trf.Tournament, round int, o Options, progress func(Progress)) (Pairing, error) {
	if t == nil {
		return Pairing{}, errors.New("swiss: no tournament")
	}
	at, err := withAccelerations(t, round, o)
	if err != nil {
		return Pairing{}, err
	}
	if o.System == Burstein {
		if err := ctx.Err(); err != nil {
			return Pairing{}, fmt.Errorf("swiss: pairing cancelled: %w", err)
		}
		return pairBurstein(at, round, nil)
	}
	return pair(ctx, at, round, progress)
}

// Weights of the Burstein matching (docs/swiss-systems.md): an edge
// between two players who may meet weighs bCompat, plus bSame when they
// are paired inside one (merged) scoregroup, plus bColour when both can
// have their due colour there, plus an order bonus below bColour that
// makes the highest-indexed player take the lowest-indexed opponent the
// rest allows. The field widths are those of the reference engine, so that
// sums never carry from one field into the next for up to 9,999 players.
const (
	bColour = 9998
	bSame   = bColour * 5000
	bCompat = bSame * 5000
)

// bPlayer is a player's Burstein state: the Dutch state (colours, ranks,
// accelerated score) plus the index of C.04.4.2 and the PAB eligibility.
type bPlayer struct {
	*player
	byeOK   bool  // may receive the PAB: no earlier PAB nor forfeit win
	sb      int64 // Sonneborn-Berger, opponents' scores with unplayed games as draws
	bh      int64 // Buchholz, likewise
	med     int64 // median Buchholz (without the highest and lowest), 0 before round 4
	forbids map[int]bool
}

// bLess reports whether a ranks below b in the Burstein index (C.04.4.2:
// Sonneborn-Berger, then Buchholz, then median Buchholz, then the pairing
// number). Players of different scores (a floater among the residents)
// compare Buchholz and median times their own scores, as the reference
// engine does.
func bLess(a, b *bPlayer) bool {
	ka := [3]int64{a.sb, a.bh, a.med}
	kb := [3]int64{b.sb, b.bh, b.med}
	if a.score != b.score {
		ka[1], ka[2] = a.bh*int64(a.score), a.med*int64(a.score)
		kb[1], kb[2] = b.bh*int64(b.score), b.med*int64(b.score)
	}
	for i := range ka {
		if ka[i] != kb[i] {
			return ka[i] < kb[i]
		}
	}
	return b.rank < a.rank
}

// bursteinPlayers derives the players to pair (in pairing order: score,
// then index, highest first) with their index values.
func bursteinPlayers(t *trf.Tournament, round int) ([]*bPlayer, map[int]*player, error) {
	ps, all, err := buildPlayers(t, round)
	if err != nil {
		return nil, nil, err
	}
	pr := round - 1
	// Adjusted scores: unplayed rounds count as draws, plus the
	// acceleration of this round.
	adj := map[int]int64{}
	for id := range all {
		tp := t.Player(id)
		s := int64(accel(t, id, round))
		for rr := 1; rr <= pr; rr++ {
			g := tp.Game(rr)
			if g.Played() {
				s += int64(points(g))
			} else {
				s++
			}
		}
		adj[id] = s
	}
	forbidden := map[int]map[int]bool{}
	for _, fp := range t.ForbiddenPairs {
		for _, a := range fp {
			for _, b := range fp {
				if a != b {
					if forbidden[a] == nil {
						forbidden[a] = map[int]bool{}
					}
					forbidden[a][b] = true
				}
			}
		}
	}
	out := make([]*bPlayer, 0, len(ps))
	for _, p := range ps {
		bp := &bPlayer{player: p, byeOK: true, forbids: forbidden[p.id]}
		tp := t.Player(p.id)
		// Unplayed rounds meet a virtual opponent whose score is the
		// player's own before that round, plus the acceleration, plus a
		// draw for every later round, plus the points he did not score
		// in that round.
		virtual := int64(pr-1) + int64(accel(t, p.id, round))
		lo, hi := int64(-1), int64(-1)
		for rr := 1; rr <= pr; rr++ {
			g := tp.Game(rr)
			pts := int64(points(g))
			var opp int64
			if g.Played() {
				opp = adj[g.Opponent]
			} else {
				opp = virtual + 2 - pts
				if g.Result == trf.PAB || g.Result == trf.ForfeitWin {
					bp.byeOK = false
				}
			}
			bp.sb += pts * opp
			bp.bh += opp
			if lo < 0 || opp < lo {
				lo = opp
			}
			if opp > hi {
				hi = opp
			}
			virtual += pts - 1
		}
		if pr > 2 {
			bp.med = bp.bh - lo - hi
		}
		out = append(out, bp)
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.score != b.score {
			return a.score > b.score
		}
		return bLess(b, a)
	})
	return out, all, nil
}

// bGraph is the matching graph of the Burstein pairing: every player to
// pair is a vertex; weights are stored in a square, changes are told to
// the matcher before the next solve.
type bGraph struct {
	n       int
	w       []uint64
	m       *matching.Incremental
	changed []bool
	pending []int
}

func newBGraph(n int) *bGraph {
	g := &bGraph{n: n, w: make([]uint64, n*n), changed: make([]bool, n)}
	g.m = matching.NewIncremental(n, 1, func(i, j int) []uint64 { return g.w[i*n+j : i*n+j+1] })
	col := make([]int, n)
	for i := range col {
		col[i] = i
	}
	// The square is the rows the matcher scans (matching.SetRows).
	g.m.SetRows(func(v int) ([]int, []uint64) { return col, g.w[v*n : (v+1)*n] })
	return g
}

func (g *bGraph) set(i, j int, x uint64) {
	if g.w[i*g.n+j] == x {
		return
	}
	g.w[i*g.n+j], g.w[j*g.n+i] = x, x
	if !g.changed[i] {
		g.changed[i] = true
		g.pending = append(g.pending, i)
	}
}

func (g *bGraph) solve() {
	for _, v := range g.pending {
		g.changed[v] = false
		g.m.Changed(v)
	}
	g.pending = g.pending[:0]
	g.m.Solve()
}

// mate returns v's mate, v itself when unmatched.
func (g *bGraph) mate(v int) int {
	if u := g.m.Mate(v); u >= 0 {
		return u
	}
	return v
}

// finalize fixes the pair u-v: its edge keeps a minimal weight, every
// other edge of both is removed.
func (g *bGraph) finalize(u, v int) {
	for x := 0; x < g.n; x++ {
		if x != u {
			g.set(u, x, b2u(x == v))
		}
		if x != v {
			g.set(v, x, b2u(x == u))
		}
	}
}

// bEdge is the weight of a pair (0: they may not meet: a game played
// before, a forbidden pair, or the same absolute colour preference).
func bEdge(a, b *bPlayer, same, due bool) uint64 {
	if a.opponents[b.id] || a.forbids[b.id] || (a.absolute() && b.absolute() && a.pref == b.pref) {
		return 0
	}
	w := uint64(bCompat)
	if same {
		w += bSame
		if due && (a.pref != b.pref || a.pref == noColour || b.pref == noColour) {
			w += bColour
		}
	}
	return w
}

// pairBurstein pairs one round by the Burstein system (C.04.4.2) as the
// reference engine realises it (docs/swiss-systems.md): the PAB to the
// lowest eligible player; scoregroups from the top, each merged with the
// next while the players above cannot all be paired with at most one
// floater per group (a maximum-weight matching decides); then, group by
// group with its floater, the highest-indexed player is paired with the
// lowest-indexed opponent that keeps the matching optimal.
// tr, when not nil, records the checklist (trace.go).
func pairBurstein(t *trf.Tournament, round int, tr *tracer) (Pairing, error) {
	if err := checkRound(t, round); err != nil {
		return Pairing{}, err
	}
	sorted, all, err := bursteinPlayers(t, round)
	if err != nil {
		return Pairing{}, err
	}
	var out Pairing
	vl := sorted
	if len(sorted)%2 == 1 {
		i := len(sorted) - 1
		for i > 0 && !sorted[i].byeOK {
			i--
		}
		if !sorted[i].byeOK {
			return Pairing{}, fmt.Errorf("%w: no player may receive the pairing-allocated bye", ErrNoValidPairing)
		}
		out.Bye = sorted[i].id
		if tr != nil {
			tr.bBye(sorted, i)
		}
		vl = append(append([]*bPlayer(nil), sorted[:i]...), sorted[i+1:]...)
	}
	n := len(vl)
	g := newBGraph(n)
	score := func(v int) int { return vl[v].score }
	// Scoregroups (the boundaries as the reference engine keeps them: a
	// boundary is repeated when no player can float across it).
	sg := []int{0, 0}
	last := func() int { return sg[len(sg)-1] }
	valid := true
	for last() < n {
		sg = append(sg, last())
		for {
			begin := last()
			for {
				b := last()
				third, second := sg[len(sg)-3], sg[len(sg)-2]
				for v := third; v < b; v++ {
					g.set(b, v, bEdge(vl[v], vl[b], v >= second, false))
				}
				sg[len(sg)-1]++
				if last() >= n || score(begin) != score(last()) {
					break
				}
			}
			if b := last(); b&1 == 1 {
				// The next player stands in for everybody below, so that
				// nobody above is left unpaired.
				for v := sg[len(sg)-2]; v < b; v++ {
					g.set(b, v, bCompat)
				}
			}
			g.solve()
			valid = bValid(g, sg)
			if last() >= n || valid {
				break
			}
		}
		if last() < n && last()&1 == 0 {
			sg = append(sg, last())
		}
	}
	// The lowest group cannot be paired: merge it with the one above.
	for len(sg) > 3 && !valid {
		sg = sg[:len(sg)-1]
		boundary := last()
		sg = sg[:len(sg)-1]
		begin := last()
		sg = sg[:len(sg)-1]
		for outer := last(); outer < boundary; outer++ {
			for inner := boundary; inner < n; inner++ {
				g.set(outer, inner, bEdge(vl[outer], vl[inner], outer >= begin, false))
			}
		}
		g.solve()
		sg = append(sg, begin, n)
		valid = bValid(g, sg)
	}
	if !valid {
		return Pairing{}, fmt.Errorf("%w: the players cannot all be paired", ErrNoValidPairing)
	}
	init := initialColour(t, all)
	matched := make([]bool, n)
	type pairOf struct{ hi, lo *bPlayer }
	var pairs []pairOf
	floater := -1
	begin := sg[0]
	for _, end := range sg[1:] {
		if begin == end {
			continue
		}
		var full []int
		for v := begin; v < end; v++ {
			full = append(full, v)
		}
		if floater >= 0 {
			full = append(full, floater)
			floater = -1
		}
		full = listSort(full, func(a, b int) bool { return bLess(vl[b], vl[a]) })
		if tr != nil {
			tr.bGroup(vl, full, end)
		}
		for _, v := range full {
			for j := len(full) - 1; full[j] != v; j-- {
				g.set(v, full[j], bEdge(vl[v], vl[full[j]], true, true))
			}
		}
		for i, v := range full {
			if matched[v] {
				continue
			}
			prio := uint64(1)
			for _, u := range full[i+1:] {
				if matched[u] {
					continue
				}
				if w := bEdge(vl[v], vl[u], true, true); w != 0 {
					g.set(v, u, w+prio)
					prio++
				}
			}
			g.solve()
			m := g.mate(v)
			if m >= end {
				floater = v
				if tr != nil {
					tr.bFloat(vl, v)
				}
				continue
			}
			if m == v {
				return Pairing{}, fmt.Errorf("%w: Burstein player left unpaired", errInternal)
			}
			if tr != nil {
				tr.bPair(vl, full, matched, v, m)
			}
			matched[v], matched[m] = true, true
			pairs = append(pairs, pairOf{vl[v], vl[m]})
			g.finalize(v, m)
		}
		begin = end
	}
	var boards boardList
	for _, pr := range pairs {
		bd := Board{White: pr.hi.id, Black: pr.lo.id}
		c, rule := bColourRule(pr.hi, pr.lo, init)
		if c == black {
			bd = Board{White: pr.lo.id, Black: pr.hi.id}
		}
		if tr != nil {
			tr.board(pr.hi.player, pr.lo.player, bd, rule)
		}
		boards.add(pr.hi.player, pr.lo.player, bd)
	}
	out.Boards = boards.ordered()
	return out, nil
}

// bValid reports whether the current matching pairs every player above the
// lowest group inside his group or with at most one floater across each
// boundary (sg: the group boundaries, the last one the end of the players
// added so far).
func bValid(g *bGraph, sg []int) bool {
	lastB, second := sg[len(sg)-1], sg[len(sg)-2]
	it, out, groupBegin := 0, 0, 0
	for v := 0; v < g.n; v++ {
		if v >= lastB {
			return true
		}
		if v >= sg[it] {
			out, groupBegin = 0, v
			for v >= sg[it] {
				it++
			}
		}
		m := g.mate(v)
		if m == v && v < second {
			return false
		}
		if m == v || m < groupBegin || m >= sg[it] {
			out++
			limit := 1
			if sg[it]&1 == 1 {
				limit = 2
			}
			if out > limit {
				return false
			}
		}
	}
	return true
}

// bColourRule is the colour of p (the higher-indexed) against o: Art. 5
// rules 1-3 (neutralRule), then the higher index's preference, then,
// neither having one, the initial colour by the higher pairing number's
// parity; with the number of the rule that decided (1-5, as colourRule),
// for the checklist (trace.go).
func bColourRule(p, o *bPlayer, initial colour) (colour, int) {
	if c, r := neutralRule(p.player, o.player); c != noColour {
		return c, r
	}
	if p.pref == noColour {
		if p.rank < o.rank {
			if p.rank%2 == 1 {
				return initial.invert(), 5
			}
			return initial, 5
		}
		if o.rank%2 == 1 {
			return initial, 5
		}
		return initial.invert(), 5
	}
	if bLess(p, o) {
		return o.pref.invert(), 4
	}
	return p.pref, 4
}

// listSort sorts xs with less in exactly the order of the reference
// engine's list sort (a bottom-up merge sort with 64 buckets), which
// matters when less is not a strict weak order (a floater compared with
// residents by other keys than the residents among themselves).
func listSort(xs []int, less func(a, b int) bool) []int {
	merge := func(dst, src []int) []int {
		// Elements of src go before the first element of dst that is
		// greater; equal ones stay after dst's (stable).
		out := make([]int, 0, len(dst)+len(src))
		i, j := 0, 0
		for i < len(dst) && j < len(src) {
			if less(src[j], dst[i]) {
				out = append(out, src[j])
				j++
			} else {
				out = append(out, dst[i])
				i++
			}
		}
		out = append(out, dst[i:]...)
		return append(out, src[j:]...)
	}
	if len(xs) < 2 {
		return xs
	}
	var tmp [64][]int
	fill := 0
	rest := xs
	for len(rest) > 0 {
		carry := []int{rest[0]}
		rest = rest[1:]
		c := 0
		for ; c != fill && len(tmp[c]) > 0; c++ {
			tmp[c] = merge(tmp[c], carry)
			carry, tmp[c] = tmp[c], nil
		}
		tmp[c] = carry
		if c == fill {
			fill++
		}
	}
	for c := 1; c < fill; c++ {
		tmp[c] = merge(tmp[c], tmp[c-1])
	}
	return tmp[fill-1]
}
