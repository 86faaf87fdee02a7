package swiss

import (
	"context"
	"fmt"

	"arbiter/engine/trf"
)

// Progress is what a long pairing reports (PairContext): the bracket being
// paired and how many players still wait for an opponent.
type Progress struct {
	Bracket int // 1-based number of the bracket (C.04.3 A.6), from the top
	Score   int // score of its resident scoregroup, in half-points
	Left    int // players not yet in a decided pair, this bracket's included
	Players int // players to pair in the round (the PAB receiver included)
}

// PairContext is Pair that can be cancelled and reports its progress. ctx
// is checked before every bracket and between the decisions inside one;
// when it is done, PairContext returns an error wrapping ctx.Err() and no
// pairing. progress, when not nil, is called on the calling goroutine at
// the start of every bracket and after each pair the bracket decides; it
// must return quickly.
func PairContext(ctx context.Context, t *trf.Tournament, round int, progress func(Progress)) (Pairing, error) {
	return pair(ctx, t, round, progress)
}

// stopped returns the cancellation of the pairing, if any.
func (e *engine) stopped() error {
	if e.cancel == nil {
		return nil
	}
	if err := e.cancel.Err(); err != nil {
		return fmt.Errorf("swiss: pairing cancelled: %w", err)
	}
	return nil
}

// report tells the caller how far the pairing is.
func (e *engine) report() {
	if e.progress == nil {
		return
	}
	e.progress(Progress{Bracket: e.bracketNo, Score: e.bracketScore, Left: e.left, Players: e.n})
}
