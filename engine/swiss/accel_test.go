package swiss

import (
	"errors"
	"reflect"
	"testing"

	"arbiter/engine/trf"
)

// TestBakuAccelerations: C.04.7.1 worked by hand. Nine rounds: five
// accelerated, +1 in rounds 1-3 and +½ in 4-5; seven rounds: four
// accelerated, +1 in 1-2, +½ in 3-4; five rounds: three, +1 in 1-2, +½ in
// 3. Only the first `group` players by pairing number get them.
func TestBakuAccelerations(t *testing.T) {
	for _, tc := range []struct {
		rounds int
		want   []int
	}{
		{9, []int{2, 2, 2, 1, 1}},
		{7, []int{2, 2, 1, 1}},
		{5, []int{2, 2, 1}},
		{1, []int{2}},
	} {
		acc := BakuAccelerations([]int{5, 3, 1, 2, 4}, 3, tc.rounds)
		if len(acc) != 3 || acc[0].Player != 1 || acc[1].Player != 2 || acc[2].Player != 3 {
			t.Fatalf("%d rounds: players %+v, want 1, 2, 3", tc.rounds, acc)
		}
		for _, a := range acc {
			if !reflect.DeepEqual(a.Points, tc.want) {
				t.Errorf("%d rounds, player %d: %v, want %v", tc.rounds, a.Player, a.Points, tc.want)
			}
		}
	}
	// Group GA: the reference engine's ceil(n/2) (161 players: 81, where
	// the text's 2*ceil(n/4) gives 82; equal when n is 0 or 3 mod 4).
	for _, tc := range []struct{ n, ref int }{{161, 81}, {160, 80}, {162, 81}, {163, 82}, {7, 4}, {6, 3}} {
		if r := BakuGroupTRF(tc.n); r != tc.ref {
			t.Errorf("n=%d: reference %d; want %d", tc.n, r, tc.ref)
		}
	}
}

func players(n int, round1 map[int]trf.Game) []trf.Player {
	ps := make([]trf.Player, n)
	for i := range ps {
		ps[i].ID = i + 1
		if g, ok := round1[i+1]; ok {
			ps[i].Games = []trf.Game{g}
		}
	}
	return ps
}

// TestBursteinDefault: without accelerations of its own a Burstein round 1
// or 2 gives one virtual point to the upper half of the players who took
// part in round 1; a player absent in round 1 does not count, but gets it
// when he comes before the cut.
func TestBursteinDefault(t *testing.T) {
	// Round 1, 7 players, player 2 has an H bye in round 1: 6 take part,
	// the cut is after 3 of them (1, 3, 4); 2 comes before it.
	tr := &trf.Tournament{Players: players(7, map[int]trf.Game{2: {Colour: trf.NoColour, Result: trf.HalfBye}})}
	got := map[int][]int{}
	for _, a := range bursteinDefault(tr, 1) {
		got[a.Player] = a.Points
	}
	want := map[int][]int{1: {2}, 2: {2}, 3: {2}, 4: {2}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("round 1: %v, want %v", got, want)
	}
	if acc := bursteinDefault(tr, 3); acc != nil {
		t.Errorf("round 3: %v, want none", acc)
	}
	v, err := VirtualPoints(tr, 1, Options{System: Burstein})
	if err != nil || !reflect.DeepEqual(v, map[int]int{1: 2, 2: 2, 3: 2, 4: 2}) {
		t.Errorf("VirtualPoints: %v, %v", v, err)
	}
	// The file's own XXA wins; Dutch without Baku derives nothing.
	tr.Accelerations = []trf.Acceleration{{Player: 7, Points: []int{1}}}
	if v, _ := VirtualPoints(tr, 1, Options{System: Burstein, Baku: true}); !reflect.DeepEqual(v, map[int]int{7: 1}) {
		t.Errorf("with XXA: %v", v)
	}
	tr.Accelerations = nil
	if v, _ := VirtualPoints(tr, 1, Options{}); len(v) != 0 {
		t.Errorf("Dutch: %v", v)
	}
}

// TestPairWithBadInput: errors, never a panic.
func TestPairWithBadInput(t *testing.T) {
	if _, err := PairWith(nil, 1, Options{System: Burstein}); err == nil {
		t.Error("nil tournament accepted")
	}
	tr := &trf.Tournament{Players: players(4, nil)}
	if _, err := PairWith(tr, 1, Options{Baku: true}); !errors.Is(err, ErrBakuRounds) {
		t.Errorf("Baku without XXR: %v", err)
	}
	tr.TotalRounds = 3
	if _, err := PairWith(tr, 0, Options{System: Burstein}); err == nil {
		t.Error("round 0 accepted")
	}
	if _, err := PairWith(tr, 4, Options{System: Burstein}); err == nil {
		t.Error("round past XXR accepted")
	}
	// One player: the bye. Two who met already: no pairing.
	one := &trf.Tournament{TotalRounds: 3, InitialColour: trf.InitialWhite, Players: players(1, nil)}
	if p, err := PairWith(one, 1, Options{System: Burstein}); err != nil || p.Bye != 1 || len(p.Boards) != 0 {
		t.Errorf("one player: %+v, %v", p, err)
	}
	two := &trf.Tournament{TotalRounds: 3, InitialColour: trf.InitialWhite, Players: []trf.Player{
		{ID: 1, Games: []trf.Game{{Opponent: 2, Colour: trf.White, Result: trf.Win}}},
		{ID: 2, Games: []trf.Game{{Opponent: 1, Colour: trf.Black, Result: trf.Loss}}},
	}}
	if _, err := PairWith(two, 2, Options{System: Burstein}); !errors.Is(err, ErrNoValidPairing) {
		t.Errorf("rematch only: %v", err)
	}
}

// TestListSortIsStableMergeSort: with a consistent order listSort sorts
// (stably); the merge order is the reference engine's list sort.
func TestListSortIsStableMergeSort(t *testing.T) {
	xs := []int{5, 3, 9, 1, 3, 7, 2, 8, 6, 4, 0, 3}
	got := listSort(append([]int(nil), xs...), func(a, b int) bool { return a < b })
	want := []int{0, 1, 2, 3, 3, 3, 4, 5, 6, 7, 8, 9}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%v, want %v", got, want)
	}
	// Stability: equal keys (x/10) keep their order.
	ys := []int{21, 10, 22, 11, 23, 12}
	got = listSort(ys, func(a, b int) bool { return a/10 < b/10 })
	if !reflect.DeepEqual(got, []int{10, 11, 12, 21, 22, 23}) {
		t.Errorf("stable: %v", got)
	}
}
