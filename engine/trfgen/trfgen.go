package trfgen

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"arbiter/engine/trf"
)

// Config describes one tournament to generate. Rates are percentages.
type Config struct {
	Seed    uint64
	Players int // at least 2
	Rounds  int // XXR, at least 1

	Unrated       int // players without rating
	Draw          int // games drawn
	Forfeit       int // boards forfeited by one side
	DoubleForfeit int // boards forfeited by both
	HalfBye       int // present player asks for H in a round
	FullBye       int // present player gets F in a round
	ZeroBye       int // present player is absent (Z) in a round
	Withdraw      int // players who withdraw at some round
	LateEntry     int // players who miss rounds 1 (and maybe 2)
}

// Random returns a configuration drawn from seed: 5..60 players, 5..11
// rounds, and a feature mix from "clean" to "heavy".
func Random(seed uint64) Config {
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	c := Config{Seed: seed, Players: 5 + rng.IntN(56), Rounds: 5 + rng.IntN(7)}
	c.Draw = 10 + rng.IntN(30)
	if rng.IntN(4) == 0 { // clean profile
		return c
	}
	c.Unrated = rng.IntN(15)
	c.Forfeit = rng.IntN(6)
	c.DoubleForfeit = rng.IntN(3)
	c.HalfBye = rng.IntN(8)
	c.FullBye = rng.IntN(3)
	c.ZeroBye = rng.IntN(6)
	c.Withdraw = rng.IntN(10)
	c.LateEntry = rng.IntN(10)
	return c
}

// PerfMix is the feature mix of the generated events of the pairing
// benchmarks (testdata/perfgen): unrated 8 %, draws 25 %, forfeits 1 %,
// double forfeits 1 %, half-point byes 2 %, full-point byes 1 %, zero-point
// byes 2 %, withdrawals 3 %, late entries 3 %.
func PerfMix(seed uint64, players, rounds int) Config {
	return Config{Seed: seed, Players: players, Rounds: rounds,
		Unrated: 8, Draw: 25, Forfeit: 1, DoubleForfeit: 1, HalfBye: 2, FullBye: 1, ZeroBye: 2,
		Withdraw: 3, LateEntry: 3}
}

// PairFunc pairs round `round` of t (rounds before it are history; players
// with an entry in column `round` are absent).
type PairFunc func(t *trf.Tournament, round int) (trf.Pairing, error)

// RoundError reports that the pairing function failed in Round; the
// tournament returned alongside is the state before that round. It wraps
// the pairing function's error (errors.Is works through it).
type RoundError struct {
	Round int
	Err   error
}

func (e *RoundError) Error() string { return fmt.Sprintf("trfgen: round %d: %v", e.Round, e.Err) }
func (e *RoundError) Unwrap() error { return e.Err }

// ErrBadPairing wraps a pairing that names unknown, absent or repeated
// players; Generate refuses to record it.
var ErrBadPairing = errors.New("trfgen: pairing function returned an invalid pairing")
