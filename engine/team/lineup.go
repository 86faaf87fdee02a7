package team

import "fmt"

// Roster is a team as registered: its number, name and the declared order
// of its members (the main players in board order, then the substitutes).
// Members are player numbers (registry ids or TRF pairing numbers).
type Roster struct {
	Team    int
	Name    string
	Members []int
	Main    int // how many of Members are main players (the rest are substitutes)
}

// LineupError refuses a line-up; the fields name the player at fault so a
// caller can word the message in its own language.
type LineupError struct {
	Kind   LineupProblem
	Player int // the player at fault (0 when none)
	Other  int // for OutOfOrder: the player declared below Player who is placed above him
	Board  int // 1-based board of Player in the line-up (0 when none)
	Count  int // for TooFew/TooMany: the number of players given
	Limit  int // the bound that was broken
}

// LineupProblem says what is wrong with a line-up.
type LineupProblem int

const (
	NotInTeam  LineupProblem = iota + 1 // a player who is not in the team's list
	Twice                               // the same player on two boards
	OutOfOrder                          // the order breaks the declared order
	TooFew                              // fewer than MinPlayers
	TooMany                             // more players than boards
)

func (e *LineupError) Error() string {
	switch e.Kind {
	case NotInTeam:
		return fmt.Sprintf("team: player %d (board %d) is not in the team's list", e.Player, e.Board)
	case Twice:
		return fmt.Sprintf("team: player %d is on two boards (the second is board %d)", e.Player, e.Board)
	case OutOfOrder:
		return fmt.Sprintf("team: player %d on board %d is out of place: the team's list puts him below player %d, who plays a lower board", e.Player, e.Board, e.Other)
	case TooFew:
		return fmt.Sprintf("team: %d players; at least %d are needed to be admitted to the round", e.Count, e.Limit)
	case TooMany:
		return fmt.Sprintf("team: %d players for %d boards", e.Count, e.Limit)
	}
	return "team: bad line-up"
}

// ValidateLineup checks a round's line-up (players in board order, board 1
// first) against the declared order: every player is in the list, none
// twice, at most Boards and at least MinPlayers players, and the order is
// the declared one (§18: «Последовательность шахматистов по доскам в матче
// должна строго соответствовать заявке»). A substitute therefore plays at
// his declared place and moves the players below him down a board; an
// absent player's board goes to the next one («сдвижка досок», §3, §18,
// §19). A line-up shorter than Boards concedes its bottom boards.
func ValidateLineup(r Roster, lineup []int, s Settings) error {
	pos := make(map[int]int, len(r.Members))
	for i, p := range r.Members {
		pos[p] = i
	}
	if len(lineup) > s.Boards {
		return &LineupError{Kind: TooMany, Count: len(lineup), Limit: s.Boards}
	}
	seen := make(map[int]bool, len(lineup))
	for i, p := range lineup {
		if _, ok := pos[p]; !ok {
			return &LineupError{Kind: NotInTeam, Player: p, Board: i + 1}
		}
		if seen[p] {
			return &LineupError{Kind: Twice, Player: p, Board: i + 1}
		}
		seen[p] = true
	}
	// The declared order: the player on board i must come after every
	// player above him. Report the first player placed above someone the
	// list puts before him.
	for i := 1; i < len(lineup); i++ {
		for j := 0; j < i; j++ {
			if pos[lineup[j]] > pos[lineup[i]] {
				return &LineupError{Kind: OutOfOrder, Player: lineup[j], Other: lineup[i], Board: j + 1}
			}
		}
	}
	if len(lineup) < s.MinPlayers {
		return &LineupError{Kind: TooFew, Count: len(lineup), Limit: s.MinPlayers}
	}
	return nil
}

// DefaultLineup is the line-up pre-filled for a round: the main players in
// board order (the first Boards members when Main is not set).
func DefaultLineup(r Roster, boards int) []int {
	n := r.Main
	if n <= 0 || n > len(r.Members) {
		n = len(r.Members)
	}
	if n > boards {
		n = boards
	}
	return append([]int(nil), r.Members[:n]...)
}

// Substitute puts player p (a member of r) into the line-up at his declared
// place, moving the players below him down a board; if the line-up is then
// longer than boards, the bottom player leaves. It is what a click on a
// substitute does in the line-up screen. A player already in the line-up
// is returned unchanged.
func Substitute(r Roster, lineup []int, p int, boards int) []int {
	pos := make(map[int]int, len(r.Members))
	for i, m := range r.Members {
		pos[m] = i
	}
	pp, ok := pos[p]
	if !ok {
		return lineup
	}
	out := make([]int, 0, len(lineup)+1)
	placed := false
	for _, q := range lineup {
		if q == p {
			return lineup
		}
		if !placed && pos[q] > pp {
			out = append(out, p)
			placed = true
		}
		out = append(out, q)
	}
	if !placed {
		out = append(out, p)
	}
	if len(out) > boards {
		out = out[:boards]
	}
	return out
}
