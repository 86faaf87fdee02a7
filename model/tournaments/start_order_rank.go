package tournaments

import (
	"context"
	"sort"

	"arbiter/engine/lot"
	"arbiter/model"
)

// Making and keeping the initial ranking list (C.04.2, "Initial order"):
// the starting numbers follow the ranking by rating, title and name
// without the director asking, are recomputed while the field changes
// before round 1 unless he fixed them by hand, late entries get the number
// their ranking earns while numbers may still change, and a round robin's
// numbers may be drawn by a reproducible lot.

// ranksAbove reports whether registration a comes before b in the initial
// ranking list of C.04.2: the rating the tournament uses (higher first),
// then FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM; then the national
// titles and razryads of Titles; none last), then the tournament's tie
// order when it has one (older or younger first, registry number: FIDE
// C.02 Q146), then alphabetically (Ukrainian collation of surname, name,
// patronymic), then registry ID so that the order is total.
func (l *loaded) ranksAbove(a, b model.Entry) bool {
	if a.Rating != b.Rating {
		return a.Rating > b.Rating
	}
	pa, pb := l.players[a.PlayerID], l.players[b.PlayerID]
	if ra, rb := titleRank(pa.Title), titleRank(pb.Title); ra != rb {
		return ra < rb
	}
	if c := l.ranksTied(pa, pb); c != 0 { // the tournament's tie order (tournament_rating.go)
		return c < 0
	}
	if c := model.ComparePlayers(pa, pb); c != 0 {
		return c < 0
	}
	return a.PlayerID < b.PlayerID
}

// initialRanking returns the registrations' players in the order of the
// initial ranking list.
func (l *loaded) initialRanking() []model.PlayerID {
	order := make([]model.Entry, len(l.entries))
	copy(order, l.entries)
	sort.SliceStable(order, func(i, j int) bool { return l.ranksAbove(order[i], order[j]) })
	ids := make([]model.PlayerID, len(order))
	for i, e := range order {
		ids[i] = e.PlayerID
	}
	return ids
}

// lotOrder returns the players in start-number order after the lot with
// seed: the i-th player of the ranking list gets lot.Draw(n, seed)[i].
func (l *loaded) lotOrder(seed uint64) []model.PlayerID {
	ranked := l.initialRanking()
	numbers := lot.Draw(len(ranked), seed)
	out := make([]model.PlayerID, len(ranked))
	for i, pid := range ranked {
		out[numbers[i]-1] = pid
	}
	return out
}

// startOrderFixed reports whether the starting numbers can no longer be
// made again automatically: round 1 is paired or the knockout bracket has
// games.
func (l *loaded) startOrderFixed(ctx context.Context) (bool, error) {
	if l.paired > 0 {
		return true, nil
	}
	return l.koStarted(ctx)
}

// applyStartOrder makes the starting numbers again by the tournament's
// stored method (rating or lot; a manual order is kept) while round 1 is
// not paired. It reports whether any number changed; l is then stale.
func (s *Service) applyStartOrder(ctx context.Context, l *loaded) (bool, error) {
	fixed, err := l.startOrderFixed(ctx)
	if err != nil || fixed {
		return false, err
	}
	o, err := l.st.StartOrder(ctx, l.t.ID)
	if err != nil {
		return false, err
	}
	var ids []model.PlayerID
	switch o.Method {
	case model.StartManual:
		return false, nil
	case model.StartByLot:
		ids = l.lotOrder(o.Seed)
	default:
		ids = l.initialRanking()
	}
	return s.renumberIfChanged(ctx, l, ids)
}

// placeLateEntries gives late entrants (registered after round 1 of a
// Swiss is paired) the starting number their place in the ranking list
// earns — before the first player they rank above — while numbers may
// still change (C.04.2: pairing numbers are provisional until the list of
// participants is closed and are not changed once round 4 is paired);
// from round 4 on they keep the next free number. The players already
// numbered keep their relative order, even a manual one.
func (s *Service) placeLateEntries(ctx context.Context, l *loaded, late []model.PlayerID) (bool, error) {
	if len(late) == 0 || l.paired == 0 || l.paired >= 4 || !l.isSwiss() {
		return false, nil
	}
	isLate := map[model.PlayerID]bool{}
	for _, pid := range late {
		isLate[pid] = true
	}
	var ids []model.PlayerID
	for _, e := range l.entries {
		if !isLate[e.PlayerID] {
			ids = append(ids, e.PlayerID)
		}
	}
	for _, pid := range late {
		at := l.latePosition(ids, *l.entryOf(pid))
		ids = append(ids[:at], append([]model.PlayerID{pid}, ids[at:]...)...)
	}
	return s.renumberIfChanged(ctx, l, ids)
}

