package matching

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
	n, k, kw := m.n, m.k, m.k-1
	m.solved = false
	if cap(m.inSet) < n {
		m.inSet = make([]bool, n)
	}
	inSet := m.inSet[:n]
	if len(m.hints) < n*k {
		m.hints = make([]uint64, n*k)
	}
	for _, v := range vs {
		if !m.alive[v] {
			continue
		}
		m.stats.Changed++
		m.dissolve(v)
		m.unmatch(v)
		inSet[v] = true
		hv := m.hints[v*k : (v+1)*k]
		clear(hv)
		hint(v, hv)
	}
	live := m.liveList()
	cand, t := m.t1, m.t2
	for _, v := range vs {
		if !inSet[v] {
			continue
		}
		hv := m.hints[v*k : (v+1)*k]
		dv := m.du(v)
		first := true
		col, row := m.rowOf(v)
		for _, u := range live {
			if u == v {
				continue
			}
			w := m.rowW(col, row, v, u)
			if zero(w) {
				continue
			}
			clear(t)
			slackInto(cand, t, t, w) // -2w
			sub(cand, t, cand)       // 2w
			if inSet[u] {
				sub(cand, cand, m.hints[u*k:(u+1)*k])
				sub(cand, cand, hv)
				// ceil(cand/2), then + h(v).
				one := t
				one[0] = 1
				add(cand, cand, one)
				half(cand, cand)
				add(cand, cand, hv)
			} else {
				sub(cand, cand, m.du(u))
			}
			if first || cmpSigned(cand, dv) > 0 {
				copy(dv, cand)
				first = false
			}
		}
		if first {
			copy(dv, hv)
		}
		m.dualChanged(v)
	}
	// The greedy start: the lowest free vertex with its first tight free
	// neighbour (only single vertices, not blossoms).
	for _, v := range live {
		if m.mate[v] >= 0 || m.inblossom[v] != v {
			continue
		}
		col, row := m.rowOf(v)
		for _, u := range live {
			if u <= v || m.mate[u] >= 0 || m.inblossom[u] != u {
				continue
			}
			var w []uint64
			if u < len(col) && col[u] >= 0 {
				w = row[col[u]*kw : (col[u]+1)*kw]
			} else {
				w = m.w(v, u)
			}
			if slackCmp(m.du(v), m.du(u), w, nil, 0) != 0 || zero(w) {
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
