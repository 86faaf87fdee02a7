package tournaments

import (
	"context"

	"arbiter/model"
)

// DeleteTournament deletes a tournament with its registrations and games;
// RestoreDeleted brings it back. A finished tournament (its places count in
// the season) is refused unless confirm.
func (s *Service) DeleteTournament(ctx context.Context, id model.TournamentID, confirm bool) error {
	return s.inTx(ctx, func(tx *Service) error {
		t, err := tx.store.Tournament(ctx, id)
		if err != nil {
			return err
		}
		if t.Finished && !confirm {
			return model.Errorf(model.Conflict, "DeleteTournament", model.Msg("The tournament is finished and its places count in the season tables; they change when it is deleted. Confirm the deletion."), nil)
		}
		return tx.store.DeleteTournament(ctx, id)
	})
}
