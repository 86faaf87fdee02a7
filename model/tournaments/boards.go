package tournaments

import (
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

func errNotPaired(op string, r int) error {
	return model.Errorf(model.Invalid, op, model.Msg("Round %d is not paired yet.", r), nil)
}
