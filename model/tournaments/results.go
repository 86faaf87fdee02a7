package tournaments

import (
	"context"
	"fmt"

	"arbiter/model"
	"arbiter/model/fide"
)

func (s *Service) setResult(ctx context.Context, id model.TournamentID, r, board int, code string, correct bool) error {
	return s.setResults(ctx, id, r, map[int]string{board: code}, correct)
}

func (s *Service) setResults(ctx context.Context, id model.TournamentID, r int, codes map[int]string, correct bool) error {
	return s.inRound(ctx, id, r, func(tx *Service, l *loaded, boards []boardRef) error {
		for board, code := range codes {
			if err := tx.setOne(ctx, l, boards, r, board, code, correct); err != nil {
				return err
			}
		}
		return nil
	})
}

func (s *Service) setGameResult(ctx context.Context, id model.TournamentID, r, board int, res model.GameResult, correct bool) error {
	return s.inRound(ctx, id, r, func(tx *Service, l *loaded, boards []boardRef) error {
		return tx.setGame(ctx, l, boards, r, board, res, correct)
	})
}

// inRound runs set in one transaction on the boards of round r of an open
// tournament that is not a knockout. It reads only what a result entry
// checks and writes: the tournament's row (finished? a knockout?) and the
// rows of round r (paired? the boards); l holds no registrations, no
// players and no other round (roundNames reads the two names a correction
// writes into the audit).
func (s *Service) inRound(ctx context.Context, id model.TournamentID, r int, set func(tx *Service, l *loaded, boards []boardRef) error) error {
	const op = "SetResult"
	return s.inTx(ctx, func(tx *Service) error {
		l := &loaded{st: tx.store, players: map[model.PlayerID]model.Player{}, lang: tx.lang}
		var err error
		if l.t, err = tx.store.Tournament(ctx, id); err != nil {
			return err
		}
		l.ps = pointSystemOf(l.t)
		switch {
		case l.t.Finished:
			return errFinished(op)
		case l.isKnockout():
			return invalid(op, model.Msg("In a knockout, enter the mini-match games in the bracket (on the command line: tournament game ID ROUND PAIR RESULT)."))
		case r < 1:
			return errNotPaired(op, r)
		}
		if l.games, err = tx.store.RoundGames(ctx, id, r); err != nil {
			return err
		}
		if len(l.games) == 0 {
			return errNotPaired(op, r)
		}
		l.paired = r
		return set(tx, l, l.boardsIn(r))
	})
}

// roundNames fills l, loaded by inRound, with the registrations and the
// names of the registered players, for the audit line of a correction.
func (s *Service) roundNames(ctx context.Context, l *loaded) error {
	if l.entries != nil {
		return nil // an earlier correction of the same entry read them
	}
	var err error
	if l.entries, err = s.store.Entries(ctx, l.t.ID); err != nil {
		return err
	}
	l.players, err = byID(s.store.EntryNames(ctx, l.t.ID))
	return err
}

func (s *Service) setOne(ctx context.Context, l *loaded, boards []boardRef, r, board int, code string, correct bool) error {
	const op = "SetResult"
	if model.IsAdjournedCode(code) { // adjourned.go
		return s.adjourn(ctx, l, boards, r, board, correct)
	}
	res, ok := model.ParseGameResult(code)
	if why, bad := model.ResultProblem(code); bad { // 1-1, +/0, W/0 … (game_result_more.go)
		return invalid(op, why)
	}
	if !ok {
		return invalid(op, model.Msg("Unknown result %q. Possible: 1-0 (1), ½-½ (= or 5), 0-1 (0), +/- (+), -/+ (-), -/- (--).", code))
	}
	return s.setGame(ctx, l, boards, r, board, res, correct)
}

// setGame records res on board of round r (Conflict over a result there
// unless correct); a correction is written to the audit log.
func (s *Service) setGame(ctx context.Context, l *loaded, boards []boardRef, r, board int, res model.GameResult, correct bool) error {
	const op = "SetResult"
	white, black := res.Codes()
	if board < 1 || board > len(boards) {
		return invalid(op, model.Msg("Round %d has no board %d (boards: %d).", r, board, len(boards)))
	}
	b := boards[board-1]
	if done, err := s.adjournedResult(ctx, l, b, r, res); done || err != nil { // the real result of an adjourned game (adjourned.go)
		return err
	}
	old := model.ResultOf(b.white.Result, b.black.Result)
	if old != model.NoGameResult && !correct {
		return model.Errorf(model.Conflict, op, model.Msg("Board %d of round %d already has the result %s. Confirm the correction to change it.", board, r, old), nil)
	}
	late := false // a later round is paired (fide_events.go)
	if old != model.NoGameResult {
		var err error
		if late, err = s.lateCorrection(ctx, l, r); err != nil {
			return err
		}
	}
	b.white.Result, b.black.Result = white, black
	if err := l.st.UpdateGame(ctx, b.white); err != nil {
		return err
	}
	if err := l.st.UpdateGame(ctx, b.black); err != nil {
		return err
	}
	if old == model.NoGameResult {
		return nil
	}
	if err := s.roundNames(ctx, l); err != nil {
		return err
	}
	if err := s.logCorrection(ctx, l, r, b, old, res, late); err != nil { // fide_events.go
		return err
	}
	return s.audit(ctx, l, r, "correct-result", fmt.Sprintf("Тур %d, дошка %d (%s – %s): %s → %s.", r, board,
		l.name(b.white.StartNo), l.name(b.black.StartNo), old, orDash(res.String())))
}

// SetResult is Tournaments.SetResult with the confirmations of ack: the
// real result of an adjourned game other than a draw is a Level 3
// warning (Q163). Errors as Tournaments.SetResult; Conflict wrapping
// *fide.Pending while a confirmation is missing.
func (s *FIDE) SetResult(ctx context.Context, id model.TournamentID, round, board int, code string, correct bool, ack fide.Ack) error {
	return s.tournaments().setResult(withAck(ctx, ack), id, round, board, code, correct)
}

// SetGameResult is SetResult with the result typed (Tournaments.SetGameResult).
func (s *FIDE) SetGameResult(ctx context.Context, id model.TournamentID, round, board int, res model.GameResult, correct bool, ack fide.Ack) error {
	return s.tournaments().setGameResult(withAck(ctx, ack), id, round, board, res, correct)
}

// Adjourn records the game on board of round as adjourned (Q157): a draw
// for pairing until its result is entered. One transaction. Errors:
// Invalid (no such board, round not paired), Conflict (the board has a
// result and !correct; the tournament is finished).
func (s *Service) Adjourn(ctx context.Context, id model.TournamentID, round, board int, correct bool) error {
	return s.setResult(ctx, id, round, board, "?", correct)
}
