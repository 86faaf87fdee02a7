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
	x := make([]uint64, e.k)
	// ewc is the remainder edge weight with the exchange bonuses of step 4.
	ewc := func(s, l, ri int) []uint64 {
		copy(x, b.baseW(l, s))
		if !isZero(x) {
			var a int64
			if ri < pairs {
				a = 1 << uint(twoW)
			}
			addSigned(x, 2*(a-int64(ri)))
		}
		return x
	}
	for oi, o := range rem {
		for pi, p := range rem[:oi] {
			b.setW(p, o, ewc(p, o, pi))
		}
	}
	e.solve()
	exchanges := 0
	for _, p := range rem[:pairs] {
		if !b.upper(p) {
			exchanges++
		}
	}
	// Step 5: which S1R players go down (B.8.3 rule 3).
	left := exchanges
	for pi := pairs - 1; pi >= 0 && left > 0; pi-- {
		p := rem[pi]
		if b.upper(p) {
			for _, o := range rem[pi+1:] {
				y := ewc(p, o, pi)
				if !isZero(y) {
					addSigned(y, -1)
					b.setW(p, o, y)
				}
			}
			e.solve()
		}
		exch := !b.upper(p)
		if exch {
			left--
		}
		for _, o := range rem[pi+1:] {
			if exch {
				clear(b.baseW(o, p))
			}
			b.setW(p, o, ewc(p, o, pi))
		}
	}
	// Step 6: which S2R players go up (B.8.3 rule 4).
	left = exchanges
	for ri := pairs; ri < len(rem) && left > 1; ri++ {
		p := rem[ri]
		already := b.upper(p)
		if !already {
			for _, o := range rem[ri+1:] {
				y := ewc(p, o, ri)
				if !isZero(y) {
					addSigned(y, 1)
					b.setW(p, o, y)
				}
			}
			e.solve()
		}
		if b.upper(p) {
			left--
			for _, o := range rem[:ri] {
				clear(b.baseW(p, o))
				b.setW(p, o, b.baseW(p, o))
			}
			for o := b.next; o < len(b.vert); o++ {
				clear(b.baseW(o, p))
				b.setW(p, o, b.baseW(o, p))
			}
		}
		if !already {
			for _, o := range rem[ri+1:] {
				b.setW(p, o, ewc(p, o, ri))
			}
		}
	}
	// Step 7: freeze the roles (upper members only to lower non-upper ones).
	for pi, p := range rem {
		for _, o := range rem[pi+1:] {
			if !b.upper(p) || b.upper(o) {
				clear(b.baseW(o, p))
			}
			b.setW(p, o, b.baseW(o, p))
		}
	}
	// Step 8: transpositions, each upper player in rank order.
	for _, p := range rem {
		if !b.upper(p) {
			continue
		}
		if b.keepsMate(p, rem) {
			v := b.vert[p]
			m := e.mate[v]
			b.matched[v], b.matched[m] = true, true
			e.freeze(v, m)
			continue
		}
		var addend int64
		for j := len(rem) - 1; j >= 0; j-- {
			o := rem[j]
			if o <= p || b.matched[b.vert[o]] {
				continue
			}
			copy(x, b.baseW(o, p))
			if !isZero(x) {
				addSigned(x, addend)
				b.setW(p, o, x)
			}
			addend++
		}
		e.solve()
		v := b.vert[p]
		m := e.mate[v]
		if m == v {
			return fmt.Errorf("%w: remainder player left unpaired", errInternal)
		}
		b.matched[v], b.matched[m] = true, true
		e.freeze(v, m)
	}
	return nil
}

// keepsMate reports that the solve of step 8 for the upper player p would
// leave p with its current mate: no lower player the order bonuses rank
// above the mate can be p's partner in any optimal matching of the current
// weights (matching.MayPair), and the bonuses only choose among those
// (they sit below every criterion, dutch.md F.4 F19). Then the bonuses and
// the solve are skipped (F.8).
func (b *bracket) keepsMate(p int, rem []int) bool {
	e := b.e
	if len(e.pending) > 0 {
		return false
	}
	v := b.vert[p]
	mate := e.mate[v]
	for _, o := range rem {
		u := b.vert[o]
		if u == mate {
			return true
		}
		if o <= p || b.matched[u] || isZero(b.baseW(o, p)) {
			continue
		}
		if e.m.MayPair(v, u) {
			return false
		}
	}
	return false // the mate is not a candidate (not expected)
}
