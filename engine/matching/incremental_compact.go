package matching

import "math"

// Compact describes a window of the graph whose weights are stored by
// class of vertex plus a small bonus per pair, the form in which the
// pairing engine keeps its largest windows (engine/swiss/compact.go): the
// weight of the window positions a < b is
//
//	Arena[o : o+words] + Bonus[a*Size+b],  o = Tab[t],
//	t = (Cls[a]*NC + Cls[b])*2 + (1 if b >= Next),
//
// zero (no edge) when that base weight is zero or the bonus is NoEdge.
// Pairs of two positions below Keep are read through the weight callback.
// With a Compact set (SetCompact), the walks over a vertex's edges read the
// window's weights from it instead of calling back once per edge: an int32
// and a table entry per edge (docs/pairing-speed.md, session 11). The
// weights it gives must always equal the weight callback's.
type Compact struct {
	Pos   []int   // by vertex: its position in the window, -1 outside (vertices past len(Pos): outside)
	Size  int     // positions in the window
	Keep  int     // pairs of two positions below Keep: through the callback
	Next  int     // the first position counted as "next" in t
	Bonus []int32 // by pair of positions (a full square, symmetric)
	// Flat promises that every bonus of two positions >= FlatFrom is zero
	// or NoEdge (the dual adjustments then walk those pairs by class:
	// winGroups).
	Flat     bool
	FlatFrom int
	Cls      []int32 // by position
	NC       int
	Tab      []int32  // by t: the offset of the base weight in Arena, -1 before it is computed
	Arena    []uint64 // the base weights, words each
	// Entry computes Tab[t] for the positions a < b (it may grow Arena)
	// and returns it.
	Entry func(t, a, b int) int32
}

// NoEdge is the bonus of a pair whose edge is missing (Compact).
const NoEdge = math.MinInt32

// SetCompact makes the walks over a vertex's edges read the window's
// weights from c (nil: no compact window). The caller keeps c up to date:
// it must equal the weight callback whenever the matcher reads a weight.
// It never changes results.
func (m *Incremental) SetCompact(c *Compact) {
	m.cw = c
	if c != nil && m.zw == nil {
		m.zw = make([]uint64, m.k-1)
	}
}

// wrow is what a walk over the edges of one vertex v reads their weights
// from: v's stored row (SetRows) or v's row of the compact window.
type wrow struct {
	col   []int
	row   []uint64
	c     *Compact
	a     int     // v's position in c, -1: no compact row
	bonus []int32 // row a of c.Bonus
	hiT   int     // t less the class term of a partner below v: Cls[a]*NC*2
	loT   int     // t less the class term of a partner above v: Cls[a]*2 + (a >= Next)
}

// rowOf returns the row of v: its stored row (SetRows) or its compact row.
func (m *Incremental) rowOf(v int) wrow {
	var r wrow
	r.a = -1
	if m.rows != nil {
		r.col, r.row = m.rows(v)
	}
	if c := m.cw; c != nil && v < len(c.Pos) && c.Pos[v] >= 0 {
		a := c.Pos[v]
		r.c, r.a = c, a
		r.bonus = c.Bonus[a*c.Size : (a+1)*c.Size]
		cv := int(c.Cls[a])
		r.hiT = cv * c.NC * 2
		r.loT = cv*2 + b2i(a >= c.Next)
	}
	return r
}

// compactAt returns the weight of v-u from v's compact row r as a base
// weight and a bonus (the weight is their sum; a zero base: no edge), or ok
// false when the compact window does not hold it.
func (m *Incremental) compactAt(r *wrow, u int) (base []uint64, bonus int32, ok bool) {
	c := r.c
	if u >= len(c.Pos) {
		return nil, 0, false
	}
	b := c.Pos[u]
	if b < 0 || b < c.Keep && r.a < c.Keep {
		return nil, 0, false
	}
	bonus = r.bonus[b]
	if bonus == NoEdge {
		return m.zw, 0, true
	}
	t, o := r.offset(b)
	if o < 0 {
		o = r.entry(t, b)
	}
	kw := m.k - 1
	return c.Arena[o : int(o)+kw], bonus, true
}

// rowWB returns the weight of v-u as a base and a bonus (see compactAt),
// from v's row r or, when the row does not hold it, from the weight
// callback (bonus 0).
func (m *Incremental) rowWB(r *wrow, v, u int) ([]uint64, int32) {
	if u < len(r.col) {
		if c := r.col[u]; c >= 0 {
			kw := m.k - 1
			return r.row[c*kw : (c+1)*kw], 0
		}
	}
	if r.a >= 0 {
		if w, bonus, ok := m.compactAt(r, u); ok {
			return w, bonus
		}
	}
	return m.weight(v, u), 0
}

// cwPos returns u's position in the compact window c, or -1 when c is nil
// or does not hold u.
func cwPos(c *Compact, u int) int {
	if c == nil || u >= len(c.Pos) {
		return -1
	}
	return c.Pos[u]
}

// offset returns the entry t of Tab for v (r's vertex, with a compact
// row) and the window position b (b != r.a), and Tab[t]: the offset in
// Arena of their base weight, or -1 before entry computes it. Small enough
// to be inlined in the walks (scan, raise), where a call per edge cost a
// tenth of a round.
func (r *wrow) offset(b int) (int, int32) {
	c := r.c
	var t int
	if b > r.a {
		t = r.hiT + int(c.Cls[b])*2 + b2i(b >= c.Next)
	} else {
		t = int(c.Cls[b])*c.NC*2 + r.loT
	}
	return t, c.Tab[t]
}

// entry computes the entry t of Tab for v and b (see offset).
func (r *wrow) entry(t, b int) int32 {
	if b > r.a {
		return r.c.Entry(t, r.a, b)
	}
	return r.c.Entry(t, b, r.a)
}
