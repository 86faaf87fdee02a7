package model

import (
	"context"

	"arbiter/engine/season"
)

// The season's records and stores: what a tournament refers to (its
// SeasonID) and what storage keeps. The use cases — the calendar, the rule
// set, the tables, the declarations — are model/seasons.

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

// MainDeclaration is the club and coach the director chose as a player's
// main ones for a season (regulation 001: each player represents one club
// and one coach in a season). A zero side keeps the last declaration.
type MainDeclaration struct {
	PlayerID PlayerID
	ClubID   ClubID
	CoachID  CoachID
}

// SeasonMainStore keeps the main declarations and deletes seasons. The
// error contract is RegistryStore's; deleting a season its tournaments
// refer to is a Conflict.
type SeasonMainStore interface {
	// SetMainDeclaration stores d for the season; both sides 0 removes it.
	SetMainDeclaration(ctx context.Context, id SeasonID, d MainDeclaration) error
	MainDeclarations(ctx context.Context, id SeasonID) ([]MainDeclaration, error)
	DeleteSeason(ctx context.Context, id SeasonID) error
}

// SeasonByYear reads the season of year from st, or a NotFound error saying how
// to create it.
func SeasonByYear(ctx context.Context, st SeasonStore, year int) (Season, error) {
	se, err := st.SeasonByYear(ctx, year)
	if IsKind(err, NotFound) {
		return Season{}, Errorf(NotFound, "SeasonByYear", Msg("There is no season %d; create it: arbiter-cli season create %d.", year, year), err)
	}
	return se, err
}
