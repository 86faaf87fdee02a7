package model

import (
	"context"
	"fmt"
	"strings"
	"time"

	"arbiter/model/fide"
)

// AdjournedStore keeps the open adjourned games (storage: migration
// 0039). The error contract is RegistryStore's.
type AdjournedStore interface {
	// AdjournedGames lists a tournament's open adjourned games by round
	// and board.
	AdjournedGames(ctx context.Context, id TournamentID) ([]AdjournedGame, error)
	AddAdjourned(ctx context.Context, id TournamentID, g AdjournedGame) error
	// EndAdjourned closes the adjourned game on board of round (none
	// there: nothing happens).
	EndAdjourned(ctx context.Context, id TournamentID, round, board int) error
}

// AdjournedGame is one open adjourned game: its round and board, and when
// it was adjourned (UTC).
type AdjournedGame struct {
	Round, Board int
	At           time.Time
}

// IsAdjournedCode says whether code is the director's «adjourned»: "?"
// (the TRF-2026 sign of an unknown result), "adj", "відкл" or
// "відкладена", in any case, spaces ignored.
func IsAdjournedCode(code string) bool {
	switch strings.ToLower(strings.TrimSpace(code)) {
	case "?", "adj", "adjourned", "відкл", "відкл.", "відкладена":
		return true
	}
	return false
}

// AdjournedMark is how pairings, results and printouts show an adjourned
// board instead of its provisional draw.
func AdjournedMark(l Lang) string { return l.Tr("adjourned") }

// KindAdjournment is the tag of the "### Adjournment @ Round n" line of
// a non-draw result entered for an adjourned game (Q163).
const KindAdjournment = fide.KindAdjournment

// ErrAdjournedOpen marks the Conflict of adjournedOpen.
var ErrAdjournedOpen = fmt.Errorf("an adjourned game has no result")

// AdjournedNote is the line a standings table or crosstable prints under
// itself while adjourned games are open: which boards, counted as draws.
// "" when none is open.
func AdjournedNote(l Lang, gs []AdjournedGame) string {
	if len(gs) == 0 {
		return ""
	}
	parts := make([]string, len(gs))
	for i, g := range gs {
		parts[i] = l.Tr("round %d, board %d", g.Round, g.Board)
	}
	return l.Tr("Adjourned games, counted as draws until their results are entered: %s.", strings.Join(parts, "; "))
}
