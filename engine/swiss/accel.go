package swiss

import (
	"errors"
	"sort"

	"arbiter/engine/trf"
)

// System is a FIDE Swiss pairing system the engine implements.
type System uint8

const (
	// Dutch is C.04.3 (the default).
	Dutch System = iota
	// Burstein is C.04.4.2 (burstein.go).
	Burstein
)

func (s System) String() string {
	if s == Burstein {
		return "Burstein"
	}
	return "Dutch"
}

// Options chooses the system and the acceleration of PairWith.
type Options struct {
	System System
	// Baku asks for the Baku acceleration (C.04.7.1, formerly C.04.5.1)
	// when the file writes no accelerations of its own (XXA): the
	// virtual points are derived as in BakuAccelerations.
	Baku bool
	// BakuGroup is the number of players of group GA (the first ones by
	// pairing number); 0 takes BakuGroupTRF of the number of players.
	BakuGroup int
}

// ErrBakuRounds is returned when the Baku acceleration is asked for and
// the number of rounds (XXR) is unknown: the accelerated rounds are the
// first half of them.
var ErrBakuRounds = errors.New("swiss: the Baku acceleration needs the number of rounds (XXR)")

// BakuGroupTRF is the size of group GA the reference engine (bbpPairings
// v6) derives from a TRF-2026 192 code ending in _BAKU: the first half of
// the players rounded up, ceil(n/2) (161 players: 81), counted over every
// player record of the file by pairing number, whether or not he has been
// paired yet (a player with a round-1 bye keeps his place; C.04.7.1 "late
// entries" does not move the last GA player either). It differs from the
// text of C.04.7.1 (the first half rounded up to an even number,
// 2*ceil(n/4): 161 players, 82) when n leaves 1 or 2 over a multiple of 4; the engine
// follows the reference so that a TRF is paired as bbpPairings pairs it
// (docs/swiss-systems.md).
func BakuGroupTRF(n int) int { return (n + 1) / 2 }

// BakuAccelerations returns the virtual points of the Baku acceleration
// (C.04.7.1) for a tournament of `rounds` rounds: the accelerated rounds
// are the first half of the rounds, rounded up; in the first half of them
// (rounded up) each of the first `group` players by pairing number has 1
// virtual point, in the rest ½; nobody else has any (9 rounds: rounds 1-3
// +1, 4-5 +½). Points are in half-points, index 0 = round 1.
func BakuAccelerations(ids []int, group, rounds int) []trf.Acceleration {
	ids = append([]int(nil), ids...)
	sort.Ints(ids)
	accel := (rounds + 1) / 2
	full := (accel + 1) / 2
	pts := make([]int, accel)
	for i := range pts {
		pts[i] = 1
		if i < full {
			pts[i] = 2
		}
	}
	var out []trf.Acceleration
	for i, id := range ids {
		if i >= group {
			break
		}
		out = append(out, trf.Acceleration{Player: id, Points: append([]int(nil), pts...)})
	}
	return out
}

// bursteinDefault is the acceleration the reference engine applies to a
// Burstein tournament whose file asks for none (no XXA, no _BAKU): in
// rounds 1 and 2 one virtual point for the upper half of the players who
// took part in the pairing of round 1 (or have no entry at all yet), in
// pairing-number order; a player without that participation who comes
// before the cut gets it too. This is the acceleration the Burstein text
// of 2017 (C.04.4.2) described for its first two rounds.
func bursteinDefault(t *trf.Tournament, round int) []trf.Acceleration {
	if round > 2 {
		return nil
	}
	ids := make([]int, 0, len(t.Players))
	counts := map[int]bool{}
	for i := range t.Players {
		p := &t.Players[i]
		ids = append(ids, p.ID)
		g := p.Game(1)
		counts[p.ID] = (round == 1 && len(p.Games) == 0) || participated(g) || g.Result == trf.ForfeitWin
	}
	sort.Ints(ids)
	bound := 0
	for _, id := range ids {
		if counts[id] {
			bound++
		}
	}
	if bound <= 1 {
		return nil
	}
	pts := []int{2}
	if round == 2 {
		pts = []int{2, 2}
	}
	var out []trf.Acceleration
	for _, id := range ids {
		out = append(out, trf.Acceleration{Player: id, Points: append([]int(nil), pts...)})
		if counts[id] {
			bound -= 2
			if bound <= 1 {
				break
			}
		}
	}
	return out
}

// withAccelerations returns t itself when it writes its own accelerations
// (XXA) or none are to be derived, else a shallow copy whose
// Accelerations are the derived ones (Baku, or the Burstein default).
func withAccelerations(t *trf.Tournament, round int, o Options) (*trf.Tournament, error) {
	if len(t.Accelerations) > 0 {
		return t, nil
	}
	var acc []trf.Acceleration
	switch {
	case o.Baku:
		if t.TotalRounds <= 0 {
			return nil, ErrBakuRounds
		}
		ids := make([]int, 0, len(t.Players))
		for i := range t.Players {
			ids = append(ids, t.Players[i].ID)
		}
		group := o.BakuGroup
		if group <= 0 {
			group = BakuGroupTRF(len(ids))
		}
		acc = BakuAccelerations(ids, group, t.TotalRounds)
	case o.System == Burstein:
		acc = bursteinDefault(t, round)
	}
	if len(acc) == 0 {
		return t, nil
	}
	c := *t
	c.Accelerations = acc
	return &c, nil
}

// VirtualPoints returns the virtual points (half-points) the engine adds
// to each player's score when it pairs round `round` of t with o: the
// file's XXA, else the Baku ones, else the Burstein default; players
// without any are left out. Pairing lists show them beside the real score
// (C.04.7.1: the pairing score is the score plus the virtual points).
func VirtualPoints(t *trf.Tournament, round int, o Options) (map[int]int, error) {
	at, err := withAccelerations(t, round, o)
	if err != nil {
		return nil, err
	}
	out := map[int]int{}
	for i := range at.Players {
		id := at.Players[i].ID
		if v := accel(at, id, round); v != 0 {
			out[id] = v
		}
	}
	return out, nil
}
