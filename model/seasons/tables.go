package seasons

import (
	"context"

	"arbiter/engine/season"
	"arbiter/model"
)

// SeasonTables computes every table of the season of year from the stored
// results under the season's current rule set (docs/season.md): Golden and
// Silver Cup, clubs, coaches, the award list, declaration conflicts and
// data warnings.
func (s *Service) SeasonTables(ctx context.Context, year int) (*View, error) {
	v := &View{lang: s.app.Lang()}
	var in season.Input
	// A read transaction: one consistent state, and no wait for a writer.
	err := s.app.ReadTx(ctx, func(c *model.App) error {
		tx := New(c)
		var err error
		if v.Season, err = tx.SeasonByYear(ctx, year); err != nil {
			return err
		}
		in, err = tx.seasonInput(ctx, v)
		return err
	})
	if err != nil {
		return nil, err
	}
	if v.Tables, err = season.Compute(in); err != nil {
		return nil, model.Errorf(model.Internal, "SeasonTables", model.Msg("Could not compute the season tables."), err)
	}
	return v, nil
}

// seasonInput loads the season's tournaments, registrations and the
// registry records they refer to, and translates them for engine/season.
func (s *Service) seasonInput(ctx context.Context, v *View) (season.Input, error) {
	in := season.Input{Year: v.Season.Year, Rules: v.Season.Rules}
	var err error
	if v.Tournaments, err = s.store().Tournaments(ctx, v.Season.ID); err != nil {
		return in, err
	}
	for _, t := range v.Tournaments {
		in.Tournaments = append(in.Tournaments, season.Tournament{ID: int64(t.ID), Name: t.Name,
			Date: t.StartDate.Time(), Cup: t.Cup, Level: t.Level})
	}
	entries, err := s.store().SeasonEntries(ctx, v.Season.ID)
	if err != nil {
		return in, err
	}
	if err := s.loadRegistry(ctx, v); err != nil {
		return in, err
	}
	seen := map[model.PlayerID]bool{}
	for _, e := range entries {
		in.Results = append(in.Results, season.Result{Tournament: int64(e.TournamentID), Player: int64(e.PlayerID),
			Points: e.Points, Place: e.Place, PlaceTo: e.PlaceTo, Club: int64(e.ClubID), Coach: int64(e.CoachID)})
		if !seen[e.PlayerID] {
			seen[e.PlayerID] = true
			in.Players = append(in.Players, seasonPlayer(v.Players[e.PlayerID]))
		}
	}
	if err := s.applyMainDeclarations(ctx, v.Season.ID, in.Results); err != nil {
		return in, err
	}
	in.Clubs, in.Coaches, err = s.seasonTeams(ctx, v)
	return in, err
}

// seasonTeams translates clubs and coaches with their settlement names.
func (s *Service) seasonTeams(ctx context.Context, v *View) (clubs, coaches []season.Club, err error) {
	sts, err := s.store().Settlements(ctx)
	if err != nil {
		return nil, nil, err
	}
	names := map[model.SettlementID]string{}
	for _, st := range sts {
		names[st.ID] = st.Name
	}
	for _, c := range v.Clubs {
		clubs = append(clubs, season.Club{ID: int64(c.ID), Name: c.Name, Settlement: names[c.SettlementID], Foreign: model.IsForeignCountry(c.Country)})
	}
	for _, c := range v.Coaches {
		coaches = append(coaches, season.Club{ID: int64(c.ID), Name: c.Name, Settlement: names[c.SettlementID], Foreign: model.IsForeignCountry(c.Country)})
	}
	return clubs, coaches, nil
}

// seasonPlayer is what engine/season needs of a registered player.
func seasonPlayer(p model.Player) season.Player {
	sp := season.Player{ID: int64(p.ID), Surname: p.Surname, Name: p.Name, Female: p.Gender == model.Female,
		Foreign: p.Citizenship != "" && p.Citizenship != model.DefaultCitizenship, Student: p.Student, Occupation: p.Occupation}
	if !p.BirthDate.IsZero() {
		sp.Birth = p.BirthDate.Time()
	}
	return sp
}
