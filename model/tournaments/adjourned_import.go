package tournaments

import (
	"context"
	"time"

	"arbiter/engine/trf"
	"arbiter/model"
)

// importAdjourned takes the adjourned games ("?", TRF-2026 record 162 X;
// engine/trf/adjourned.go) out of an imported file (Q166): req with a copy
// of its tournament where they are the draws they count as, and the
// boards, to be stored as open adjourned games once the tournament is
// (storeAdjourned). The caller's file is not changed.
func importAdjourned(req model.TRFImport) (model.TRFImport, []trf.AdjournedGame) {
	if req.TRF == nil || len(req.TRF.AdjournedGames()) == 0 {
		return req, nil
	}
	c := *req.TRF
	c.Players = make([]trf.Player, len(req.TRF.Players))
	for i, p := range req.TRF.Players {
		p.Games = append([]trf.Game(nil), p.Games...)
		c.Players[i] = p
	}
	req.TRF = &c
	return req, c.AdjournedAsDraws()
}

// checkImportAdjourned refuses an archive import (a season's finished
// tournament: its final standings are computed) with an adjourned game
// (Q169).
func checkImportAdjourned(req model.TRFImport, gs []trf.AdjournedGame) error {
	if len(gs) == 0 || req.Year == 0 {
		return nil
	}
	g := gs[0]
	return invalid("ImportTRF", model.Msg("%sthe game of players %d and %d in round %d is adjourned (\"?\"): a finished tournament cannot have one. Enter its result in the file, or import the tournament to run it on.", sourcePrefix(req), g.White, g.Black, g.Round))
}

// storeAdjourned stores the adjourned games of an imported tournament id
// as open, each on the board where its White player sits.
func (s *Service) storeAdjourned(ctx context.Context, id model.TournamentID, gs []trf.AdjournedGame) error {
	if len(gs) == 0 {
		return nil
	}
	l, err := s.load(ctx, id)
	if err != nil {
		return err
	}
	for _, g := range gs {
		for _, b := range l.boardsIn(g.Round) {
			if b.white.StartNo == g.White && b.black.StartNo == g.Black {
				if err := s.store.AddAdjourned(ctx, id, model.AdjournedGame{Round: g.Round, Board: b.no, At: s.now().UTC().Truncate(time.Second)}); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
