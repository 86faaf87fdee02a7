package tournaments

import (
	"context"

	"arbiter/model"
)

// Opened is a tournament loaded for a change, as the services of model's
// sibling packages that act on a tournament day see it (model/playoffs):
// the record, its registrations by start number, the store it was read
// from and the audit. Tournaments.Open makes it; inside App.Tx it is bound
// to that transaction, and it is valid only as long as the transaction.
type Opened struct {
	s *Service
	l *loaded
}

// Open loads tournament id, its registrations, registry players and games,
// for a change by op (the operation named in errors). Errors: NotFound,
// Conflict (finished: no changes allowed).
func (s *Service) Open(ctx context.Context, id model.TournamentID, op string) (*Opened, error) {
	l, err := s.loadOpen(ctx, id, op)
	if err != nil {
		return nil, err
	}
	return &Opened{s: s, l: l}, nil
}

// Tournament is the tournament's record.
func (o *Opened) Tournament() model.Tournament { return o.l.t }

// Store is the store the tournament was read from (the transaction's).
func (o *Opened) Store() model.TournamentDayStore { return o.l.st }

// Knockout reports whether the tournament is a knockout.
func (o *Opened) Knockout() bool { return o.l.isKnockout() }

// Paired is the last round with any pairing (0 before the first).
func (o *Opened) Paired() int { return o.l.paired }

// Complete is the last round r such that rounds 1..r have every result.
func (o *Opened) Complete() int { return o.l.complete() }

// Entry is the registration with start number no, or nil.
func (o *Opened) Entry(no int) *model.Entry { return o.l.entry(no) }

// Name is "Surname Name" of start number no ("" when there is none).
func (o *Opened) Name(no int) string { return o.l.name(no) }

// Audit records a director's action on the tournament at its last paired
// round.
func (o *Opened) Audit(ctx context.Context, action, detail string) error {
	return o.s.audit(ctx, o.l, o.l.paired, action, detail)
}

// Playoffs returns the play-offs of the tournament's standings as they are
// now (playoff_rank.go), as Tournaments.Playoffs does.
func (o *Opened) Playoffs(ctx context.Context) (*model.PlayoffsView, error) {
	return o.s.playoffsOf(ctx, o.l)
}
