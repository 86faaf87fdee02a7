package matching

import "slices"

// The pairs of Reseed by group (docs/pairing-speed.md, session 14).
// E(v), the largest 2w(v,u) - h(u) - h(v) over the other reseeded u, is a
// maximum: it does not depend on the order in which the pairs are taken,
// so the reseeded vertices may be grouped by what the term depends on.
// In a compact window the weight of v-u is a table entry fixed by the two
// classes, which end is the higher and whether the lower is in the next
// scoregroup, plus the pair's bonus; so for the u of one group (class,
// "next" flag and hint equal) on one side of v the term is largest at the
// largest bonus, and v needs one pass over its row of bonuses and one term
// per group and side instead of a term per pair. A pair of a tail vertex
// and a vertex below the tail weighs zero or its classes' weight
// (SetTailClasses), so there the term is the same for every u of a group
// of equal class and hint that may meet v: the first such u gives it.

// reseedGroupPairs raises the E of the reseeded vertices below the tail
// (head) over their mutual pairs (pairEx: both ends of one pair; raiseEx:
// the E of one vertex by a value).
func (m *Incremental) reseedGroupPairs(head []int, pairEx func(v, u int, w []uint64, bonus int32), raiseEx func(v int, e []uint64)) {
	c := m.cw
	all := func(vs []int) {
		for i, v := range vs {
			r := m.rowOf(v)
			for _, u := range vs[:i] {
				if w, bonus := m.rowWB(&r, v, u); !zero(w) {
					pairEx(v, u, w, bonus)
				}
			}
		}
	}
	if c == nil || len(head) < 64 {
		all(head)
		return
	}
	k := m.k
	// The vertices with a compact row (comp, by group) and the others.
	comp, rest := m.rgComp[:0], m.rgRest[:0]
	for _, v := range head {
		if p := cwPos(c, v); p >= 0 && (m.rows == nil || m.rowOf(v).col == nil) {
			comp = append(comp, v)
		} else {
			rest = append(rest, v)
		}
	}
	m.rgComp, m.rgRest = comp, rest
	hint := func(v int) []uint64 { return m.hints[v*k : (v+1)*k] }
	next := func(v int) int { return b2i(c.Pos[v] >= c.Next) }
	slices.SortFunc(comp, func(a, b int) int {
		if ca, cb := c.Cls[c.Pos[a]], c.Cls[c.Pos[b]]; ca != cb {
			return int(ca - cb)
		}
		if na, nb := next(a), next(b); na != nb {
			return na - nb
		}
		if x := cmpSigned(hint(a), hint(b)); x != 0 {
			return x
		}
		return a - b
	})
	groups := m.rgFirst[:0] // the first vertex of each group
	if cap(m.rgGid) < c.Size {
		m.rgGid = make([]int32, c.Size)
	}
	gid := m.rgGid[:c.Size]
	for i := range gid {
		gid[i] = -1
	}
	for i, v := range comp {
		if i == 0 || c.Cls[c.Pos[v]] != c.Cls[c.Pos[comp[i-1]]] || next(v) != next(comp[i-1]) || cmpSigned(hint(v), hint(comp[i-1])) != 0 {
			groups = append(groups, v)
		}
		gid[c.Pos[v]] = int32(len(groups) - 1)
	}
	m.rgFirst = groups
	ng := len(groups)
	if 4*ng > len(comp) {
		// Groups of about one vertex: a term per group is no cheaper.
		for _, v := range comp {
			gid[c.Pos[v]] = -1
		}
		all(head)
		return
	}
	// The pairs with a vertex without a compact row, and those of two
	// positions below Keep (read through the callback), one by one.
	for i, x := range rest {
		r := m.rowOf(x)
		for _, u := range rest[:i] {
			if w, bonus := m.rowWB(&r, x, u); !zero(w) {
				pairEx(x, u, w, bonus)
			}
		}
		for _, u := range comp {
			if w, bonus := m.rowWB(&r, x, u); !zero(w) {
				pairEx(x, u, w, bonus)
			}
		}
	}
	var kept []int
	for _, v := range comp {
		if c.Pos[v] < c.Keep {
			kept = append(kept, v)
		}
	}
	all(kept)
	// Every other pair: the largest bonus of each group on each side of v.
	if cap(m.rgMax) < 4*ng {
		m.rgMax = make([]int32, 4*ng)
	}
	mx, at := m.rgMax[:2*ng], m.rgMax[2*ng:4*ng] // by 2*group + (1: above v)
	e, kw := m.t1, k-1
	for _, v := range comp {
		r := m.rowOf(v)
		a := r.a
		for i := range mx {
			mx[i] = NoEdge
		}
		lo := 0
		if a < c.Keep {
			lo = c.Keep // the pairs below Keep were taken above
		}
		for b, x := range r.bonus[lo:] {
			b += lo
			g := gid[b]
			if g < 0 || b == a || x == NoEdge {
				continue
			}
			s := int(g) * 2
			if b > a {
				s++
			}
			if x > mx[s] {
				mx[s], at[s] = x, int32(b)
			}
		}
		hv := hint(v)
		for s, x := range mx {
			if x == NoEdge {
				continue
			}
			t, o := r.offset(int(at[s]))
			if o < 0 {
				o = r.entry(t, int(at[s]))
			}
			w := c.Arena[o : int(o)+kw]
			if zero(w) {
				continue
			}
			twoWMinus2(e, w, hint(groups[s/2]), hv)
			if x != 0 {
				addSmall(e, 2*int64(x))
			}
			raiseEx(v, e)
		}
	}
	for _, v := range comp {
		gid[c.Pos[v]] = -1
	}
}

