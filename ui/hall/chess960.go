package hall

import (
	"context"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/kit"
)

// hallChess960 is the hall screen's title tail for a Chess960 round: « —
// Chess960: SP 518 — RNBQKBNR (♖♘♗♕♔♗♘♖)» once its position is drawn, ""
// otherwise (model/chess960.go). An error leaves the title as it is: the
// pairings matter more than the position's line.
func hallChess960(ctx context.Context, svc *datafile.Services, id model.TournamentID, round int) string {
	p, ok, err := svc.Chess960().Position(ctx, id, round)
	if err != nil || !ok {
		return ""
	}
	return " — " + p.Line(kit.GUILang())
}
