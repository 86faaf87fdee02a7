package model

import "context"

// PlayerFilter narrows RegistryStore.Players. Zero fields do not filter;
// set fields are combined with AND.
type PlayerFilter struct {
	ClubID    ClubID
	CoachID   CoachID
	BirthDate Date
	FIDEID    int64
	// Tournament keeps the players registered in that tournament.
	Tournament TournamentID
}

// RegistryStore keeps settlements, clubs, coaches and players.
//
// Contract for every implementation: Create* sets the new ID in the record it
// is given; Update* and Delete* of a missing ID return a NotFound *Error;
// Get-by-ID of a missing ID returns a NotFound *Error; a violated uniqueness
// rule (FIDE ID, club/coach/settlement name) returns a Conflict *Error; a
// delete of a record that others reference returns a Conflict *Error; any
// other failure returns an Internal *Error. No method returns a raw driver
// error. Lists are returned in ID order; the services sort for display.
type RegistryStore interface {
	CreateSettlement(ctx context.Context, s *Settlement) error
	UpdateSettlement(ctx context.Context, s Settlement) error
	DeleteSettlement(ctx context.Context, id SettlementID) error
	Settlement(ctx context.Context, id SettlementID) (Settlement, error)
	Settlements(ctx context.Context) ([]Settlement, error)

	CreateClub(ctx context.Context, c *Club) error
	UpdateClub(ctx context.Context, c Club) error
	DeleteClub(ctx context.Context, id ClubID) error
	Club(ctx context.Context, id ClubID) (Club, error)
	Clubs(ctx context.Context) ([]Club, error)

	CreateCoach(ctx context.Context, c *Coach) error
	UpdateCoach(ctx context.Context, c Coach) error
	DeleteCoach(ctx context.Context, id CoachID) error
	Coach(ctx context.Context, id CoachID) (Coach, error)
	Coaches(ctx context.Context) ([]Coach, error)

	CreatePlayer(ctx context.Context, p *Player) error
	UpdatePlayer(ctx context.Context, p Player) error
	DeletePlayer(ctx context.Context, id PlayerID) error
	Player(ctx context.Context, id PlayerID) (Player, error)
	Players(ctx context.Context, f PlayerFilter) ([]Player, error)
}

// PersonalStore keeps the players' entry-form data (personal.go) and the
// tournaments' entry rules (entry_rules.go); a player without a row has all
// fields empty. The error contract is RegistryStore's.
type PersonalStore interface {
	PersonalData(ctx context.Context, id PlayerID) (PersonalData, error)
	SavePersonalData(ctx context.Context, d PersonalData) error
	// EntryRules of a tournament; none set is the zero EntryRules.
	EntryRules(ctx context.Context, id TournamentID) (EntryRules, error)
	SaveEntryRules(ctx context.Context, r EntryRules) error
}

// Store is everything the services need from persistence: the registry,
// seasons with their main-club/coach choices, and tournaments with
// everything a tournament day writes. storage.DB.Model implements it on SQLite
// (pinned there at compile time), so no service asks at run time
// whether a store keeps something. Every method follows the error contract
// of RegistryStore.
type Store interface {
	RegistryStore
	SeasonStore
	SeasonMainStore
	TournamentDayStore
	SafetyStore
	FileStore
	FIDEStore
	EventCopyStore // event_copy.go
	AdjournedStore
	PersonalStore
	ScheduleStore      // schedule.go
	Chess960Store      // chess960.go
	TieOrderStore      // tie_order.go
	UnratedRatingStore // unrated_rating.go

	// Tx runs fn inside one transaction: fn receives a Store bound to that
	// transaction and must use only it (not the outer store). If fn returns
	// an error or panics, nothing fn did is kept; otherwise all of it is
	// committed at once. Tx called on a transaction-bound Store runs fn in
	// the same transaction.
	Tx(ctx context.Context, fn func(Store) error) error

	// ReadTx runs fn in one read transaction: one consistent state, no
	// write lock; writes inside fn fail.
	ReadTx(ctx context.Context, fn func(Store) error) error
}
