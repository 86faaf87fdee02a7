package model

import (
	"context"
)

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
	// RoundGames lists round r's entries only, by start number: what a
	// result entry reads and writes.
	RoundGames(ctx context.Context, id TournamentID, r int) ([]RoundGame, error)
}

// TournamentDayStore is what running a tournament needs on top of
// TournamentStore (docs/product.md workflows 3–7). Same error contract.
type TournamentDayStore interface {
	TournamentStore
	StartOrderStore
	PlayoffStore
	KnockoutColourStore
	RatingRuleStore
	// UpdateTournament saves every field of t (a missing ID is NotFound).
	UpdateTournament(ctx context.Context, t Tournament) error
	// AllTournaments lists every tournament by start date, then ID.
	AllTournaments(ctx context.Context) ([]Tournament, error)
	// UpdateEntry saves every field of e but the start number, found by
	// tournament and player.
	UpdateEntry(ctx context.Context, e Entry) error
	// DeleteEntry removes a registration (and its games).
	DeleteEntry(ctx context.Context, id TournamentID, player PlayerID) error
	// Renumber gives new start numbers (old → new, a permutation of the
	// registrations) and rewrites the games accordingly.
	Renumber(ctx context.Context, id TournamentID, to map[int]int) error
	// DeleteGames removes the round entries of rounds >= from.
	DeleteGames(ctx context.Context, id TournamentID, from int) error
	// UpdateGame saves opponent, colour, result and board of one row.
	UpdateGame(ctx context.Context, g RoundGame) error
	AddAudit(ctx context.Context, a AuditRecord) error
	// Audit lists a tournament's audit rows, oldest first.
	Audit(ctx context.Context, id TournamentID) ([]AuditRecord, error)
	AddKnockoutGame(ctx context.Context, g KnockoutGame) error
	// KnockoutGames lists a knockout's games by round, pair, then number.
	KnockoutGames(ctx context.Context, id TournamentID) ([]KnockoutGame, error)
	// DeleteKnockoutGames removes the games of bracket rounds >= from.
	DeleteKnockoutGames(ctx context.Context, id TournamentID, from int) error
	// DeleteKnockoutGame removes one game (a missing one is NotFound).
	DeleteKnockoutGame(ctx context.Context, g KnockoutGame) error
	// SetForbiddenPairs replaces the tournament's forbidden pairs.
	SetForbiddenPairs(ctx context.Context, id TournamentID, pairs [][2]PlayerID) error
	ForbiddenPairs(ctx context.Context, id TournamentID) ([][2]PlayerID, error)
	// EntryNames lists the players registered in tournament id by ID with
	// their ID, surname and name only, the rest zero: what a board list
	// shows (Player.ShortName).
	EntryNames(ctx context.Context, id TournamentID) ([]Player, error)
}

// ArmageddonColours are the colours of a mini-match's Armageddon game,
// chosen before it is played: seed 004 §5 has colours decided by lot
// («очередность цвета определяется жребием»), and the director may decide
// instead (C.07 art. 3: the regulations fix the tie-break games). White is
// a start number; ByLot with LotSeed when drawn (engine/knockout
// .ColourByLot, repeated by `arbiter-cli lot --players 2 --seed LotSeed`:
// first line «1 1» is White for the better seed). Whatever the colours, a
// drawn Armageddon sends Black through.
type ArmageddonColours struct {
	TournamentID TournamentID
	Round, Pair  int
	White        int
	ByLot        bool
	LotSeed      uint64
}

// KnockoutColourStore keeps the Armageddon colours (migration 0034). Same
// error contract as RegistryStore.
type KnockoutColourStore interface {
	// ArmageddonColours lists a knockout's choices by round, then pair.
	ArmageddonColours(ctx context.Context, id TournamentID) ([]ArmageddonColours, error)
	// SetArmageddonColours stores (or replaces) the choice of one match.
	SetArmageddonColours(ctx context.Context, c ArmageddonColours) error
	// DeleteArmageddonColours removes the choice of match pair of round;
	// pair 0 removes those of every match of the rounds >= round.
	DeleteArmageddonColours(ctx context.Context, id TournamentID, round, pair int) error
}

// ColourByLot is Tournament.InitialColour of a knockout whose every
// mini-match draws the colour of its first game by lot (seed 004 §5:
// «очередность цвета определяется жребием»), from Tournament.ColourSeed.
// "white" and "black" stay the fixed rule: the better seed has White
// (Black) in game 1 of every match.
const ColourByLot = "lot"
