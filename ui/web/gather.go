package web

import (
	"context"

	"arbiter/model"
)

// Gather reads what the site of tournament id shows: its players, every
// round paired so far with the standings after it, and the crosstable.
func Gather(ctx context.Context, app *model.App, id model.TournamentID) (Site, error) {
	st, err := app.Tournaments.State(ctx, id)
	if err != nil {
		return Site{}, err
	}
	site := Site{Tournament: st.Tournament}
	if site.Players, err = app.Tournaments.Participants(ctx, id); err != nil {
		return site, err
	}
	for r := 1; r <= st.Paired; r++ {
		rv, err := app.Pairings.Round(ctx, id, r)
		if err != nil {
			return site, err
		}
		sv, err := app.Tournaments.Standings(ctx, id, r)
		if err != nil {
			return site, err
		}
		site.Rounds, site.Standings = append(site.Rounds, rv), append(site.Standings, sv)
	}
	if st.Paired > 0 {
		if site.Crosstable, err = app.Tournaments.Crosstable(ctx, id, 0); err != nil {
			return site, err
		}
	}
	return site, nil
}
