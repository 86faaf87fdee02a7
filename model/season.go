package model

import (
	"context"

	"arbiter/engine/season"
)

// SeasonID identifies a stored season.
type SeasonID int64

// Season is one championship year with its rule set (docs/season.md "Rule
// sets"): stored with it, editable, printed under every table.
type Season struct {
	ID    SeasonID
	Year  int
	Name  string
	Rules season.Rules
}

// SeasonStore keeps seasons. The error contract is RegistryStore's; a
// second season of the same year is a Conflict.
type SeasonStore interface {
	CreateSeason(ctx context.Context, s *Season) error
	// UpdateSeason saves the name and the rule set.
	UpdateSeason(ctx context.Context, s Season) error
	SeasonByYear(ctx context.Context, year int) (Season, error)
	Seasons(ctx context.Context) ([]Season, error)
}

// CreateSeason stores a new season of year with the built-in 2010 rule set.
// An empty name becomes "Сезон YEAR". A second season of the same year is a
// Conflict.
func (s *Seasons) CreateSeason(ctx context.Context, year int, name string) (Season, error) {
	if year < 1900 || year > 9999 {
		return Season{}, invalid("CreateSeason", Msg("Season year %d is not valid.", year))
	}
	if name = trim(name); name == "" {
		name = s.lang.Tr("Season %d", year)
	}
	se := Season{Year: year, Name: name, Rules: season.Rules2010()}
	err := s.inTx(ctx, func(tx *Seasons) error {
		if _, err := tx.store.SeasonByYear(ctx, year); err == nil {
			return Errorf(Conflict, "CreateSeason", Msg("Season %d already exists.", year), nil)
		} else if !IsKind(err, NotFound) {
			return err
		}
		return tx.store.CreateSeason(ctx, &se)
	})
	if err != nil {
		return Season{}, err
	}
	return se, nil
}

// SeasonByYear returns the season of year, or a NotFound error saying how
// to create it.
func (s *Seasons) SeasonByYear(ctx context.Context, year int) (Season, error) {
	se, err := s.store.SeasonByYear(ctx, year)
	if IsKind(err, NotFound) {
		return Season{}, Errorf(NotFound, "SeasonByYear", Msg("There is no season %d; create it: arbiter-cli season create %d.", year, year), err)
	}
	return se, err
}

// List lists every season by year.
func (s *Seasons) List(ctx context.Context) ([]Season, error) {
	return s.store.Seasons(ctx)
}

// SetSeasonRules replaces the rule set of the season of year. The tables
// are recomputed from the stored results on the next SeasonTables call;
// no result is touched.
func (s *Seasons) SetSeasonRules(ctx context.Context, year int, r season.Rules) error {
	if err := r.Validate(); err != nil {
		problem := ruleProblem(err)
		return Errorf(Invalid, "SetSeasonRules", Msg("The season's rule set is incomplete or inconsistent: %s", problem), err)
	}
	return s.inTx(ctx, func(tx *Seasons) error {
		se, err := tx.SeasonByYear(ctx, year)
		if err != nil {
			return err
		}
		se.Rules = r
		return tx.store.UpdateSeason(ctx, se)
	})
}

// SeasonTournaments lists the season's calendar by date.
func (s *Seasons) SeasonTournaments(ctx context.Context, year int) ([]Tournament, error) {
	se, err := s.SeasonByYear(ctx, year)
	if err != nil {
		return nil, err
	}
	return s.store.Tournaments(ctx, se.ID)
}

// AddSeasonTournament puts a tournament on the season's calendar (before it
// is played, or to record one run elsewhere). The dates must lie in the
// season's year; a Golden Cup tournament needs a norm level.
func (s *Seasons) AddSeasonTournament(ctx context.Context, year int, t Tournament) (Tournament, error) {
	const op = "AddSeasonTournament"
	t.ID, t.Name = 0, trim(t.Name)
	if t.EndDate.IsZero() {
		t.EndDate = t.StartDate
	}
	switch {
	case t.Name == "":
		return t, invalid(op, Msg("Give the tournament's name."))
	case !t.StartDate.Valid() || !t.EndDate.Valid() || t.EndDate.Before(t.StartDate):
		return t, invalid(op, Msg("Give valid tournament dates (the last day not before the first)."))
	case t.StartDate.Year != year || t.EndDate.Year != year:
		return t, invalid(op, Msg("The dates of %q are outside season %d.", t.Name, year))
	case t.Kind != Classical && t.Kind != Rapid && t.Kind != Blitz:
		return t, invalid(op, Msg("Tournament kind: classical, rapid or blitz."))
	}
	if _, ok := season.ParseCup(string(t.Cup)); !ok {
		return t, invalid(op, Msg("Cup: gold, silver or none."))
	}
	if _, ok := season.ParseLevel(string(t.Level)); !ok && (t.Level != "" || t.Cup == season.CupGold) {
		return t, invalid(op, Msg("Norm level: 4, 3, 2, 1, cms-points or cms."))
	}
	err := s.inTx(ctx, func(tx *Seasons) error {
		se, err := tx.SeasonByYear(ctx, year)
		if err != nil {
			return err
		}
		t.SeasonID = se.ID
		return tx.store.CreateTournament(ctx, &t)
	})
	return t, err
}
