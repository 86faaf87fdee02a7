package printout

import (
	"arbiter/model"
	"arbiter/ui/pdf"
)

// WithChess960 adds a Chess960 round's starting position to its wall
// list's header (model/chess960.go): «Chess960: SP 518 — RNBQKBNR
// (♖♘♗♕♔♗♘♖)», the letters of the FIDE Laws' English notation and the
// figurines (DejaVu Sans has them); before the draw, that the position is
// announced before the round. A tournament not Chess960 (on false) is left
// as it is.
func WithChess960(d *pdf.Document, on bool, p model.Chess960Position, drawn bool) *pdf.Document {
	switch {
	case !on:
	case drawn:
		d.Header = append(d.Header, p.Line(d.Lang))
	default:
		d.Header = append(d.Header, d.Lang.Tr("Chess960: the starting position is announced before the round."))
	}
	return d
}
