package tournaments

import (
	"context"
	"sort"

	"arbiter/model"
	"arbiter/model/fide"
)

// Pairing-number changes and FIDE's warning levels (FIDE C.02, VCL4THP.13
// Q147–154; C.04.2: the pairing numbers may be corrected, not after round
// 4 is paired): before round 1 the director orders the field freely; once
// a round of a Swiss is paired every change is a Level 4 warning listing
// each number that moves, and is logged as "### TPN" (fide_events.go);
// after round 4 renumber refuses it.

// SetStartingRanks is StartOrders.Set with the confirmation
// of ack (Level 4 after round 1). Errors: those of StartOrders.Set, and
// Conflict while the warning waits for its confirmation.
func (s *FIDE) SetStartingRanks(ctx context.Context, id model.TournamentID, order []model.PlayerID, ack fide.Ack) error {
	const op = "SetStartingRanks"
	l, err := s.tournaments().loadBare(ctx, id)
	if err != nil {
		return err
	}
	if l.paired > 0 && l.paired < 4 && l.isSwiss() && !l.t.Finished {
		moved := map[int]int{} // old number → new, listed by the old
		var olds []int
		for i, pid := range order {
			if e := l.entryOf(pid); e != nil && e.StartNo != i+1 {
				moved[e.StartNo] = i + 1
				olds = append(olds, e.StartNo)
			}
		}
		sort.Ints(olds)
		var changes []model.Text
		for _, n := range olds {
			changes = append(changes, model.Msg("no. %d → no. %d", n, moved[n]))
		}
		if len(changes) > 0 {
			w := fide.Warning{Level: fide.Changes, Code: "tpn-change", Changes: changes,
				Msg: model.Msg("Pairing numbers change after round %d is paired; the next rounds are paired by the new numbers (C.04.2 allows it until round 4).", l.paired)}
			if err := gate(op, []fide.Warning{w}, ack); err != nil {
				return err
			}
		}
	}
	return s.tournaments().setStartingRanks(ctx, id, order)
}
