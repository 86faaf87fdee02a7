package model

import (
	"strings"

	"arbiter/engine/trf"
)

// Reading a board's result as the director types it (ParseGameResult):
// the usual forms, and any result written as its two sides' symbols, the
// results beyond a win, a draw and the forfeits among them (game_result.go;
// FIDE C.02, VCL4THP.13 Q180–186; docs/vcl.md). Any other pair of the two
// sides' symbols is refused with the reason (ResultProblem): more than one
// point between the two, a forfeit against a game, a rated side against an
// unrated one, two forfeit wins.

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
	return parseMore(code) // "½-0", "0-½", "0-0", "W/L", "D/D", "L/W"
}

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
