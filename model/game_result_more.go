package model

import (
	"strings"

	"arbiter/engine/trf"
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
// Any other pair of the two sides' symbols is refused with the reason
// (ResultProblem): more than one point between the two, a forfeit against
// a game, a rated side against an unrated one, two forfeit wins.

// The results of this file, numbered apart from the block of
// game_result.go so that both can grow.
const (
	WhiteHalfBlackZero GameResult = 100 + iota // ½-0
	WhiteZeroBlackHalf                         // 0-½
	BothLost                                   // 0-0
	WhiteWonUnrated                            // W/L: White won, not rated
	DrawnUnrated                               // D/D: drawn, not rated
	BlackWonUnrated                            // L/W: Black won, not rated
)

// moreResults are this file's results with the two TRF codes and the form
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

// MoreResults lists the results of this file in the order a menu offers
// them (the GUI's «Інший результат…»).
func MoreResults() []GameResult {
	out := make([]GameResult, len(moreResults))
	for i, m := range moreResults {
		out[i] = m.r
	}
	return out
}

// resultOfMore is the result of this file two codes stand for.
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

// resultSides reads a typed result as two sides' TRF codes: "½-0",
// "1/2-0", "0.5:0", "=0", "W/L", "wl", "1-1" (whatever the pair). ok is
// false when code is not two side symbols.
func resultSides(code string) (white, black trf.Result, ok bool) {
	code = strings.NewReplacer(" ", "", "–", "-", "−", "-", "1/2", "½", "0.5", "½", "0,5", "½").Replace(strings.TrimSpace(code))
	rs := []rune(strings.ToUpper(code))
	switch {
	case len(rs) == 3 && (rs[1] == '-' || rs[1] == '/' || rs[1] == ':'):
		rs = []rune{rs[0], rs[2]}
	case len(rs) != 2:
		return 0, 0, false
	}
	side := func(c rune) (trf.Result, bool) {
		switch c {
		case '1':
			return trf.Win, true
		case '½', '=':
			return trf.Draw, true
		case '0':
			return trf.Loss, true
		case '+':
			return trf.ForfeitWin, true
		case '-':
			return trf.ForfeitLos, true
		case 'W':
			return trf.ShortWin, true
		case 'D':
			return trf.ShortDraw, true
		case 'L':
			return trf.ShortLoss, true
		}
		return 0, false
	}
	w, okW := side(rs[0])
	b, okB := side(rs[1])
	return w, b, okW && okB
}

// parseMore reads a result typed as its two sides (ParseGameResult's last
// step): the results of this file, and the usual ones in that form too
// ("1/0", "==").
func parseMore(code string) (GameResult, bool) {
	w, b, ok := resultSides(code)
	if !ok {
		return NoGameResult, false
	}
	for _, r := range append([]GameResult{WhiteWon, Drawn, BlackWon, WhiteWonForfeit, BlackWonForfeit, DoubleForfeit}, MoreResults()...) {
		if cw, cb := r.Codes(); cw == w && cb == b {
			return r, true
		}
	}
	return NoGameResult, false
}

// resultKind is a side's kind: a rated game, a forfeit, a game not rated.
func resultKind(c trf.Result) int {
	switch c {
	case trf.ForfeitWin, trf.ForfeitLos:
		return 1
	case trf.ShortWin, trf.ShortDraw, trf.ShortLoss:
		return 2
	}
	return 0
}

// ResultProblem says why a typed result that names both sides is not a
// possible result (Q186: inconsistent results cannot be entered): ok is
// false when code is a possible result or not a pair of side symbols at
// all (then it is simply unknown).
func ResultProblem(code string) (why Text, ok bool) {
	w, b, two := resultSides(code)
	if !two {
		return Text{}, false
	}
	if _, known := ParseGameResult(code); known {
		return Text{}, false
	}
	kw, kb := resultKind(w), resultKind(b)
	switch {
	case kw != kb && (kw == 1 || kb == 1):
		why = Msg("a forfeit on one side needs a forfeit on the other: +/-, -/+ or -/-.")
	case kw != kb:
		why = Msg("a game not rated (W, D, L: less than one move played) is not rated for either player: W/L, D/D or L/W.")
	case kw == 1:
		why = Msg("both players cannot win by forfeit.")
	case sidePoints[w]+sidePoints[b] > 2:
		why = Msg("the two players together get at most one point.")
	default: // D/L, L/D, L/L
		why = Msg("a game not rated takes W/L, D/D or L/W; ½-0, 0-½ and 0-0 are results of a rated game.")
	}
	return Msg("Result %q is not possible: %s", code, why), true
}
