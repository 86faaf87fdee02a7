package matching

import "math/bits"

// Incremental maintains a maximum-weight matching among the matchings of
// maximum cardinality of a dense graph whose weights come from a callback,
// and re-optimises after local changes without starting over: the matching,
// the dual variables and the blossoms that are not touched by a change are
// kept (warm start), so a re-solve after changing the edges of a few
// vertices costs a few augmentations instead of a full O(n^3) run.
//
// Vertices are 0..n-1. Weight(i, j) must return the weight of edge i-j
// (symmetric) as exactly `words` words, which the matcher only reads; zero
// means no edge. After the weights of
// the edges at v change, call Changed(v) before the next Solve.
type Incremental struct {
	n, k      int
	weight    func(i, j int) []uint64
	rows      func(v int) ([]int, []uint64) // optional, see SetRows
	cw        *Compact                      // optional, see SetCompact
	zw        []uint64                      // a zero weight (words words)
	alive     []bool
	live      []int // live vertices in increasing order (see liveList)
	liveOK    bool
	ord       []int // live tail vertices by increasing dual (see tailOrder)
	ordOK     bool
	ordC      []int // live tail vertices by class, each class by increasing dual (see tailClassOrder)
	ordCAt    []int // where each class starts in ordC (nc+1 entries)
	ordCOK    bool
	cand      []int // scratch: the vertices a scan looks at
	thr, zk   []uint64
	twoMax    []uint64 // 2*tailMax (k words)
	bnd       []uint64
	bestTo    []int // scratch for addBlossom, by blossom
	root      []int // root vertex of the alternating tree, by top-level blossom
	tight     []int // scratch: tight neighbours found by a scan
	leafBuf   []int
	leafStack []int // scratch for leaves
	stats     Stats
	out       outside    // the live vertices outside one top-level blossom (see outsideOf)
	tc        tightCache // BestMate's tight edges by scanned vertex
	solved    bool       // the matching is perfect and optimal for the current weights (Solved, BestMate)
	fresh     bool       // no duals yet (see initDuals)
	inSet     []bool     // scratch for Reseed
	hints     []uint64   // scratch for Reseed: the hinted duals, k words each
	bmCands   []int      // scratch for BestMate
	rsTail    []int      // scratch for Reseed: the tail outside the reseeded set
	rsSet     []int      // scratch for Reseed: the reseeded vertices, each once
	excess    []uint64   // scratch for Reseed: E(v), k words each
	hasEx     []bool     // scratch for Reseed: E(v) is set
	rsClass   []int      // scratch for Reseed: the reseeded tail (by class and hint in reseedClasses)
	rsHead    []int      // scratch for Reseed: the reseeded vertices below the tail
	rgComp    []int      // scratch for Reseed's pairs by group (reseedGroupPairs, reseedTailHead)
	wg        winGroups  // scratch for classDelta: the window's pairs by group
	rgRest    []int      // scratch for Reseed's pairs by group
	rgFirst   []int      // scratch for reseedGroupPairs: the first vertex of each group
	rgGid     []int32    // scratch for reseedGroupPairs: the group of each window position
	rgMax     []int32    // scratch for reseedGroupPairs: the largest bonus by group and side, and where
	// Optional classes of the tail's weights (SetTailClasses).
	cls    []int
	nc     int
	ctable [][]uint64
	cbuf   []int // scratch for classDelta: S and free vertices by class and dual
	cstart []int // scratch for classDelta: where each group starts in cbuf
	cskip  []int // scratch for classDelta: the next position of another blossom
	crun   []int // scratch for classDelta: the next position of another dual or label

	// Optional bound on the "tail" (see SetTail).
	tailStart int
	tailMax   []uint64
	minTail   []uint64
	minTailOK bool
	hasTail   bool

	mate             []int // remote endpoint (from*n+to), or -1
	label            []int
	labelend         []int
	inblossom        []int
	blossomparent    []int
	blossomchilds    [][]int
	blossombase      []int
	blossomendps     [][]int
	bestedge         []int
	blossombestedges [][]int
	unused           []int
	dual             []uint64
	allow            [][]int32 // by vertex: the other ends of its edges marked allowed
	allowList        []int     // the marked pairs (pairID), to clear them
	queue            []int
	wbuf, t1, t2, d  []uint64
	delta            []uint64
}

