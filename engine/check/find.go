package check

import (
	"errors"
	"math/bits"

	"arbiter/engine/trf"
)

// ErrTooLarge: FindPairing handles at most 64 players to pair.
var ErrTooLarge = errors.New("check: more than 64 players to pair")

// FindPairing looks for any pairing of round r that meets the absolute
// criteria as Round checks them (C1-C3, C2 for the PAB), ignoring every
// quality criterion. It answers ok=false when none exists. The search is
// exhaustive (memoised on the set of players still unpaired), so it is
// meant for small fields; more than 64 players to pair is ErrTooLarge.
func FindPairing(t *trf.Tournament, r int) (p trf.Pairing, ok bool, err error) {
	s := newState(t, r)
	var ids []int
	for i := range s.t.Players {
		if id := s.t.Players[i].ID; !s.absent(id) {
			ids = append(ids, id)
		}
	}
	if len(ids) > 64 {
		return trf.Pairing{}, false, ErrTooLarge
	}
	f := &finder{s: s, ids: ids, dead: map[uint64]bool{}}
	full := uint64(1)<<len(ids) - 1
	if len(ids) == 64 {
		full = ^uint64(0)
	}
	if len(ids)%2 == 0 {
		if f.match(full) {
			return trf.Pairing{Boards: f.boards}, true, nil
		}
		return trf.Pairing{}, false, nil
	}
	for i, id := range ids {
		if s.byeBlocked(id) != "" {
			continue
		}
		f.boards = nil
		if f.match(full &^ (1 << i)) {
			return trf.Pairing{Boards: f.boards, Bye: id}, true, nil
		}
	}
	return trf.Pairing{}, false, nil
}

type finder struct {
	s      *state
	ids    []int
	dead   map[uint64]bool // sets of players known to have no perfect matching
	boards []trf.Board
}

// match pairs every player of the set, lowest index first.
func (f *finder) match(set uint64) bool {
	if set == 0 {
		return true
	}
	if f.dead[set] {
		return false
	}
	i := bits.TrailingZeros64(set)
	rest := set &^ (1 << i)
	for m := rest; m != 0; m &= m - 1 {
		j := bits.TrailingZeros64(m)
		b, ok := f.s.orient(f.ids[i], f.ids[j])
		if !ok {
			continue
		}
		if f.match(rest &^ (1 << j)) {
			f.boards = append(f.boards, b)
			return true
		}
	}
	f.dead[set] = true
	return false
}

// orient returns a board for a and b that meets C1 and C3, if one exists.
func (s *state) orient(a, b int) (trf.Board, bool) {
	if s.rematch(a, b) != "" {
		return trf.Board{}, false
	}
	for _, bd := range []trf.Board{{White: a, Black: b}, {White: b, Black: a}} {
		if len(s.colours(bd)) == 0 {
			return bd, true
		}
	}
	return trf.Board{}, false
}
