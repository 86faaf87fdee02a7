package tournaments

import (
	"context"
	"fmt"
	"time"

	"arbiter/model"
	"arbiter/model/fide"
)

// Corrections for the rating report only (FIDE C.02, VCL4THP.13 Q189–193):
// in FIDE mode a result can be corrected for pairing only in the previous
// round (results.go refuses older rounds: lateCorrection); a wrong result
// found later is corrected for the rating report only, kept apart from the
// games so that no pairing and no standings read it, and listed as a
// "### Rating correction @ Round n" line.

// CorrectForRating records res as the rated result of board of round r,
// changing no pairing data. Errors: NotFound, Invalid (no such board, a
// result not played over the board), Conflict (not paired).
func (s *FIDE) CorrectForRating(ctx context.Context, id model.TournamentID, r, board int, res model.GameResult) error {
	const op = "CorrectForRating"
	return s.tx(ctx, func(c core) error {
		tx := c.tournaments()
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		if r < 1 || r > l.paired {
			return errNotPaired(op, r)
		}
		boards := l.boardsIn(r)
		if board < 1 || board > len(boards) {
			return invalid(op, model.Msg("Round %d has no board %d (boards: %d).", r, board, len(boards)))
		}
		w, b := res.Codes()
		if res != model.WhiteWon && res != model.Drawn && res != model.BlackWon {
			return invalid(op, model.Msg("Only a result played over the board is rated: 1-0, ½-½ or 0-1."))
		}
		bd := boards[board-1]
		old := model.ResultOf(bd.white.Result, bd.black.Result)
		at := c.now().UTC().Truncate(time.Second)
		rc := model.RatingCorrection{Round: r, White: bd.white.StartNo, Black: bd.black.StartNo, WhiteResult: w, BlackResult: b, At: at}
		if err := c.store.AddRatingCorrection(ctx, id, rc); err != nil {
			return err
		}
		return c.logEvent(ctx, id, fide.KindRatingOnly, r, fmt.Sprintf("board %d (%d-%d): %s, rated as %s (rating report only)",
			board, rc.White, rc.Black, orDash(old.String()), res))
	})
}

// RatingCorrections lists tournament id's corrections for the rating
// report, oldest first. Errors: NotFound.
func (s *FIDE) RatingCorrections(ctx context.Context, id model.TournamentID) ([]model.RatingCorrection, error) {
	if _, err := s.store.Tournament(ctx, id); err != nil {
		return nil, err
	}
	return s.store.RatingCorrections(ctx, id)
}
