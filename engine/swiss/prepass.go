package swiss

import "sort"

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
