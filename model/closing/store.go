package closing

import (
	"context"

	"arbiter/engine/fee"
	"arbiter/engine/norm"
	"arbiter/engine/prize"
	"arbiter/engine/season"
	"arbiter/model"
)

// Store is what the service needs from persistence; errors follow
// model.RegistryStore's contract.
type Store interface {
	// ClosingTx runs fn in one transaction.
	ClosingTx(ctx context.Context, fn func(Tx) error) error
	// SaveCopy makes the backup copy a finish is preceded by (outside any
	// transaction).
	SaveCopy(ctx context.Context, reason string) error
}

// Tx is the store inside one transaction.
type Tx interface {
	// Model is model's store on the same transaction.
	Model() model.Store

	// SeasonNormTable returns the season's table; ok false when the season
	// keeps none (the defaults apply).
	SeasonNormTable(ctx context.Context, id model.SeasonID) (t norm.Table, ok bool, err error)
	// SetSeasonNormTable stores the season's table; nil removes it.
	SetSeasonNormTable(ctx context.Context, id model.SeasonID, t *norm.Table) error

	// ReplaceNorms replaces the norms recorded for a tournament.
	ReplaceNorms(ctx context.Context, id model.TournamentID, ns []NormRecord) error
	// PlayerNorms lists a player's norms by date, then tournament.
	PlayerNorms(ctx context.Context, id model.PlayerID) ([]NormRecord, error)
	// TournamentNorms lists a tournament's recorded norms.
	TournamentNorms(ctx context.Context, id model.TournamentID) ([]NormRecord, error)

	// Panel is the tournament's judging panel in order (nil: none recorded).
	Panel(ctx context.Context, id model.TournamentID) ([]Judge, error)
	// SetPanel replaces the tournament's judging panel.
	SetPanel(ctx context.Context, id model.TournamentID, js []Judge) error

	// RatingPeriod is the list ("YYYY-MM") the player's stored FIDE
	// standard (or national) rating comes from; "" none.
	RatingPeriod(ctx context.Context, id model.PlayerID, national bool) (string, error)

	MoneyStore
}

// NormRecord is a norm a player fulfilled in a tournament, with the
// numbers behind it (half-points, K in tenths, share in tenths of a per cent).
type NormRecord struct {
	PlayerID     model.PlayerID
	TournamentID model.TournamentID
	Level        season.Level
	Games        int
	Score        int
	Needed       int
	K            int
	Pct          int
	FirstPlace   bool
	MadeOn       model.Date
}

// Judge is one member of a tournament's judging panel.
type Judge struct {
	Name     string
	Role     string // головний суддя, заступник, секретар … ("" none given)
	Category int    // norm.JudgeNational … norm.JudgeThird, or NoCategory
}

// Money is a tournament's money settings: the fee schedule (nil: fees are
// typed by hand), the share of the fees paid that goes to the prize fund
// (seed 003 §3: 70 %), the sponsors' money added by hand (hryvnias) and
// how tied players share prizes.
type Money struct {
	Tournament  model.TournamentID
	Schedule    *fee.Schedule
	FundPercent int
	Sponsors    int
	Split       prize.Split
}

// FeeNote says why a registration's fee is what it is: the exemption
// ticked (a key of the schedule's) or the director's override reason.
type FeeNote struct {
	Exemption string
	Reason    string
}

// MoneyStore keeps the money tables of migration 0027 (inside a Tx).
type MoneyStore interface {
	// Money returns the settings; ok false when there are none.
	Money(ctx context.Context, id model.TournamentID) (m Money, ok bool, err error)
	SetMoney(ctx context.Context, m Money) error
	FeeNotes(ctx context.Context, id model.TournamentID) (map[model.PlayerID]FeeNote, error)
	// SetFeeNote stores the note of a registration (an empty note removes it).
	SetFeeNote(ctx context.Context, id model.TournamentID, p model.PlayerID, n FeeNote) error
	Prizes(ctx context.Context, id model.TournamentID) ([]prize.Prize, error)
	SetPrizes(ctx context.Context, id model.TournamentID, ps []prize.Prize) error
}
