package knockout

import (
	"errors"
	"fmt"
)

// Points are half-points: 2 a win, 1 a draw, 0 a loss.
type Points int

// Format is the mini-match of a round, as the regulations fix it (C.07
// art. 3): Games main games; then, while tied, each entry of TieBreaks is
// a stage of that many games (e.g. 2 rapid, 2 rapid, 2 blitz), scored
// afresh; then, if Armageddon, one game where a draw sends Black through.
type Format struct {
	Games      int
	TieBreaks  []int
	Armageddon bool
}

// WorldCup is the FIDE World Cup format: two classical games, two rapid
// pairs, a blitz pair, then Armageddon.
var WorldCup = Format{Games: 2, TieBreaks: []int{2, 2, 2}, Armageddon: true}

// Moscow2010 is seed 004's final (1/16 and 1/8): two games, two games of
// 15 minutes, then one blitz game 5 against 4 minutes where a draw
// qualifies Black.
var Moscow2010 = Format{Games: 2, TieBreaks: []int{2}, Armageddon: true}

// ArmageddonStage is the Stage of the Armageddon game.
const ArmageddonStage = -1

// Game is one game of a match: Stage 0 is the main match, 1… the
// tie-break stages, ArmageddonStage the Armageddon.
type Game struct {
	Stage        int
	White, Black int
	WhitePoints  Points
}

// Match is a mini-match between A and B. Colours alternate over the
// whole match, A having White in the first game when AWhiteFirst (drawn
// by lot). The Armageddon colours follow the alternation unless
// ArmageddonWhite names the player who drew White.
type Match struct {
	A, B            int
	AWhiteFirst     bool
	Format          Format
	ArmageddonWhite int
	Games           []Game
}

// ErrDecided is returned when a result is recorded for a decided match.
var ErrDecided = errors.New("knockout: the match is already decided")

// NewMatch starts a match between two different players.
func NewMatch(a, b int, aWhiteFirst bool, f Format) (*Match, error) {
	if a <= 0 || b <= 0 || a == b {
		return nil, fmt.Errorf("knockout: a match needs two different players, got %d and %d", a, b)
	}
	if f.Games < 1 {
		return nil, fmt.Errorf("knockout: a match needs at least one game")
	}
	for _, n := range f.TieBreaks {
		if n < 1 {
			return nil, fmt.Errorf("knockout: a tie-break stage needs at least one game")
		}
	}
	return &Match{A: a, B: b, AWhiteFirst: aWhiteFirst, Format: f}, nil
}

// stageGames is the number of games of stage s.
func (m *Match) stageGames(s int) int {
	if s == 0 {
		return m.Format.Games
	}
	if s == ArmageddonStage {
		return 1
	}
	return m.Format.TieBreaks[s-1]
}

// stageScore returns A's and B's points and the games played in stage s.
func (m *Match) stageScore(s int) (a, b Points, n int) {
	for _, g := range m.Games {
		if g.Stage != s {
			continue
		}
		n++
		wa := g.White == m.A
		if wa {
			a, b = a+g.WhitePoints, b+2-g.WhitePoints
		} else {
			b, a = b+g.WhitePoints, a+2-g.WhitePoints
		}
	}
	return a, b, n
}

// state returns the stage in play and the winner (0 while undecided; the
// stage is then the one to play next, or -2 when every stage is drawn and
// there is no Armageddon).
func (m *Match) state() (stage, winner int) {
	stages := 1 + len(m.Format.TieBreaks)
	for s := 0; s < stages; s++ {
		a, b, n := m.stageScore(s)
		left := Points(2 * (m.stageGames(s) - n))
		switch {
		case a > b+left:
			return s, m.A
		case b > a+left:
			return s, m.B
		case left > 0:
			return s, 0
		}
	}
	if !m.Format.Armageddon {
		return -2, 0
	}
	for _, g := range m.Games {
		if g.Stage == ArmageddonStage {
			if g.WhitePoints == 2 {
				return ArmageddonStage, g.White
			}
			return ArmageddonStage, g.Black // draw or Black win: Black goes through
		}
	}
	return ArmageddonStage, 0
}

// Winner returns the player going through, or 0.
func (m *Match) Winner() int {
	_, w := m.state()
	return w
}

// Drawn reports a match tied after every stage with no Armageddon: the
// regulations must decide (lots).
func (m *Match) Drawn() bool {
	s, w := m.state()
	return s == -2 && w == 0
}

// Next returns the next game to play (colours set, no result), or false
// when the match is decided or drawn.
func (m *Match) Next() (Game, bool) {
	s, w := m.state()
	if w != 0 || s == -2 {
		return Game{}, false
	}
	g := Game{Stage: s, White: m.B, Black: m.A}
	if (len(m.Games)%2 == 0) == m.AWhiteFirst {
		g.White, g.Black = m.A, m.B
	}
	if s == ArmageddonStage && m.ArmageddonWhite != 0 {
		g.White, g.Black = m.ArmageddonWhite, m.A+m.B-m.ArmageddonWhite
	}
	return g, true
}

// Record stores the result of the game Next returns, as White's points.
func (m *Match) Record(whitePoints Points) error {
	if whitePoints < 0 || whitePoints > 2 {
		return fmt.Errorf("knockout: White's points %d outside 0…2 half-points", whitePoints)
	}
	if m.ArmageddonWhite != 0 && m.ArmageddonWhite != m.A && m.ArmageddonWhite != m.B {
		return fmt.Errorf("knockout: Armageddon White %d is not in the match", m.ArmageddonWhite)
	}
	g, ok := m.Next()
	if !ok {
		return ErrDecided
	}
	g.WhitePoints = whitePoints
	m.Games = append(m.Games, g)
	return nil
}
