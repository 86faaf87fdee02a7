package matching

import (
	"slices"
	"sort"
)

// SetTailClasses refines SetTail: every edge with an end in the tail
// (a vertex >= the SetTail start) weighs either zero or exactly
// table[cls[u]*nc+cls[v]] (words words, symmetric), cls giving each vertex
// its class in 0..nc-1. The pairing engine's weights outside the current
// window depend only on two small per-player values (dutch.md F.4: F1 and
// F6 outside a bracket) and on whether the pair may meet at all. With
// classes the dual adjustment of a search finds its least slack among the
// tail edges by walking the vertices of each class by increasing dual,
// instead of every pair of an S-vertex and a live vertex. It never changes
// results; nil cls removes the classes. The engine must call it again
// whenever the weights outside the tail's classes could change.
func (m *Incremental) SetTailClasses(cls []int, nc int, table [][]uint64) {
	m.tc.invalidate()
	m.cls, m.nc, m.ctable = cls, nc, table
	m.ordCOK = false
}

// classDelta computes delta types 2 and 3 (the least slack from an
// S-vertex to a free vertex, and half the least slack between S-vertices
// of different blossoms) exactly as the full double walk of stage does,
// with the same tie-break: the full walk takes, among the pairs of least
// value, the first (v, w) with v an S-vertex in increasing order and w in
// increasing order (for two S-vertices, v the lower). Pairs inside the
// window are walked in full; every pair with an end in the tail is looked up
// through the classes: the S and free vertices of each class (and each side
// of tailStart) sorted by dual and index, walked from the least dual until
// the slack exceeds twice the best value found (no later vertex of that
// class can then tie or beat it). It returns the type (-1: none) and the
// edge, with the value in m.delta.
func (m *Incremental) classDelta(live []int) (int, int) {
	n, nc := m.n, m.nc
	h := sort.SearchInts(live, m.tailStart)
	// Groups: class c of the head is 2c, of the tail 2c+1.
	grp := func(u int) int {
		g := 2 * m.cls[u]
		if u >= m.tailStart {
			g++
		}
		return g
	}
	m.cbuf = m.cbuf[:0]
	for _, u := range live {
		if m.label[m.inblossom[u]] != 2 {
			m.cbuf = append(m.cbuf, u)
		}
	}
	m.sortByGroupDual(m.cbuf, grp)
	if cap(m.cstart) < 2*nc+1 {
		m.cstart = make([]int, 2*nc+1)
	}
	start := m.cstart[:2*nc+1]
	clear(start)
	for _, u := range m.cbuf {
		start[grp(u)+1]++
	}
	for g := 1; g <= 2*nc; g++ {
		start[g] += start[g-1]
	}
	// skip[i]: the first position after i, within i's group, whose vertex
	// is in another top-level blossom than cbuf[i] (the walk jumps over a
	// run of its own blossom's vertices, often most of a tight clique).
	if cap(m.cskip) < len(m.cbuf) {
		m.cskip = make([]int, len(m.cbuf))
	}
	skip := m.cskip[:len(m.cbuf)]
	for g := 0; g < 2*nc; g++ {
		for i := start[g+1] - 1; i >= start[g]; i-- {
			if i+1 == start[g+1] || m.inblossom[m.cbuf[i+1]] != m.inblossom[m.cbuf[i]] {
				skip[i] = i + 1
			} else {
				skip[i] = skip[i+1]
			}
		}
	}
	// run[i]: the first position after i, within i's group, whose dual or
	// label differs from cbuf[i]'s: the pairs of an S-vertex with the
	// vertices of such a run all have the same value (the class weight is
	// one), and in index order the first that counts has the least ends, so
	// the walk skips the rest of the run once it has taken one.
	if cap(m.crun) < len(m.cbuf) {
		m.crun = make([]int, len(m.cbuf))
	}
	run := m.crun[:len(m.cbuf)]
	for g := 0; g < 2*nc; g++ {
		for i := start[g+1] - 1; i >= start[g]; i-- {
			a, b := m.cbuf[i], -1
			if i+1 < start[g+1] {
				b = m.cbuf[i+1]
			}
			if b < 0 || m.freeOf(a) != m.freeOf(b) || cmpSigned(m.du(a), m.du(b)) != 0 {
				run[i] = i + 1
			} else {
				run[i] = run[i+1]
			}
		}
	}
	have := false
	best := m.delta
	bestA, bestB, bestType, bestEdge := -1, -1, -1, -1
	d := m.d
	consider := func(v, w int, wt []uint64, bonus int32) {
		slackInto(d, m.du(v), m.du(w), wt)
		if bonus != 0 {
			addSmall(d, -2*int64(bonus))
		}
		a, b, typ, p := v, w, 2, v*n+w
		if m.label[m.inblossom[w]] == 1 {
			half(d, d)
			if w < v {
				a, b = w, v
			}
			typ, p = 3, a*n+b
		}
		if have {
			c := cmpSigned(d, best)
			if c > 0 || (c == 0 && (a > bestA || (a == bestA && b >= bestB))) {
				return
			}
		}
		have = true
		copy(best, d)
		bestA, bestB, bestType, bestEdge = a, b, typ, p
	}
	walk := func(v, bv, g int) {
		wc := m.ctable[m.cls[v]*nc+g/2]
		if zero(wc) {
			return // every edge of v to this class is missing
		}
		for i := start[g]; i < start[g+1]; {
			w := m.cbuf[i]
			if m.inblossom[w] == bv {
				i = skip[i] // v itself or its blossom: no edge counts
				continue
			}
			if have && slackSignF(m.du(v), m.du(w), wc, best, 2) > 0 {
				break // slack > 2*best: no later w of the class can compete
			}
			if zero(m.w(v, w)) {
				i++
				continue
			}
			consider(v, w, wc, 0)
			i = run[i] // the rest of w's run ties with it and has larger ends
		}
	}
	// The window's pairs by group (windowGroups), when it is compact.
	wg := m.windowGroups(live[:h])
	continue2 := func(v, bv int) {
		for c := 0; c < nc; c++ {
			walk(v, bv, 2*c+1)
		}
	}
	for _, v := range live {
		bv := m.inblossom[v]
		if m.label[bv] != 1 {
			continue
		}
		if v < m.tailStart {
			r := m.rowOf(v)
			if wg != nil && r.a >= m.cw.FlatFrom && r.col == nil {
				wg.walk(m, v, bv, &r, consider, &have, best)
				continue2(v, bv)
				continue
			}
			for _, w := range live[:h] {
				lw, ok := m.deltaPartner(v, bv, w)
				if !ok {
					continue
				}
				wt, bonus := m.rowWB(&r, v, w)
				if zero(wt) {
					continue
				}
				if have {
					f := uint64(1)
					if lw == 1 {
						f = 2
					}
					if slackCmpB(m.du(v), m.du(w), wt, best, f, bonus) > 0 {
						continue
					}
				}
				consider(v, w, wt, bonus)
			}
		} else {
			for c := 0; c < nc; c++ {
				walk(v, bv, 2*c)
			}
		}
		for c := 0; c < nc; c++ {
			walk(v, bv, 2*c+1)
		}
	}
	if !have {
		return -1, -1
	}
	return bestType, bestEdge
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// sortByGroupDual sorts vs by grp, in each group by dual, then S-vertices
// before free ones, then index: the order the class walks of classDelta
// and windowDelta stop in.
func (m *Incremental) sortByGroupDual(vs []int, grp func(int) int) {
	slices.SortFunc(vs, func(a, b int) int {
		if ga, gb := grp(a), grp(b); ga != gb {
			return ga - gb
		}
		if c := cmpSigned(m.du(a), m.du(b)); c != 0 {
			return c
		}
		if oa, ob := m.freeOf(a), m.freeOf(b); oa != ob {
			return oa - ob
		}
		return a - b
	})
}

// freeOf is 0 for a vertex in an S-blossom, 1 for a free one (the walks'
// order within a dual).
func (m *Incremental) freeOf(u int) int { return b2i(m.label[m.inblossom[u]] != 1) }
