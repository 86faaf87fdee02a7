package model

import (
	"context"
	"fmt"

	"arbiter/engine/season"
)

// SeasonID identifies a stored season.
type SeasonID int64

// Season is one championship year with its rule set (season.md "Rule
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

// seasonStores returns the Service's store as season and tournament stores,
// or an Unsupported error if the store does not keep them.
func (s *Service) seasonStores() (SeasonStore, TournamentStore, error) {
	ss, ok1 := s.store.(SeasonStore)
	ts, ok2 := s.store.(TournamentStore)
	if !ok1 || !ok2 {
		return nil, nil, Errorf(Unsupported, "seasonStores", "Це сховище даних не зберігає сезони.",
			"This data store does not keep seasons.", nil)
	}
	return ss, ts, nil
}

// CreateSeason stores a new season of year with the built-in 2010 rule set.
// An empty name becomes "Сезон YEAR". A second season of the same year is a
// Conflict.
func (s *Service) CreateSeason(ctx context.Context, year int, name string) (Season, error) {
	if year < 1900 || year > 9999 {
		return Season{}, invalid("CreateSeason", fmt.Sprintf("Рік сезону %d неправильний.", year),
			fmt.Sprintf("Season year %d is not valid.", year))
	}
	if name = trim(name); name == "" {
		name = fmt.Sprintf(Tr("Сезон %d", "Season %d"), year)
	}
	se := Season{Year: year, Name: name, Rules: season.Rules2010()}
	err := s.inTx(ctx, func(tx *Service) error {
		ss, _, err := tx.seasonStores()
		if err != nil {
			return err
		}
		if _, err := ss.SeasonByYear(ctx, year); err == nil {
			return Errorf(Conflict, "CreateSeason", fmt.Sprintf("Сезон %d уже існує.", year),
				fmt.Sprintf("Season %d already exists.", year), nil)
		} else if !IsKind(err, NotFound) {
			return err
		}
		return ss.CreateSeason(ctx, &se)
	})
	if err != nil {
		return Season{}, err
	}
	return se, nil
}

// SeasonByYear returns the season of year, or a NotFound error saying how
// to create it.
func (s *Service) SeasonByYear(ctx context.Context, year int) (Season, error) {
	ss, _, err := s.seasonStores()
	if err != nil {
		return Season{}, err
	}
	se, err := ss.SeasonByYear(ctx, year)
	if IsKind(err, NotFound) {
		return Season{}, Errorf(NotFound, "SeasonByYear",
			fmt.Sprintf("Сезону %d немає; створіть його: arbiter-cli season create %d.", year, year),
			fmt.Sprintf("There is no season %d; create it: arbiter-cli season create %d.", year, year), err)
	}
	return se, err
}

// Seasons lists every season by year.
func (s *Service) Seasons(ctx context.Context) ([]Season, error) {
	ss, _, err := s.seasonStores()
	if err != nil {
		return nil, err
	}
	return ss.Seasons(ctx)
}

// SetSeasonRules replaces the rule set of the season of year. The tables
// are recomputed from the stored results on the next SeasonTables call;
// no result is touched.
func (s *Service) SetSeasonRules(ctx context.Context, year int, r season.Rules) error {
	if err := r.Validate(); err != nil {
		return Errorf(Invalid, "SetSeasonRules", "Правила сезону неповні або суперечливі: "+err.Error(),
			"The season's rule set is incomplete or inconsistent: "+err.Error(), err)
	}
	return s.inTx(ctx, func(tx *Service) error {
		se, err := tx.SeasonByYear(ctx, year)
		if err != nil {
			return err
		}
		se.Rules = r
		ss, _, _ := tx.seasonStores()
		return ss.UpdateSeason(ctx, se)
	})
}

// SeasonTournaments lists the season's calendar by date.
func (s *Service) SeasonTournaments(ctx context.Context, year int) ([]Tournament, error) {
	se, err := s.SeasonByYear(ctx, year)
	if err != nil {
		return nil, err
	}
	_, ts, _ := s.seasonStores()
	return ts.Tournaments(ctx, se.ID)
}
