package swiss

import (
	"sort"

	"arbiter/engine/matching"
)

// prepass implements dutch.md F.3: feasibility (C1-C4 with C2 for the PAB),
// the score of the PAB assignee (C5), the C9 ranks and the initial C9 flag.
// All edges then get their weight outside any bracket.
func (e *engine) prepass() error {
	n, ps, ctx := e.n, e.ps, e.ctx
	odd := n%2 == 1
	// The background weights are the odd pre-pass weights (odd n) or the
	// weights outside any bracket (even n); the matcher starts from them.
	for v := 0; v < n; v++ {
		e.pending = append(e.pending, v)
		e.changed[v] = true
	}
	if e.dummy >= 0 {
		e.pending = append(e.pending, e.dummy)
	}
	// Every edge of the pre-pass is a background one: the whole graph is
	// the matcher's tail, and its weights follow classes of players.
	e.prepassClasses()
	e.reseed = true
	e.solve()
	unmatched := -1
	for v := 0; v < n; v++ {
		if e.mate[v] == v {
			if unmatched >= 0 || !ps[v].eligible {
				return ErrNoValidPairing
			}
			unmatched = v
		}
	}
	if !odd {
		e.setBackground()
		return nil
	}
	ctx.byeScore = ps[unmatched].score
	top := ps[0].score
	if ctx.byeScore >= top {
		ctx.c9 = true
		for v := 0; v < n && ps[v].score >= top; v++ {
			if ps[e.mate[v]].score < top {
				ctx.c9 = false
				break
			}
		}
	}
	var counts []int
	for _, p := range ps {
		if p.score == ctx.byeScore {
			counts = append(counts, p.played)
		}
	}
	sort.Sort(sort.Reverse(sort.IntSlice(counts)))
	ctx.ranks = map[int]int{}
	for i, c := range counts {
		ctx.ranks[c] = i
	}
	e.setBackground()
	e.changedAll()
	return nil
}

// prepassClasses declares the whole graph the matcher's tail, with the
// classes of the pre-pass weights (matching.SetTail, SetTailClasses): for
// even n the background's classes (setBackground); for odd n the weights of
// F.3 item 1, which depend on the pair only through eligibility and score
// (completion and eligibility, the PAB-score sum, the top-group bit) and
// compatibility (zero). The PAB dummy has a class of its own, whose edges
// all weigh one.
func (e *engine) prepassClasses() {
	if !e.oddPre {
		e.m.SetTail(0, e.bgTable[len(e.bgTable)-1])
		e.m.SetTailClasses(e.cls[:e.m.N()], e.nc, e.clsTable)
		return
	}
	type key struct {
		eligible bool
		score    int
	}
	id := map[key]int{}
	var keys []key
	cls := make([]int, e.n+1)
	for v, p := range e.ps {
		k := key{p.eligible, p.score}
		c, ok := id[k]
		if !ok {
			c = len(keys)
			id[k] = c
			keys = append(keys, k)
		}
		cls[v] = c
	}
	nc := len(keys) + 1
	cls[e.n] = len(keys)
	lay, top := e.lay, e.ps[0].score
	table := make([][]uint64, nc*nc)
	most := e.one
	for a := 0; a < nc; a++ {
		for b := 0; b < nc; b++ {
			if a == len(keys) || b == len(keys) {
				table[a*nc+b] = e.one
				continue
			}
			x := make([]uint64, e.k)
			ka, kb := keys[a], keys[b]
			addBits(x, lay.s+lay.w, 1+b2u(!ka.eligible)+b2u(!kb.eligible))
			addBits(x, lay.w, uint64(lay.off[ka.score]+lay.off[kb.score]))
			addBits(x, 0, b2u(ka.score >= top && kb.score >= top))
			table[a*nc+b] = x
			if matching.Cmp(x, most) > 0 {
				most = x
			}
		}
	}
	e.m.SetTail(0, most)
	e.m.SetTailClasses(cls[:e.m.N()], nc, table)
}
