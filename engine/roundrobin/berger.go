package roundrobin

import "fmt"

// Board is one game: White against Black (pairing numbers).
type Board struct {
	White, Black int
}

// Round is one round of the table.
type Round struct {
	Number int     // 1-based, counted over both cycles
	Boards []Board // in board order
	Bye    int     // the free player of an odd round robin; 0 if none
}

// MinPlayers and MaxPlayers bound the tables FIDE publishes and the
// program builds.
const (
	MinPlayers = 3
	MaxPlayers = 40
)

// RangeError reports a number of players outside MinPlayers…MaxPlayers.
type RangeError struct{ Players int }

func (e *RangeError) Error() string {
	return fmt.Sprintf("roundrobin: %d players; Berger tables exist for %d to %d", e.Players, MinPlayers, MaxPlayers)
}

// Berger returns the single round robin of n players.
func Berger(n int) ([]Round, error) {
	if n < MinPlayers || n > MaxPlayers {
		return nil, &RangeError{Players: n}
	}
	m := n + n%2 // table size: even
	prev := make([]Board, m/2)
	for b := range prev {
		prev[b] = Board{White: b + 1, Black: m - b}
	}
	rounds := []Round{finish(1, prev, n)}
	for r := 2; r < m; r++ {
		prev = nextRound(prev, m, r)
		rounds = append(rounds, finish(r, prev, n))
	}
	return rounds, nil
}

// nextRound applies the Berger rotation to the boards of round r−1.
func nextRound(prev []Board, m, r int) []Board {
	var list []int
	for _, b := range prev {
		for _, p := range []int{b.White, b.Black} {
			if p != m {
				list = append(list, p)
			}
		}
	}
	last := list[len(list)-1]
	list = list[:len(list)-1]
	boards := []Board{{White: last, Black: m}}
	if r%2 == 0 {
		boards[0] = Board{White: m, Black: last}
	}
	for len(list) > 0 {
		k := len(list)
		boards = append(boards, Board{White: list[k-2], Black: list[k-1]})
		list = list[:k-2]
	}
	return boards
}

// finish turns the boards of the even table into a round of n players:
// for odd n the game against n+1 becomes the bye.
func finish(r int, boards []Board, n int) Round {
	rd := Round{Number: r}
	for _, b := range boards {
		switch {
		case b.White > n:
			rd.Bye = b.Black
		case b.Black > n:
			rd.Bye = b.White
		default:
			rd.Boards = append(rd.Boards, b)
		}
	}
	return rd
}

// Double returns the double round robin of n players: the first cycle
// (with its last two rounds exchanged when swapLastTwo), then the Berger
// cycle again, in its own order, with colours reversed. With the swap
// nobody plays the same colour three times in a row.
func Double(n int, swapLastTwo bool) ([]Round, error) {
	cycle, err := Berger(n)
	if err != nil {
		return nil, err
	}
	first := append([]Round(nil), cycle...)
	if swapLastTwo {
		k := len(first)
		first[k-2], first[k-1] = first[k-1], first[k-2]
	}
	out := make([]Round, 0, 2*len(cycle))
	for i, rd := range first {
		rd.Number = i + 1
		out = append(out, rd)
	}
	for i, rd := range cycle {
		rev := Round{Number: len(cycle) + i + 1, Bye: rd.Bye}
		for _, b := range rd.Boards {
			rev.Boards = append(rev.Boards, Board{White: b.Black, Black: b.White})
		}
		out = append(out, rev)
	}
	return out, nil
}
