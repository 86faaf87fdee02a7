package matching

import (
	"math/bits"
	"slices"
	"sort"
)

// Reseed is Changed for many vertices at once, with a hint for their duals:
// after the edges of most of the graph changed, re-optimising vertex by
// vertex from the least feasible duals costs about one search stage per
// vertex, each scanning much of the graph. Reseed unmatches every vertex of
// vs (dissolving its blossoms), gives each v in vs the dual
//
//	max( h(v) + ceil((2w(v,u) - h(u) - h(v)) / 2)  over u in vs,
//	     2w(v,u) - dual(u)                          over the other u )
//
// (edges of weight zero excluded), where hint writes h(v) as a k-word
// (words+1) two's-complement number, and then matches free vertices
// greedily along tight edges, lowest vertex first. Every edge stays
// feasible whatever the hint, so the result of the next Solve is exact; a
// good hint, one under which most edges are tight (h(v) = 2a(v) + c for
// weights w(u,v) = a(u) + a(v) + c, say), leaves few augmentations for the
// search. The greedy matching is the one the search would build first
// (lowest free root, first tight edge to another free vertex).
func (m *Incremental) Reseed(vs []int, hint func(v int, dst []uint64)) {
	m.tc.invalidate()
	n, k := m.n, m.k
	m.solved = false
	if cap(m.inSet) < n {
		m.inSet = make([]bool, n)
	}
	inSet := m.inSet[:n]
	if len(m.hints) < n*k {
		m.hints = make([]uint64, n*k)
	}
	m.rsSet = m.rsSet[:0]
	for _, v := range vs {
		if !m.alive[v] || inSet[v] {
			continue
		}
		m.rsSet = append(m.rsSet, v)
		m.stats.Changed++
		m.dissolve(v)
		m.unmatch(v)
		inSet[v] = true
		hv := m.hints[v*k : (v+1)*k]
		clear(hv)
		hint(v, hv)
	}
	live := m.liveList()
	if m.fresh && len(m.rsSet) < len(live) {
		m.initDuals() // the vertices outside vs need their duals
	}
	m.fresh = false
	// The live tail vertices outside vs (SetTail), by increasing dual: their
	// duals do not change below, and each of their edges weighs at most
	// tailMax, so the walk over them stops as soon as 2*tailMax - dual(u)
	// cannot raise the dual found (the maximum does not depend on the
	// order in which it is taken: the duals are those of a full walk).
	head := live
	var tailOut []int
	if m.tailBound() != nil {
		head = live[:sort.SearchInts(live, m.tailStart)]
		tailOut = m.rsTail[:0]
		for _, u := range m.tailOrder() {
			if !inSet[u] {
				tailOut = append(tailOut, u)
			}
		}
		m.rsTail = tailOut
		clear(m.zk)
		slackInto(m.twoMax, m.zk, m.zk, m.tailMax)
		sub(m.twoMax, m.zk, m.twoMax) // 2*tailMax
	}
	// The reseeded vertices, each once, and for each of them
	// E(v) = max over the other reseeded u of 2w(v,u) - h(u) - h(v) (edges
	// of weight zero excluded): every pair once, one subtraction and two
	// comparisons (most pairs tie: under a good hint most edges are tight).
	set := m.rsSet
	if len(m.excess) < n*k {
		m.excess = make([]uint64, n*k)
		m.hasEx = make([]bool, n)
	}
	e := m.t1
	pairEx := func(v, u int, w []uint64, bonus int32) {
		hv, hu := m.hints[v*k:(v+1)*k], m.hints[u*k:(u+1)*k]
		twoWMinus2(e, w, hu, hv)
		if bonus != 0 {
			addSmall(e, 2*int64(bonus))
		}
		if exV := m.excess[v*k : (v+1)*k]; !m.hasEx[v] || cmpSigned(e, exV) > 0 {
			copy(exV, e)
			m.hasEx[v] = true
		}
		if exU := m.excess[u*k : (u+1)*k]; !m.hasEx[u] || cmpSigned(e, exU) > 0 {
			copy(exU, e)
			m.hasEx[u] = true
		}
	}
	// With classes (SetTailClasses) the pairs of two tail vertices are
	// found through them (reseedClasses); every other pair is walked.
	sHead, sTail := set, []int(nil)
	classes := m.cls != nil && m.tailBound() != nil
	if classes {
		sHead, sTail = m.rsHead[:0], m.rsClass[:0]
		for _, v := range set {
			if v < m.tailStart {
				sHead = append(sHead, v)
			} else {
				sTail = append(sTail, v)
			}
		}
		m.rsHead, m.rsClass = sHead, sTail
	}
	raiseEx := func(v int, e []uint64) {
		if exV := m.excess[v*k : (v+1)*k]; !m.hasEx[v] || cmpSigned(e, exV) > 0 {
			copy(exV, e)
			m.hasEx[v] = true
		}
	}
	m.reseedGroupPairs(sHead, pairEx, raiseEx)
	if len(sTail) > 0 && len(sHead) > 0 {
		m.reseedTailHead(sTail, sHead, pairEx, raiseEx)
	}
	if len(sTail) > 1 {
		m.reseedClasses(sTail, e)
	}
	// For v: in = h(v) + E(v) (then dv = h(v) + ceil(E(v)/2)), out = max
	// over the other u of 2w - dual(u).
	out, t := m.t2, m.d
	for _, v := range set {
		hv := m.hints[v*k : (v+1)*k]
		firstIn, firstOut := !m.hasEx[v], true
		r := m.rowOf(v)
		visit := func(u int) {
			if u != v {
				firstOut = m.raise(out, firstOut, &r, v, u)
			}
		}
		for _, u := range head {
			if !inSet[u] {
				visit(u)
			}
		}
		dv := m.du(v)
		if !firstIn {
			// dv = h(v) + ceil(E/2) = h(v) + floor((E + 1)/2)
			clear(t)
			t[0] = 1
			add(dv, m.excess[v*k:(v+1)*k], t)
			half(dv, dv)
			add(dv, dv, hv)
		}
		for _, u := range tailOut {
			if !firstIn || !firstOut {
				// Every later u gives at most 2*tailMax - dual(u).
				sub(m.bnd, m.twoMax, m.du(u))
				if (!firstIn && cmpSigned(m.bnd, dv) <= 0) || (!firstOut && cmpSigned(m.bnd, out) <= 0) {
					break
				}
			}
			visit(u)
		}
		switch {
		case !firstIn:
			if !firstOut && cmpSigned(out, dv) > 0 {
				copy(dv, out)
			}
		case !firstOut:
			copy(dv, out)
		default:
			copy(dv, hv)
		}
		m.dualChanged(v)
	}
	for _, v := range set {
		m.hasEx[v] = false
	}
	// The greedy start: the lowest free vertex with its first tight free
	// neighbour (only single vertices, not blossoms).
	for _, v := range live {
		if m.mate[v] >= 0 || m.inblossom[v] != v {
			continue
		}
		r := m.rowOf(v)
		for _, u := range live {
			if u <= v || m.mate[u] >= 0 || m.inblossom[u] != u {
				continue
			}
			w, bonus := m.rowWB(&r, v, u)
			if slackCmp0B(m.du(v), m.du(u), w, bonus) != 0 || zero(w) {
				continue
			}
			m.mate[v] = v*n + u
			m.mate[u] = u*n + v
			m.stats.Greedy++
			break
		}
	}
	for _, v := range vs {
		inSet[v] = false
	}
}

