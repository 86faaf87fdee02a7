package swiss

// hint writes the dual the matcher is reseeded with for vertex v
// (matching.Reseed): twice the part of v's edge weights that is a sum of
// one term per end, plus the constant split evenly, so that every
// compatible edge whose other criteria are all met is tight from the start
// and the search has little left to do (dual.md F.8). The criteria that
// depend on the pair (colours, floats, the top-group bit of the odd
// pre-pass) are left to the matcher, which raises each dual until every
// edge is feasible; a poor hint costs time, never exactness.
func (e *engine) hint(v int, d []uint64) {
	if v == e.dummy {
		copy(d, e.one) // about 2*one less a player's hint: its edges weigh one
		return
	}
	p, lay := e.ps[v], e.lay
	if e.oddPre {
		// F.3 item 1: (1 + !eligible + !eligible) << F, (off + off) << w.
		addBits(d, lay.s+lay.w, 1+2*b2u(!p.eligible))
		addBits(d, lay.w, 2*uint64(p.off))
		return
	}
	f := &lay.f
	a := e.winPos[v]
	if a < 0 {
		// Outside the window: F1 and F6 only (background).
		addBits(d, f[0], 1+2*uint64(e.bgNC[v]))
		addBits(d, f[5], 2*uint64(e.bgRank[v]))
		return
	}
	c := e.ctx
	addBits(d, f[0], 1+2*b2u(!c.byeCandidate(p)))
	if c.c9 && p.score == c.byeScore {
		addBits(d, f[5], 2*uint64(c.ranks[p.played]))
	}
	if a < e.winNext {
		// A member of the bracket: F2 and F3 (C6, C7) of pairs inside it,
		// the colour criteria F7-F10 (C10-C13) as if met, and the float
		// criteria F11-F18 (C14-C21) as for a pair of equal scores, where
		// they are one term per player (a downfloat) plus a constant.
		// F3 and the C19/C21 fields count at the higher player's score, so
		// an MDP (a < winMDPs) takes 2*2^off - 2^resOff of them and a
		// resident 2^resOff: its pairs with the residents are then tight
		// too (with 2^off each, every resident's dual would rise by half the
		// difference and the residents' pairs would all lose their slack 0).
		mdp := a < e.winMDPs && e.winRes >= 0 && p.off != e.winRes
		scoreBit := func(pos int) {
			if mdp {
				addBits(d, pos+p.off, 2)
				subBits(d, pos+e.winRes, 1)
			} else {
				addBits(d, pos+p.off, 1)
			}
		}
		addBits(d, f[1], 1)
		scoreBit(f[2])
		for i := 6; i <= 9; i++ {
			addBits(d, f[i], 1)
		}
		for i, fl := range [2]float{p.float1, p.float2} {
			if lay.pr <= i {
				break
			}
			cnt, up, sdn, sup := f[10+2*i], f[11+2*i], f[14+2*i], f[15+2*i]
			down := b2u(fl == floatDown)
			addBits(d, cnt, 2*down)
			addBits(d, up, 1)
			addBits(d, sdn+p.off, 2*down)
			scoreBit(sup)
		}
	} else {
		// The next scoregroup: F4 and F5 (C8) of pairs with its players.
		addBits(d, f[3], 1)
		addBits(d, f[4]+p.off, 1)
	}
}