// NewIncremental creates the graph; words is the width of the weights
// written by weight. No matching is computed until Solve.
func NewIncremental(n, words int, weight func(i, j int) []uint64) *Incremental {
	k := words + 1
	m := &Incremental{n: n, k: k, weight: weight}
	m.alive = make([]bool, n)
	for i := range m.alive {
		m.alive[i] = true
	}
	m.mate = fill(n, -1)
	m.label = make([]int, 2*n)
	m.labelend = fill(2*n, -1)
	m.inblossom = make([]int, n)
	for i := range m.inblossom {
		m.inblossom[i] = i
	}
	m.blossomparent = fill(2*n, -1)
	m.blossomchilds = make([][]int, 2*n)
	m.blossombase = fill(2*n, -1)
	for i := 0; i < n; i++ {
		m.blossombase[i] = i
	}
	m.blossomendps = make([][]int, 2*n)
	m.bestedge = fill(2*n, -1)
	m.blossombestedges = make([][]int, 2*n)
	for b := 2*n - 1; b >= n; b-- {
		m.unused = append(m.unused, b)
	}
	m.dual = make([]uint64, 2*n*k)
	m.allow = make([][]int32, n)
	m.wbuf = make([]uint64, k)
	m.t1 = make([]uint64, k)
	m.t2 = make([]uint64, k)
	m.d = make([]uint64, k)
	m.delta = make([]uint64, k)
	m.thr = make([]uint64, k)
	m.zk = make([]uint64, k)
	m.twoMax = make([]uint64, k)
	m.bnd = make([]uint64, k)
	m.bestTo = fill(2*n, -1)
	m.tailStart = n
	m.tc.invalidate()
	m.out.at = -1
	m.minTail = make([]uint64, k)
	m.root = fill(2*n, -1)
	m.fresh = true // duals are set on first use (initDuals), or by Reseed
	return m
}

// initDuals gives a new graph its first feasible duals.
func (m *Incremental) initDuals() {
	m.fresh = false
	for v := 0; v < m.n; v++ {
		m.tightenDual(v)
	}
}

// N returns the number of vertices.
func (m *Incremental) N() int { return m.n }

// Mate returns the vertex matched to v, or -1.
func (m *Incremental) Mate(v int) int {
	if m.mate[v] < 0 {
		return -1
	}
	return m.mate[v] % m.n
}

func (m *Incremental) du(v int) []uint64 { return m.dual[v*m.k : (v+1)*m.k] }

// w returns the weight of i-j (k-1 words).
func (m *Incremental) w(i, j int) []uint64 { return m.weight(i, j) }

func zero(w []uint64) bool {
	for i := len(w) - 1; i >= 0; i-- {
		if w[i] != 0 {
			return false
		}
	}
	return true
}

func (m *Incremental) ep(p int) int   { return p % m.n }
func (m *Incremental) flip(p int) int { return (p%m.n)*m.n + p/m.n }

func (m *Incremental) pairID(p int) int {
	i, j := p/m.n, p%m.n
	if i > j {
		i, j = j, i
	}
	return i*m.n + j
}

// The edges marked allowed are those of the paths through a blossom that a
// stage expanded (expandBlossom): a handful per vertex, kept as lists by
// vertex (a bit set over the pairs was n*n bits).

func (m *Incremental) allowed(p int) bool {
	i, j := p/m.n, p%m.n
	a, b := m.allow[i], m.allow[j]
	if len(b) < len(a) {
		a, j = b, i
	}
	for _, x := range a {
		if int(x) == j {
			return true
		}
	}
	return false
}

func (m *Incremental) setAllowed(p int) {
	if m.allowed(p) {
		return
	}
	i, j := p/m.n, p%m.n
	m.allow[i] = append(m.allow[i], int32(j))
	m.allow[j] = append(m.allow[j], int32(i))
	m.allowList = append(m.allowList, m.pairID(p))
}

func (m *Incremental) clearAllowed() {
	for _, id := range m.allowList {
		i, j := id/m.n, id%m.n
		m.allow[i] = m.allow[i][:0]
		m.allow[j] = m.allow[j][:0]
	}
	m.allowList = m.allowList[:0]
}

// slack writes dual(i)+dual(j)-2w(i,j) of the edge of endpoint p into dst;
// it reports false when there is no edge.
func (m *Incremental) slack(dst []uint64, p int) bool {
	i, j := p/m.n, p%m.n
	w := m.w(i, j)
	if zero(w) {
		return false
	}
	slackInto(dst, m.du(i), m.du(j), w)
	return true
}

// slackInto sets dst = a + b - 2w, where w has one word less than a and b.
func slackInto(dst, a, b, w []uint64) {
	kw := len(w)
	dst, a, b = dst[:kw+1], a[:kw+1], b[:kw+1]
	var c, br, x, prev uint64
	for i, wi := range w {
		x, c = bits.Add64(a[i], b[i], c)
		x, br = bits.Sub64(x, wi<<1|prev>>63, br)
		prev = wi
		dst[i] = x
	}
	x, _ = bits.Add64(a[kw], b[kw], c)
	x, _ = bits.Sub64(x, prev>>63, br)
	dst[kw] = x
}

// hiBit is the bit carried into word i when w is doubled.
func hiBit(w []uint64, i int) uint64 {
	if i == 0 {
		return 0
	}
	return w[i-1] >> 63
}

// leafList returns the vertices of blossom b in a scratch slice that is
// valid until the next call.
func (m *Incremental) leafList(b int) []int {
	m.leafBuf = m.leaves(b, m.leafBuf[:0])
	return m.leafBuf
}

