package matching

import (
	"fmt"
	"sort"
)

// Solve re-optimises: afterwards the matching has maximum cardinality and,
// among those, maximum weight (over the live vertices).
func (m *Incremental) Solve() {
	n := m.n
	m.stats.Solves++
	m.solved = false
	m.tc.invalidate()
	if m.fresh {
		m.initDuals()
	}
	// All roots of a stage must have duals of equal parity, so that the
	// slack between two S-vertices is even and delta type 3 (half of it) is
	// exact (they then stay in step). Raising the dual of a single vertex
	// keeps every edge feasible.
	for v := 0; v < n; v++ {
		if m.alive[v] && m.mate[v] == -1 && m.du(v)[0]&1 != 0 {
			m.makeEven(v)
		}
	}
	for {
		m.stats.Stages++
		for i := range m.label {
			m.label[i] = 0
			m.bestedge[i] = -1
		}
		for b := n; b < 2*n; b++ {
			m.blossombestedges[b] = nil
		}
		m.clearAllowed()
		m.queue = m.queue[:0]
		// Roots in reverse order: the queue is a stack, so the highest-ranked
		// free vertex is scanned first (any order is exact; this one finds
		// augmenting paths before exploring the large tight cliques of the
		// lower scoregroups).
		for v := n - 1; v >= 0; v-- {
			if m.alive[v] && m.mate[v] == -1 && m.label[m.inblossom[v]] == 0 {
				m.assignLabel(v, 1, -1)
			}
		}
		if len(m.queue) == 0 {
			m.solved = true // no free vertex: perfect, and optimal
			return
		}
		if !m.stage() {
			return
		}
		for b := n; b < 2*n; b++ {
			if m.blossomparent[b] == -1 && m.blossombase[b] >= 0 && m.label[b] == 1 && sign(m.du(b)) == 0 {
				m.expandBlossom(b, true)
			}
		}
	}
}

// stage grows the alternating forest until it augments (true) or no
// augmenting path exists (false).
func (m *Incremental) stage() bool {
	n := m.n
	live := m.liveList()
	for {
		for len(m.queue) > 0 {
			v := m.queue[len(m.queue)-1]
			m.queue = m.queue[:len(m.queue)-1]
			if m.scan(v, live) {
				return true
			}
		}
		deltatype, deltaedge, deltablossom := -1, -1, -1
		// Delta types 2 and 3, computed afresh (deltas are rare here, so
		// this is cheaper than maintaining best edges per blossom).
		if m.cls != nil && m.tailStart < n {
			deltatype, deltaedge = m.classDelta(live)
			if CrossCheckClasses {
				m.crossCheckDelta(live, deltatype, deltaedge)
			}
		} else {
			deltatype, deltaedge = m.fullDelta(live)
		}
		for b := n; b < 2*n; b++ {
			if m.blossombase[b] >= 0 && m.blossomparent[b] == -1 && m.label[b] == 2 &&
				(deltatype == -1 || cmpSigned(m.du(b), m.delta) < 0) {
				copy(m.delta, m.du(b))
				deltatype, deltablossom = 4, b
			}
		}
		if deltatype == -1 {
			return false
		}
		m.stats.Deltas++
		for _, v := range live {
			switch m.label[m.inblossom[v]] {
			case 1:
				sub(m.du(v), m.du(v), m.delta)
				m.dualChanged(v)
			case 2:
				add(m.du(v), m.du(v), m.delta)
				m.dualChanged(v)
			}
		}
		for b := n; b < 2*n; b++ {
			if m.blossombase[b] >= 0 && m.blossomparent[b] == -1 {
				switch m.label[b] {
				case 1:
					add(m.du(b), m.du(b), m.delta)
				case 2:
					sub(m.du(b), m.du(b), m.delta)
				}
			}
		}
		switch deltatype {
		case 2:
			i, j := deltaedge/n, deltaedge%n
			if m.label[m.inblossom[i]] == 0 {
				i, j = j, i
			}
			_ = j
			m.queue = append(m.queue, i)
		case 3:
			m.queue = append(m.queue, deltaedge/n)
		case 4:
			m.expandBlossom(deltablossom, false)
		}
	}
}

