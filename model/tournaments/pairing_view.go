package tournaments

import (
	"context"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
)

// scoresBefore returns every player's points (half-points) before round r.
func (l *loaded) scoresBefore(r int) map[int]int {
	out := map[int]int{}
	for _, g := range l.games {
		if g.Round < r {
			out[g.StartNo] += l.points(trf.Game{Opponent: g.Opponent, Result: g.Result})
		}
	}
	return out
}

func (l *loaded) boardPlayer(no int, scores map[int]int) model.BoardPlayer {
	bp := model.BoardPlayer{StartNo: no, Points: scores[no]}
	if e := l.entry(no); e != nil {
		bp.PlayerID, bp.Rating, bp.Name = e.PlayerID, e.Rating, l.players[e.PlayerID].ShortName()
	}
	return bp
}

// view builds the board list of round r.
func (l *loaded) view(r int) model.RoundView {
	v := model.RoundView{Round: r, Complete: l.roundComplete(r)}
	scores := l.scoresBefore(r)

	for _, b := range l.boardsIn(r) {
		v.Boards = append(v.Boards, model.Board{No: b.no, White: l.boardPlayer(b.white.StartNo, scores),
			Black: l.boardPlayer(b.black.StartNo, scores), Result: model.ResultOf(b.white.Result, b.black.Result)})
	}
	for _, g := range l.games {
		if g.Round != r || g.Opponent != 0 {
			continue
		}
		bp := l.boardPlayer(g.StartNo, scores)
		if g.Result == trf.PAB {
			v.Bye = &bp
		} else {
			v.NotPaired = append(v.NotPaired, model.Absence{Player: bp, Code: resultOr(g.Result)})
		}
	}
	// The pairing scores under acceleration (C.04.7.1).
	if virtual := l.virtualPoints(r); len(virtual) > 0 {
		for i := range v.Boards {
			v.Boards[i].White.Virtual = virtual[v.Boards[i].White.StartNo]
			v.Boards[i].Black.Virtual = virtual[v.Boards[i].Black.StartNo]
		}
		if v.Bye != nil {
			v.Bye.Virtual = virtual[v.Bye.StartNo]
		}
	}
	return v
}

func (s *Service) roundView(ctx context.Context, id model.TournamentID, r int) (model.RoundView, error) {
	l, err := s.load(ctx, id)
	if err != nil {
		return model.RoundView{}, err
	}
	if r < 1 || r > l.paired {
		return model.RoundView{}, errNotPaired("Round", r)
	}
	v := l.view(r)
	return v, s.markAdjourned(ctx, id, &v) // adjourned.go
}

// markAdjourned marks the open adjourned boards of v.
func (c core) markAdjourned(ctx context.Context, id model.TournamentID, v *model.RoundView) error {
	gs, err := c.store.AdjournedGames(ctx, id)
	if err != nil {
		return err
	}
	for _, g := range gs {
		if g.Round != v.Round {
			continue
		}
		for i := range v.Boards {
			if v.Boards[i].No == g.Board && v.Boards[i].Result == model.Drawn {
				v.Boards[i].Adjourned = true
			}
		}
	}
	return nil
}

// virtualPoints are the acceleration points (half-points) each player
// has for the pairing of round r (C.04.7.1, and the Burstein default of
// engine/swiss), by start number; nil for a tournament without any.
func (l *loaded) virtualPoints(r int) map[int]int {
	if l.t.System != model.SystemSwissDutch || r > l.t.Rounds {
		return nil
	}
	tt, _ := l.roundInput(r)
	v, err := swiss.VirtualPoints(tt, r, swissOptions(l.t))
	if err != nil {
		return nil
	}
	return v
}
