package matching

import (
	"slices"
	"sort"
)

// liveList returns the live vertices in increasing order; the scans walk it
// instead of all n vertices (the pairing engine removes the vertices of
// frozen pairs, often most of the graph). It is rebuilt after Remove.
func (m *Incremental) liveList() []int {
	if !m.liveOK {
		m.live = m.live[:0]
		for v, a := range m.alive {
			if a {
				m.live = append(m.live, v)
			}
		}
		m.liveOK = true
	}
	return m.live
}

// dualsChanged invalidates what is cached about the duals of the tail.
func (m *Incremental) dualsChanged() {
	m.minTailOK = false
	m.ordOK = false
}

// tailOrder returns the live tail vertices (see SetTail) by increasing
// dual; it is rebuilt lazily after any change of duals or liveness.
func (m *Incremental) tailOrder() []int {
	if !m.ordOK {
		live := m.liveList()
		m.ord = append(m.ord[:0], live[sort.SearchInts(live, m.tailStart):]...)
		slices.SortFunc(m.ord, func(a, b int) int { return cmpSigned(m.du(a), m.du(b)) })
		m.ordOK = true
	}
	return m.ord
}

// tailCandidates returns, in increasing order, the live tail vertices w
// with dual(w) <= 2*tailMax - dv: every other tail vertex has slack > 0
// towards a vertex of dual dv, since its edges weigh at most tailMax (F.8 of
// the pairing engine: most of the graph is tail). When they are many it
// returns all of tail, the live tail in increasing order; the result is
// read-only until the next call.
func (m *Incremental) tailCandidates(dv []uint64, tail []int) []int {
	thr := m.thr
	clear(m.zk)
	slackInto(thr, m.zk, m.zk, m.tailMax) // -2*tailMax
	sub(thr, m.zk, thr)
	sub(thr, thr, dv)
	ord := m.tailOrder()
	c := 0
	for c < len(ord) && cmpSigned(m.du(ord[c]), thr) <= 0 {
		c++
	}
	if c > len(ord)/8 {
		return tail // sorting would cost more than walking the tail
	}
	m.cand = append(m.cand[:0], ord[:c]...)
	slices.Sort(m.cand)
	return m.cand
}