// classCandMax bounds the classes for which a scan finds its tail
// candidates class by class (classCandidates: a bisection per class).
const classCandMax = 64

// scan is one step of the search: it examines the edges of the S-vertex v
// to the live vertices and augments (true) through a tight edge to another
// tree, or grows the tree along its tight edges (false).
func (m *Incremental) scan(v int, live []int) bool {
	n := m.n
	m.stats.Scans++
	// Pass 1: collect the tight edges; augment at once through an
	// edge to another tree (this avoids growing blossoms in the large
	// tight cliques of equal weights).
	bv := m.inblossom[v]
	m.tight = m.tight[:0]
	inblossom, label := m.inblossom, m.label
	marks := len(m.allowList) != 0 // the only marks kept
	record := false
	if m.tc.on && !marks {
		if list, ok := m.tc.get(v); ok {
			// The tight edges of v as a walk over live would find them
			// (tightCache): the same vertices in the same order, less the
			// dead ones, then the same checks of labels.
			for _, w32 := range list {
				w := int(w32)
				if !m.alive[w] {
					continue
				}
				bw := inblossom[w]
				if bw == bv || label[bw] == 2 && label[w] != 0 {
					continue
				}
				if label[bw] == 1 && m.root[bw] != m.root[bv] {
					m.augmentMatching(v*n + w)
					return true
				}
				m.tight = append(m.tight, w)
			}
			return m.grow(v)
		}
		record = true
		m.tc.buf = m.tc.buf[:0]
	}
	dv := m.du(v)
	head, cand := live, []int(nil)
	r := m.rowOf(v)
	col, row := r.col, r.row
	kw := m.k - 1
	cw := r.c // nil unless v has a compact row (cwPos is then -1)
	if tb := m.tailBound(); tb != nil {
		h := sort.SearchInts(live, m.tailStart)
		if slackCmp0(dv, tb, m.tailMax) > 0 {
			head = live[:h] // no tail edge of v can be tight
		} else if len(m.allowList) == 0 {
			// Only tail vertices of low dual can be tight with v: by
			// class, when v is outside the tail (a tail vertex of a
			// tight clique has most of the tail as candidates).
			if m.cls != nil && v < m.tailStart && m.nc <= classCandMax {
				head, cand = live[:h], m.classCandidates(v, dv, live[h:])
			} else {
				head, cand = live[:h], m.tailCandidates(dv, live[h:])
			}
		}
	}
	if !record {
		if out := m.outsideOf(bv, live); out != nil {
			// The same walk less the members of bv, which it skips.
			if len(head) == len(live) {
				head = out
			} else {
				full := len(cand) > 0 && len(cand) == len(live)-len(head) && &cand[0] == &live[len(head)]
				h := sort.SearchInts(out, m.tailStart)
				head = out[:h]
				if full {
					cand = out[h:]
				}
			}
		}
	}
	walked, skipped := len(head)+len(cand), 0
	for _, part := range [2][]int{head, cand} {
		for _, w := range part {
			bw := inblossom[w]
			if record {
				// Every edge's slack is looked at, whatever the labels
				// and blossoms now, and the tight ones are kept.
				if w == v || !m.tightAt(v, w, dv, &r, false) {
					continue
				}
				m.tc.buf = append(m.tc.buf, int32(w))
				if bw == bv || label[bw] == 2 && label[w] != 0 {
					continue
				}
				if label[bw] == 1 && m.root[bw] != m.root[bv] {
					m.augmentMatching(v*n + w)
					return true // the row is not complete: not kept
				}
				m.tight = append(m.tight, w)
				continue
			}
			if bw == bv {
				skipped++
				continue // v itself, or its blossom
			}
			if label[bw] == 2 && label[w] != 0 {
				// An inner vertex already labelled: a tight edge to it would
				// do nothing in pass 2 (labels only grow inside a scan, and a
				// blossom made there holds v), so its slack is not looked at.
				continue
			}
			// Usable when tight, slack first (it rejects almost every
			// edge, zero or not: a zero weight means no edge); edges of an
			// expanded blossom are marked allowed explicitly (marks).
			p := v*n + w
			var tight bool
			if w < len(col) && col[w] >= 0 {
				wt := row[col[w]*kw : (col[w]+1)*kw]
				tight = (slackCmp0(dv, m.du(w), wt) <= 0 || marks && m.allowed(p)) && !zero(wt)
			} else if m.cls != nil && (w >= m.tailStart || v >= m.tailStart) {
				// A tail edge weighs zero or its classes' weight: the
				// slack is tested with the latter, the weight asked for
				// only when tight.
				wc := m.ctable[m.cls[v]*m.nc+m.cls[w]]
				tight = !zero(wc) && (slackCmp0(dv, m.du(w), wc) <= 0 || marks && m.allowed(p)) && !zero(m.w(v, w))
			} else if b := cwPos(cw, w); b >= 0 && (b >= cw.Keep || r.a >= cw.Keep) {
				// compactAt written out (a call per edge cost a tenth of
				// the round: docs/pairing-speed.md, session 13).
				bonus := r.bonus[b]
				if bonus == NoEdge {
					continue
				}
				t, o := r.offset(b)
				if o < 0 {
					o = r.entry(t, b)
				}
				wt := cw.Arena[o : int(o)+kw]
				tight = (slackCmp0B(dv, m.du(w), wt, bonus) <= 0 || marks && m.allowed(p)) && !zero(wt)
			} else {
				wt, bonus := m.rowWB(&r, v, w)
				tight = (slackCmp0B(dv, m.du(w), wt, bonus) <= 0 || marks && m.allowed(p)) && !zero(wt)
			}
			if !tight {
				continue
			}
			if label[bw] == 1 && m.root[bw] != m.root[bv] {
				m.augmentMatching(p)
				return true
			}
			m.tight = append(m.tight, w)
		}
	}
	if record {
		m.tc.put(v, m.tc.buf)
	} else {
		m.noteSkips(bv, walked, skipped)
	}
	return m.grow(v)
}

