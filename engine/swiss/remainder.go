package swiss

import "fmt"

// remainder is F.5 steps 3-8: exchanges (B.8.3) and transpositions (B.8.2)
// of the homogeneous remainder.
func (b *bracket) remainder() error {
	e := b.e
	var rem []int // local indices
	pairs := 0
	for i := b.begin; i < b.next; i++ {
		m := b.mateOf(i)
		if m < b.beginV {
			continue
		}
		rem = append(rem, i)
		if m < b.vert[i] {
			pairs++
		}
	}
	twoW := 2 * e.lay.w
	// ewc is the exchange bonus of step 4 on the remainder edges of the
	// player at rem[ri] to the players after it.
	ewc := func(ri int) int64 {
		var a int64
		if ri < pairs {
			a = 1 << uint(twoW)
		}
		return 2 * (a - int64(ri))
	}
	for oi, o := range rem {
		for pi, p := range rem[:oi] {
			b.setBonus(p, o, ewc(pi))
		}
	}
	e.solve()
	if err := e.stopped(); err != nil {
		return err
	}
	exchanges := 0
	for _, p := range rem[:pairs] {
		if !b.upper(p) {
			exchanges++
		}
	}
	// Step 5: which S1R players go down (B.8.3 rule 3).
	left := exchanges
	for pi := pairs - 1; pi >= 0 && left > 0; pi-- {
		if err := e.stopped(); err != nil {
			return err
		}
		p := rem[pi]
		if b.upper(p) {
			for _, o := range rem[pi+1:] {
				b.setBonus(p, o, ewc(pi)-1)
			}
			e.solve()
		}
		exch := !b.upper(p)
		if exch {
			left--
		}
		for _, o := range rem[pi+1:] {
			if exch {
				b.zeroPair(p, o)
			} else {
				b.setBonus(p, o, ewc(pi))
			}
		}
	}
	// Step 6: which S2R players go up (B.8.3 rule 4).
	left = exchanges
	for ri := pairs; ri < len(rem) && left > 1; ri++ {
		if err := e.stopped(); err != nil {
			return err
		}
		p := rem[ri]
		already := b.upper(p)
		if !already {
			for _, o := range rem[ri+1:] {
				b.setBonus(p, o, ewc(ri)+1)
			}
			e.solve()
		}
		if b.upper(p) {
			left--
			for _, o := range rem[:ri] {
				b.zeroPair(p, o)
			}
			for o := b.next; o < len(b.vert); o++ {
				b.zeroPair(p, o)
			}
		}
		if !already {
			for _, o := range rem[ri+1:] {
				b.setBonus(p, o, ewc(ri))
			}
		}
	}
	// Step 7: freeze the roles (upper members only to lower non-upper ones).
	for pi, p := range rem {
		for _, o := range rem[pi+1:] {
			if !b.upper(p) || b.upper(o) {
				b.zeroPair(p, o)
			} else {
				b.setBonus(p, o, 0)
			}
		}
	}
	// Step 8: transpositions, each upper player in rank order.
	for _, p := range rem {
		if !b.upper(p) {
			continue
		}
		if err := e.stopped(); err != nil {
			return err
		}
		want := -1
		if c, ok := b.bestMate(p, rem); ok {
			if !crossCheck {
				v := b.vert[p]
				b.matched[v], b.matched[c] = true, true
				e.freeze(v, c)
				continue
			}
			want = c
		}
		var addend int64
		for j := len(rem) - 1; j >= 0; j-- {
			o := rem[j]
			if o <= p || b.matched[b.vert[o]] {
				continue
			}
			if !b.baseZero(o, p) {
				b.setBonus(p, o, addend)
			}
			addend++
		}
		e.solve()
		v := b.vert[p]
		m := e.mate[v]
		if m == v {
			return fmt.Errorf("%w: remainder player left unpaired", errInternal)
		}
		if want >= 0 && want != m {
			return fmt.Errorf("%w: transposition of vertex %d: the matcher's answer %d, the solve's %d", errInternal, v, want, m)
		}
		b.matched[v], b.matched[m] = true, true
		e.freeze(v, m)
	}
	return nil
}

// crossCheck (set by a test) makes step 8 solve with the order bonuses
// even where bracket.bestMate answered, and fail when the two disagree.
var crossCheck = false

// bestMate is the transposition of step 8 for the upper player p without a
// solve (matching.BestMate): the highest-ranked lower player that some
// optimal matching of the current weights pairs with p. That is the player
// the order bonuses of the solve would pick: they only choose among the
// optimal matchings, since they sit below every criterion (dutch.md F.4
// F19), and the other weights then hold only base weights (step 7) and the
// +1 of MDPs that stayed unpaired, which no optimal matching uses. It
// reports false when the matcher cannot answer that way (the caller then
// solves with the bonuses).
func (b *bracket) bestMate(p int, rem []int) (int, bool) {
	e := b.e
	if len(e.pending) > 0 || !e.m.Solved() {
		e.solve() // no bonuses: the optimum of the current weights
	}
	cands := e.cands[:0]
	for _, o := range rem {
		u := b.vert[o]
		if o <= p || b.matched[u] || b.baseZero(o, p) {
			continue
		}
		cands = append(cands, u)
	}
	e.cands = cands
	c, ok := e.m.BestMate(b.vert[p], cands)
	if !ok {
		return -1, false
	}
	e.syncMates()
	return c, true
}
