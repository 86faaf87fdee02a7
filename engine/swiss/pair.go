package swiss

import (
	"errors"
	"fmt"

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
	if t == nil {
		return Pairing{}, errors.New("swiss: no tournament")
	}
	if round < 1 {
		return Pairing{}, fmt.Errorf("swiss: round %d out of range", round)
	}
	if t.TotalRounds > 0 && round > t.TotalRounds {
		return Pairing{}, fmt.Errorf("swiss: round %d is past the last round %d", round, t.TotalRounds)
	}
	ps, all, err := buildPlayers(t, round)
	if err != nil {
		return Pairing{}, err
	}
	e := newEngine(t, ps, round)
	mate, err := e.run()
	if err != nil {
		return Pairing{}, err
	}
	return result(t, ps, all, mate), nil
}

// engine holds the one global matching graph of dutch.md F.2: vertex i is
// ps[i]; every edge weight is stored explicitly.
type engine struct {
	ps   []*player
	n    int
	lay  *layout
	ctx  *weightCtx
	k    int
	wt   []uint64 // wt[(i*n+j)*k:...] for i > j
	done []bool   // vertices of frozen pairs (removed from the graph)
	mate []int    // current optimum: mate[v], or v when unmatched
}

func newEngine(t *trf.Tournament, ps []*player, round int) *engine {
	e := &engine{ps: ps, n: len(ps)}
	e.lay = newLayout(ps, round-1)
	e.k = e.lay.words
	e.ctx = &weightCtx{topScore: -1, forbid: map[[2]int]bool{}}
	if t.TotalRounds > 0 && round-1 >= t.TotalRounds-1 {
		e.ctx.topScore = round - 1 // more than 50% of the maximum (A.8; F.1)
	}
	for _, fp := range t.ForbiddenPairs {
		for _, a := range fp {
			for _, b := range fp {
				if a != b {
					e.ctx.forbid[[2]int{a, b}] = true
				}
			}
		}
	}
	e.wt = make([]uint64, e.n*e.n*e.k)
	e.done = make([]bool, e.n)
	e.mate = make([]int, e.n)
	return e
}

func (e *engine) w(i, j int) []uint64 {
	if i < j {
		i, j = j, i
	}
	o := (i*e.n + j) * e.k
	return e.wt[o : o+e.k]
}

func (e *engine) set(i, j int, x []uint64) { copy(e.w(i, j), x) }

// solve recomputes the optimum over the vertices not yet frozen.
func (e *engine) solve() {
	var edges []matching.Edge
	idx := make([]int, 0, e.n)
	pos := make([]int, e.n)
	for v := 0; v < e.n; v++ {
		if !e.done[v] {
			pos[v] = len(idx)
			idx = append(idx, v)
		}
	}
	for a := 0; a < len(idx); a++ {
		for b := 0; b < a; b++ {
			x := e.w(idx[a], idx[b])
			if !isZero(x) {
				edges = append(edges, matching.Edge{I: a, J: b, W: matching.Weight(x)})
			}
		}
	}
	m := matching.MaxWeight(len(idx), edges)
	for a, v := range idx {
		if m[a] < 0 {
			e.mate[v] = v
		} else {
			e.mate[v] = idx[m[a]]
		}
	}
}

// freeze fixes the pair u-v (finalizePair): both leave the graph.
func (e *engine) freeze(u, v int) {
	e.done[u], e.done[v] = true, true
	e.mate[u], e.mate[v] = v, u
}