// latePosition is the index in ids (players by start number) before which
// late entrant e goes: before the first player he ranks above.
func (l *loaded) latePosition(ids []model.PlayerID, e model.Entry) int {
	for i, other := range ids {
		if l.ranksAbove(e, *l.entryOf(other)) {
			return i
		}
	}
	return len(ids)
}

// lateStartNo is the starting number late entrant e (not yet among
// l.entries) will get: his place in the ranking list until round 4 is
// paired, the next free number after.
func (l *loaded) lateStartNo(e model.Entry) int {
	if l.paired >= 4 || !l.isSwiss() {
		return len(l.entries) + 1
	}
	ids := make([]model.PlayerID, len(l.entries))
	for i, o := range l.entries {
		ids[i] = o.PlayerID
	}
	return l.latePosition(ids, e) + 1
}

// renumberIfChanged renumbers to the order ids unless it is the present
// one.
func (s *Service) renumberIfChanged(ctx context.Context, l *loaded, ids []model.PlayerID) (bool, error) {
	same := len(ids) == len(l.entries)
	for i := 0; same && i < len(ids); i++ {
		same = l.entries[i].PlayerID == ids[i]
	}
	if same {
		return false, nil
	}
	return true, s.renumber(ctx, l, ids)
}

// fieldChanged is called inside the transaction of every change of the
// field (registration, removal, corrected rating): before round 1 the
// numbers are made again by the stored method; late entrants get their
// place in the ranking list.
func (s *Service) fieldChanged(ctx context.Context, id model.TournamentID, late []model.PlayerID) error {
	l, err := s.load(ctx, id)
	if err != nil {
		return err
	}
	if l.paired > 0 {
		_, err = s.placeLateEntries(ctx, l, late)
		return err
	}
	_, err = s.applyStartOrder(ctx, l)
	return err
}

// setStartOrder stores how the numbers are made and makes them: by rating
// (the ranking list), by hand (order) or by lot (a round robin only). The
// refusals of renumber apply: not after round 4 of a Swiss, not after
// round 1 of a round robin, not once a knockout bracket has games.
func (s *Service) setStartOrder(ctx context.Context, id model.TournamentID, o model.StartOrder, order []model.PlayerID) error {
	return s.inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, "SetStartingRanks")
		if err != nil {
			return err
		}
		switch o.Method {
		case model.StartManual:
		case model.StartByLot:
			if !l.isRoundRobin() {
				return invalid("DrawLots", model.Msg("Numbers are drawn by lot only in a round robin; a Swiss or knockout is numbered by rating (C.04.2)."))
			}
			order = l.lotOrder(o.Seed)
		default:
			order = l.initialRanking()
		}
		if err := l.st.SetStartOrder(ctx, id, o); err != nil {
			return err
		}
		return tx.renumber(ctx, l, order)
	})
}

func (s *Service) startOrderState(ctx context.Context, id model.TournamentID) (model.StartOrderState, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return model.StartOrderState{}, err
	}
	o, err := l.st.StartOrder(ctx, id)
	if err != nil {
		return model.StartOrderState{}, err
	}
	fixed, err := l.startOrderFixed(ctx)
	return model.StartOrderState{StartOrder: o, Fixed: fixed}, err
}

func (s *Service) sortStartingRanks(ctx context.Context, id model.TournamentID) error {
	return s.setStartOrder(ctx, id, model.StartOrder{Method: model.StartByRating}, nil)
}

func (s *Service) setStartingRanks(ctx context.Context, id model.TournamentID, order []model.PlayerID) error {
	return s.setStartOrder(ctx, id, model.StartOrder{Method: model.StartManual}, order)
}
