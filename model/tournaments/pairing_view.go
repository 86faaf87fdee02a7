package tournaments

import (
	"context"
	"sort"

	"arbiter/engine/trf"
	"arbiter/model"
)

// boardRef is one board of a round with its two rows.
type boardRef struct {
	no           int
	white, black model.RoundGame
}

// boardsIn returns the boards of round r in board order. Imported rounds
// without board numbers are numbered in the order of White's start number.
func (l *loaded) boardsIn(r int) []boardRef {
	rows := map[int]model.RoundGame{}
	var out []boardRef
	for _, g := range l.games {
		if g.Round == r && g.Opponent != 0 {
			rows[g.StartNo] = g
		}
	}
	for _, g := range rows {
		if g.Colour == trf.White || (g.Colour != trf.Black && g.StartNo < g.Opponent) {
			out = append(out, boardRef{no: g.Board, white: g, black: rows[g.Opponent]})
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].no != out[j].no {
			return out[i].no < out[j].no
		}
		return out[i].white.StartNo < out[j].white.StartNo
	})
	for i := range out {
		out[i].no = i + 1
	}
	return out
}

// openBoards lists the boards of round r without a result.
func (l *loaded) openBoards(r int) []int {
	var out []int
	for _, b := range l.boardsIn(r) {
		if resultOr(b.white.Result) == trf.NoResult {
			out = append(out, b.no)
		}
	}
	return out
}

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

func errNotPaired(op string, r int) error {
	return model.Errorf(model.Invalid, op, model.Msg("Round %d is not paired yet.", r), nil)
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
