package tournaments

import (
	"context"

	"arbiter/model"
	"arbiter/model/fide"
)

// Pairings is the service of a tournament's rounds (docs/product.md
// workflow 4): pairing the next round with the tournament's system (the
// Swiss by C.04.3, the round robin by the Berger tables of C.05, a
// knockout's bracket), the board lists, unpairing, the changes made by
// hand to a paired round (checked by engine/check), the forbidden pairs
// and what model/explain reads of a paired Swiss round (Record,
// pairing_record.go). A long pairing with its progress is PairNextWatched
// (pairing_progress.go); a Swiss round built by hand is RoundByHand
// (pairing_byhand.go), and the FIDE-mode changes with their
// acknowledgement are on FIDE (fide_service.go).
type Pairings struct{ core }

func (c core) pairings() *Pairings { return &Pairings{c} }

// PairNext pairs the next round with the tournament's system: Swiss
// Dutch by engine/swiss (history, requested byes, absences, forbidden
// pairs as XXP, XXR, XXC), round robin all rounds at once by the Berger
// tables, knockout the bracket. Errors: Conflict (previous round
// incomplete, all rounds paired, finished, too few players), NoPairing (no
// legal pairing), NotFound.
func (s *Pairings) PairNext(ctx context.Context, id model.TournamentID) (model.RoundView, error) {
	return s.tournaments().pairNextRound(ctx, id)
}

// Round returns the board list of a paired round. Errors: NotFound
// (tournament), Invalid (round not paired).
func (s *Pairings) Round(ctx context.Context, id model.TournamentID, round int) (model.RoundView, error) {
	return s.tournaments().roundView(ctx, id, round)
}

// Unpair deletes the last paired round (round robin: every round),
// returning to the state before pairing. With results and !confirm it is
// refused (Conflict naming how many results); with confirm the results go
// too. Recorded in the audit.
func (s *Pairings) Unpair(ctx context.Context, id model.TournamentID, confirm bool) error {
	return s.tournaments().unpairRound(ctx, id, confirm)
}

// SwapColours swaps White and Black on a board of the last paired round.
// The new pairing is checked with engine/check: broken rules come back as
// warnings; unless confirm, a change with warnings is not saved and the
// error is a Conflict listing them. Saved changes are audited. Errors:
// Invalid (no such board, board has a result), Conflict.
func (s *Pairings) SwapColours(ctx context.Context, id model.TournamentID, round, board int, confirm bool) ([]model.PairingWarning, error) {
	return s.tournaments().manual(ctx, id, round, confirm, "swap-colours", func(p *manualPairing) error { return p.swap(board) })
}

// ExchangeOpponents exchanges the Black players of boards a and b. As
// SwapColours.
func (s *Pairings) ExchangeOpponents(ctx context.Context, id model.TournamentID, round, a, b int, confirm bool) ([]model.PairingWarning, error) {
	return s.tournaments().manual(ctx, id, round, confirm, "exchange-opponents", func(p *manualPairing) error { return p.exchange(a, b) })
}

// MoveToBye gives the pairing-allocated bye to the player with start
// number startNo; the previous receiver takes his place on his board. As
// SwapColours; Invalid when the round has no bye.
func (s *Pairings) MoveToBye(ctx context.Context, id model.TournamentID, round, startNo int, confirm bool) ([]model.PairingWarning, error) {
	return s.tournaments().manual(ctx, id, round, confirm, "move-to-bye", func(p *manualPairing) error { return p.toBye(startNo) })
}

// SetForbiddenPairs replaces the pairs of registry players who must never
// meet (relatives, …), written as XXP when pairing. Errors: Invalid (a
// player paired with himself, unknown player), NotFound.
func (s *Pairings) SetForbiddenPairs(ctx context.Context, id model.TournamentID, pairs [][2]model.PlayerID) error {
	return s.tournaments().setForbiddenPairs(ctx, id, pairs, fide.Ack{})
}

// ForbiddenPairs returns the tournament's forbidden pairs.
func (s *Pairings) ForbiddenPairs(ctx context.Context, id model.TournamentID) ([][2]model.PlayerID, error) {
	return s.store.ForbiddenPairs(ctx, id)
}

// PairNextWatched is PairNext for a pairing that may take long:
// watch (when not nil) is called from the goroutine that pairs, at the
// start of every bracket and after every pair decided, and must return
// quickly; cancelling ctx stops the pairing. A cancelled pairing writes
// nothing (the round is written in one transaction after the engine has
// finished) and returns an Error of Kind Cancelled; a pairing already
// written when ctx is cancelled is returned as usual.
func (s *Pairings) PairNextWatched(ctx context.Context, id model.TournamentID, watch func(model.PairingProgress)) (model.RoundView, error) {
	if watch != nil {
		ctx = context.WithValue(ctx, watchKey{}, watch)
	}
	v, err := s.tournaments().pairNextRound(ctx, id)
	if err != nil && ctx.Err() != nil && !model.IsKind(err, model.Cancelled) {
		return model.RoundView{}, errPairingCancelled(0, err)
	}
	return v, err
}
