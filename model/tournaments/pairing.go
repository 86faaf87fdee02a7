package tournaments

import (
	"context"
	"errors"
	"fmt"
	"time"

	"arbiter/engine/roundrobin"
	"arbiter/engine/trf"
	"arbiter/model"
)

func (s *Service) pairNextRound(ctx context.Context, id model.TournamentID) (model.RoundView, error) {
	// A Swiss round after the first has no start order to apply: it is
	// read, paired and written by pairSwissOutside alone (one load and one
	// transaction fewer, the backup copy made while the engine works;
	// docs/pairing-speed.md).
	if v, err := s.pairSwissOutside(ctx, id, true); !errors.Is(err, errNotLaterSwiss) {
		return v, err
	}
	s.saveCopy(ctx, model.BackupBeforePairing)
	var out model.RoundView
	swissNext := false
	err := s.inTx(ctx, func(tx *Service) error {
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		if err := l.pairRefusal(); err != nil {
			return err
		}
		// Round 1 (and a knockout's bracket) is paired on the initial
		// ranking list as it stands now: a title or name corrected in the
		// registry since the last registration counts too (C.04.2).
		if changed, err := tx.applyStartOrder(ctx, l); err != nil {
			return err
		} else if changed {
			if l, err = tx.load(ctx, id); err != nil {
				return err
			}
		}
		switch {
		case l.isKnockout():
			out, err = tx.knockoutRound(ctx, l)
			return err
		case l.isRoundRobin():
			if err := tx.pairRoundRobin(ctx, l); err != nil {
				return err
			}
			if l, err = tx.load(ctx, id); err != nil {
				return err
			}
			out = l.view(1)
			return nil
		}
		swissNext = true // paired outside this transaction (pairing_outside.go)
		return nil
	})
	if err != nil || !swissNext {
		return out, err
	}
	return s.pairSwissOutside(ctx, id, false)
}

// pairRoundRobin writes every round of the Berger tables at once (C.05
// annex 1); the number of rounds follows from the number of players.
func (s *Service) pairRoundRobin(ctx context.Context, l *loaded) error {
	n := len(l.entries)
	var rounds []roundrobin.Round
	var err error
	if l.t.System == model.SystemDoubleRoundRobin {
		rounds, err = roundrobin.Double(n, !l.t.NoSwap)
	} else {
		rounds, err = roundrobin.Berger(n)
	}
	if err != nil {
		return model.Errorf(model.Internal, "PairNextRound", model.Msg("Could not build the Berger table."), err)
	}
	var gs []model.RoundGame
	for _, rd := range rounds {
		p := trf.Pairing{}
		for _, b := range rd.Boards {
			p.Boards = append(p.Boards, trf.Board{White: b.White, Black: b.Black})
		}
		abs := map[int]trf.Result{}
		if rd.Bye != 0 {
			abs[rd.Bye] = trf.ZeroBye // the free round of an odd round robin scores nothing (C.07 art. 15.2)
		}
		gs = append(gs, l.roundRows(rd.Number, p, abs, nil)...)
	}
	if err := l.st.AddGames(ctx, gs); err != nil {
		return err
	}
	if l.t.Rounds != len(rounds) {
		l.t.Rounds = len(rounds)
		return l.st.UpdateTournament(ctx, l.t)
	}
	return nil
}

func (s *Service) unpairRound(ctx context.Context, id model.TournamentID, confirm bool) error {
	const op = "UnpairRound"
	return s.inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		if l.isKnockout() {
			return tx.unpairKnockout(ctx, l, confirm)
		}
		if l.paired == 0 {
			return model.Errorf(model.Conflict, op, model.Msg("No round is paired yet."), nil)
		}
		from := l.paired
		if l.isRoundRobin() {
			from = 1
		}
		results := 0
		for _, g := range l.games {
			if g.Round >= from && g.Opponent != 0 && resultOr(g.Result) != trf.NoResult && g.Colour == trf.White {
				results++
			}
		}
		if results > 0 && !confirm {
			return model.Errorf(model.Conflict, op, model.Msg("Round %d already has %d results. Confirm to delete them with the pairing.", l.paired, results), nil)
		}
		var keep []model.RoundGame // late-entry absences recorded before the pairing stay
		for _, g := range l.games {
			if g.Round >= from && g.Opponent == 0 && g.Result != trf.PAB && l.lateAbsence(g) {
				keep = append(keep, g)
			}
		}
		if err := tx.store.SetPairingEdit(ctx, id, 0, time.Time{}); err != nil { // no phase on a round unpaired (fide_manual.go)
			return err
		}
		if err := l.st.DeleteGames(ctx, id, from); err != nil {
			return err
		}
		if err := l.st.AddGames(ctx, keep); err != nil {
			return err
		}
		return tx.audit(ctx, l, l.paired, "unpair", fmt.Sprintf("Жеребкування туру %d скасовано; видалено результатів: %d.", l.paired, results))
	})
}

// lateAbsence reports whether an absence row was written at a late entry
// (not a requested bye, a withdrawal or a round-robin free round).
func (l *loaded) lateAbsence(g model.RoundGame) bool {
	if l.isRoundRobin() {
		return false
	}
	e := l.entry(g.StartNo)
	if e == nil {
		return false
	}
	if _, req := e.Byes[g.Round]; req || (e.WithdrawnFrom > 0 && g.Round >= e.WithdrawnFrom) {
		return false
	}
	return true
}