// twoWMinus2 sets dst = 2w - a - b, where w has one word less than a, b
// and dst.
func twoWMinus2(dst, w, a, b []uint64) {
	kw := len(w)
	dst, a, b = dst[:kw+1], a[:kw+1], b[:kw+1]
	var br, bb, x, prev uint64
	for i, wi := range w {
		x, br = bits.Sub64(wi<<1|prev>>63, a[i], br)
		dst[i], bb = bits.Sub64(x, b[i], bb)
		prev = wi
	}
	x, _ = bits.Sub64(prev>>63, a[kw], br)
	dst[kw], _ = bits.Sub64(x, b[kw], bb)
}

// twoWMinus sets dst = 2w - a, where w has one word less than a and dst.
func twoWMinus(dst, w, a []uint64) {
	var br uint64
	kw := len(w)
	for i := 0; i < kw; i++ {
		dst[i], br = bits.Sub64(w[i]<<1|hiBit(w, i), a[i], br)
	}
	dst[kw], _ = bits.Sub64(w[kw-1]>>63, a[kw], br)
}

// reseedClasses raises E(v) (Reseed) over the pairs of two reseeded tail
// vertices (tail; it reorders it) through the classes of the tail's weights: such a pair weighs
// zero or table[cls(v), cls(u)], so for each class the best u is the one of
// least hint with an edge to v, found by walking the class's reseeded tail
// vertices by increasing hint (usually the first has an edge). The value is
// the full walk's (a maximum).
func (m *Incremental) reseedClasses(tail []int, e []uint64) {
	k, nc := m.k, m.nc
	hint := func(v int) []uint64 { return m.hints[v*k : (v+1)*k] }
	slices.SortFunc(tail, func(a, b int) int {
		if ca, cb := m.cls[a], m.cls[b]; ca != cb {
			return ca - cb
		}
		if c := cmpSigned(hint(a), hint(b)); c != 0 {
			return c
		}
		return a - b
	})
	if cap(m.cstart) < nc+1 {
		m.cstart = make([]int, nc+1)
	}
	start := m.cstart[:nc+1]
	clear(start)
	for _, u := range tail {
		start[m.cls[u]+1]++
	}
	for c := 1; c <= nc; c++ {
		start[c] += start[c-1]
	}
	for _, v := range tail {
		hv, exV := hint(v), m.excess[v*k:(v+1)*k]
		for c := 0; c < nc; c++ {
			wc := m.ctable[m.cls[v]*nc+c]
			if zero(wc) {
				continue
			}
			for _, u := range tail[start[c]:start[c+1]] {
				if u == v || zero(m.w(v, u)) {
					continue
				}
				twoWMinus2(e, wc, hint(u), hv)
				if !m.hasEx[v] || cmpSigned(e, exV) > 0 {
					copy(exV, e)
					m.hasEx[v] = true
				}
				break
			}
		}
	}
}
