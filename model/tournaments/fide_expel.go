package tournaments

import (
	"context"
	"time"

	"arbiter/model"
	"arbiter/model/fide"
)

// Expelled players of a Swiss (FIDE C.02, VCL4THP.13 Q197–198): the
// director expels a player (Level 4: he is withdrawn from the next round
// and left out of the standings); his games stay, so his opponents'
// points and tie-breaks do not change, and the standings after every round
// from the expulsion on rank the others only (places counted among them).

// Expel expels player from Swiss id after the last paired round, once
// ack confirms the Level 4 warning. One transaction. Errors: NotFound,
// Invalid (not a Swiss), Conflict (not registered, already expelled,
// finished; a confirmation missing: *fide.Pending).
func (s *FIDE) Expel(ctx context.Context, id model.TournamentID, player model.PlayerID, ack fide.Ack) error {
	const op = "Expel"
	return s.tx(ctx, func(c core) error {
		tx := c.tournaments()
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		e := l.entryOf(player)
		switch {
		case !l.isSwiss():
			return invalid(op, model.Msg("Only a player of a Swiss can be expelled here."))
		case e == nil:
			return errNotRegistered(op, player)
		}
		xs, err := c.store.Expulsions(ctx, id)
		if err != nil {
			return err
		}
		for _, x := range xs {
			if x.PlayerID == player {
				return model.Errorf(model.Conflict, op, model.Msg("%s is already expelled.", l.players[player].ShortName()), nil)
			}
		}
		name := l.players[player].ShortName()
		w := fide.Warning{Level: fide.Changes, Code: "expel", Msg: model.Msg("%s is expelled after round %d.", name, l.paired),
			Changes: []model.Text{model.Msg("he is not paired from round %d on", l.paired+1), model.Msg("he is left out of the standings; his games count for his opponents")}}
		if err := gate(op, []fide.Warning{w}, ack); err != nil {
			return err
		}
		if next := l.paired + 1; next <= l.t.Rounds && (e.WithdrawnFrom == 0 || e.WithdrawnFrom > next) {
			if err := tx.withdraw(ctx, id, player, next); err != nil {
				return err
			}
		}
		return c.store.AddExpulsion(ctx, id, model.Expulsion{PlayerID: player, Round: l.paired, At: c.now().UTC().Truncate(time.Second)})
	})
}

// Expulsions lists the expelled players of id by round. Errors: NotFound.
func (s *FIDE) Expulsions(ctx context.Context, id model.TournamentID) ([]model.Expulsion, error) {
	if _, err := s.store.Tournament(ctx, id); err != nil {
		return nil, err
	}
	return s.store.Expulsions(ctx, id)
}
