package model

import (
	"context"

	"arbiter/engine/season"
	"arbiter/engine/trf"
)

// TournamentID identifies a stored tournament.
type TournamentID int64

// TournamentKind is the time-control class of a tournament.
type TournamentKind string

// The kinds of product.md workflow 1.
const (
	Classical TournamentKind = "classical"
	Rapid     TournamentKind = "rapid"
	Blitz     TournamentKind = "blitz"
)

// Tournament is one event of a season's calendar (or outside any season).
type Tournament struct {
	ID          TournamentID
	SeasonID    SeasonID // 0: not part of a season
	Name        string
	StartDate   Date
	EndDate     Date
	Kind        TournamentKind
	Cup         season.Cup   // gold, silver or none
	Level       season.Level // norm level; required for the Golden Cup
	System      string       // e.g. "swiss-dutch", "round-robin", as free text
	Rounds      int
	Venue       string
	TimeControl string
	TieBreaks   string // the tie-break list, e.g. "BH,WIN,DE"
}

// Entry is one registration: a player in a tournament with the club and
// coach declared there (season.md: the last declaration of the season
// counts), and, once known, the final points (half-points) and place
// (PlaceTo > Place when shared).
type Entry struct {
	TournamentID TournamentID
	PlayerID     PlayerID
	StartNo      int // pairing number
	ClubID       ClubID
	CoachID      CoachID
	Rating       int
	Points       int
	Place        int // 0: not known
	PlaceTo      int
}

// RoundGame is one player's entry in one round, as the TRF writes it:
// opponent by pairing number (0 none), colour and result token.
type RoundGame struct {
	TournamentID TournamentID
	Round        int
	StartNo      int
	Opponent     int
	Colour       trf.Colour
	Result       trf.Result
}

// TournamentStore keeps tournaments, their registrations and games. The
// error contract is RegistryStore's.
type TournamentStore interface {
	CreateTournament(ctx context.Context, t *Tournament) error
	Tournament(ctx context.Context, id TournamentID) (Tournament, error)
	// Tournaments lists a season's tournaments by start date, then ID.
	Tournaments(ctx context.Context, id SeasonID) ([]Tournament, error)
	AddEntries(ctx context.Context, es []Entry) error
	// Entries lists a tournament's registrations by start number.
	Entries(ctx context.Context, id TournamentID) ([]Entry, error)
	// SeasonEntries lists the registrations of every tournament of a season.
	SeasonEntries(ctx context.Context, id SeasonID) ([]Entry, error)
	AddGames(ctx context.Context, gs []RoundGame) error
	// Games lists a tournament's round entries by round, then start number.
	Games(ctx context.Context, id TournamentID) ([]RoundGame, error)
}
