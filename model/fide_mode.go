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

// fideMode reads t's mode.
func (c core) fideMode(ctx context.Context, t Tournament) (FIDEMode, error) {
	m := FIDEMode{Applies: DefaultFIDEMode(t), On: DefaultFIDEMode(t)}
	r, ok, err := c.store.FIDEModeRecord(ctx, t.ID)
	if err != nil || !ok {
		return m, err
	}
	m.Applies = true
	m.On, m.LeftRound, m.LeftAt = r.On, r.LeftRound, r.LeftAt
	return m, nil
}

// inFIDEMode is fideMode's On.
func (c core) inFIDEMode(ctx context.Context, t Tournament) (bool, error) {
	m, err := c.fideMode(ctx, t)
	return m.On, err
}

// logEvent records a pairing-integrity event at the clock's time.
func (c core) logEvent(ctx context.Context, id TournamentID, kind fide.Kind, round int, text string) error {
	return c.store.AddIntegrityEvent(ctx, id, fide.Event{Round: round, At: c.now().UTC().Truncate(time.Second), Kind: kind, Text: text})
}

// leaveFIDE takes t out of FIDE mode for good in round (Q43–45) and logs
// it with why.
func (c core) leaveFIDE(ctx context.Context, t Tournament, round int, why string) error {
	m, err := c.fideMode(ctx, t)
	if err != nil || !m.On {
		return err
	}
	at := c.now().UTC().Truncate(time.Second)
	if err := c.store.SetFIDEModeRecord(ctx, t.ID, FIDEModeRecord{LeftRound: round, LeftAt: at}); err != nil {
		return err
	}
	return c.logEvent(ctx, t.ID, fide.KindLeaveFIDE, round, "left FIDE mode: "+why)
}

// gate is fide.Gate as the model's error: Conflict with the warnings in
// the message, wrapping the *fide.Pending the GUI and the command line
// read to ask for the missing confirmation.
func gate(op string, ws []fide.Warning, ack fide.Ack) error {
	if err := fide.Gate(ws, ack); err != nil {
		p, _ := fide.AsPending(err)
		return Errorf(Conflict, op, p.Text(), err)
	}
	return nil
}

// trfEvents are the tournament's events as TRF "###" lines.
func (c core) trfEvents(ctx context.Context, id TournamentID) ([]trf.Event, error) {
	es, err := c.store.IntegrityEvents(ctx, id)
	if err != nil {
		return nil, err
	}
	out := make([]trf.Event, len(es))
	for i, e := range es {
		out[i] = e.TRF()
	}
	return out, nil
}

// pairingOf is round r's pairing as stored: boards in board order and the
// pairing-allocated bye.
func (l *loaded) pairingOf(r int) trf.Pairing {
	var p trf.Pairing
	for _, b := range l.boardsIn(r) {
		p.Boards = append(p.Boards, trf.Board{White: b.white.StartNo, Black: b.black.StartNo})
	}
	for _, g := range l.roundGames(r) {
		if g.Opponent == 0 && g.Result == trf.PAB {
			p.Bye = g.StartNo
		}
	}
	return p
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
