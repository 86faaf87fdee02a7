package model

import (
	"strings"

	"arbiter/engine/trf"
)

// GameResult is a board's result from White's side, as the views carry it
// (Board.Result): a typed value that screens compare and printouts format,
// never a string parsed back. String is the one form of the screens and
// arbiter-cli ("1-0", "½-½", "0-1", "+/-", "-/+", "-/-", "" none yet);
// Points gives the printouts their numbers (ui/pdf.ResultText writes
// "1 – 0"); Codes gives the two players' TRF codes.
type GameResult int

// The results of a board.
const (
	NoGameResult    GameResult = iota // not played yet
	WhiteWon                          // 1-0
	Drawn                             // ½-½
	BlackWon                          // 0-1
	WhiteWonForfeit                   // +/-: White wins by forfeit
	BlackWonForfeit                   // -/+: Black wins by forfeit
	DoubleForfeit                     // -/-: neither player came
)

// ResultOf is a board's result from White's and Black's TRF codes (a
// short game counts as played; "-" for White is a double forfeit unless
// Black has "+").
func ResultOf(white, black trf.Result) GameResult {
	if r, ok := resultOfMore(white, black); ok { // ½-0, 0-½, 0-0, not rated (game_result_more.go)
		return r
	}
	switch white {
	case trf.Win, trf.ShortWin:
		return WhiteWon
	case trf.Draw, trf.ShortDraw:
		return Drawn
	case trf.Loss, trf.ShortLoss:
		return BlackWon
	case trf.ForfeitWin:
		return WhiteWonForfeit
	case trf.ForfeitLos:
		if black == trf.ForfeitWin {
			return BlackWonForfeit
		}
		return DoubleForfeit
	}
	return NoGameResult
}

// GameResultOfPoints is a game played over the board from White's points
// in half-points (2 WhiteWon, 1 Drawn, 0 BlackWon; a knockout game), or
// NoGameResult for any other number.
func GameResultOfPoints(white int) GameResult {
	switch white {
	case 2:
		return WhiteWon
	case 1:
		return Drawn
	case 0:
		return BlackWon
	}
	return NoGameResult
}

// String writes the result as the screens and arbiter-cli show it.
func (r GameResult) String() string {
	switch r {
	case WhiteWon:
		return "1-0"
	case Drawn:
		return "½-½"
	case BlackWon:
		return "0-1"
	case WhiteWonForfeit:
		return "+/-"
	case BlackWonForfeit:
		return "-/+"
	case DoubleForfeit:
		return "-/-"
	}
	return r.moreString()
}

// Points are White's and Black's points in half-points and whether the
// game was forfeited (0, 0, false when not played yet).
func (r GameResult) Points() (white, black int, forfeit bool) {
	switch r {
	case WhiteWon:
		return 2, 0, false
	case Drawn:
		return 1, 1, false
	case BlackWon:
		return 0, 2, false
	case WhiteWonForfeit:
		return 2, 0, true
	case BlackWonForfeit:
		return 0, 2, true
	case DoubleForfeit:
		return 0, 0, true
	}
	return r.morePoints()
}

// Codes are the two players' TRF codes for the result.
func (r GameResult) Codes() (white, black trf.Result) {
	switch r {
	case WhiteWon:
		return trf.Win, trf.Loss
	case Drawn:
		return trf.Draw, trf.Draw
	case BlackWon:
		return trf.Loss, trf.Win
	case WhiteWonForfeit:
		return trf.ForfeitWin, trf.ForfeitLos
	case BlackWonForfeit:
		return trf.ForfeitLos, trf.ForfeitWin
	case DoubleForfeit:
		return trf.ForfeitLos, trf.ForfeitLos
	}
	return r.moreCodes()
}

// ParseGameResult reads a board result as the director types it
// (workflow 5), from White's side: the one vocabulary of individual games
// and of team boards (model/teams.ParseBoardResult reads through it).
// "1-0", "1", "1:0" White wins; "½-½", "=", "5", "½", "1/2", "1/2-1/2",
// "0.5", "0.5-0.5", "½:½" a draw; "0-1", "0", "0:1" Black wins; "+/-", "+",
// "+-", "+:-" White wins by forfeit; "-/+", "-", "-+", "-:+" Black wins by
// forfeit; "-/-", "--", "-:-", "*" double forfeit; "" clears. An en dash
// or a minus sign is read as "-", spaces are ignored. ok is false for
// anything else.
func ParseGameResult(code string) (r GameResult, ok bool) {
	code = strings.NewReplacer(" ", "", "–", "-", "−", "-").Replace(strings.TrimSpace(code))
	switch code {
	case "1-0", "1", "1:0":
		return WhiteWon, true
	case "½-½", "=", "5", "1/2", "½", "0.5", "0.5-0.5", "1/2-1/2", "½:½":
		return Drawn, true
	case "0-1", "0", "0:1":
		return BlackWon, true
	case "+/-", "+", "+-", "+:-":
		return WhiteWonForfeit, true
	case "-/+", "-", "-+", "-:+":
		return BlackWonForfeit, true
	case "-/-", "--", "-:-", "*":
		return DoubleForfeit, true
	case "":
		return NoGameResult, true
	}
	return parseMore(code) // "½-0", "0-½", "0-0", "W/L", "D/D", "L/W" (game_result_more.go)
}

// ResultSymbol is one player's result in a round as crosstables and wall
// charts print it: "1", "½" or "0" for a game or a bye worth that much
// (a pairing-allocated bye is "1" without an opponent, never the forfeit
// sign), "+" and "−" (minus sign) for a forfeit, "" when not
// played yet. (CrossRow.Grid keeps its own "-" for a forfeit.)
func ResultSymbol(r trf.Result) string {
	switch r {
	case trf.Win, trf.ShortWin, trf.PAB, trf.FullBye:
		return "1"
	case trf.Draw, trf.ShortDraw, trf.HalfBye:
		return "½"
	case trf.Loss, trf.ShortLoss, trf.ZeroBye:
		return "0"
	case trf.ForfeitWin:
		return "+"
	case trf.ForfeitLos:
		return "−"
	}
	return ""
}
