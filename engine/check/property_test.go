package check_test

import (
	"errors"
	"testing"

	"arbiter/engine/check"
	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/engine/trfgen"
)

// bruteForceLimit: fields up to this many players to pair are searched
// exhaustively when the engine reports that no pairing exists.
const bruteForceLimit = 24

// TestSwissProperty pairs generated tournaments (5..60 players, 5..11
// rounds, trfgen.Random) round by round with engine/swiss and checks every
// round with Round. When the engine finds no pairing, the exhaustive search
// must agree (fields up to bruteForceLimit) or the case is reported. Replay
// one seed with: go test ./engine/check -run TestSwissProperty/seed=N
func TestSwissProperty(t *testing.T) {
	const tournaments = 300
	var rounds, nopairing, unverified int
	for seed := uint64(1); seed <= tournaments; seed++ {
		c := trfgen.Random(seed)
		t.Run("seed="+itoa(seed), func(t *testing.T) {
			t.Logf("seed %d: %d players, %d rounds", seed, c.Players, c.Rounds)
			pair := func(tn *trf.Tournament, r int) (trf.Pairing, error) {
				sp, err := swiss.Pair(tn, r)
				if err != nil {
					return trf.Pairing{}, err
				}
				p := fromSwiss(sp)
				rounds++
				for _, v := range check.Round(tn, r, p) {
					t.Errorf("seed %d round %d: %v (pairing %+v)", seed, r, v, p)
				}
				return p, nil
			}
			tn, err := trfgen.Generate(c, pair)
			var re *trfgen.RoundError
			switch {
			case err == nil:
			case errors.As(err, &re) && errors.Is(err, swiss.ErrNoValidPairing):
				nopairing++
				p, ok, ferr := check.FindPairing(tn, re.Round)
				switch {
				case ferr != nil || present(tn, re.Round) > bruteForceLimit:
					unverified++
					t.Logf("seed %d round %d: engine finds no pairing; %d players to pair, not searched", seed, re.Round, present(tn, re.Round))
				case ok:
					t.Errorf("seed %d round %d: engine finds no pairing but %+v is legal", seed, re.Round, p)
				}
			default:
				t.Errorf("seed %d: %v", seed, err)
			}
		})
	}
	if rounds < 3*tournaments {
		t.Errorf("only %d rounds paired in %d tournaments", rounds, tournaments)
	}
	t.Logf("%d tournaments, %d rounds checked, %d without a legal pairing (%d too large to verify)", tournaments, rounds, nopairing, unverified)
}

func fromSwiss(sp swiss.Pairing) trf.Pairing {
	p := trf.Pairing{Bye: sp.Bye}
	for _, b := range sp.Boards {
		p.Boards = append(p.Boards, trf.Board{White: b.White, Black: b.Black})
	}
	return p
}

// present counts the players to pair in round r.
func present(tn *trf.Tournament, r int) int {
	n := 0
	for i := range tn.Players {
		if len(tn.Players[i].Games) < r {
			n++
		}
	}
	return n
}

func itoa(n uint64) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
