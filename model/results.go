package model

import (
	"context"
	"fmt"
	"strings"

	"arbiter/engine/trf"
)

// ParseResult reads a board result as the director types it (workflow 5):
// "1-0" or "1" White wins; "½-½", "=", "5", "1/2" a draw; "0-1" or "0"
// Black wins; "+/-" or "+" White wins by forfeit; "-/+" or "-" Black wins
// by forfeit; "-/-" or "--" double forfeit; "" clears. ok is false for
// anything else.
func ParseResult(code string) (white, black trf.Result, ok bool) {
	switch strings.ReplaceAll(strings.TrimSpace(code), " ", "") {
	case "1-0", "1", "1:0":
		return trf.Win, trf.Loss, true
	case "½-½", "=", "5", "1/2", "½", "0.5-0.5", "1/2-1/2", "½:½":
		return trf.Draw, trf.Draw, true
	case "0-1", "0", "0:1":
		return trf.Loss, trf.Win, true
	case "+/-", "+", "+-", "+:-":
		return trf.ForfeitWin, trf.ForfeitLos, true
	case "-/+", "-", "-+", "-:+":
		return trf.ForfeitLos, trf.ForfeitWin, true
	case "-/-", "--", "-:-":
		return trf.ForfeitLos, trf.ForfeitLos, true
	case "":
		return trf.NoResult, trf.NoResult, true
	}
	return 0, 0, false
}

func (s *Tournaments) setResult(ctx context.Context, id TournamentID, r, board int, code string, correct bool) error {
	return s.setResults(ctx, id, r, map[int]string{board: code}, correct)
}

func (s *Tournaments) setResults(ctx context.Context, id TournamentID, r int, codes map[int]string, correct bool) error {
	const op = "SetResult"
	return s.inTx(ctx, func(tx *Tournaments) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		switch {
		case l.isKnockout():
			return invalid(op, "У нокаут-турнірі партії міні-матчів вносять у сітку (у командному рядку — tournament game ID КОЛО ПАРА РЕЗУЛЬТАТ).",
				"In a knockout, enter the mini-match games in the bracket (on the command line: tournament game ID ROUND PAIR RESULT).")
		case r < 1 || r > l.paired:
			return errNotPaired(op, r)
		}
		boards := l.boardsIn(r)
		for board, code := range codes {
			if err := tx.setOne(ctx, l, boards, r, board, code, correct); err != nil {
				return err
			}
		}
		return nil
	})
}

func (s *Tournaments) setOne(ctx context.Context, l *loaded, boards []boardRef, r, board int, code string, correct bool) error {
	const op = "SetResult"
	white, black, ok := ParseResult(code)
	if !ok {
		return invalid(op, fmt.Sprintf("Результат «%s» невідомий. Можливі: 1-0 (1), ½-½ (= або 5), 0-1 (0), +/- (+), -/+ (-), -/- (--).", code),
			fmt.Sprintf("Unknown result %q. Possible: 1-0 (1), ½-½ (= or 5), 0-1 (0), +/- (+), -/+ (-), -/- (--).", code))
	}
	if board < 1 || board > len(boards) {
		return invalid(op, fmt.Sprintf("У турі %d немає дошки %d (дошок: %d).", r, board, len(boards)),
			fmt.Sprintf("Round %d has no board %d (boards: %d).", r, board, len(boards)))
	}
	b := boards[board-1]
	old := ResultText(b.white.Result, b.black.Result)
	if old != "" && !correct {
		return Errorf(Conflict, op, fmt.Sprintf("На дошці %d туру %d уже є результат %s. Щоб змінити його, підтвердіть виправлення.", board, r, old),
			fmt.Sprintf("Board %d of round %d already has the result %s. Confirm the correction to change it.", board, r, old), nil)
	}
	b.white.Result, b.black.Result = white, black
	if err := l.st.UpdateGame(ctx, b.white); err != nil {
		return err
	}
	if err := l.st.UpdateGame(ctx, b.black); err != nil {
		return err
	}
	if old == "" {
		return nil
	}
	return s.audit(ctx, l, r, "correct-result", fmt.Sprintf("Тур %d, дошка %d (%s – %s): %s → %s.", r, board,
		l.name(b.white.StartNo), l.name(b.black.StartNo), old, orDash(ResultText(white, black))))
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}
