package tournaments

import (
	"context"

	"arbiter/engine/swiss"
	"arbiter/model"
)

type watchKey struct{}

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