// reseedTailHead raises E over the pairs of a reseeded tail vertex and a
// reseeded vertex below the tail (with classes: SetTailClasses).
func (m *Incremental) reseedTailHead(tail, head []int, pairEx func(v, u int, w []uint64, bonus int32), raiseEx func(v int, e []uint64)) {
	k, nc := m.k, m.nc
	hint := func(v int) []uint64 { return m.hints[v*k : (v+1)*k] }
	byGroup := func(vs []int, buf []int) ([]int, []int) {
		vs = append(buf[:0], vs...)
		slices.SortFunc(vs, func(a, b int) int {
			if ca, cb := m.cls[a], m.cls[b]; ca != cb {
				return ca - cb
			}
			if x := cmpSigned(hint(a), hint(b)); x != 0 {
				return x
			}
			return a - b
		})
		var starts []int
		for i, v := range vs {
			if i == 0 || m.cls[v] != m.cls[vs[i-1]] || cmpSigned(hint(v), hint(vs[i-1])) != 0 {
				starts = append(starts, i)
			}
		}
		return vs, append(starts, len(vs))
	}
	hs, hStart := byGroup(head, m.rgComp)
	m.rgComp = hs
	ts, tStart := byGroup(tail, m.rgRest)
	m.rgRest = ts
	gh, gt := len(hStart)-1, len(tStart)-1
	if len(tail)*gh+len(head)*gt >= len(tail)*len(head)/2 {
		for _, v := range tail {
			for _, u := range head {
				if w := m.w(v, u); !zero(w) {
					pairEx(v, u, w, 0)
				}
			}
		}
		return
	}
	e := m.t1
	// v's term against each group of the other side: the first member that
	// may meet v weighs the classes' weight, as every other that may.
	side := func(vs []int, other []int, start []int) {
		for _, v := range vs {
			hv := hint(v)
			for g := 0; g+1 < len(start); g++ {
				grp := other[start[g]:start[g+1]]
				wc := m.ctable[m.cls[v]*nc+m.cls[grp[0]]]
				if zero(wc) {
					continue
				}
				for _, u := range grp {
					if zero(m.w(v, u)) {
						continue
					}
					twoWMinus2(e, wc, hint(u), hv)
					raiseEx(v, e)
					break
				}
			}
		}
	}
	side(tail, hs, hStart)
	side(head, ts, tStart)
}
