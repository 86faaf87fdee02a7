package team

import (
	"errors"
	"fmt"
	"testing"
)

func TestValidateLineup(t *testing.T) {
	s := Defaults(5)
	r := Roster{Team: 1, Members: []int{11, 12, 13, 14, 15, 16, 17}, Main: 5}
	tests := []struct {
		name   string
		lineup []int
		want   *LineupError
	}{
		{"declared order", []int{11, 12, 13, 14, 15}, nil},
		{"substitute at the bottom after an absence", []int{11, 12, 14, 15, 16}, nil},
		{"one player short", []int{11, 12, 13, 14}, nil},
		{"two substitutes", []int{11, 13, 15, 16, 17}, nil},
		{"out of order", []int{11, 13, 12, 14, 15}, &LineupError{Kind: OutOfOrder, Player: 13, Other: 12, Board: 2}},
		{"substitute above a main player", []int{11, 12, 16, 14, 15}, &LineupError{Kind: OutOfOrder, Player: 16, Other: 14, Board: 3}},
		{"not in the team", []int{11, 12, 99}, &LineupError{Kind: NotInTeam, Player: 99, Board: 3}},
		{"the same player twice", []int{11, 12, 12, 13}, &LineupError{Kind: Twice, Player: 12, Board: 3}},
		{"too few (not admitted)", []int{11, 12}, &LineupError{Kind: TooFew, Count: 2, Limit: 3}},
		{"too many", []int{11, 12, 13, 14, 15, 16}, &LineupError{Kind: TooMany, Count: 6, Limit: 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := ValidateLineup(r, tc.lineup, s)
			if tc.want == nil {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			var le *LineupError
			if !errors.As(err, &le) || *le != *tc.want {
				t.Fatalf("err = %#v, want %#v", err, tc.want)
			}
		})
	}
}

// TestSubstituteShiftsBoards: «При замене участников производится сдвижка
// досок» (§3, §18, §19).
func TestSubstituteShiftsBoards(t *testing.T) {
	r := Roster{Team: 1, Members: []int{11, 12, 13, 14, 15, 16, 17}, Main: 5}
	l := DefaultLineup(r, 5)
	if fmt.Sprint(l) != "[11 12 13 14 15]" {
		t.Fatalf("default line-up %v", l)
	}
	l = []int{11, 13, 14, 15} // board 2 absent: 13, 14, 15 move up
	if fmt.Sprint(l) != "[11 13 14 15]" {
		t.Fatalf("after removing 12: %v", l)
	}
	l = Substitute(r, l, 16, 5) // the substitute takes his declared place, the bottom board
	if fmt.Sprint(l) != "[11 13 14 15 16]" {
		t.Fatalf("after substitute 16: %v", l)
	}
	// An Olympiad-style list with the reserve declared third: he moves
	// the players below him down and the bottom one leaves.
	r2 := Roster{Team: 2, Members: []int{21, 22, 25, 23, 24}, Main: 4}
	l2 := Substitute(r2, []int{21, 22, 23, 24}, 25, 4)
	if fmt.Sprint(l2) != "[21 22 25 23]" {
		t.Fatalf("reserve declared third: %v", l2)
	}
	if err := ValidateLineup(r2, l2, Defaults(4)); err != nil {
		t.Fatal(err)
	}
	if got := pairBoards([]int{1, 2}, []int{3}, 3); fmt.Sprint(got) != "[{1 3 0} {2 0 0} {0 0 0}]" {
		t.Errorf("Pair = %v", got)
	}
}
