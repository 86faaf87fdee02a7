package swiss

import (
	"runtime/debug"

	"arbiter/engine/matching"
)

// A compact window stores the weights of a large window (a bracket and the
// next scoregroup, dutch.md F.2) in 8 bytes per pair instead of 2k words
// (docs/pairing-speed.md, session 7: round 1 of 9,999 players is one
// bracket of 9,999, whose k-word window and base triangles took 3.1 GB).
//
// The base weight of a pair (F.4) depends on the pair through the two
// players' attributes (score, colour state, floats, PAB eligibility, games
// played), through which of the two is higher (the lower local index) and
// whether the lower one is in the next scoregroup, and through C1 (a
// rematch or a forbidden pair, the lists weightCtx.met). So the players
// of the window are numbered by class of equal attributes, and the base
// weight is a table entry per pair of classes, zero for a rematch. Every
// stage of F.5 then writes the base weight plus a small bonus, or clears
// the base (bracket.setBonus, bracket.zeroPair): the only state per pair is
// that bonus, an int32 (zeroedBonus: the base was cleared), kept as a full
// square so that the matcher's walks over one vertex's edges read it in
// order (as a triangle, the column half of every walk missed the cache).
// The pairs
// among the bracket's MDPs keep the weights they had in the previous window
// and are stored in full (they are few).
type compactWin struct {
	// The window as the matcher reads it (matching.Compact): Keep
	// (positions below it are the MDPs, setWindow's keep), Size, Next
	// (e.winNext), Bonus (by pair of positions, a full square: rows are
	// read in order; what is added to the base weight), Cls (class of every
	// window position), NC, Tab ((class of the higher, class of the lower,
	// lower in the next scoregroup) -> offset in Arena, -1 before it is
	// computed) and Arena (the base weights of the class pairs, k words
	// each).
	matching.Compact
	kept []uint64  // the MDPs' mutual weights, triangle, k words each
	reps []*player // a player of every class
	zero []bool    // by entry of Arena (offset/k): the weight is zero
}

// zeroedBonus marks a pair whose base weight a stage cleared.
const zeroedBonus = matching.NoEdge

// compactOK reports whether every bonus a stage of F.5 writes fits in an
// int32: the largest are the exchange bonuses of step 4, 2^(2w+1) with w the
// width of a scoregroup size (remainder), and the order bonuses, below twice
// the window size. w <= 14 (scoregroups of up to 16,383 players: every
// field TRF-16's start numbers allow) keeps them all below 2^30.
func (e *engine) compactOK() bool { return e.lay.w <= 14 && e.n < 1<<20 }

// classKey is what edgeWeight reads of a player besides its vertex.
type classKey struct {
	score, played, imbalance int
	pref, repeated           colour
	strong, eligible         bool
	float1, float2           float
}

// setCompact makes the window of vert (positions = indices in vert)
// compact: every pair holds its base weight (bonus 0), the MDPs' mutual
// pairs the kept weights (triangle over the first keep positions). Its
// memory: 4 bytes per pair (a square), the class table and the MDPs'
// weights.
func (e *engine) setCompact(vert []int, keep int, kept []uint64) {
	c := &e.cw
	s := len(vert)
	c.Keep = keep
	c.kept = append(c.kept[:0], kept...)
	c.Size = s
	c.Bonus = grow32(&c.Bonus, s*s)
	clear(c.Bonus)
	c.Flat, c.FlatFrom = true, 0 // every bonus 0 or cleared until a stage writes one (cwSet)
	// C1 (a rematch or a forbidden pair) clears the base weight from the
	// start: a pair that may not meet is stored as cleared, so that no
	// weight read looks at the lists of who may not meet whom (e.winPos
	// holds the positions of vert already).
	for a, u := range vert {
		for _, v := range e.ctx.met[u] {
			if b := e.winPos[v]; b >= 0 && b != a {
				c.Bonus[a*s+b] = zeroedBonus
			}
		}
	}
	c.Cls = c.Cls[:0]
	c.reps = c.reps[:0]
	id := map[classKey]int32{}
	for _, v := range vert {
		p := e.ps[v]
		k := classKey{p.score, p.played, p.imbalance, p.pref, p.repeated, p.strong, p.eligible, p.float1, p.float2}
		x, ok := id[k]
		if !ok {
			x = int32(len(c.reps))
			id[k] = x
			c.reps = append(c.reps, p)
		}
		c.Cls = append(c.Cls, x)
	}
	c.NC = len(c.reps)
	n := c.NC * c.NC * 2
	if cap(c.Tab) < n {
		c.Tab = make([]int32, n)
	}
	c.Tab = c.Tab[:n]
	for i := range c.Tab {
		c.Tab[i] = -1
	}
	c.Arena = c.Arena[:0]
	c.zero = c.zero[:0]
	c.Pos = e.winPos
	c.Entry = func(t, a, b int) int32 { return e.cwEntry(t, b, a) }
}

