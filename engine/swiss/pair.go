package swiss

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"

	"arbiter/engine/matching"
	"arbiter/engine/trf"
)

// Board is one pairing: pairing numbers of White and Black.
type Board struct{ White, Black int }

// Pairing is the result of one round.
type Pairing struct {
	Boards []Board // in the reference engine's board order (dutch.md F.7 item 8)
	Bye    int     // pairing number of the PAB receiver, 0 if none
}

// ErrNoValidPairing is returned (possibly wrapped) when the absolute
// criteria C1-C3 cannot all be met (C.04.3 A.9; dutch.md E).
var ErrNoValidPairing = errors.New("swiss: no valid pairing exists")

// errInternal reports a broken invariant of the engine (never expected).
var errInternal = errors.New("swiss: internal error")

// Pair pairs round `round` (1-based) of t by the FIDE Dutch system (C.04.3,
// 2025 revision). Rounds 1..round-1 of t are history; a player with an entry
// in column `round` (H, F, Z, -) is absent and not paired; everybody else is
// paired or gets the PAB. t.TotalRounds (XXR) and t.InitialColour (XXC) are
// used as rules/dutch.md says.
func Pair(t *trf.Tournament, round int) (Pairing, error) {
	return pair(context.Background(), t, round, nil)
}

// checkRound refuses a round that t cannot have: before round 1, or
// past the last round when the file gives the number of rounds (XXR).
func checkRound(t *trf.Tournament, round int) error {
	if round < 1 {
		return fmt.Errorf("swiss: round %d out of range", round)
	}
	if t.TotalRounds > 0 && round > t.TotalRounds {
		return fmt.Errorf("swiss: round %d is past the last round %d", round, t.TotalRounds)
	}
	return nil
}

func pair(ctx context.Context, t *trf.Tournament, round int, progress func(Progress)) (Pairing, error) {
	if t == nil {
		return Pairing{}, errors.New("swiss: no tournament")
	}
	if err := checkRound(t, round); err != nil {
		return Pairing{}, err
	}
	ps, all, err := buildPlayers(t, round)
	if err != nil {
		return Pairing{}, err
	}
	e := newEngine(t, ps, round)
	e.cancel, e.progress = ctx, progress
	mate, err := e.run()
	if err != nil {
		return Pairing{}, err
	}
	return result(t, ps, all, mate), nil
}

// engine holds the one global matching graph of dutch.md F.2: vertex i is
// ps[i]; with an odd number of players a dummy vertex (index n, joined to
// everybody by a minimal edge) stands for the PAB, so that the optimum is a
// perfect matching and the solver can be warm-started (F.8).
//
// Only the weights inside the current window (the bracket and the next
// scoregroup) are stored; every other edge still has its weight from the
// pre-pass (F.3 item 4), which is computed on the fly (F.8: no n^2 store).
type engine struct {
	ps      []*player
	n       int
	lay     *layout
	ctx     *weightCtx
	bg      weightCtx // the context of the background weights
	oddPre  bool      // background = the odd pre-pass weights of F.3 item 1
	k       int
	done    []bool // vertices of frozen pairs (removed from the graph)
	mate    []int  // current optimum: mate[v], or v when unmatched
	m       *matching.Incremental
	dummy   int // index of the PAB vertex, -1 when n is even
	changed []bool
	pending []int
	one     []uint64 // weight of the dummy edges
	scratch [2][]uint64
	turn    int
	winPos  []int // vertex -> index in the window, -1 outside
	winSize int
	winNext int // window index of the first player of the next scoregroup
	winRes  int // score offset of the bracket's residents (hint), -1 if none
	winMDPs int // window index of the first resident (the MDPs are before it)
	// winReserve is the window size the buffers are made for at first: the
	// largest bracket without its MDPs (a scoregroup and the next), so that
	// they are made once in most rounds (reserve).
	winReserve int
	reseed     bool // the next solve reseeds the pending vertices (hint)
	// Background weights outside the window, by F1 and F6 values.
	bgNC      []int // 1 if the player is not a bye candidate
	bgRank    []int // C9 rank if the C9 flag is on and the score is the PAB score
	bgMaxRank int
	bgTable   [][]uint64
	zeroW     []uint64
	cls       []int      // class of every vertex's background weights (matching.SetTailClasses)
	nc        int        // number of classes
	clsTable  [][]uint64 // background weight by pair of classes
	bgAbs     []colour   // absolute colour preference of a player who is no topscorer, by vertex: two equal ones may not meet (C3)
	winVert   []int
	win       []uint64   // window weights, k words each, a full square (rows are scanned), unless compact
	compact   bool       // the window is large and stored compact (cw)
	cw        compactWin // the compact window
	noEdge    []uint64   // zero weight
	keepBuf   []uint64   // scratch for setWindow
	bonusBuf  []uint64   // scratch for bracket.setBonus
	baseBuf   []uint64   // reused storage for the brackets' base weights
	cands     []int      // scratch for bracket.bestMate
	// Cancellation and progress (PairContext).
	cancel       context.Context
	progress     func(Progress)
	bracketNo    int
	bracketScore int
	left         int     // players not in a frozen pair
	tr           *tracer // the checklist's recorder (trace.go), nil unless asked for
}

