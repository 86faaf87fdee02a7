package tournaments

import (
	"context"

	"arbiter/model"
)

// adjournedOpen refuses op (final standings, the TRF-16 file) while an
// adjourned game has no result (Q169), naming the first one and how to
// enter it.
func (c core) adjournedOpen(ctx context.Context, id model.TournamentID, op string) error {
	gs, err := c.store.AdjournedGames(ctx, id)
	if err != nil || len(gs) == 0 {
		return err
	}
	g := gs[0]
	return model.Errorf(model.Conflict, op, model.Msg("The adjourned game on board %d of round %d has no result yet (%d open): enter it first (on the command line: tournament result %d %d %d 1-0|=|0-1).",
		g.Board, g.Round, len(gs), id, g.Round, g.Board), model.ErrAdjournedOpen)
}