// grow32 is grow for int32 buffers.
func grow32(buf *[]int32, n int) []int32 {
	if cap(*buf) < n {
		*buf = nil
		if n >= 2*bigBuffer {
			debug.FreeOSMemory()
		}
		*buf = make([]int32, n)
	}
	*buf = (*buf)[:n]
	return *buf
}

// cwBase returns the base weight of the window positions l > s (read-only).
func (e *engine) cwBase(l, s int) []uint64 {
	c := &e.cw
	if c.Bonus[l*c.Size+s] == zeroedBonus {
		return e.noEdge
	}
	return e.cwTable(l, s)
}

// cwTable is the base weight of l > s as F.4 gives it for two players who
// may meet, before any stage cleared it: the entry of the two classes (a
// pair that may not meet, C1, is cleared from the start, setCompact).
func (e *engine) cwTable(l, s int) []uint64 {
	c := &e.cw
	t := (int(c.Cls[s])*c.NC+int(c.Cls[l]))*2 + int(b2u(l >= e.winNext))
	o := c.Tab[t]
	if o < 0 {
		o = e.cwEntry(t, l, s)
	}
	return c.Arena[o : int(o)+e.k]
}

// cwEntry computes the table entry t of the pair l > s (cwTable).
func (e *engine) cwEntry(t, l, s int) int32 {
	c := &e.cw
	o := int32(len(c.Arena))
	c.Arena = append(c.Arena, make([]uint64, e.k)...)
	e.lay.edgeWeightAttrs(c.Arena[o:], e.ctx, c.reps[c.Cls[s]], c.reps[c.Cls[l]], l < e.winNext, l >= e.winNext)
	c.zero = append(c.zero, isZero(c.Arena[o:]))
	c.Tab[t] = o
	return o
}

// cwWeight returns the current weight of the window positions a != b
// (read-only; a scratch buffer when a bonus is added, valid until the
// second next call).
func (e *engine) cwWeight(a, b int) []uint64 {
	c := &e.cw
	bonus := c.Bonus[a*c.Size+b]
	if a < b {
		a, b = b, a
	}
	if a < c.Keep {
		o := triangle(a, b) * e.k
		return c.kept[o : o+e.k]
	}
	if bonus == zeroedBonus {
		return e.noEdge
	}
	// cwTable, written out (the matcher's hottest callback).
	t := (int(c.Cls[b])*c.NC+int(c.Cls[a]))*2 + int(b2u(a >= e.winNext))
	o := c.Tab[t]
	if o < 0 {
		o = e.cwEntry(t, a, b)
	}
	w := c.Arena[o : int(o)+e.k]
	if bonus == 0 || c.zero[int(o)/e.k] {
		return w
	}
	e.turn ^= 1
	x := e.scratch[e.turn]
	copy(x, w)
	addSigned(x, int64(bonus))
	return x
}

// cwSet makes the weight of the positions i, j their base weight plus
// bonus; like set, it tells the matcher (through i) when the weight changes.
func (e *engine) cwSet(i, j int, bonus int64) {
	c := &e.cw
	l, s := max(i, j), min(i, j)
	t := l*c.Size + s
	if old := c.Bonus[t]; old == zeroedBonus || int64(old) == bonus || isZero(e.cwTable(l, s)) {
		return // the same weight
	}
	if bonus != 0 {
		c.FlatFrom = max(c.FlatFrom, s+1)
	}
	c.Bonus[t] = int32(bonus)
	c.Bonus[s*c.Size+l] = int32(bonus)
	e.changedPair(e.winVert[i], e.winVert[j])
}

// cwZero clears the base weight of the positions i, j (and so its weight).
func (e *engine) cwZero(i, j int) {
	c := &e.cw
	l, s := max(i, j), min(i, j)
	t := l*c.Size + s
	if c.Bonus[t] == zeroedBonus {
		return
	}
	nonzero := !isZero(e.cwTable(l, s))
	c.Bonus[t] = zeroedBonus
	c.Bonus[s*c.Size+l] = zeroedBonus
	if nonzero {
		e.changedPair(e.winVert[i], e.winVert[j])
	}
}

// changedPair records that the edge i-j changed (set): one end per changed
// edge suffices for the matcher; an end already pending is preferred.
func (e *engine) changedPair(i, j int) {
	if !e.changed[i] && !e.changed[j] {
		e.changed[i] = true
		e.pending = append(e.pending, i)
	}
}
