package matching

// The window's pairs of a dual adjustment by group (docs/pairing-speed.md,
// session 14), for the pairs of the compact window whose bonus is zero
// (Flat, FlatFrom: the first solve of a bracket, and the MDPs' stages, whose
// bonuses are all in the MDPs' rows). classDelta keeps the least (value, ends) of
// the pairs it is shown, whatever their order, so the pairs of an S-vertex
// v with the window's S and free vertices may be walked group by group:
// the vertices of one compact class and "next" flag by increasing dual,
// then S-vertices before free ones, then index. Their weights with v are
// one table entry per side of v (above or below it in the window), or no
// edge. So a group's walk stops once the slack passes twice the best value
// on both sides (it only grows along the walk), and in a run of equal dual
// and label the first member on each side that counts has the least ends
// among the run's equal values: the rest of the run is skipped. Pairs the
// compact window does not hold (a vertex without a position, or two
// positions below Keep) and those with a position below FlatFrom are walked
// one by one.
type winGroups struct {
	buf   []int // the window's S and free vertices with a position, by group, dual, label and index
	start []int // where each group starts in buf (2*NC+1 entries)
	skip  []int // the next position in buf, within its group, of another top-level blossom
	run   []int // the next position in buf, within its group, of another dual or label
	lo    []int // by group: the least window position of a member
	hi    []int // by group: the largest
	rest  []int // the window's S and free vertices without a position, or below Keep or FlatFrom
}

// windowGroups prepares the walks of windowGroups.walk over the head (the
// live vertices below the tail), or returns nil when the window is not
// compact or too small to gain.
func (m *Incremental) windowGroups(head []int) *winGroups {
	c := m.cw
	if c == nil || !c.Flat || c.FlatFrom >= c.Size || len(head) < 256 {
		return nil
	}
	g := &m.wg
	g.buf, g.rest = g.buf[:0], g.rest[:0]
	for _, u := range head {
		if m.label[m.inblossom[u]] == 2 {
			continue
		}
		if p := cwPos(c, u); p >= 0 && p >= c.Keep && p >= c.FlatFrom && (m.rows == nil || m.rowOf(u).col == nil) {
			g.buf = append(g.buf, u)
		} else {
			g.rest = append(g.rest, u)
		}
	}
	grp := func(u int) int { a := c.Pos[u]; return 2*int(c.Cls[a]) + b2i(a >= c.Next) }
	m.sortByGroupDual(g.buf, grp)
	ng := 2 * c.NC
	if cap(g.start) < ng+1 {
		g.start = make([]int, ng+1)
	}
	g.start = g.start[:ng+1]
	clear(g.start)
	for _, u := range g.buf {
		g.start[grp(u)+1]++
	}
	for i := 1; i <= ng; i++ {
		g.start[i] += g.start[i-1]
	}
	if cap(g.skip) < len(g.buf) {
		g.skip = make([]int, len(g.buf))
	}
	g.skip = g.skip[:len(g.buf)]
	for x := 0; x < ng; x++ {
		for i := g.start[x+1] - 1; i >= g.start[x]; i-- {
			if i+1 == g.start[x+1] || m.inblossom[g.buf[i+1]] != m.inblossom[g.buf[i]] {
				g.skip[i] = i + 1
			} else {
				g.skip[i] = g.skip[i+1]
			}
		}
	}
	if cap(g.run) < len(g.buf) {
		g.run = make([]int, len(g.buf))
	}
	g.run = g.run[:len(g.buf)]
	for x := 0; x < ng; x++ {
		for i := g.start[x+1] - 1; i >= g.start[x]; i-- {
			a, b := g.buf[i], -1
			if i+1 < g.start[x+1] {
				b = g.buf[i+1]
			}
			if b < 0 || m.freeOf(a) != m.freeOf(b) || cmpSigned(m.du(a), m.du(b)) != 0 {
				g.run[i] = i + 1
			} else {
				g.run[i] = g.run[i+1]
			}
		}
	}
	g.lo, g.hi = g.lo[:0], g.hi[:0]
	for x := 0; x < ng; x++ {
		lo, hi := c.Size, -1
		for _, u := range g.buf[g.start[x]:g.start[x+1]] {
			lo, hi = min(lo, c.Pos[u]), max(hi, c.Pos[u])
		}
		g.lo, g.hi = append(g.lo, lo), append(g.hi, hi)
	}
	return g
}

// walk shows consider the pairs of the S-vertex v (top-level blossom bv,
// compact row r, at FlatFrom or above) with the window that the full walk counts (deltaPartner)
// and that can tie or beat the best value, with have and best those of
// classDelta.
func (g *winGroups) walk(m *Incremental, v, bv int, r *wrow, consider func(v, w int, wt []uint64, bonus int32), have *bool, best []uint64) {
	c := m.cw
	a := r.a
	// The pairs held outside the compact window's classes, one by one.
	for _, w := range g.rest {
		lw, ok := m.deltaPartner(v, bv, w)
		if !ok {
			continue
		}
		wt, bonus := m.rowWB(r, v, w)
		if zero(wt) {
			continue
		}
		if *have {
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
	kw := m.k - 1
	// base is the weight of v with the members of group x on one side
	// (above: b a member's position there), nil when there is none or
	// it is zero.
	base := func(b int) []uint64 {
		t, o := r.offset(b)
		if o < 0 {
			o = r.entry(t, b)
		}
		w := c.Arena[o : int(o)+kw]
		if zero(w) {
			return nil
		}
		return w
	}
	dv := m.du(v)
	for x := 0; x+1 < len(g.start); x++ {
		var lo, hi []uint64 // below v, above v
		if g.lo[x] < a {
			lo = base(g.lo[x])
		}
		if g.hi[x] > a {
			hi = base(g.hi[x])
		}
		if lo == nil && hi == nil {
			continue // no pair of v with this group has an edge
		}
		for i := g.start[x]; i < g.start[x+1]; {
			w := g.buf[i]
			if m.inblossom[w] == bv {
				i = g.skip[i]
				continue
			}
			if *have {
				// Past both sides' slack bound: every later w of the group too.
				dw := m.du(w)
				if (lo == nil || slackCmpB(dv, dw, lo, best, 2, 0) > 0) &&
					(hi == nil || slackCmpB(dv, dw, hi, best, 2, 0) > 0) {
					break
				}
			}
			// The run of w: one value a side; the first member that counts
			// on each side has the least ends.
			end := g.run[i]
			doneLo, doneHi := lo == nil, hi == nil
			for j := i; j < end && !(doneLo && doneHi); j++ {
				u := g.buf[j]
				if _, ok := m.deltaPartner(v, bv, u); !ok {
					continue
				}
				b := c.Pos[u]
				above := b > a
				if above && doneHi || !above && doneLo || r.bonus[b] == NoEdge {
					continue
				}
				wt := lo
				if above {
					wt, doneHi = hi, true
				} else {
					doneLo = true
				}
				if *have {
					if slackCmpB(dv, m.du(u), wt, best, 2, 0) > 0 {
						continue
					}
				}
				consider(v, u, wt, 0)
			}
			i = end
		}
	}
}
