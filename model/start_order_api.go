package model

import "context"

// StartOrder says how the tournament's starting numbers are made (by
// rating, by hand, by lot with its seed) and whether they are fixed now
// (round 1 paired). Errors: NotFound.
func (s *Tournaments) StartOrder(ctx context.Context, id TournamentID) (StartOrderState, error) {
	return s.startOrderState(ctx, id)
}

// DrawLots numbers a round robin's players by lot with seed (C.05 art. 1):
// engine/lot.Draw over the initial ranking list, so the same field and
// seed always give the same numbers. Kept while the field changes before
// round 1 (drawn again with the same seed). Errors: Invalid (not a round
// robin), Conflict (round 1 paired, finished), NotFound.
func (s *Tournaments) DrawLots(ctx context.Context, id TournamentID, seed uint64) error {
	return s.setStartOrder(ctx, id, StartOrder{Method: StartByLot, Seed: seed}, nil)
}

// LotLine is one player of a drawing of lots: his place in the initial
// ranking list and the starting number he drew.
type LotLine struct {
	Rank        int
	Participant Participant
}

// LotRecord is the record of a round robin's lot, in ranking order: what
// the printed protocol shows so that anyone can repeat the draw.
type LotRecord struct {
	Seed  uint64
	Lines []LotLine
}

// Lot returns the record of the tournament's lot. Errors: NotFound,
// Invalid (the numbers were not drawn by lot).
func (s *Tournaments) Lot(ctx context.Context, id TournamentID) (LotRecord, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return LotRecord{}, err
	}
	o, err := l.st.StartOrder(ctx, id)
	if err != nil {
		return LotRecord{}, err
	}
	if o.Method != StartByLot {
		return LotRecord{}, invalid("Lot", Msg("This tournament's numbers were not drawn by lot."))
	}
	ps, err := s.participants(ctx, id)
	if err != nil {
		return LotRecord{}, err
	}
	byPlayer := map[PlayerID]Participant{}
	for _, p := range ps {
		byPlayer[p.PlayerID] = p
	}
	rec := LotRecord{Seed: o.Seed}
	for i, pid := range l.initialRanking() {
		rec.Lines = append(rec.Lines, LotLine{Rank: i + 1, Participant: byPlayer[pid]})
	}
	return rec, nil
}
