package swiss

import (
	"math/bits"
	"slices"

	"arbiter/engine/matching"
)

// layout places the criteria of dutch.md F.4 as bit fields of one edge
// weight, most significant first, so that maximising the total weight of a
// matching optimises them lexicographically.
type layout struct {
	w, s      int         // bits(largest scoregroup), total score-vector width
	off       map[int]int // score -> offset of its counter in a score vector
	pr        int         // rounds already played (round - 1)
	words     int         // 64-bit words per weight
	f         [19]int     // bit offset (from the least significant bit) of F1..F19
	bonusBits int         // width of F19
}

func bitLen(x int) int { return bits.Len(uint(x)) }

// newLayout computes the scoregroup offsets (dutch.md F.3) from the players
// to pair, sorted by rank.
func newLayout(ps []*player, pr int) *layout {
	l := &layout{off: map[int]int{}, pr: pr}
	maxSize := 0
	for i := len(ps) - 1; i >= 0; {
		j := i
		for j >= 0 && ps[j].score == ps[i].score {
			j--
		}
		size := i - j
		l.off[ps[i].score] = l.s
		l.s += bitLen(size)
		maxSize = max(maxSize, size)
		i = j
	}
	l.w = max(bitLen(maxSize), 1)
	w, s := l.w, l.s
	pos := 0
	put := func(field, width int) {
		l.f[field-1] = pos
		pos += width
	}
	put(19, 3*w+1)
	l.bonusBits = 3*w + 1
	if pr > 1 {
		put(18, s)
		put(17, s)
	}
	if pr > 0 {
		put(16, s)
		put(15, s)
	}
	if pr > 1 {
		put(14, w)
		put(13, w)
	}
	if pr > 0 {
		put(12, w)
		put(11, w)
	}
	put(10, w)
	put(9, w)
	put(8, w)
	put(7, w)
	put(6, 2*w)
	put(5, s)
	put(4, w)
	put(3, s)
	put(2, w)
	put(1, 2)
	// Room above F1 for the sums the prepass weights produce, plus slack.
	l.words = (pos + 16 + 63) / 64
	return l
}

// addBits adds v << pos to x.
func addBits(x []uint64, pos int, v uint64) {
	if v == 0 {
		return
	}
	i, sh := pos/64, uint(pos%64)
	lo := v << sh
	var hi uint64
	if sh > 0 {
		hi = v >> (64 - sh)
	}
	var c uint64
	x[i], c = bits.Add64(x[i], lo, 0)
	for j := i + 1; j < len(x) && (hi != 0 || c != 0); j++ {
		x[j], c = bits.Add64(x[j], hi, c)
		hi = 0
	}
}

// subBits subtracts v << pos from x (two's complement over its words), as
// x - y = ^(^x + y).
func subBits(x []uint64, pos int, v uint64) {
	for i := range x {
		x[i] = ^x[i]
	}
	addBits(x, pos, v)
	for i := range x {
		x[i] = ^x[i]
	}
}

// addSigned adds a small signed value at bit 0 (the order bonuses of F.5).
func addSigned(x []uint64, v int64) {
	if v >= 0 {
		addBits(x, 0, uint64(v))
		return
	}
	var b uint64
	x[0], b = bits.Sub64(x[0], uint64(-v), 0)
	for j := 1; j < len(x) && b != 0; j++ {
		x[j], b = bits.Sub64(x[j], 0, b)
	}
}

func isZero(x []uint64) bool { return matching.Weight(x).IsZero() }

// weightCtx is what the edge weight depends on besides the two players.
type weightCtx struct {
	byeScore int
	c9       bool        // C9 flag (F.3 item 3)
	ranks    map[int]int // played games -> C9 rank (F.3 item 2)
	topScore int         // topscorer threshold, exclusive; -1 when not the last round
	met      compat      // the pairs that may not meet (C1 rematch or forbidden pair)
}

// compat holds, for every player to pair, the vertices he may not meet (a
// rematch of C1 or a forbidden pair), ascending: a player has met at most
// one opponent per round, so this is O(n * rounds) where a bit set over
// the pairs was n*n bits (12.5 MB at 9,999 players).
type compat [][]int32

// newCompat builds the rematch/forbidden-pair lists over the players to
// pair (vertex indices = positions in ps).
func newCompat(ps []*player, forbidden [][]int) compat {
	n := len(ps)
	met := make(compat, n)
	at := make(map[int]int, n)
	for i, p := range ps {
		p.vx = i
		at[p.id] = i
	}
	mark := func(i, j int) {
		met[i] = append(met[i], int32(j))
		met[j] = append(met[j], int32(i))
	}
	for i, p := range ps {
		for id := range p.opponents {
			if j, ok := at[id]; ok {
				mark(i, j)
			}
		}
	}
	for _, fp := range forbidden {
		for x, a := range fp {
			for _, b := range fp[x+1:] {
				i, ok1 := at[a]
				j, ok2 := at[b]
				if ok1 && ok2 && i != j {
					mark(i, j)
				}
			}
		}
	}
	for i, l := range met {
		if len(l) > 1 {
			slices.Sort(l)
			met[i] = slices.Compact(l)
		}
	}
	return met
}

