package tournaments

import (
	"context"

	"arbiter/engine/trf"
	"arbiter/model"
)

// exportTRF writes the tournament as TRF-16: 001 records by start number
// with every paired round, XXR (planned rounds), XXC (initial colour) and
// XXP (the tournament's forbidden pairs). The ranks are the standings
// after the last paired round when they can be computed.
func (s *Service) exportTRF(ctx context.Context, id model.TournamentID) (*trf.Tournament, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return nil, err
	}
	if l.isKnockout() {
		return nil, invalid("ExportTRF", model.Msg("A knockout cannot be written as TRF-16."))
	}
	tt := l.toTRF(l.paired)
	pairs, err := l.st.ForbiddenPairs(ctx, id)
	if err != nil {
		return nil, err
	}
	for _, p := range pairs {
		a, b := l.entryOf(p[0]), l.entryOf(p[1])
		if a != nil && b != nil {
			tt.ForbiddenPairs = append(tt.ForbiddenPairs, []int{min(a.StartNo, b.StartNo), max(a.StartNo, b.StartNo)})
		}
	}
	if l.paired > 0 {
		if rk, err := s.rank(ctx, l, l.paired); err == nil {
			for _, row := range rk.st.Rows {
				if p := tt.Player(row.ID); p != nil {
					p.Rank = row.Place
				}
			}
		}
	}
	sc, err := s.store.Schedule(ctx, id) // schedule.go: the 132 record
	if err != nil {
		return nil, err
	}
	tt.RoundDates = trfRoundDates(sc, l.t)
	return tt, nil
}
