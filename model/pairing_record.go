package model

import (
	"context"

	"arbiter/engine/trf"
)

// Record reads round r of tournament id for model/explain. It
// refuses a tournament that is not a Swiss and a round not paired yet.
func (s *Pairings) Record(ctx context.Context, id TournamentID, r int) (PairingRecord, error) {
	l, err := s.tournaments().load(ctx, id)
	if err != nil {
		return PairingRecord{}, err
	}
	if !l.isSwiss() {
		return PairingRecord{}, invalid("PairingChecklist", Msg("The pairing checklist exists only for a Swiss."))
	}
	if r < 1 || r > l.paired {
		return PairingRecord{}, errNotPaired("PairingChecklist", r)
	}
	tt, _, err := l.pairingInput(ctx, r)
	if err != nil {
		return PairingRecord{}, err
	}
	rec := PairingRecord{Round: r, Input: tt, Options: swissOptions(l.t), Names: map[int]string{}}
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
