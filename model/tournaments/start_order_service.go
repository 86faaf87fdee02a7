package tournaments

import (
	"context"

	"arbiter/model"
)

// StartOrders is the service of a tournament's starting numbers (C.04.2
// art. 2 and 5; C.05 art. 1 for a round robin's lot; start_order.go): how
// they are made (by rating, by hand, by lot), the drawing of lots and its
// record, and the renumbering by rating or by hand until the numbers are
// fixed. The FIDE-mode change of the order by hand, with its
// acknowledgement, is FIDE.SetStartingRanks (fide_ranks.go).
type StartOrders struct{ core }

func (c core) startOrders() *StartOrders { return &StartOrders{c} }

// State says how the tournament's starting numbers are made (by
// rating, by hand, by lot with its seed) and whether they are fixed now
// (round 1 paired). Errors: NotFound.
func (s *StartOrders) State(ctx context.Context, id model.TournamentID) (model.StartOrderState, error) {
	return s.tournaments().startOrderState(ctx, id)
}

// DrawLots numbers a round robin's players by lot with seed (C.05 art. 1):
// engine/lot.Draw over the initial ranking list, so the same field and
// seed always give the same numbers. Kept while the field changes before
// round 1 (drawn again with the same seed). Errors: Invalid (not a round
// robin), Conflict (round 1 paired, finished), NotFound.
func (s *StartOrders) DrawLots(ctx context.Context, id model.TournamentID, seed uint64) error {
	return s.tournaments().setStartOrder(ctx, id, model.StartOrder{Method: model.StartByLot, Seed: seed}, nil)
}

// Sort renumbers by rating used (descending), then title (strongest
// first), then name (Ukrainian collation) — C.04.2 art. 5. Refused
// (Conflict) once round 4 is paired (C.04.2 art. 5.4 allows corrections
// only up to round 3).
func (s *StartOrders) Sort(ctx context.Context, id model.TournamentID) error {
	return s.tournaments().sortStartingRanks(ctx, id)
}

// Set gives the order of start numbers by hand: order lists every
// registered player once. Errors: Invalid (not a permutation), Conflict
// (round 4 paired).
func (s *StartOrders) Set(ctx context.Context, id model.TournamentID, order []model.PlayerID) error {
	return s.tournaments().setStartingRanks(ctx, id, order)
}

// Lot returns the record of the tournament's lot. Errors: NotFound,
// Invalid (the numbers were not drawn by lot).
func (s *StartOrders) Lot(ctx context.Context, id model.TournamentID) (model.LotRecord, error) {
	t := s.tournaments()
	l, err := t.load(ctx, id)
	if err != nil {
		return model.LotRecord{}, err
	}
	o, err := l.st.StartOrder(ctx, id)
	if err != nil {
		return model.LotRecord{}, err
	}
	if o.Method != model.StartByLot {
		return model.LotRecord{}, invalid("Lot", model.Msg("This tournament's numbers were not drawn by lot."))
	}
	ps, err := t.participants(ctx, id)
	if err != nil {
		return model.LotRecord{}, err
	}
	byPlayer := map[model.PlayerID]model.Participant{}
	for _, p := range ps {
		byPlayer[p.PlayerID] = p
	}
	rec := model.LotRecord{Seed: o.Seed}
	for i, pid := range l.initialRanking() {
		rec.Lines = append(rec.Lines, model.LotLine{Rank: i + 1, Participant: byPlayer[pid]})
	}
	return rec, nil
}