func newEngine(t *trf.Tournament, ps []*player, round int) *engine {
	e := &engine{ps: ps, n: len(ps), dummy: -1}
	e.lay = newLayout(ps, round-1)
	for _, p := range ps {
		p.off = e.lay.off[p.score]
	}
	e.k = e.lay.words
	e.ctx = &weightCtx{topScore: -1, met: newCompat(ps, t.ForbiddenPairs)}
	if t.TotalRounds > 0 && round-1 >= t.TotalRounds-1 {
		e.ctx.topScore = t.WinPoints() * (round - 1) / 2 // more than 50% of the maximum under the point system (A.8; F.1)
	}
	e.bg = *e.ctx
	e.done = make([]bool, e.n)
	e.mate = make([]int, e.n)
	e.changed = make([]bool, e.n)
	e.one = make([]uint64, e.k)
	addBits(e.one, e.lay.s+e.lay.w, 1)
	e.scratch = [2][]uint64{make([]uint64, e.k), make([]uint64, e.k)}
	e.noEdge = make([]uint64, e.k)
	e.bonusBuf = make([]uint64, e.k)
	e.winPos = make([]int, e.n)
	for i := range e.winPos {
		e.winPos[i] = -1
	}
	nv := e.n
	if e.n%2 == 1 {
		e.dummy = e.n
		nv++
		e.oddPre = true
	} else {
		e.setBackground()
	}
	e.m = matching.NewIncremental(nv, e.k, e.weight)
	e.m.SetRows(e.row)
	return e
}

// weight is the callback of the matcher.
func (e *engine) weight(i, j int) []uint64 {
	if i == e.dummy || j == e.dummy {
		return e.one
	}
	if e.compact {
		// The largest windows: straight to the compact weight, the
		// matcher asks for most of its weights here.
		if a, b := e.winPos[i], e.winPos[j]; a >= 0 && b >= 0 {
			return e.cwWeight(a, b)
		}
	}
	return e.w(i, j)
}

func triangle(a, b int) int {
	if a < b {
		a, b = b, a
	}
	return a*(a-1)/2 + b
}

// w returns the current weight of the pair i-j (vertices). The slice is
// read-only; outside the window it is a scratch buffer valid until the
// second next call.
func (e *engine) w(i, j int) []uint64 {
	a := e.winPos[i]
	if a < 0 {
		return e.background(i, j)
	}
	if b := e.winPos[j]; b >= 0 {
		if e.compact {
			return e.cwWeight(a, b)
		}
		return e.winAt(a, b)
	}
	return e.background(i, j)
}

// compactWords is the size of a square window (in words) above which the
// window is stored compact (compactWin: 8 bytes a pair instead of 2k words
// with its base weights), the matcher then reading its weights through the
// callback instead of rows (slower scans). Only the largest brackets reach
// it: a square of 256 MiB, about 2,500 players (docs/pairing-speed.md).
var compactWords = 32 << 20

// winAt returns the stored weight of the window positions a, b (a square
// window).
func (e *engine) winAt(a, b int) []uint64 {
	o := (a*e.winSize + b) * e.k
	return e.win[o : o+e.k]
}

// squareWindow reports whether a window of s players is stored as a square.
func (e *engine) squareWindow(s int) bool { return s*s*e.k <= compactWords || !e.compactOK() }

// row gives the matcher the stored window row of v (matching SetRows).
func (e *engine) row(v int) ([]int, []uint64) {
	if e.compact || v >= e.n || e.winPos[v] < 0 {
		return nil, nil
	}
	o := e.winPos[v] * e.winSize * e.k
	return e.winPos, e.win[o : o+e.winSize*e.k]
}

