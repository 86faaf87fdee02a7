package tournaments

import (
	"context"

	"arbiter/engine/trf"
	"arbiter/model"
)

// Starting ranks and withdrawals (workflow 3).

// titleRank orders titles for the initial ranking list (C.04.2: the FIDE
// title decides, GM … WCM; then the national ladder, МСМК … 4th razryad);
// no title last. Admission compares TitleLevel instead (title_ladder.go).
func titleRank(t string) int {
	for i, v := range model.Titles {
		if v == t {
			return i
		}
	}
	return len(model.Titles)
}

// renumber gives start numbers 1… in the order of ids (C.04.2 art. 5:
// corrections of the starting rank are allowed until round 4 is paired).
func (s *Service) renumber(ctx context.Context, l *loaded, ids []model.PlayerID) error {
	const op = "SetStartingRanks"
	if l.t.Finished {
		return errFinished(op)
	}
	if l.paired >= 4 || (l.paired > 0 && !l.isSwiss()) {
		return model.Errorf(model.Conflict, op, model.Msg("Starting ranks can change only until round 4 is paired (C.04.2)."), nil)
	}
	if l.isKnockout() {
		if gs, err := l.st.KnockoutGames(ctx, l.t.ID); err != nil || len(gs) > 0 {
			return model.Errorf(model.Conflict, op, model.Msg("The knockout bracket has started; the numbers cannot change."), err)
		}
	}
	to := map[int]int{}
	for i, pid := range ids {
		e := l.entryOf(pid)
		if e == nil {
			return errNotRegistered(op, pid)
		}
		if _, dup := to[e.StartNo]; dup {
			return invalid(op, model.Msg("A player appears twice in the new order."))
		}
		to[e.StartNo] = i + 1
	}
	if len(to) != len(l.entries) {
		return invalid(op, model.Msg("The new order must list every participant exactly once."))
	}
	if err := l.st.Renumber(ctx, l.t.ID, to); err != nil {
		return err
	}
	return s.logRenumber(ctx, l, to) // fide_events.go
}

func (s *Service) withdraw(ctx context.Context, id model.TournamentID, player model.PlayerID, from int) error {
	const op = "Withdraw"
	return s.inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		e := l.entryOf(player)
		switch {
		case e == nil:
			return errNotRegistered(op, player)
		case l.isKnockout():
			return model.Errorf(model.Conflict, op, model.Msg("In a knockout a withdrawal is recorded as a lost mini-match."), nil)
		case from == 0:
			return cancelWithdrawal(ctx, l, e)
		case from < 1 || (l.t.Rounds > 0 && from > l.t.Rounds):
			return invalid(op, model.Msg("There is no round %d.", from))
		case l.isSwiss() && from <= l.paired:
			return model.Errorf(model.Conflict, op, model.Msg("Round %d is already paired; the withdrawal can start from round %d.", from, l.paired+1), nil)
		}
		e.WithdrawnFrom = from
		if err := l.st.UpdateEntry(ctx, *e); err != nil {
			return err
		}
		if l.isSwiss() {
			return nil
		}
		return forfeitRest(ctx, l, e.StartNo, from)
	})
}

// forfeitRest turns the unplayed round-robin games of a withdrawn player
// from round `from` on into forfeits (C.05 art. on withdrawals; the
// tie-break rules treat them as unplayed).
func forfeitRest(ctx context.Context, l *loaded, no, from int) error {
	for _, g := range l.games {
		if g.Round < from || g.Opponent == 0 || resultOr(g.Result) != trf.NoResult {
			continue
		}
		switch no {
		case g.StartNo:
			g.Result = trf.ForfeitLos
		case g.Opponent:
			g.Result = trf.ForfeitWin
		default:
			continue
		}
		if err := l.st.UpdateGame(ctx, g); err != nil {
			return err
		}
	}
	return nil
}

// cancelWithdrawal takes back a Swiss withdrawal that has not yet kept the
// player out of a paired round.
func cancelWithdrawal(ctx context.Context, l *loaded, e *model.Entry) error {
	const op = "Withdraw"
	switch {
	case e.WithdrawnFrom == 0:
		return invalid(op, model.Msg("The player has not withdrawn."))
	case !l.isSwiss() || e.WithdrawnFrom <= l.paired:
		return model.Errorf(model.Conflict, op, model.Msg("The withdrawal has taken effect from round %d; it cannot be cancelled.", e.WithdrawnFrom), nil)
	}
	e.WithdrawnFrom = 0
	return l.st.UpdateEntry(ctx, *e)
}
