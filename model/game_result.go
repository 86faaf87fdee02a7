package model

import "arbiter/engine/trf"

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

// The results of a board beyond a win, a draw and the forfeits (FIDE
// C.02, VCL4THP.13 Q180–186; docs/vcl.md):
//
//   - the unusual results of a played game that an arbiter awards (FIDE
//     Laws of Chess art. 12.9: points taken from a player, or both players
//     losing): ½-0, 0-½ and 0-0. A TRF line carries its own player's
//     score, so they are written "=" against "0", "0" against "0" (the
//     form engine/trf reads with Options.UnusualResults and the reference
//     pairing engines read);
//   - games that count for the tournament but not for rating: TRF-2026's
//     W, D and L ("game lasted less than one move", not rated), written
//     W/L, D/D and L/W.
//
// They are read, and any other pair of the two sides' symbols refused,
// in game_result_more.go.

// The results beyond, numbered apart from the block above so that both
// can grow.
const (
	WhiteHalfBlackZero GameResult = 100 + iota // ½-0
	WhiteZeroBlackHalf                         // 0-½
	BothLost                                   // 0-0
	WhiteWonUnrated                            // W/L: White won, not rated
	DrawnUnrated                               // D/D: drawn, not rated
	BlackWonUnrated                            // L/W: Black won, not rated
)

// ResultOf is a board's result from White's and Black's TRF codes (a
// short game counts as played; "-" for White is a double forfeit unless
// Black has "+").
func ResultOf(white, black trf.Result) GameResult {
	if r, ok := resultOfMore(white, black); ok { // ½-0, 0-½, 0-0, not rated
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

// moreResults are the results beyond with the two TRF codes and the form
// the screens show.
var moreResults = []struct {
	r            GameResult
	white, black trf.Result
	text         string
}{
	{WhiteHalfBlackZero, trf.Draw, trf.Loss, "½-0"},
	{WhiteZeroBlackHalf, trf.Loss, trf.Draw, "0-½"},
	{BothLost, trf.Loss, trf.Loss, "0-0"},
	{WhiteWonUnrated, trf.ShortWin, trf.ShortLoss, "W/L"},
	{DrawnUnrated, trf.ShortDraw, trf.ShortDraw, "D/D"},
	{BlackWonUnrated, trf.ShortLoss, trf.ShortWin, "L/W"},
}

// MoreResults lists the results beyond in the order a menu offers
// them (the GUI's «Інший результат…»).
func MoreResults() []GameResult {
	out := make([]GameResult, len(moreResults))
	for i, m := range moreResults {
		out[i] = m.r
	}
	return out
}

// resultOfMore is the result beyond that two codes stand for.
func resultOfMore(white, black trf.Result) (GameResult, bool) {
	for _, m := range moreResults {
		if m.white == white && m.black == black {
			return m.r, true
		}
	}
	return NoGameResult, false
}

func (r GameResult) more() (white, black trf.Result, text string, ok bool) {
	for _, m := range moreResults {
		if m.r == r {
			return m.white, m.black, m.text, true
		}
	}
	return trf.NoResult, trf.NoResult, "", false
}

func (r GameResult) moreString() string {
	_, _, text, _ := r.more()
	return text
}

func (r GameResult) moreCodes() (white, black trf.Result) {
	w, b, _, _ := r.more()
	return w, b
}

func (r GameResult) morePoints() (white, black int, forfeit bool) {
	w, b, _, ok := r.more()
	if !ok {
		return 0, 0, false
	}
	return sidePoints[w], sidePoints[b], false
}

// Rated says whether the result enters the rating report: a game played
// over the board for at least one move (not W, D, L; forfeits never).
func (r GameResult) Rated() bool {
	switch r {
	case WhiteWon, Drawn, BlackWon, WhiteHalfBlackZero, WhiteZeroBlackHalf, BothLost:
		return true
	}
	return false
}

// Unusual says whether the result is an arbiter's ½-0, 0-½ or 0-0.
func (r GameResult) Unusual() bool {
	return r == WhiteHalfBlackZero || r == WhiteZeroBlackHalf || r == BothLost
}

// sidePoints are one side's half-points by its TRF code.
var sidePoints = map[trf.Result]int{trf.Win: 2, trf.Draw: 1, trf.Loss: 0, trf.ForfeitWin: 2, trf.ForfeitLos: 0,
	trf.ShortWin: 2, trf.ShortDraw: 1, trf.ShortLoss: 0}

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
