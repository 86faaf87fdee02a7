package tournaments

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"time"

	"arbiter/engine/check"
	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

// Manual pairing as a phase of a Swiss round (FIDE C.02, VCL4THP.13
// Q64–69): "edit pairings" opens it on the last paired round (the first
// manual change opens it too), the manual changes (SwapColours,
// ExchangeOpponents, MoveToBye: their Level 3 warnings name the rule
// broken, C1 rematch or forbidden pair, C2 bye, C3 colours) are made in
// it, and "validate pairings" closes it: the round is checked again and
// compared with the pairing the engine makes of the same round; any
// difference is a Level 4 warning showing the engine's pairing and, once
// confirmed, an "### MPA @ Round n" event. The next round is not paired
// while the phase is open.

// EditPairings opens the manual-pairing phase of the last paired round
// of Swiss id and returns that round. Errors: NotFound, Invalid (not a
// Swiss), Conflict (nothing paired, finished).
func (s *FIDE) EditPairings(ctx context.Context, id model.TournamentID) (int, error) {
	const op = "EditPairings"
	var round int
	err := s.tx(ctx, func(c core) error {
		tx := c.tournaments()
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		if round, err = l.manualRound(op); err != nil {
			return err
		}
		return tx.openEdit(ctx, id, round)
	})
	return round, err
}

// EditedRound is the round of id whose pairings are being edited, 0 when
// none. Errors: NotFound.
func (s *FIDE) EditedRound(ctx context.Context, id model.TournamentID) (int, error) {
	tx := s.tournaments()
	l, err := tx.loadBare(ctx, id)
	if err != nil {
		return 0, err
	}
	return tx.editedRound(ctx, l)
}

// ValidatePairings closes the manual-pairing phase of the last paired
// round of Swiss id (or validates a round never edited): the rules it
// still breaks are Level 3, a difference from the engine's pairing Level 4
// (what will change: the engine's pairing is set aside for the one kept),
// logged as MPA. One transaction. Errors: NotFound, Invalid (not a Swiss),
// Conflict (nothing paired; a confirmation missing: *fide.Pending),
// NoPairing (the engine finds no legal pairing: the round is kept and
// logged as differing).
func (s *FIDE) ValidatePairings(ctx context.Context, id model.TournamentID, ack fide.Ack) (model.PairingComparison, error) {
	const op = "ValidatePairings"
	var cmp model.PairingComparison
	err := s.tx(ctx, func(c core) error {
		tx := c.tournaments()
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		r, err := l.manualRound(op)
		if err != nil {
			return err
		}
		tt, _, err := l.pairingInput(ctx, r)
		if err != nil {
			return err
		}
		kept := l.pairingOf(r)
		var ws []fide.Warning
		vs := check.Round(tt, r, kept)
		if l.t.SwissSystem == model.SwissBurstein {
			vs = check.RoundBurstein(tt, r, kept)
		}
		if len(vs) > 0 {
			ws = append(ws, fide.Warning{Level: fide.Confirm, Code: "manual-breaks-rules",
				Msg: model.Msg("Round %d breaks the pairing rules: %s", r, joinWarnings(l.warnings(vs)))})
		}
		cmp = model.PairingComparison{Round: r, Kept: pairingText(kept)}
		engine, err := swiss.PairWithContext(ctx, tt, r, swissOptions(l.t), nil)
		switch {
		case errors.Is(err, swiss.ErrNoValidPairing):
			cmp.Engine, cmp.Differs = "-", true
		case err != nil:
			return model.Errorf(model.Internal, op, model.Msg("Pairing failed; nothing was changed."), err)
		default:
			ep := trf.Pairing{Boards: boardsOf(engine.Boards), Bye: engine.Bye}
			cmp.Engine, cmp.Differs = pairingText(ep), !samePairing(ep, kept)
		}
		if cmp.Differs {
			ws = append(ws, fide.Warning{Level: fide.Changes, Code: "mpa",
				Msg:     model.Msg("The pairing of round %d differs from the engine's.", r),
				Changes: []model.Text{model.Msg("the engine pairs: %s", cmp.Engine), model.Msg("the round keeps: %s", cmp.Kept)}})
		}
		if err := gate(op, ws, ack); err != nil {
			return err
		}
		if cmp.Differs {
			if err := tx.logEvent(ctx, id, fide.KindMPA, r, fmt.Sprintf("engine %s; kept %s", cmp.Engine, cmp.Kept)); err != nil {
				return err
			}
		}
		return tx.store.SetPairingEdit(ctx, id, 0, time.Time{})
	})
	return cmp, err
}

// openEdit opens the phase of round r unless it is open.
func (s *Service) openEdit(ctx context.Context, id model.TournamentID, r int) error {
	open, _, err := s.store.PairingEdit(ctx, id)
	if err != nil || open == r {
		return err
	}
	return s.store.SetPairingEdit(ctx, id, r, s.now().UTC().Truncate(time.Second))
}

// editedRound is the round being edited: the stored one while it is the
// last paired round, else 0.
func (s *Service) editedRound(ctx context.Context, l *loaded) (int, error) {
	r, _, err := s.store.PairingEdit(ctx, l.t.ID)
	if err != nil || r != l.paired {
		return 0, err
	}
	return r, nil
}

// editRefusal refuses to pair the next round while the last one is being
// edited.
func (s *Service) editRefusal(ctx context.Context, l *loaded) error {
	r, err := s.editedRound(ctx, l)
	if err != nil || r == 0 {
		return err
	}
	return model.Errorf(model.Conflict, "PairNextRound", model.Msg("The pairings of round %d are being edited: validate them first.", r), nil)
}

// pairingText writes p as "1-4, 2-3, bye 5", boards in the order given.
func pairingText(p trf.Pairing) string { return model.HandRound{Boards: p.Boards, Bye: p.Bye}.String() }

// samePairing says whether a and b pair the same players with the same
// colours and give the same bye, whatever their board order.
func samePairing(a, b trf.Pairing) bool {
	if a.Bye != b.Bye || len(a.Boards) != len(b.Boards) {
		return false
	}
	key := func(p trf.Pairing) []string {
		out := make([]string, len(p.Boards))
		for i, bd := range p.Boards {
			out[i] = fmt.Sprintf("%d-%d", bd.White, bd.Black)
		}
		sort.Strings(out)
		return out
	}
	ka, kb := key(a), key(b)
	for i := range ka {
		if ka[i] != kb[i] {
			return false
		}
	}
	return true
}

// manualRound is the round whose pairing can be edited by hand: the last
// paired round of a Swiss; refused for another system or before round 1.
func (l *loaded) manualRound(op string) (int, error) {
	switch {
	case !l.isSwiss():
		return 0, invalid(op, model.Msg("Manual pairing changes are possible only in a Swiss."))
	case l.paired == 0:
		return 0, errNotPaired(op, 1)
	}
	return l.paired, nil
}