// tightAt reports whether the edge v-w is tight (and exists), as pass 1 of
// scan tests it (r is v's row; marks: an edge marked allowed counts as
// tight).
func (m *Incremental) tightAt(v, w int, dv []uint64, r *wrow, marks bool) bool {
	if m.cls != nil && (w >= m.tailStart || v >= m.tailStart) && !(w < len(r.col) && r.col[w] >= 0) {
		wc := m.ctable[m.cls[v]*m.nc+m.cls[w]]
		return !zero(wc) && (slackCmp0(dv, m.du(w), wc) <= 0 || marks && m.allowed(v*m.n+w)) && !zero(m.w(v, w))
	}
	wt, bonus := m.rowWB(r, v, w)
	return (slackCmp0B(dv, m.du(w), wt, bonus) <= 0 || marks && m.allowed(v*m.n+w)) && !zero(wt)
}

// grow is pass 2 of scan: the tree grows along the tight edges found
// (m.tight); it reports whether it augmented.
func (m *Incremental) grow(v int) bool {
	n := m.n
	for _, w := range m.tight {
		if m.inblossom[v] == m.inblossom[w] {
			continue
		}
		p := v*n + w
		switch {
		case m.label[m.inblossom[w]] == 0:
			m.assignLabel(w, 2, m.flip(p))
		case m.label[m.inblossom[w]] == 1:
			base := m.scanBlossom(v, w)
			if base >= 0 {
				m.addBlossom(base, p)
			} else {
				m.augmentMatching(p)
				return true
			}
		case m.label[w] == 0:
			m.label[w] = 2
			m.labelend[w] = m.flip(p)
		}
	}
	return false
}