// background returns the weight an edge has outside every window (a
// read-only table entry, or a scratch buffer during the odd pre-pass).
func (e *engine) background(i, j int) []uint64 {
	if i < j {
		i, j = j, i
	}
	if !e.oddPre {
		// Outside the window only F1 and F6 can be set (F.4 with cur and nxt
		// false): look the weight up by their values.
		if (e.bgAbs[i] != 0 && e.bgAbs[i] == e.bgAbs[j]) || e.ctx.met.has(i, j) {
			return e.zeroW
		}
		return e.clsTable[e.cls[i]*e.nc+e.cls[j]]
	}
	// F.3 item 1: completion, eligibility, lowest PAB score, top-group pairs.
	e.turn ^= 1
	x := e.scratch[e.turn]
	hi, lo := e.ps[j], e.ps[i]
	clear(x)
	if e.bg.compatible(lo, hi) {
		lay := e.lay
		addBits(x, lay.s+lay.w, 1+b2u(!lo.eligible)+b2u(!hi.eligible))
		addBits(x, lay.w, uint64(lo.off+hi.off))
		addBits(x, 0, b2u(lo.score >= e.ps[0].score))
	}
	return x
}

// setBackground switches the background to the weights outside any bracket
// under the pre-pass outcome (F.3 item 4).
func (e *engine) setBackground() {
	e.bg = *e.ctx
	e.oddPre = false
	e.bgNC = make([]int, e.n)
	e.bgRank = make([]int, e.n)
	e.bgMaxRank = 0
	e.zeroW = make([]uint64, e.k)
	clear(e.one)
	addBits(e.one, e.lay.f[0], 1)
	e.bgAbs = make([]colour, e.n)
	for v, p := range e.ps {
		top := e.ctx.topScore >= 0 && p.score > e.ctx.topScore
		if p.absolute() && !top {
			e.bgAbs[v] = p.pref
		}
		if !e.bg.byeCandidate(p) {
			e.bgNC[v] = 1
		}
		if e.bg.c9 && p.score == e.bg.byeScore {
			e.bgRank[v] = e.bg.ranks[p.played]
			e.bgMaxRank = max(e.bgMaxRank, e.bgRank[v])
		}
	}
	width := 2*e.bgMaxRank + 1
	e.bgTable = make([][]uint64, 3*width)
	for f1 := 1; f1 <= 3; f1++ {
		for f6 := 0; f6 < width; f6++ {
			x := make([]uint64, e.k)
			addBits(x, e.lay.f[0], uint64(f1))
			addBits(x, e.lay.f[5], uint64(f6))
			e.bgTable[(f1-1)*width+f6] = x
		}
	}
	// The classes of the background weights for the matcher
	// (matching.SetTailClasses): players of equal (bgNC, bgRank) are one
	// class (a C9 rank is a position among the players of the PAB score,
	// so only the few values present are numbered); the PAB dummy has a
	// class of its own, whose edges all weigh one.
	type key struct{ nc, rank int }
	id := map[key]int{}
	var keys []key
	e.cls = make([]int, e.n+1)
	for v := 0; v < e.n; v++ {
		k := key{e.bgNC[v], e.bgRank[v]}
		c, ok := id[k]
		if !ok {
			c = len(keys)
			id[k] = c
			keys = append(keys, k)
		}
		e.cls[v] = c
	}
	e.nc = len(keys) + 1
	e.cls[e.n] = len(keys)
	e.clsTable = make([][]uint64, e.nc*e.nc)
	for a := 0; a < e.nc; a++ {
		for b := 0; b < e.nc; b++ {
			if a == len(keys) || b == len(keys) {
				e.clsTable[a*e.nc+b] = e.one
				continue
			}
			f1 := 1 + keys[a].nc + keys[b].nc
			e.clsTable[a*e.nc+b] = e.bgTable[(f1-1)*width+keys[a].rank+keys[b].rank]
		}
	}
}

