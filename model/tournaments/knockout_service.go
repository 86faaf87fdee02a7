package tournaments

import (
	"context"

	"arbiter/model"
)

// Knockouts is the service of a knockout tournament's bracket (FIDE
// C.07 Knockout Tournament Rules; docs/product.md): the bracket, the
// colours of the matches and of their Armageddons, and the games of the
// mini-matches. Pairing and finishing a knockout go through Tournaments
// like any other system.
type Knockouts struct{ core }

func (c core) knockouts() *Knockouts { return &Knockouts{c} }

// Bracket returns the bracket of a knockout tournament. Errors: Invalid
// (not a knockout), NotFound.
func (s *Knockouts) Bracket(ctx context.Context, id model.TournamentID) (*model.KnockoutView, error) {
	return s.tournaments().knockoutView(ctx, id)
}

// RecordGame records the next game of a mini-match (bracket round
// and pair 1-based) as White's points: 2 win, 1 draw, 0 loss. The winner
// advances when the match is decided. Errors: Invalid (no such match,
// match not ready, points out of range), Conflict (match decided).
func (s *Knockouts) RecordGame(ctx context.Context, id model.TournamentID, round, pair, whitePoints int) error {
	return s.tournaments().recordKnockoutGame(ctx, id, round, pair, whitePoints)
}

// UndoGame deletes the last recorded game of a mini-match (a
// typing error), as long as the match's winner has not played in the next
// round yet. Audited. Errors: Invalid (no such match, no game), Conflict
// (the winner already played on).
func (s *Knockouts) UndoGame(ctx context.Context, id model.TournamentID, round, pair int) error {
	return s.tournaments().undoKnockoutGame(ctx, id, round, pair)
}
