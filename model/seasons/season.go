package seasons

import (
	"context"

	"arbiter/engine/season"
	"arbiter/model"
)

// CreateSeason stores a new season of year with the built-in 2010 rule set.
// An empty name becomes "Сезон YEAR". A second season of the same year is a
// Conflict.
func (s *Service) CreateSeason(ctx context.Context, year int, name string) (model.Season, error) {
	if year < 1900 || year > 9999 {
		return model.Season{}, invalid("CreateSeason", model.Msg("Season year %d is not valid.", year))
	}
	if name = model.Trim(name); name == "" {
		name = s.app.Lang().Tr("Season %d", year)
	}
	se := model.Season{Year: year, Name: name, Rules: season.Rules2010()}
	err := s.inTx(ctx, func(tx *Service) error {
		if _, err := tx.store().SeasonByYear(ctx, year); err == nil {
			return model.Errorf(model.Conflict, "CreateSeason", model.Msg("Season %d already exists.", year), nil)
		} else if !model.IsKind(err, model.NotFound) {
			return err
		}
		return tx.store().CreateSeason(ctx, &se)
	})
	if err != nil {
		return model.Season{}, err
	}
	return se, nil
}

// SeasonByYear returns the season of year, or a NotFound error saying how
// to create it (model.SeasonByYear).
func (s *Service) SeasonByYear(ctx context.Context, year int) (model.Season, error) {
	return model.SeasonByYear(ctx, s.store(), year)
}

// List lists every season by year.
func (s *Service) List(ctx context.Context) ([]model.Season, error) {
	return s.store().Seasons(ctx)
}

// SetSeasonRules replaces the rule set of the season of year. The tables
// are recomputed from the stored results on the next SeasonTables call;
// no result is touched.
func (s *Service) SetSeasonRules(ctx context.Context, year int, r season.Rules) error {
	if err := r.Validate(); err != nil {
		problem := ruleProblem(err)
		return model.Errorf(model.Invalid, "SetSeasonRules", model.Msg("The season's rule set is incomplete or inconsistent: %s", problem), err)
	}
	return s.inTx(ctx, func(tx *Service) error {
		se, err := tx.SeasonByYear(ctx, year)
		if err != nil {
			return err
		}
		se.Rules = r
		return tx.store().UpdateSeason(ctx, se)
	})
}

// SeasonTournaments lists the season's calendar by date.
func (s *Service) SeasonTournaments(ctx context.Context, year int) ([]model.Tournament, error) {
	se, err := s.SeasonByYear(ctx, year)
	if err != nil {
		return nil, err
	}
	return s.store().Tournaments(ctx, se.ID)
}

// AddSeasonTournament puts a tournament on the season's calendar (before it
// is played, or to record one run elsewhere). The dates must lie in the
// season's year; a Golden Cup tournament needs a norm level.
func (s *Service) AddSeasonTournament(ctx context.Context, year int, t model.Tournament) (model.Tournament, error) {
	const op = "AddSeasonTournament"
	t.ID, t.Name = 0, model.Trim(t.Name)
	if t.EndDate.IsZero() {
		t.EndDate = t.StartDate
	}
	switch {
	case t.Name == "":
		return t, invalid(op, model.Msg("Give the tournament's name."))
	case !t.StartDate.Valid() || !t.EndDate.Valid() || t.EndDate.Before(t.StartDate):
		return t, invalid(op, model.Msg("Give valid tournament dates (the last day not before the first)."))
	case t.StartDate.Year != year || t.EndDate.Year != year:
		return t, invalid(op, model.Msg("The dates of %q are outside season %d.", t.Name, year))
	case t.Kind != model.Classical && t.Kind != model.Rapid && t.Kind != model.Blitz:
		return t, invalid(op, model.Msg("Tournament kind: classical, rapid or blitz."))
	}
	if _, ok := season.ParseCup(string(t.Cup)); !ok {
		return t, invalid(op, model.Msg("Cup: gold, silver or none."))
	}
	if _, ok := season.ParseLevel(string(t.Level)); !ok && (t.Level != "" || t.Cup == season.CupGold) {
		return t, invalid(op, model.Msg("Norm level: 4, 3, 2, 1, cms-points or cms."))
	}
	err := s.inTx(ctx, func(tx *Service) error {
		se, err := tx.SeasonByYear(ctx, year)
		if err != nil {
			return err
		}
		t.SeasonID = se.ID
		return tx.store().CreateTournament(ctx, &t)
	})
	return t, err
}
