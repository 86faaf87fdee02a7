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

// dualChanged records that the dual or the liveness of v changed: what is
// cached about the tail depends only on tail vertices.
func (m *Incremental) dualChanged(v int) {
	if v >= m.tailStart {
		m.dualsChanged()
	}
}

// dualsChanged invalidates what is cached about the duals of the tail.
func (m *Incremental) dualsChanged() {
	m.minTailOK = false
	m.ordOK = false
	m.ordCOK = false
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
	// ord is sorted by dual, so the candidates are a prefix of it: bisect
	// (walking it cost 15 % of a late round of 1,000 players: docs/pairing-speed.md).
	c := sort.Search(len(ord), func(i int) bool { return cmpSigned(m.du(ord[i]), thr) > 0 })
	if c > len(ord)/8 {
		return tail // sorting would cost more than walking the tail
	}
	m.cand = append(m.cand[:0], ord[:c]...)
	slices.Sort(m.cand)
	return m.cand
}

// tailClassOrder returns the live tail vertices grouped by class
// (SetTailClasses), each class by increasing dual (tailOrder's order), and
// where each class starts (nc+1 entries); rebuilt lazily as tailOrder.
func (m *Incremental) tailClassOrder() ([]int, []int) {
	if !m.ordCOK {
		ord := m.tailOrder()
		if cap(m.ordCAt) < m.nc+1 {
			m.ordCAt = make([]int, m.nc+1)
		}
		at := m.ordCAt[:m.nc+1]
		clear(at)
		for _, u := range ord {
			at[m.cls[u]+1]++
		}
		for c := 1; c <= m.nc; c++ {
			at[c] += at[c-1]
		}
		if cap(m.ordC) < len(ord) {
			m.ordC = make([]int, len(ord))
		}
		m.ordC = m.ordC[:len(ord)]
		for _, u := range ord {
			c := m.cls[u]
			m.ordC[at[c]] = u
			at[c]++
		}
		copy(at[1:], at[:m.nc])
		at[0] = 0
		m.ordCAt = at
		m.ordCOK = true
	}
	return m.ordC, m.ordCAt
}

// classCandidates is tailCandidates through the classes of the tail
// (SetTailClasses): the live tail vertices w with dual(w) <=
// 2*table[cls(v), cls(w)] - dv, in increasing order; every other tail
// vertex has slack > 0 towards v, its edge weighing zero or its classes'
// weight. Those of each class are a prefix of the class in tailClassOrder.
// When they are many it returns tail (the live tail in increasing order);
// the result is read-only until the next call.
func (m *Incremental) classCandidates(v int, dv []uint64, tail []int) []int {
	ord, at := m.tailClassOrder()
	thr := m.thr
	m.cand = m.cand[:0]
	for c, wc := range m.ctable[m.cls[v]*m.nc : (m.cls[v]+1)*m.nc] {
		grp := ord[at[c]:at[c+1]]
		if len(grp) == 0 || zero(wc) {
			continue
		}
		twoWMinus(thr, wc, dv) // 2w - dv
		i := sort.Search(len(grp), func(i int) bool { return cmpSigned(m.du(grp[i]), thr) > 0 })
		if len(m.cand)+i > len(tail)/8 {
			return tail // sorting would cost more than walking the tail
		}
		m.cand = append(m.cand, grp[:i]...)
	}
	slices.Sort(m.cand)
	return m.cand
}

// tightenDual sets dual(v) to the least value keeping every edge at v
// feasible (v must be a single unmatched vertex), the maximum of
// 2w(v,u) - dual(u). Tail vertices are visited by increasing dual and the
// walk stops once 2*tailMax - dual(u) cannot beat the value found, or with
// classes each class's walk once 2*wc - dual(u) cannot (the maximum does
// not depend on the order).
func (m *Incremental) tightenDual(v int) {
	dv := m.du(v)
	first := true
	r := m.rowOf(v)
	visit := func(u int) { first = m.raise(dv, first, &r, v, u) }
	defer m.dualChanged(v)
	live := m.liveList()
	tb := m.tailBound()
	h := len(live)
	if tb != nil {
		h = sort.SearchInts(live, m.tailStart)
	}
	for _, u := range live[:h] {
		if u != v {
			visit(u)
		}
	}
	if tb == nil {
		return
	}
	if m.cls != nil && m.nc <= classCandMax {
		// By class (SetTailClasses): a tail edge weighs zero or its
		// classes' weight wc, so each class is walked by increasing dual
		// until 2*wc - dual(u) cannot beat the value found.
		ord, at := m.tailClassOrder()
		for c, wc := range m.ctable[m.cls[v]*m.nc : (m.cls[v]+1)*m.nc] {
			if zero(wc) {
				continue
			}
			for _, u := range ord[at[c]:at[c+1]] {
				if u == v {
					continue
				}
				if !first {
					twoWMinus(m.bnd, wc, m.du(u))
					if cmpSigned(m.bnd, dv) <= 0 {
						break
					}
				}
				visit(u)
			}
		}
		return
	}
	clear(m.zk)
	slackInto(m.twoMax, m.zk, m.zk, m.tailMax)
	sub(m.twoMax, m.zk, m.twoMax) // 2*tailMax
	for _, u := range m.tailOrder() {
		if u == v {
			continue
		}
		if !first {
			sub(m.bnd, m.twoMax, m.du(u))
			if cmpSigned(m.bnd, dv) <= 0 {
				break
			}
		}
		visit(u)
	}
}

