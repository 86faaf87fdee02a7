package tournaments

import (
	"context"

	"arbiter/model"
)

// entryFormBreach reads the tournament's entry rules and the player's
// personal data and names the breach (tournament_registration.go calls it
// beside the other admission rules).
func entryFormBreach(ctx context.Context, st model.PersonalStore, id model.TournamentID, p model.Player) (model.Text, error) {
	r, err := st.EntryRules(ctx, id)
	if err != nil || r.IsZero() {
		return model.Text{}, err
	}
	d, err := st.PersonalData(ctx, p.ID)
	if err != nil {
		return model.Text{}, err
	}
	return r.Breach(p, d), nil
}
