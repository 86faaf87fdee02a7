package tournaments

import (
	"context"
	"fmt"
	"time"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

// Adjourned games (FIDE C.02, VCL4THP.13 Q157–169; docs/vcl.md). The
// director enters «відкладена» (code "?", "adj" or "відкл") for a board
// whose game was adjourned. The board keeps a draw in its games — an
// adjourned game counts as a draw for pairing (C.04.2; Q157, Q167: no
// other provisional score) — and an open row in adjourned_games
// (migration 0039) until its real result is entered, at any time later
// (Q162), with no --correct. A real result other than a draw is a Level 3
// warning and a "### Adjournment @ Round n" line (Q163). While a game is
// open, pairing the next round warns at Level 2 (Q168), the TRF-2026
// export writes it "?" with the X symbol of record 162 (Q164–165;
// engine/trf/adjourned.go), and there is no TRF-16 file (the rating
// report) and no final standings (Q169).

// ackKey carries the confirmations of FIDE.SetResult through the result
// entry of results.go to adjournedResult.
type ackKey struct{}

func withAck(ctx context.Context, ack fide.Ack) context.Context {
	return context.WithValue(ctx, ackKey{}, ack)
}

func ackOf(ctx context.Context) fide.Ack {
	ack, _ := ctx.Value(ackKey{}).(fide.Ack)
	return ack
}

// Adjourned lists tournament id's open adjourned games. Errors: NotFound.
func (s *FIDE) Adjourned(ctx context.Context, id model.TournamentID) ([]model.AdjournedGame, error) {
	if _, err := s.store.Tournament(ctx, id); err != nil {
		return nil, err
	}
	return s.store.AdjournedGames(ctx, id)
}

// PairingWarnings are the Level 2 warnings of pairing tournament id's
// next round as it stands: one for each adjourned game still open (Q168;
// the round is paired with the game as a draw). Errors: NotFound.
func (s *FIDE) PairingWarnings(ctx context.Context, id model.TournamentID) ([]fide.Warning, error) {
	gs, err := s.Adjourned(ctx, id)
	if err != nil {
		return nil, err
	}
	var ws []fide.Warning
	for _, g := range gs {
		ws = append(ws, fide.Warning{Level: fide.Shown, Code: "adjourned-open",
			Msg: model.Msg("The adjourned game on board %d of round %d has no result yet: the next round is paired with it as a draw.", g.Board, g.Round)})
	}
	return ws, nil
}

// adjourn is setOne's «adjourned»: the board gets a draw and an open row.
func (s *Service) adjourn(ctx context.Context, l *loaded, boards []boardRef, r, board int, correct bool) error {
	const op = "SetResult"
	if board < 1 || board > len(boards) {
		return invalid(op, model.Msg("Round %d has no board %d (boards: %d).", r, board, len(boards)))
	}
	b := boards[board-1]
	if old := model.ResultOf(b.white.Result, b.black.Result); old != model.NoGameResult && !correct {
		if open, err := s.isAdjourned(ctx, l.t.ID, r, b.no); err != nil || open {
			return err // adjourned already: nothing to do
		}
		return model.Errorf(model.Conflict, op, model.Msg("Board %d of round %d already has the result %s. Confirm the correction to change it.", board, r, old), nil)
	}
	b.white.Result, b.black.Result = trf.Draw, trf.Draw
	if err := l.st.UpdateGame(ctx, b.white); err != nil {
		return err
	}
	if err := l.st.UpdateGame(ctx, b.black); err != nil {
		return err
	}
	return s.store.AddAdjourned(ctx, l.t.ID, model.AdjournedGame{Round: r, Board: b.no, At: s.now().UTC().Truncate(time.Second)})
}

func (s *Service) isAdjourned(ctx context.Context, id model.TournamentID, r, board int) (bool, error) {
	gs, err := s.store.AdjournedGames(ctx, id)
	if err != nil {
		return false, err
	}
	for _, g := range gs {
		if g.Round == r && g.Board == board {
			return true, nil
		}
	}
	return false, nil
}

// adjournedResult enters res as the real result of the adjourned game on
// board b of round r, if it is one (done false otherwise: an ordinary
// result entry). A draw or clearing the board only closes it; any other
// result is a Level 3 warning confirmed by the Ack of FIDE.SetResult and
// a "### Adjournment @ Round r" event (Q163), the more so when a later
// round was paired on the draw.
func (s *Service) adjournedResult(ctx context.Context, l *loaded, b boardRef, r int, res model.GameResult) (done bool, err error) {
	const op = "SetResult"
	if open, err := s.isAdjourned(ctx, l.t.ID, r, b.no); err != nil || !open {
		return false, err
	}
	later := false
	if res != model.Drawn && res != model.NoGameResult {
		next, err := s.store.RoundGames(ctx, l.t.ID, r+1)
		if err != nil {
			return true, err
		}
		later = len(next) > 0 && !l.isRoundRobin() // a round robin's rounds are not paired on scores
		w := fide.Warning{Level: fide.Confirm, Code: "adjourned-result",
			Msg: model.Msg("The adjourned game on board %d of round %d ends %s, not in the draw the pairing counted.", b.no, r, res)}
		if later {
			w.Msg = model.Msg("The adjourned game on board %d of round %d ends %s, not in the draw the pairing counted; round %d was already paired with the draw.", b.no, r, res, r+1)
		}
		if err := gate(op, []fide.Warning{w}, ackOf(ctx)); err != nil {
			return true, err
		}
	}
	b.white.Result, b.black.Result = res.Codes()
	if err := l.st.UpdateGame(ctx, b.white); err != nil {
		return true, err
	}
	if err := l.st.UpdateGame(ctx, b.black); err != nil {
		return true, err
	}
	if err := s.store.EndAdjourned(ctx, l.t.ID, r, b.no); err != nil {
		return true, err
	}
	if res == model.Drawn || res == model.NoGameResult {
		return true, nil
	}
	text := fmt.Sprintf("board %d (%d-%d): adjourned game ended %s", b.no, b.white.StartNo, b.black.StartNo, res)
	if later {
		text += fmt.Sprintf(", after round %d was paired with it as a draw", r+1)
	}
	return true, s.logEvent(ctx, l.t.ID, fide.KindAdjournment, r, text)
}

// StandingsAdjourned lists the open adjourned games of rounds 1..round
// (0: all), for the note under standings and crosstables. Errors: NotFound.
func (s *FIDE) StandingsAdjourned(ctx context.Context, id model.TournamentID, round int) ([]model.AdjournedGame, error) {
	gs, err := s.Adjourned(ctx, id)
	if err != nil || round <= 0 {
		return gs, err
	}
	var out []model.AdjournedGame
	for _, g := range gs {
		if g.Round <= round {
			out = append(out, g)
		}
	}
	return out, nil
}

// adjournedExport writes "?" over the provisional draw of every open
// adjourned board in t, tournament id's export (Q164). It reads the
// rounds only when a game is open.
func (s *Service) adjournedExport(ctx context.Context, id model.TournamentID, t *trf.Tournament) error {
	gs, err := s.store.AdjournedGames(ctx, id)
	if err != nil || len(gs) == 0 {
		return err
	}
	l, err := s.load(ctx, id)
	if err != nil {
		return err
	}
	for _, g := range gs {
		boards := l.boardsIn(g.Round)
		if g.Board < 1 || g.Board > len(boards) {
			continue
		}
		b := boards[g.Board-1]
		for _, no := range []int{b.white.StartNo, b.black.StartNo} {
			if p := t.Player(no); p != nil && g.Round <= len(p.Games) && p.Games[g.Round-1].Result == trf.Draw {
				p.Games[g.Round-1].Result = trf.Adjourned
			}
		}
	}
	return nil
}