// raise sets cur to 2w(v,u) - dual(u) when that is larger, or when first
// (cur holds no value yet), for an edge v-u of positive weight (r is v's
// row); it returns whether cur still holds no value. A tail edge
// (SetTailClasses) is compared with its classes' weight, and the weight
// callback asked only when it would raise cur, to learn whether the edge
// exists.
func (m *Incremental) raise(cur []uint64, first bool, r *wrow, v, u int) bool {
	var w []uint64
	var bonus int32
	byClass := false
	switch {
	case u < len(r.col) && r.col[u] >= 0:
		kw := m.k - 1
		w = r.row[r.col[u]*kw : (r.col[u]+1)*kw]
	case m.cls != nil && (u >= m.tailStart || v >= m.tailStart):
		w, byClass = m.ctable[m.cls[v]*m.nc+m.cls[u]], true
	case r.a >= 0:
		// compactAt written out (docs/pairing-speed.md, session 13).
		c := r.c
		b := cwPos(c, u)
		if b < 0 || b < c.Keep && r.a < c.Keep {
			w = m.weight(v, u)
			break
		}
		if bonus = r.bonus[b]; bonus == NoEdge {
			return first
		}
		t, o := r.offset(b)
		if o < 0 {
			o = r.entry(t, b)
		}
		w = c.Arena[o : int(o)+m.k-1]
	default:
		w, bonus = m.rowWB(r, v, u)
	}
	if zero(w) {
		return first
	}
	// 2w - dual(u) > cur exactly when dual(u) + cur - 2w < 0.
	if !first {
		if bonus == 0 && slackSign(m.du(u), cur, w) >= 0 || bonus != 0 && slackSignB(m.du(u), cur, w, bonus) >= 0 {
			return first
		}
	}
	if byClass && zero(m.w(v, u)) {
		return first
	}
	twoWMinus(cur, w, m.du(u))
	if bonus != 0 {
		addSmall(cur, 2*int64(bonus))
	}
	return false
}

// SetRows gives scans direct access to stored rows of weights: rows(v)
// returns col, with col[w] the column of w in row (or -1: ask the weight
// callback; w >= len(col) too), and row, whose column c holds the weight of
// v-w in words [c*words, (c+1)*words). It returns nil, nil when v has no
// stored row. The rows must always equal what the weight callback returns.
// It never changes results; it saves a call per edge.
func (m *Incremental) SetRows(rows func(v int) (col []int, row []uint64)) { m.rows = rows }

// outside is the list of the live vertices outside one top-level blossom,
// in increasing order: the scans of that blossom's vertices walk it instead
// of the live list, whose members of the blossom they would skip one by one
// (in the tight cliques of the tail a blossom holds most of the live
// vertices, and every one of its vertices is scanned). It is valid while no
// vertex changes its top-level blossom and none is removed: epoch counts
// those changes (addBlossom, expandBlossom, dissolveTop, Remove).
type outside struct {
	epoch   int
	b, at   int   // the blossom and the epoch of list (at < 0: none)
	list    []int // the live vertices outside b
	seen    int   // the blossom and epoch of the last scan that skipped many (seenAt)
	seenAt  int
	seenSet bool
}

// outsideOf returns the live vertices outside the top-level blossom bv (in
// increasing order), or nil when no list is at hand: one is made at the
// second scan of a vertex of bv in the same epoch after a scan that skipped
// more than a quarter of its walk as members of bv (noteSkips).
func (m *Incremental) outsideOf(bv int, live []int) []int {
	o := &m.out
	if bv < m.n {
		return nil
	}
	if o.at == o.epoch && o.b == bv && o.list != nil {
		return o.list
	}
	if !o.seenSet || o.seen != bv || o.seenAt != o.epoch {
		return nil
	}
	inblossom := m.inblossom
	o.list = o.list[:0]
	for _, w := range live {
		if inblossom[w] != bv {
			o.list = append(o.list, w)
		}
	}
	o.b, o.at = bv, o.epoch
	return o.list
}

// noteSkips records a scan of a vertex of bv that walked walked vertices
// and skipped skipped of them as members of bv.
func (m *Incremental) noteSkips(bv, walked, skipped int) {
	if bv >= m.n && 4*skipped > walked {
		m.out.seen, m.out.seenAt, m.out.seenSet = bv, m.out.epoch, true
	}
}
