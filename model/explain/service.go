package explain

import (
	"context"

	"arbiter/model"
	"arbiter/model/tournaments"
)

// Service explains the paired rounds of stored tournaments.
type Service struct{ P *tournaments.Pairings }

// Report re-runs the engine on round r of tournament id (the input the
// round was paired from) with the checklist on; the stored pairing's
// changes by hand are explained.
func (s Service) Report(ctx context.Context, id model.TournamentID, r int) (*Report, error) {
	rec, err := s.P.Record(ctx, id, r)
	if err != nil {
		return nil, err
	}
	stored := rec.Stored
	return NewReport(rec.Input, r, rec.Options, &stored, rec.Names)
}
