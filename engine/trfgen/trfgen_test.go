package trfgen

import (
	"bytes"
	"errors"
	"reflect"
	"testing"

	"arbiter/engine/check"
	"arbiter/engine/trf"
)

// anyLegal pairs with the exhaustive search of engine/check: a legal (not
// Dutch) pairing, deterministic. It fails like an engine when none exists.
var errNone = errors.New("no legal pairing")

func anyLegal(t *trf.Tournament, r int) (trf.Pairing, error) {
	p, ok, err := check.FindPairing(t, r)
	if err != nil {
		return p, err
	}
	if !ok {
		return p, errNone
	}
	return p, nil
}

func small(seed uint64) Config {
	c := Random(seed)
	c.Players = 5 + int(seed%20) // keep the exhaustive search quick
	return c
}

func TestGenerateDeterministicValidRoundTrip(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		c := small(seed)
		a, errA := Generate(c, anyLegal)
		b, errB := Generate(c, anyLegal)
		if !reflect.DeepEqual(a, b) || !reflect.DeepEqual(errA, errB) {
			t.Fatalf("seed %d: two runs differ", seed)
		}
		if errA != nil && !errors.Is(errA, errNone) {
			t.Fatalf("seed %d: %v", seed, errA)
		}
		if err := a.Validate(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		var buf bytes.Buffer
		if err := trf.Write(&buf, a); err != nil {
			t.Fatalf("seed %d: write: %v", seed, err)
		}
		back, err := trf.Read(&buf)
		if err != nil || !reflect.DeepEqual(back, a) {
			t.Fatalf("seed %d: round trip: %v", seed, err)
		}
	}
}

// TestStatesMatchBefore: what the pairing function sees in round r is the
// final tournament cut back by trf.Before(r), and every pairing it made is
// legal by the checker.
func TestStatesMatchBefore(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		var seen []*trf.Tournament
		rec := func(tn *trf.Tournament, r int) (trf.Pairing, error) {
			seen = append(seen, tn.Before(r+1).Before(r)) // a deep copy
			return anyLegal(tn, r)
		}
		final, err := Generate(small(seed), rec) // on error: the state before the failing round
		if err != nil && !errors.Is(err, errNone) {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if len(seen) == 0 {
			t.Fatalf("seed %d: pairing function never called", seed)
		}
		for i, st := range seen {
			r := i + 1
			want := final.Before(r)
			for j := range want.Players {
				if !reflect.DeepEqual(st.Players[j].Games, want.Players[j].Games) {
					t.Fatalf("seed %d round %d player %d: saw %v, Before gives %v", seed, r, j+1, st.Players[j].Games, want.Players[j].Games)
				}
			}
			if r > final.LastPairedRound() {
				continue // the round that could not be paired
			}
			if vs := check.Round(final, r, final.PairingOf(r)); len(vs) != 0 {
				t.Fatalf("seed %d round %d: %v", seed, r, vs)
			}
		}
	}
}

// TestFeatures: over a few dozen seeds every feature of the generator shows.
func TestFeatures(t *testing.T) {
	count := map[string]int{}
	for seed := uint64(1); seed <= 40; seed++ {
		tn, _ := Generate(small(seed), anyLegal)
		for _, p := range tn.Players {
			if p.Rating == 0 {
				count["unrated"]++
			}
			for r, g := range p.Games {
				switch {
				case g.Opponent != 0 && g.Result == trf.Draw:
					count["draw"]++
				case g.Opponent != 0 && g.Result == trf.ForfeitWin:
					count["forfeit"]++
				case g.Opponent != 0 && g.Result == trf.ForfeitLos && tn.Player(g.Opponent).Game(r+1).Result == trf.ForfeitLos:
					count["double forfeit"]++
				case g.Opponent == 0:
					count[string(g.Result)]++
				}
			}
			if len(p.Games) > 1 && p.Games[0].Opponent == 0 && p.Games[0].Result != trf.PAB && hasOpponent(p.Games[1:]) {
				count["late entry"]++
			}
			if n := len(p.Games); n > 2 && p.Games[0].Opponent != 0 && p.Games[n-1].Result == trf.ZeroBye && p.Games[n-2].Result == trf.ZeroBye {
				count["withdrawal"]++
			}
		}
	}
	for _, f := range []string{"unrated", "draw", "forfeit", "double forfeit", "H", "F", "Z", "-", "U", "late entry", "withdrawal"} {
		if count[f] == 0 {
			t.Errorf("no %s in 40 tournaments (%v)", f, count)
		}
	}
}

func TestGenerateErrors(t *testing.T) {
	if _, err := Generate(Config{Players: 1, Rounds: 5}, anyLegal); err == nil {
		t.Error("1 player accepted")
	}
	boom := errors.New("boom")
	tn, err := Generate(small(3), func(*trf.Tournament, int) (trf.Pairing, error) { return trf.Pairing{}, boom })
	var re *RoundError
	if !errors.As(err, &re) || re.Round != 1 || !errors.Is(err, boom) || tn == nil {
		t.Errorf("pair error: %v", err)
	}
	dup := func(*trf.Tournament, int) (trf.Pairing, error) {
		return trf.Pairing{Boards: []trf.Board{{White: 1, Black: 2}, {White: 2, Black: 3}}}, nil
	}
	if _, err := Generate(small(3), dup); !errors.Is(err, ErrBadPairing) {
		t.Errorf("duplicate player: %v", err)
	}
}

func hasOpponent(gs []trf.Game) bool {
	for _, g := range gs {
		if g.Opponent != 0 {
			return true
		}
	}
	return false
}