// setWindow makes vert (vertices) the stored window. The pairs among its
// first keep vertices (the bracket's MDPs, all from the previous window)
// keep their current weights; every other pair inside the window holds
// garbage until the caller writes it with put, which it does for all of
// them before anything else reads them (bracket.pair, F.4). One buffer
// serves every window (docs/pairing-speed.md: memory; it is not cleared, since every
// pair is written), the kept block is copied out first.
func (e *engine) setWindow(vert []int, keep int) {
	s, k := len(vert), e.k
	e.m.SetCompact(nil) // until bracket.pair has set the window's Next
	kept := e.keepBuf[:0]
	for a := 1; a < keep; a++ {
		for b := 0; b < a; b++ {
			kept = append(kept, e.w(vert[a], vert[b])...)
		}
	}
	e.keepBuf = kept
	for _, v := range e.winVert {
		e.winPos[v] = -1
	}
	for a, v := range vert {
		e.winPos[v] = a
	}
	e.winVert = append(e.winVert[:0], vert...)
	e.winSize = s
	e.compact = !e.squareWindow(s)
	if e.compact {
		e.win = nil // the square of a smaller bracket before
		e.setCompact(vert, keep, kept)
	} else {
		need := s * s * k
		if r := max(s, e.winReserve); e.squareWindow(r) {
			e.win = grow(&e.win, max(need, r*r*k))[:need]
		} else {
			e.win = grow(&e.win, need)
		}
		for a := 0; a < s; a++ {
			clear(e.winAt(a, a)) // no edge to itself
		}
		i := 0
		for a := 1; a < keep; a++ {
			for b := 0; b < a; b++ {
				x := kept[i*k : (i+1)*k]
				copy(e.winAt(a, b), x)
				copy(e.winAt(b, a), x)
				i++
			}
		}
	}
	// Every edge with an end below the window has a background weight, at
	// most the largest table entry: let the matcher skip those vertices when
	// they cannot matter (F.8).
	if s > 0 && !e.oddPre {
		e.m.SetTail(vert[s-1]+1, e.bgTable[len(e.bgTable)-1])
		e.m.SetTailClasses(e.cls[:e.m.N()], e.nc, e.clsTable)
	}
}

// bigBuffer is the size (in words) from which a buffer of the engine is
// made only after the memory of the one it replaces went back to the
// system: 64 MB, reached by windows of about 1,000 players.
const bigBuffer = 8 << 20

// grow returns *buf resliced to n words, made anew when its capacity is
// short. The old buffer is let go first; a big new one is made only after
// a collection has returned the old one's memory to the system
// (debug.FreeOSMemory), so that the peak is the new buffer and not both
// (docs/pairing-speed.md: the windows of a 4,000-player round grow bracket by
// bracket, and the collector would otherwise keep the old ones until the
// heap doubles).
func grow(buf *[]uint64, n int) []uint64 {
	if cap(*buf) < n {
		*buf = nil
		if n >= bigBuffer {
			debug.FreeOSMemory()
		}
		*buf = make([]uint64, n)
	}
	*buf = (*buf)[:n]
	return *buf
}

// put writes the weight of the pair i-j (both in the window) without
// telling the matcher: for the first writes of a window, whose vertices
// are all reseeded afterwards (bracket.pair).
func (e *engine) put(i, j int, x []uint64) {
	a, b := e.winPos[i], e.winPos[j]
	copy(e.winAt(a, b), x)
	copy(e.winAt(b, a), x)
}

// set changes the weight of the pair i-j (both in a square window); the
// matcher is told lazily.
func (e *engine) set(i, j int, x []uint64) {
	w := e.w(i, j)
	if matching.Cmp(w, x) == 0 {
		return
	}
	copy(w, x)
	copy(e.w(j, i), x)
	e.changedPair(i, j)
}

// changedAll tells the matcher that every edge changed.
func (e *engine) changedAll() {
	for v := 0; v < e.n; v++ {
		if !e.changed[v] {
			e.changed[v] = true
			e.pending = append(e.pending, v)
		}
	}
}

// solve re-optimises after the pending changes (warm start); after a change
// of most weights (e.reseed) the pending vertices are reseeded instead.
func (e *engine) solve() {
	if e.reseed {
		e.reseed = false
		if e.dummy >= 0 && (len(e.pending) == 0 || e.pending[len(e.pending)-1] != e.dummy) {
			// The dummy's dual follows the others' (its edges weigh 1).
			e.pending = append(e.pending, e.dummy)
		}
		e.m.Reseed(e.pending, e.hint)
		for _, v := range e.pending {
			if v < e.n {
				e.changed[v] = false
			}
		}
	} else {
		for _, v := range e.pending {
			e.changed[v] = false
			e.m.Changed(v)
		}
	}
	e.pending = e.pending[:0]
	e.m.Solve()
	e.syncMates()
}

// syncMates copies the matcher's matching of the vertices still in the
// graph into e.mate.
func (e *engine) syncMates() {
	for v := 0; v < e.n; v++ {
		if e.done[v] {
			continue
		}
		u := e.m.Mate(v)
		if u < 0 || u == e.dummy {
			u = v
		}
		e.mate[v] = u
	}
}

// freeze fixes the pair u-v (finalizePair): both leave the graph.
func (e *engine) freeze(u, v int) {
	e.left -= 2
	e.report()
	e.done[u], e.done[v] = true, true
	e.mate[u], e.mate[v] = v, u
	e.m.RemovePair(u, v)
}
