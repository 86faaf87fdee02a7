package model

import (
	"context"
	"time"

	"arbiter/engine/trf"
	"arbiter/model/fide"
)

// FIDE mode and the pairing-integrity log (FIDE C.02, VCL4THP.13 Q40–46,
// Q112–115, Q217; docs/vcl.md). The warning levels and the events are
// model/fide's; this file keeps them per tournament and applies them.

// FIDEStore keeps a tournament's FIDE mode and its pairing-integrity
// events (storage: migration 0036). The error contract is RegistryStore's.
type FIDEStore interface {
	// FIDEModeRecord is the stored mode; ok false when none was stored
	// (the tournament has the default of its system: DefaultFIDEMode).
	FIDEModeRecord(ctx context.Context, id TournamentID) (r FIDEModeRecord, ok bool, err error)
	SetFIDEModeRecord(ctx context.Context, id TournamentID, r FIDEModeRecord) error
	AddIntegrityEvent(ctx context.Context, id TournamentID, e fide.Event) error
	// IntegrityEvents lists a tournament's events, oldest first.
	IntegrityEvents(ctx context.Context, id TournamentID) ([]fide.Event, error)
	// PairingEdit is the round whose pairings are being edited (0: none)
	// and since when (migration 0037); SetPairingEdit with round 0 ends it.
	PairingEdit(ctx context.Context, id TournamentID) (round int, since time.Time, err error)
	SetPairingEdit(ctx context.Context, id TournamentID, round int, since time.Time) error
	// AddRatingCorrection keeps a correction for the rating report only
	// (migration 0038); RatingCorrections lists them, oldest first.
	AddRatingCorrection(ctx context.Context, id TournamentID, c RatingCorrection) error
	RatingCorrections(ctx context.Context, id TournamentID) ([]RatingCorrection, error)
	// AddExpulsion marks a player expelled (migration 0036); Expulsions
	// lists them by round.
	AddExpulsion(ctx context.Context, id TournamentID, x Expulsion) error
	Expulsions(ctx context.Context, id TournamentID) ([]Expulsion, error)
}

// FIDEModeRecord is a stored FIDE mode: On, or left (On false) in round
// LeftRound (the last paired round then, 0 before round 1) at LeftAt.
type FIDEModeRecord struct {
	On        bool
	LeftRound int
	LeftAt    time.Time
}

// FIDEMode is a tournament's FIDE mode as the screens show it. Applies is
// false for a system FIDE's checklist does not cover (knockout, team
// events): such a tournament is neither in FIDE mode nor marked as having
// left it.
type FIDEMode struct {
	Applies   bool
	On        bool
	LeftRound int
	LeftAt    time.Time
}

// Left says whether the tournament left FIDE mode (Q46: the permanent
// marker shown on lists, printouts and the site).
func (m FIDEMode) Left() bool { return m.Applies && !m.On }

// DefaultFIDEMode says whether a tournament of t's system starts in FIDE
// mode (Q40): the Dutch Swiss and the round robins do; a Burstein Swiss is
// a FIDE system too. Knockouts are outside the checklist.
func DefaultFIDEMode(t Tournament) bool {
	switch t.System {
	case SystemSwissDutch, SystemRoundRobin, SystemDoubleRoundRobin:
		return true
	}
	return false
}

// Marker is the permanent marker of a tournament that left FIDE mode
// (Q46), in lang: "" for one in FIDE mode or outside its scope.
func (m FIDEMode) Marker(lang Lang) string {
	if !m.Left() {
		return ""
	}
	return lang.Tr("not in FIDE mode since round %d", m.LeftRound)
}

// LongEvent is the flag of a tournament that lasts over 30 days (Q210:
// its last day more than 30 days after its first), read from its dates
// so that it cannot disagree with them. FIDE ties rules to it (the rating
// list of a long event is the one valid on the check date, Q137).
func LongEvent(t Tournament) bool {
	if t.EndDate.IsZero() || t.StartDate.IsZero() {
		return false
	}
	return t.EndDate.Time().Sub(t.StartDate.Time()) > 30*24*time.Hour
}

// Expulsion is a player expelled after round Round, recorded at At.
type Expulsion struct {
	PlayerID PlayerID
	Round    int
	At       time.Time
}

// RatingCorrection is one such correction: the round, the players by start
// number and the result to rate, as the two TRF result codes.
type RatingCorrection struct {
	Round, White, Black      int
	WhiteResult, BlackResult trf.Result
	At                       time.Time
}

// Result is c's result.
func (c RatingCorrection) Result() GameResult { return ResultOf(c.WhiteResult, c.BlackResult) }
