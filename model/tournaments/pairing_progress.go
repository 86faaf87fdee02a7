package tournaments

import (
	"context"

	"arbiter/engine/swiss"
	"arbiter/model"
)

type watchKey struct{}

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

// pairingWatcher returns the engine's progress callback for ctx, or nil.
func pairingWatcher(ctx context.Context) func(swiss.Progress) {
	watch, _ := ctx.Value(watchKey{}).(func(model.PairingProgress))
	if watch == nil {
		return nil
	}
	return func(p swiss.Progress) {
		watch(model.PairingProgress{Bracket: p.Bracket, Score: p.Score, Left: p.Left, Players: p.Players})
	}
}

func errPairingCancelled(round int, cause error) error {
	if round > 0 {
		return model.Errorf(model.Cancelled, "PairNextRound", model.Msg("The pairing of round %d was cancelled; nothing was changed.", round), cause)
	}
	return model.Errorf(model.Cancelled, "PairNextRound", model.Msg("The pairing was cancelled; nothing was changed."), cause)
}
