package swiss

import (
	"errors"
	"testing"

	"arbiter/engine/trf"
)

func TestBadInput(t *testing.T) {
	W := trf.InitialWhite
	ok := exampleTournament(t, 5, W, 4, "1(1): 3w1; 2(1): 4b1; 3(0): 1b0; 4(0): 2w0")
	unknown := exampleTournament(t, 5, W, 2, "1(1): 7w1")
	oneSided := exampleTournament(t, 5, W, 3, "1(1): 2w1; 2(0): 3b0; 3(1): 2w1")
	dup := exampleTournament(t, 5, W, 2, "")
	dup.Players[1].ID = 1
	zeroID := exampleTournament(t, 5, W, 2, "")
	zeroID.Players[0].ID = 0
	for _, c := range []struct {
		name  string
		t     *trf.Tournament
		round int
	}{
		{"nil tournament", nil, 1},
		{"round 0", ok, 0},
		{"negative round", ok, -3},
		{"round past XXR", ok, 6},
		{"unknown opponent", unknown, 2},
		{"opponent does not point back", oneSided, 2},
		{"duplicate pairing number", dup, 1},
		{"pairing number 0", zeroID, 1},
	} {
		_, err := Pair(c.t, c.round)
		if err == nil || errors.Is(err, ErrNoValidPairing) {
			t.Errorf("%s: want an input error, got %v", c.name, err)
		}
	}
	if _, err := Pair(ok, 2); err != nil {
		t.Errorf("valid input: %v", err)
	}
}

func TestNoValidPairing(t *testing.T) {
	W := trf.InitialWhite
	for _, c := range []struct {
		name string
		t    *trf.Tournament
	}{
		// The only two players already met (C1).
		{"rematch", exampleTournament(t, 5, W, 2, "1(1): 2w1; 2(0): 1b0")},
		// The only player left for the PAB already had it (C2).
		{"second PAB", exampleTournament(t, 5, W, 1, "1(1): -U")},
		// Both non-topscorers must have White (C3): two Blacks in a row each.
		{"absolute colours", exampleTournament(t, 5, W, 4,
			"1(1): 3b1 4b0; 2(1): 4b0 3b1; 3(1): 1w0 2w0; 4(1): 2w1 1w1")},
	} {
		_, err := Pair(c.t, len(c.t.Players[0].Games)+1)
		if !errors.Is(err, ErrNoValidPairing) {
			t.Errorf("%s: want ErrNoValidPairing, got %v", c.name, err)
		}
	}
}

func TestEmptyAndSingle(t *testing.T) {
	W := trf.InitialWhite
	p, err := Pair(&trf.Tournament{TotalRounds: 3}, 1)
	if err != nil || len(p.Boards) != 0 || p.Bye != 0 {
		t.Fatalf("empty: %+v %v", p, err)
	}
	p, err = Pair(exampleTournament(t, 3, W, 1, ""), 1)
	if err != nil || len(p.Boards) != 0 || p.Bye != 1 {
		t.Fatalf("single player: %+v %v", p, err)
	}
}

func TestDeterministic(t *testing.T) {
	tr := readTRF(t, "../../testdata/dutch/gen-n033-R07-s1012-r04.trf")
	first, err := Pair(tr, 4)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		again, err := Pair(tr, 4)
		if err != nil || !sameOrder(first, again) {
			t.Fatalf("run %d differs: %s vs %s (%v)", i, formatPairing(first), formatPairing(again), err)
		}
	}
}

// TestPlayerState checks the derived colour, float and bye data (A.5, A.7,
// C2; dutch.md F.1).
func TestPlayerState(t *testing.T) {
	W := trf.InitialWhite
	tr := exampleTournament(t, 7, W, 8,
		"1(3): 2w1 3w1 4b1; 2(1): 1b0 -U 5b0; 3(1.5): 5b= 1b0 -H; 4(1): 6w+ 7b0 1w0; "+
			"5(2): 3w= 8w1 2w1; 6(1): 4b- -F 8b0; 7(2): 8b1 4w1 -Z; 8(1): 7w0 5b0 6w1")
	_, all, err := buildPlayers(tr, 4)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id       int
		pref     colour
		abs      bool
		strong   bool
		eligible bool
		f1, f2   float
	}{
		// W W B: CD +1, strong preference for Black.
		{1, black, false, true, true, floatDown, floatDown},
		// B - B: two Blacks in a row (unplayed round removed): absolute White; had
		// the PAB (downfloat) and lost to a higher scorer in round 3 (upfloat).
		{2, white, true, false, false, floatUp, floatDown},
		// B B -: absolute White; the H bye gives a downfloat but keeps PAB eligibility.
		{3, white, true, false, true, floatDown, floatUp},
		// (+) B W: CD 0, mild preference for Black; the forfeit win blocks the PAB.
		{4, black, false, false, false, floatUp, floatNone},
		// W W W: CD +3, absolute Black; beat lower scorers twice.
		{5, black, true, false, true, floatDown, floatDown},
		// (-) F B: the F bye blocks the PAB and floats down.
		{6, white, false, true, false, floatDown, floatDown},
		// B W Z: mild Black; Z gives no float, nor an equal-score game.
		{7, black, false, false, true, floatNone, floatNone},
	} {
		p := all[c.id]
		if p.pref != c.pref || p.absolute() != c.abs || p.strong != c.strong || p.eligible != c.eligible {
			t.Errorf("player %d: pref %v abs %v strong %v eligible %v", c.id, p.pref, p.absolute(), p.strong, p.eligible)
		}
		if p.float2 != c.f2 || p.float1 != c.f1 {
			t.Errorf("player %d: floats %v %v, want %v %v", c.id, p.float1, p.float2, c.f1, c.f2)
		}
	}
}
