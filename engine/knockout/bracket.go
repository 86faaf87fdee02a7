package knockout

import (
	"errors"
	"fmt"
)

// Order returns the seeds of a bracket of size players (a power of two,
// at least 2) in bracket order: positions 2k and 2k+1 meet in round 1.
func Order(size int) ([]int, error) {
	if size < 2 || size&(size-1) != 0 {
		return nil, fmt.Errorf("knockout: bracket size %d is not a power of two ≥ 2", size)
	}
	order := []int{1, 2}
	for len(order) < size {
		k2 := 2 * len(order)
		next := make([]int, 0, k2)
		for _, s := range order {
			next = append(next, s, k2+1-s)
		}
		order = next
	}
	return order, nil
}

// Pair is one match of a bracket: players A and B by id, A from the upper
// line (in round 1 the better seed; later the winner of the upper pair,
// Bracket.Better names the better seed); B == 0 is a bye. Winner is 0
// until decided.
type Pair struct {
	A, B   int
	Winner int
}

// Bracket is a knockout tournament: Rounds[0] is the first round.
type Bracket struct {
	Size   int // power of two ≥ the number of players
	Rounds [][]Pair
	seed   map[int]int // player id → seed (1 the best)
}

// ErrNotReady is returned when a result is given for a pair whose players
// are not known yet.
var ErrNotReady = errors.New("knockout: the pair is not complete yet")

// NewBracket seeds players (ids in seed order: players[0] is seed 1) into
// a bracket; seeds beyond len(players) are byes and their opponents
// advance at once.
func NewBracket(players []int) (*Bracket, error) {
	if len(players) < 2 {
		return nil, fmt.Errorf("knockout: %d players; a bracket needs at least 2", len(players))
	}
	seen := map[int]bool{}
	for _, id := range players {
		if id <= 0 || seen[id] {
			return nil, fmt.Errorf("knockout: player id %d is not positive or is repeated", id)
		}
		seen[id] = true
	}
	size := 2
	for size < len(players) {
		size *= 2
	}
	order, _ := Order(size)
	b := &Bracket{Size: size, seed: make(map[int]int, len(players))}
	for i, id := range players {
		b.seed[id] = i + 1
	}
	for s := size; s >= 2; s /= 2 {
		b.Rounds = append(b.Rounds, make([]Pair, s/2))
	}
	seed := func(s int) int {
		if s <= len(players) {
			return players[s-1]
		}
		return 0
	}
	for k := range b.Rounds[0] {
		p := Pair{A: seed(order[2*k]), B: seed(order[2*k+1])}
		b.Rounds[0][k] = p
		if p.B == 0 {
			b.setWinner(0, k, p.A)
		}
	}
	return b, nil
}

// SetWinner records the winner of pair k of round r (0-based) and puts him
// into the next round. Changing a winner clears the later rounds he had
// reached.
func (b *Bracket) SetWinner(r, k, winner int) error {
	if r < 0 || r >= len(b.Rounds) || k < 0 || k >= len(b.Rounds[r]) {
		return fmt.Errorf("knockout: no pair %d in round %d", k+1, r+1)
	}
	p := b.Rounds[r][k]
	if p.A == 0 || (p.B == 0 && r > 0) {
		return ErrNotReady
	}
	if winner != p.A && winner != p.B {
		return fmt.Errorf("knockout: player %d is not in pair %d of round %d", winner, k+1, r+1)
	}
	b.setWinner(r, k, winner)
	return nil
}

func (b *Bracket) setWinner(r, k, winner int) {
	old := b.Rounds[r][k].Winner
	b.Rounds[r][k].Winner = winner
	if r+1 >= len(b.Rounds) {
		return
	}
	next := &b.Rounds[r+1][k/2]
	slot := &next.A
	if k%2 == 1 {
		slot = &next.B
	}
	*slot = winner
	if old != 0 && old != winner && next.Winner != 0 {
		b.clear(r+1, k/2)
	}
}

// clear removes the winners on the path from pair k of round r to the
// final, and the places they had taken: those games were played against
// a player who no longer belongs there.
func (b *Bracket) clear(r, k int) {
	for ; r < len(b.Rounds); r, k = r+1, k/2 {
		b.Rounds[r][k].Winner = 0
		if r+1 < len(b.Rounds) {
			next := &b.Rounds[r+1][k/2]
			if k%2 == 0 {
				next.A = 0
			} else {
				next.B = 0
			}
		}
	}
}

// Seed returns a player's seed (1 the best), or 0 for a stranger.
func (b *Bracket) Seed(id int) int { return b.seed[id] }

// Better returns the better seed of pair k of round r and the other
// player (0, 0 while the pair is not complete). In round 1 it is A; later
// A is whoever came from the upper line, and after an upset that is not
// the better seed (seed 8 beats seed 1, then meets seed 4: A is 8, the
// better seed 4).
func (b *Bracket) Better(r, k int) (better, other int) {
	if r < 0 || r >= len(b.Rounds) || k < 0 || k >= len(b.Rounds[r]) {
		return 0, 0
	}
	p := b.Rounds[r][k]
	if p.A == 0 || p.B == 0 {
		return 0, 0
	}
	if b.seed[p.B] < b.seed[p.A] {
		return p.B, p.A
	}
	return p.A, p.B
}

// Champion returns the winner of the final, or 0.
func (b *Bracket) Champion() int {
	return b.Rounds[len(b.Rounds)-1][0].Winner
}

// Ready lists the pairs (round, index) whose two players are known and
// that have no winner yet.
func (b *Bracket) Ready() [][2]int {
	var out [][2]int
	for r, ps := range b.Rounds {
		for k, p := range ps {
			if p.A != 0 && p.B != 0 && p.Winner == 0 {
				out = append(out, [2]int{r, k})
			}
		}
	}
	return out
}
