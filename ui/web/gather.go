package web

import (
	"context"

	"arbiter/model"
	"arbiter/model/tournaments"
)

// Gather reads what the site of tournament id shows: its players, every
// round paired so far with the standings after it, and the crosstable,
// through the tournament services tours.
func Gather(ctx context.Context, tours *tournaments.Services, id model.TournamentID) (Site, error) {
	st, err := tours.Tournaments.State(ctx, id)
	if err != nil {
		return Site{}, err
	}
	site := Site{Tournament: st.Tournament}
	if site.Players, err = tours.Tournaments.Participants(ctx, id); err != nil {
		return site, err
	}
	for r := 1; r <= st.Paired; r++ {
		rv, err := tours.Pairings.Round(ctx, id, r)
		if err != nil {
			return site, err
		}
		sv, err := tours.Tournaments.Standings(ctx, id, r)
		if err != nil {
			return site, err
		}
		site.Rounds, site.Standings = append(site.Rounds, rv), append(site.Standings, sv)
	}
	if st.Paired > 0 {
		if site.Crosstable, err = tours.Tournaments.Crosstable(ctx, id, 0); err != nil {
			return site, err
		}
	}
	return site, nil
}
