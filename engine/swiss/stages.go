package swiss

import "fmt"

// baseW returns the base weight of the pair (larger, smaller) in local
// indices (larger >= b.begin), read-only.
func (b *bracket) baseW(larger, smaller int) []uint64 {
	if b.e.compact {
		return b.e.cwBase(larger, smaller)
	}
	k := b.e.k
	o := triangle(larger, smaller) * k
	return b.base[o : o+k]
}

// baseZero reports whether the base weight of the pair (larger, smaller)
// is zero (the pair may not meet, or a stage cleared it).
func (b *bracket) baseZero(larger, smaller int) bool { return isZero(b.baseW(larger, smaller)) }

// setBonus sets the graph weight of the local pair (i, j) to its base
// weight plus bonus, or zero when the base is zero: how every stage of F.5
// writes a weight. The matcher is told through i when it changes.
func (b *bracket) setBonus(i, j int, bonus int64) {
	e := b.e
	if e.compact {
		e.cwSet(i, j, bonus)
		return
	}
	x := e.bonusBuf
	copy(x, b.baseW(max(i, j), min(i, j)))
	if !isZero(x) {
		addSigned(x, bonus)
	}
	e.set(b.vert[i], b.vert[j], x)
}

// zeroPair clears the base weight of the local pair (i, j) and so its
// graph weight (the matcher is told through i when it changes).
func (b *bracket) zeroPair(i, j int) {
	e := b.e
	if e.compact {
		e.cwZero(i, j)
		return
	}
	x := b.baseW(max(i, j), min(i, j))
	clear(x)
	e.set(b.vert[i], b.vert[j], x)
}

// mateOf returns the current optimum's mate vertex of local player i.
func (b *bracket) mateOf(i int) int { return b.e.mate[b.vert[i]] }

// inResidents reports whether vertex v is a resident of this bracket.
func (b *bracket) inResidents(v int) bool { return v >= b.beginV && v < b.nextV }

// upper reports whether local player i is currently the higher member of a
// pair inside the bracket.
func (b *bracket) upper(i int) bool {
	m, v := b.mateOf(i), b.vert[i]
	return m > v && m < b.nextV
}

// pair runs the staged refinement of dutch.md F.5 for one bracket.
func (b *bracket) pair() error {
	e := b.e
	size := len(b.vert)
	k := e.k
	e.setWindow(b.vert, b.begin)
	e.winNext, e.winMDPs, e.winRes = b.next, b.begin, -1
	if b.begin < b.next {
		e.winRes = e.ps[b.vert[b.begin]].off
	}
	if e.compact {
		// A compact window holds the base weights from the start (bonus 0);
		// the matcher reads it directly (matching.Compact).
		e.cw.Next = e.winNext
		e.m.SetCompact(&e.cw.Compact)
		e.baseBuf = nil
	} else {
		need := size * (size - 1) / 2 * k
		if r := max(size, e.winReserve); e.squareWindow(r) {
			b.base = grow(&e.baseBuf, r*(r-1)/2*k)[:need]
		} else {
			b.base = grow(&e.baseBuf, need)
		}
		// Base weights (F.4): current bracket and next scoregroup, written
		// without telling the matcher: the whole window is reseeded below.
		for l := b.begin; l < size; l++ {
			for s := 0; s < l; s++ {
				x := b.baseW(l, s)
				e.lay.edgeWeight(x, e.ctx, e.ps[b.vert[s]], e.ps[b.vert[l]], l < b.next, l >= b.next)
				e.put(b.vert[l], b.vert[s], x)
			}
		}
	}
	// Reseed the whole window.
	for _, v := range b.vert {
		if !e.changed[v] {
			e.changed[v] = true
			e.pending = append(e.pending, v)
		}
	}
	e.reseed = true
	e.solve()
	if err := b.chooseMDPs(); err != nil {
		return err
	}
	if err := b.mdpOpponents(); err != nil {
		return err
	}
	return b.remainder()
}

// chooseMDPs is F.5 step 1 (B.8.4): the lexicographically first valid set
// of MDPs among the optimal ones.
func (b *bracket) chooseMDPs() error {
	e := b.e
	var mdScore, remPlayers, remMatched int
	residents := b.next - b.begin
	for i := 0; i < b.begin; i++ {
		if i == 0 || e.ps[b.vert[i]].score < mdScore {
			mdScore = e.ps[b.vert[i]].score
			remPlayers, remMatched = 0, 0
			for j := i; j < b.begin && e.ps[b.vert[j]].score >= mdScore; j++ {
				remPlayers++
				if b.inResidents(b.mateOf(j)) {
					remMatched++
				}
			}
		}
		if remMatched == 0 {
			continue
		}
		v := b.vert[i]
		if remPlayers <= remMatched {
			b.matched[v] = true
			continue
		}
		remPlayers--
		if !b.inResidents(b.mateOf(i)) {
			for o := b.begin; o < b.next; o++ {
				if !b.baseZero(o, i) {
					b.setBonus(i, o, 1)
				}
			}
			e.solve()
		}
		if b.inResidents(b.mateOf(i)) {
			b.matched[v] = true
			remMatched--
			for o := b.begin; o < b.next; o++ {
				if !b.baseZero(o, i) {
					b.setBonus(i, o, int64(residents)+1)
				}
			}
		}
	}
	return nil
}

// mdpOpponents is F.5 step 2 (B.6 step 2, S2 transposition): each paired MDP
// in rank order gets the highest-ranked resident the optimum allows.
func (b *bracket) mdpOpponents() error {
	e := b.e
	for i := 0; i < b.begin; i++ {
		v := b.vert[i]
		if !b.matched[v] {
			continue
		}
		addend := int64(len(b.vert))
		for o := b.next - 1; o >= b.begin; o-- {
			if b.matched[b.vert[o]] {
				continue
			}
			if !b.baseZero(o, i) {
				b.setBonus(i, o, addend)
				addend++
			}
		}
		e.solve()
		m := e.mate[v]
		if m == v {
			return fmt.Errorf("%w: chosen MDP left unpaired", errInternal)
		}
		b.matched[m] = true
		e.freeze(v, m)
	}
	return nil
}
