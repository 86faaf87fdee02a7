package model

import (
	"context"
	"time"

	"arbiter/engine/chess960"
)

// Chess960 (FIDE Laws of Chess, Guidelines II «Chess960 Rules»; FIDE C.02
// VCL4THP.13 Q222): a tournament is marked Chess960 when it is created or
// until its round 1 is paired, and each round has one starting position,
// its SP number (engine/chess960), kept in tournament_chess960 and
// round_chess960 (storage migration 0049).
//
// One position for all boards of a round. Guidelines II.1–II.2 ask only
// that a starting position be set up at random before the game («by a
// computer program or using dice, coin, cards, etc.»); how a tournament
// uses it is the regulations' choice, and the usual one is a single
// position for every game of a round, a different one each round (the
// Champions Showdown Chess9LX regulations 5.1–5.2; G. Bertagnolli,
// «Arbiting a Freestyle event», ChessBase: «All simultaneous games should
// be played with the same starting position»). Arbiter keeps one per
// round.
//
// Drawn when the director asks, not when the round is paired: the
// position is announced when the players are in the hall, just before
// play (Bertagnolli: isolation from outside help is essential from the
// announcement on), while the pairing is published earlier. The draw is
// uniform among the 960 less SP 518 (the ordinary position: a Fischer
// Random event does not play it unless entered by hand) and less the
// positions of the tournament's other rounds (Bertagnolli recommends not
// repeating a position). A position can be drawn again, or entered by
// hand (any 0–959, e.g. one drawn with dice or balls in the hall), until
// the first result of its round is entered; then it is fixed, since games
// were played from it. It is printed on the round's wall list, shown on
// the pairing screen, the results site and the hall screen, and written
// as a ### comment line of the TRF (the TRF has no record for it).

// Chess960Position is the starting position of one round.
type Chess960Position struct {
	Round int
	SP    int       // 0–959, engine/chess960's numbering
	Drawn bool      // drawn by the program; false: entered by hand
	At    time.Time // when it was drawn or entered
}

// Rank is White's back rank, e.g. "RNBQKBNR".
func (p Chess960Position) Rank() string {
	r, _ := chess960.Position(p.SP)
	return r
}

// FEN is the position in X-FEN (engine/chess960.FEN).
func (p Chess960Position) FEN() string {
	f, _ := chess960.FEN(p.SP)
	return f
}

// Line is the position as the printouts and screens show it:
// «Chess960: SP 518 — RNBQKBNR (♖♘♗♕♔♗♘♖)».
func (p Chess960Position) Line(lang Lang) string {
	return lang.Tr("Chess960: SP %d — %s (%s)", p.SP, p.Rank(), chess960.Figurines(p.Rank()))
}

// Chess960 is a tournament's Chess960 setting and its rounds' positions.
type Chess960 struct {
	Tournament TournamentID
	On         bool
	Rounds     []Chess960Position // by round, ascending
}

// Round returns the position of round r (ok false when none is set).
func (c Chess960) Round(r int) (Chess960Position, bool) {
	for _, p := range c.Rounds {
		if p.Round == r {
			return p, true
		}
	}
	return Chess960Position{}, false
}

// Chess960Store keeps the Chess960 settings; a tournament without one is
// not Chess960. The error contract is RegistryStore's.
type Chess960Store interface {
	Chess960(ctx context.Context, id TournamentID) (Chess960, error)
	// SetChess960 marks the tournament Chess960 or not; not deletes its
	// positions.
	SetChess960(ctx context.Context, id TournamentID, on bool) error
	SaveChess960Position(ctx context.Context, id TournamentID, p Chess960Position) error
}

// Chess960System says whether a tournament of this system keeps Chess960
// positions: Swiss and round robin, whose rounds are the tournament's games.
func Chess960System(system string) bool {
	switch system {
	case "", SystemSwissDutch, SystemRoundRobin, SystemDoubleRoundRobin:
		return true
	}
	return false
}