// makeEven raises by one the duals of the free vertex v and of the vertices
// sharing its top-level blossom (all of equal parity), lowering that
// blossom's dual by one so that its edges stay tight; a blossom with a zero
// dual is dissolved first (which costs nothing).
func (m *Incremental) makeEven(v int) {
	one := make([]uint64, m.k)
	one[0] = 1
	for m.inblossom[v] != v {
		b := m.inblossom[v]
		if sign(m.du(b)) > 0 {
			for _, lv := range m.leafList(b) {
				add(m.du(lv), m.du(lv), one)
				m.dualChanged(lv)
			}
			sub(m.du(b), m.du(b), one)
			return
		}
		m.dissolveTop(b)
	}
	add(m.du(v), m.du(v), one)
	m.dualChanged(v)
}

// fullDelta computes delta types 2 and 3 by the full double walk over the
// S-vertices and the live vertices: the least slack from an S-vertex to a
// free vertex, and half the least slack between S-vertices of different
// blossoms, the first such pair in walking order among equals. It returns
// the type (-1: none) and the edge, with the value in m.delta.
func (m *Incremental) fullDelta(live []int) (int, int) {
	n, d := m.n, m.d
	deltatype, deltaedge := -1, -1
	for _, v := range live {
		if m.label[m.inblossom[v]] != 1 {
			continue
		}
		bv := m.inblossom[v]
		end := n
		r := m.rowOf(v)
		if deltatype != -1 {
			// Every tail edge of v has slack >= dual(v) + minTail - 2*tailMax;
			// skip the tail when that is at least 2*delta (types 2 and 3).
			if tb := m.tailBound(); tb != nil && slackCmp(m.du(v), tb, m.tailMax, m.delta, 2) >= 0 {
				end = m.tailStart
			}
		}
		for _, w := range live {
			if w >= end {
				break
			}
			lw, ok := m.deltaPartner(v, bv, w)
			if !ok {
				continue
			}
			p := v*n + w
			wt, bonus := m.rowWB(&r, v, w)
			f := uint64(1)
			if lw == 1 {
				f = 2 // slack/2 < delta, slack is even
			}
			if deltatype != -1 && slackCmpB(m.du(v), m.du(w), wt, m.delta, f, bonus) >= 0 {
				continue
			}
			if zero(wt) {
				continue
			}
			m.slack(d, p)
			if lw == 1 {
				half(d, d)
				deltatype, deltaedge = 3, p
			} else {
				deltatype, deltaedge = 2, p
			}
			copy(m.delta, d)
		}
	}
	return deltatype, deltaedge
}

// deltaPartner reports whether the pair of the S-vertex v (in top-level
// blossom bv) and w is one the full walk of a dual adjustment counts (w
// free, or an S-vertex of another blossom above v), and w's label.
func (m *Incremental) deltaPartner(v, bv, w int) (int, bool) {
	if w == v {
		return 0, false
	}
	bw := m.inblossom[w]
	lw := m.label[bw]
	if bw == bv || lw == 2 || (lw == 1 && w < v) {
		return 0, false
	}
	return lw, true
}

// CrossCheckClasses is for tests (of this package and of the pairing
// engine): every dual adjustment with classes (SetTailClasses) then
// computes its delta by the full walk too, and panics when the two differ
// in type, edge or value.
var CrossCheckClasses = false

func (m *Incremental) crossCheckDelta(live []int, typ, edge int) {
	got := append([]uint64(nil), m.delta...)
	t2, e2 := m.fullDelta(live)
	if t2 != typ || e2 != edge || (typ != -1 && cmpSigned(got, m.delta) != 0) {
		panic(fmt.Sprintf("matching: classDelta gave type %d edge %d delta %v, the full walk type %d edge %d delta %v", typ, edge, got, t2, e2, m.delta))
	}
	copy(m.delta, got)
}
