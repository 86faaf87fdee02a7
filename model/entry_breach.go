package model

import (
	"context"
)

// entryFormBreach reads the tournament's entry rules and the player's
// personal data and names the breach (tournament_registration.go calls it
// beside the other admission rules).
func entryFormBreach(ctx context.Context, st PersonalStore, id TournamentID, p Player) (Text, error) {
	r, err := st.EntryRules(ctx, id)
	if err != nil || r.IsZero() {
		return Text{}, err
	}
	d, err := st.PersonalData(ctx, p.ID)
	if err != nil {
		return Text{}, err
	}
	return r.Breach(p, d), nil
}