// has reports whether vertices i and j may not meet.
func (c compat) has(i, j int) bool {
	l := c[i]
	if len(l) > 16 {
		_, ok := slices.BinarySearch(l, int32(j))
		return ok
	}
	for _, x := range l {
		if int(x) >= j {
			return int(x) == j
		}
	}
	return false
}

// compatible is the gate of F.4: C1 (no rematch), forbidden pairs, and C3
// (non-topscorers with the same absolute preference may not meet).
func (c *weightCtx) compatible(a, b *player) bool {
	if c.met.has(a.vx, b.vx) {
		return false
	}
	return c.compatibleAttrs(a, b)
}

// compatibleAttrs is compatible without C1 and the forbidden pairs: what
// the two players' attributes decide (C3).
func (c *weightCtx) compatibleAttrs(a, b *player) bool {
	if a.absolute() && b.absolute() && a.pref == b.pref {
		return c.topScore >= 0 && (a.score > c.topScore || b.score > c.topScore)
	}
	return true
}

func (c *weightCtx) byeCandidate(p *player) bool { return p.eligible && p.score <= c.byeScore }

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// edgeWeight writes into x the weight of the pair h (higher) - l (lower)
// per dutch.md F.4. cur: l is a resident of the current bracket; nxt: l is
// in the next scoregroup.
func (lay *layout) edgeWeight(x []uint64, c *weightCtx, h, l *player, cur, nxt bool) {
	if c.met.has(h.vx, l.vx) {
		clear(x)
		return
	}
	lay.edgeWeightAttrs(x, c, h, l, cur, nxt)
}

// edgeWeightAttrs is edgeWeight for two players who have not met and are no
// forbidden pair: a function of their attributes alone (compactWin).
func (lay *layout) edgeWeightAttrs(x []uint64, c *weightCtx, h, l *player, cur, nxt bool) {
	clear(x)
	if !c.compatibleAttrs(h, l) {
		return
	}
	f := &lay.f
	// F1: C4 completion, C2 eligibility and C5 PAB score.
	addBits(x, f[0], 1+b2u(!c.byeCandidate(h))+b2u(!c.byeCandidate(l)))
	if cur { // F2 (C6), F3 (C7)
		addBits(x, f[1], 1)
		addBits(x, f[2]+h.off, 1)
	}
	if nxt { // F4, F5 (C8)
		addBits(x, f[3], 1)
		addBits(x, f[4]+h.off, 1)
	}
	if c.c9 { // F6 (C9)
		if h.score == c.byeScore {
			addBits(x, f[5], uint64(c.ranks[h.played]))
		}
		if l.score == c.byeScore {
			addBits(x, f[5], uint64(c.ranks[l.played]))
		}
	}
	if !cur {
		return
	}
	// Colour criteria C10-C13 (F7-F10); "p" is the lower player.
	p, o := l, h
	if p.imbalance <= 1 || o.imbalance <= 1 || p.pref != o.pref {
		addBits(x, f[6], 1)
	}
	if c11ok(p, o) {
		addBits(x, f[7], 1)
	}
	if p.pref != o.pref || p.pref == noColour || o.pref == noColour {
		addBits(x, f[8], 1)
	}
	if (!p.strong && !p.absolute()) || (!o.strong && !o.absolute()) || (p.absolute() && o.absolute()) || p.pref != o.pref {
		addBits(x, f[9], 1)
	}
	lay.floatFields(x, h, l)
}

// c11ok: not (both absolute for the same colour and the loser of the colour
// already had it twice in a row) (C11, F8).
func c11ok(p, o *player) bool {
	if !p.absolute() || !o.absolute() || p.pref != o.pref {
		return true
	}
	if p.imbalance == o.imbalance {
		return p.repeated == noColour || p.repeated != o.repeated
	}
	loser := p
	if p.imbalance > o.imbalance {
		loser = o
	}
	return loser.repeated != p.pref.invert()
}

// floatFields sets F11-F18 (C14-C21) for a pair inside the bracket.
func (lay *layout) floatFields(x []uint64, h, l *player) {
	f := &lay.f
	rounds := []struct {
		hf, lf            float
		cnt, up, sdn, sup int
	}{
		{h.float1, l.float1, f[10], f[11], f[14], f[15]},
		{h.float2, l.float2, f[12], f[13], f[16], f[17]},
	}
	for i, r := range rounds {
		if lay.pr <= i {
			break
		}
		// C14/C16: pair residents who had a downfloat.
		addBits(x, r.cnt, b2u(r.lf == floatDown)+b2u(h.score <= l.score && r.hf == floatDown))
		// C15/C17: an MDP's opponent who had an upfloat.
		upClash := h.score > l.score && r.lf == floatUp
		addBits(x, r.up, b2u(!upClash))
		// C18/C20: scores of paired players who had a downfloat.
		if r.lf == floatDown {
			addBits(x, r.sdn+l.off, 1)
		}
		if r.hf == floatDown {
			addBits(x, r.sdn+h.off, 1)
		}
		// C19/C21.
		if !upClash {
			addBits(x, r.sup+h.off, 1)
		}
	}
}