// leaves appends the vertices of b to out in the order of a depth-first
// walk of its children. The walk keeps its own stack: blossoms nest
// deeply in the tight cliques of a large field, where the recursive walk
// took 11 % of the samples of round 9 of the 9,999-player event
// (docs/pairing-speed.md, session 13).
func (m *Incremental) leaves(b int, out []int) []int {
	if b < m.n {
		return append(out, b)
	}
	st := append(m.leafStack[:0], b)
	for len(st) > 0 {
		x := st[len(st)-1]
		st = st[:len(st)-1]
		if x < m.n {
			out = append(out, x)
			continue
		}
		ch := m.blossomchilds[x]
		for i := len(ch) - 1; i >= 0; i-- {
			st = append(st, ch[i])
		}
	}
	m.leafStack = st
	return out
}

// unmatch makes v (and its mate) single.
func (m *Incremental) unmatch(v int) {
	if m.mate[v] >= 0 {
		u := m.ep(m.mate[v])
		m.mate[u] = -1
		m.mate[v] = -1
	}
}

// dissolve removes every blossom containing v, folding each blossom dual
// into its vertices (which keeps all edges feasible and inner edges tight);
// the matched edge leaving each dissolved blossom is no longer tight and is
// unmatched.
func (m *Incremental) dissolve(v int) {
	for m.inblossom[v] != v {
		m.dissolveTop(m.inblossom[v])
	}
}

// dissolveTop dissolves the top-level blossom b (see dissolve).
func (m *Incremental) dissolveTop(b int) {
	{
		z := m.du(b)
		base := m.blossombase[b]
		if sign(z) != 0 {
			m.tc.invalidate()
			for _, lv := range m.leafList(b) {
				add(m.du(lv), m.du(lv), z)
				m.dualChanged(lv)
			}
			m.unmatch(base)
		}
		for _, c := range m.blossomchilds[b] {
			m.blossomparent[c] = -1
			for _, lv := range m.leafList(c) {
				m.inblossom[lv] = c
			}
		}
		m.out.epoch++
		clear(z)
		m.label[b], m.labelend[b] = 0, -1
		m.blossomchilds[b], m.blossomendps[b] = nil, nil
		m.blossombase[b] = -1
		m.blossombestedges[b] = nil
		m.bestedge[b] = -1
		m.unused = append(m.unused, b)
	}
}

// SetTail declares that every edge with an end at a vertex >= start weighs
// at most max (words words); scans then skip those vertices when the bound
// proves that none of their edges can be tight. It never changes results.
func (m *Incremental) SetTail(start int, max []uint64) {
	m.tc.invalidate()
	m.tailStart = start
	m.tailMax = append(m.tailMax[:0], max...)
	m.dualsChanged()
}

// tailBound returns the least dual among the live tail vertices, or nil.
func (m *Incremental) tailBound() []uint64 {
	if m.tailStart >= m.n || m.tailMax == nil {
		return nil
	}
	if !m.minTailOK {
		m.hasTail = false
		for v := m.tailStart; v < m.n; v++ {
			if m.alive[v] && (!m.hasTail || cmpSigned(m.du(v), m.minTail) < 0) {
				copy(m.minTail, m.du(v))
				m.hasTail = true
			}
		}
		m.minTailOK = true
	}
	if !m.hasTail {
		return nil
	}
	return m.minTail
}

// Changed tells the matcher that the weights of some edges at v changed;
// for every changed edge, Changed must be called for at least one of its
// ends. The dual of v is set to the least feasible value; v keeps its mate
// when their edge stays tight at that value (then no re-augmentation is
// needed), otherwise v is unmatched.
func (m *Incremental) Changed(v int) {
	if !m.alive[v] {
		return
	}
	m.solved = false
	m.tc.invalidate()
	if m.fresh {
		m.initDuals()
	}
	m.stats.Changed++
	m.dissolve(v)
	mate := m.Mate(v)
	m.tightenDual(v)
	if mate < 0 {
		return
	}
	w := m.w(v, mate)
	if !zero(w) {
		// t1 = 2w - dual(mate): the dual that keeps the matched edge tight.
		clear(m.t2)
		slackInto(m.t1, m.t2, m.t2, w)
		sub(m.t1, m.t2, m.t1)
		sub(m.t1, m.t1, m.du(mate))
		if cmpSigned(m.t1, m.du(v)) >= 0 {
			copy(m.du(v), m.t1)
			m.dualChanged(v)
			return
		}
	}
	m.stats.Unmatched++
	m.unmatch(v)
}

// Remove takes v out of the graph (with its mate, if matched, left single).
func (m *Incremental) Remove(v int) {
	if !m.alive[v] {
		return
	}
	m.solved = false
	m.dualChanged(v)
	m.dissolve(v)
	m.unmatch(v)
	m.alive[v] = false
	m.liveOK = false
	m.out.epoch++
}

func fill(n, v int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = v
	}
	return s
}

func reverse(a []int) {
	for i, j := 0, len(a)-1; i < j; i, j = i+1, j-1 {
		a[i], a[j] = a[j], a[i]
	}
}

func indexOf(a []int, x int) int {
	for i, y := range a {
		if y == x {
			return i
		}
	}
	return -1
}
