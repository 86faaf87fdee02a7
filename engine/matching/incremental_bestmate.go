package matching

// BestMate answers, without re-solving, which of cands the vertex v can be
// paired with in a maximum-weight perfect matching of the current weights:
// the first of them (in the order given) that some optimal matching pairs
// with v. It then makes the matching such an optimal one (the duals are
// unchanged) and returns the partner with ok true. cands must hold v's
// current mate; those after it are not looked at (the mate is always
// possible).
//
// It needs a solved matcher (Solved: the last Solve found a perfect
// matching and nothing changed since but RemovePair and BestMate).
// Otherwise, when the mate is not in cands, or when a candidate before the
// mate lies inside v's blossom, it changes nothing and returns ok false; the
// caller then re-solves with weights that prefer the candidates in order.
//
// Why it is exact: with optimal duals, the optimal matchings are the
// perfect matchings of the tight edges in which every blossom of positive
// dual keeps one vertex matched outside (complementary slackness). With
// those blossoms contracted, one of them pairs v with c (c tight with v and
// outside v's blossom B, which v then leaves as its base) exactly when the
// current matching has an alternating cycle B-c ... x-B, x the vertex
// matched to B, that is, when c lies at even distance from x along
// alternating tight paths once B is taken out. One search of Edmonds'
// algorithm from x, the only single vertex then, labels exactly those
// vertices S. The search stops as soon as the first candidate is labelled
// S; the path it found is then flipped, as an augmentation from x to c
// would be, and B turns so that v, its new base, is matched with c.
func (m *Incremental) BestMate(v int, cands []int) (int, bool) {
	if !m.solved || !m.alive[v] || m.mate[v] < 0 {
		return -1, false
	}
	u := m.Mate(v)
	at := indexOf(cands, u)
	if at < 0 {
		return -1, false
	}
	m.flatten()
	// Blossoms of zero dual need not keep a vertex matched outside, so they
	// must not be contracted in the search: take them apart (nothing else
	// changes, the matching and every slack stay).
	for b := m.n; b < 2*m.n; b++ {
		if m.blossomparent[b] == -1 && m.blossombase[b] >= 0 && sign(m.du(b)) == 0 {
			m.expandBlossom(b, true)
		}
	}
	// bv is v's top-level blossom (v itself outside every blossom). A
	// partner outside bv makes v its base; the blossom's own edge out, from
	// its base to x, is what the alternating cycle replaces.
	bv := m.inblossom[v]
	x := m.ep(m.mate[m.blossombase[bv]])
	m.stats.BestMates++
	// The candidates ranked above the mate that are tight with v.
	tight := m.bmCands[:0]
	r := m.rowOf(v)
	for _, c := range cands[:at] {
		if c == v || !m.alive[c] {
			continue
		}
		if m.inblossom[c] == bv {
			return -1, false // inside v's blossom: not decided here
		}
		w, bonus := m.rowWB(&r, v, c)
		if zero(w) || slackCmp0B(m.du(v), m.du(c), w, bonus) > 0 {
			continue
		}
		tight = append(tight, c)
	}
	m.bmCands = tight
	if len(tight) == 0 {
		return u, true
	}
	// One search from x with bv taken out: bv carries an inner label and no
	// tree, so scans neither grow through it nor augment to it.
	for i := range m.label {
		m.label[i] = 0
		m.bestedge[i] = -1
	}
	m.clearAllowed()
	m.queue = m.queue[:0]
	base := m.blossombase[bv]
	m.mate[base], m.mate[x] = -1, -1
	m.label[bv], m.labelend[bv], m.root[bv] = 2, -1, -1
	m.assignLabel(x, 1, -1)
	live := m.liveList()
	first := tight[0]
	m.tc.on = true // no dual or weight changes until the search ends
	for len(m.queue) > 0 && m.label[m.inblossom[first]] != 1 {
		y := m.queue[len(m.queue)-1]
		m.queue = m.queue[:len(m.queue)-1]
		if m.scan(y, live) {
			// Impossible with a single tree; leave the matcher to Solve.
			m.tc.on = false
			m.solved = false
			return -1, false
		}
	}
	m.tc.on = false
	c := u
	for _, t := range tight {
		if m.label[m.inblossom[t]] == 1 {
			c = t
			break
		}
	}
	m.label[bv], m.labelend[bv] = 0, -1
	if c == u {
		m.mate[base], m.mate[x] = base*m.n+x, x*m.n+base
	} else {
		// bv is a tree of its own (a single root): the augmentation through
		// v-c makes v the base of bv, flips the path from c to x and matches
		// v with c.
		m.augmentMatching(v*m.n + c)
	}
	// As at the end of a stage: blossoms of zero dual made by the search
	// are not kept.
	for b := m.n; b < 2*m.n; b++ {
		if m.blossomparent[b] == -1 && m.blossombase[b] >= 0 && m.label[b] == 1 && sign(m.du(b)) == 0 {
			m.expandBlossom(b, true)
		}
	}
	m.solved = true
	return c, true
}

// Solved reports whether the matching is known to be perfect and optimal
// for the current weights (see BestMate): nothing changed since the last
// Solve found it but RemovePair and BestMate.
func (m *Incremental) Solved() bool { return m.solved }

// flatten dissolves every top-level blossom of positive dual that holds all
// live vertices but one, x (then matched to its base), moving the blossom's
// dual onto x: the leaves' duals rise by it and x's falls by it, which
// leaves the slack of every edge unchanged (inside the blossom as when it
// is dissolved; between a leaf and x the two changes cancel), so the
// matching stays optimal. The blossom's odd-set constraint is implied there
// (x is matched into it in every perfect matching); without it more
// vertices are outside every blossom, where MayPair and BestMate decide.
func (m *Incremental) flatten() {
	live := m.liveList()
	for b := m.n; b < 2*m.n; b++ {
		if m.blossomparent[b] != -1 || m.blossombase[b] < 0 || sign(m.du(b)) <= 0 {
			continue
		}
		base := m.blossombase[b]
		if m.mate[base] < 0 {
			continue
		}
		// x is outside b; b holds all live vertices but x when no other
		// live vertex is outside it (found at once for a small blossom).
		x := m.ep(m.mate[base])
		if !m.holdsAllBut(b, x, live) {
			continue
		}
		z := m.du(b)
		m.tc.invalidate()
		sub(m.du(x), m.du(x), z)
		m.dualChanged(x)
		for _, lv := range m.leafList(b) {
			add(m.du(lv), m.du(lv), z)
			m.dualChanged(lv)
		}
		clear(z)
		m.dissolveTop(b)
	}
}

// holdsAllBut reports whether the top-level blossom b holds every live
// vertex except x.
func (m *Incremental) holdsAllBut(b, x int, live []int) bool {
	for _, u := range live {
		if u != x && m.inblossom[u] != b {
			return false
		}
	}
	return true
}
