package tournaments

import (
	"context"

	"arbiter/engine/trf"
	"arbiter/model"
)

// Record reads round r of tournament id for model/explain. It
// refuses a tournament that is not a Swiss and a round not paired yet.
func (s *Pairings) Record(ctx context.Context, id model.TournamentID, r int) (model.PairingRecord, error) {
	l, err := s.tournaments().load(ctx, id)
	if err != nil {
		return model.PairingRecord{}, err
	}
	if !l.isSwiss() {
		return model.PairingRecord{}, invalid("PairingChecklist", model.Msg("The pairing checklist exists only for a Swiss."))
	}
	if r < 1 || r > l.paired {
		return model.PairingRecord{}, errNotPaired("PairingChecklist", r)
	}
	tt, _, err := l.pairingInput(ctx, r)
	if err != nil {
		return model.PairingRecord{}, err
	}
	rec := model.PairingRecord{Round: r, Input: tt, Options: swissOptions(l.t), Names: map[int]string{}}
	for _, b := range l.boardsIn(r) {
		rec.Stored.Boards = append(rec.Stored.Boards, trf.Board{White: b.white.StartNo, Black: b.black.StartNo})
	}
	for _, g := range l.roundGames(r) {
		if g.Opponent == 0 && g.Result == trf.PAB {
			rec.Stored.Bye = g.StartNo
		}
	}
	for _, e := range l.entries {
		rec.Names[e.StartNo] = l.name(e.StartNo)
	}
	return rec, nil
}
