package teams

import (
	"arbiter/engine/team"
	"arbiter/model"
)

// ResultForm is where a board result is written: the board list on the
// screen or a printed match sheet (which leaves space around a forfeit's
// signs instead of a slash).
type ResultForm int

// The forms.
const (
	OnScreen ResultForm = iota
	InPrint
)

// ResultText writes a team board's result from White's side in form f:
// "1–0", "½–½", "0–1"; forfeits "+/–", "–/+", "–/–" on the screen and
// "+ –", "– +", "– –" in print; "" not played yet. It is the one
// formatter of team results (the views carry team.Result).
func ResultText(r team.Result, f ResultForm) string {
	sep := "/"
	if f == InPrint {
		sep = " "
	}
	switch r {
	case team.WhiteWins:
		return "1–0"
	case team.DrawResult:
		return "½–½"
	case team.BlackWins:
		return "0–1"
	case team.WhiteForfeit:
		return "+" + sep + "–"
	case team.BlackForfeit:
		return "–" + sep + "+"
	case team.DoubleForfeit:
		return "–" + sep + "–"
	}
	return ""
}

// ResultFrom writes a team board's result from one player's side in form
// f: the player with White (white true) or Black. "1–0" means that player
// won: a match sheet that prints team A on the left writes every board
// from team A's side, whichever colour team A has on it.
func ResultFrom(r team.Result, white bool, f ResultForm) string {
	if !white {
		r = reversed(r)
	}
	return ResultText(r, f)
}

// reversed is the same result seen from Black's side.
func reversed(r team.Result) team.Result {
	switch r {
	case team.WhiteWins:
		return team.BlackWins
	case team.BlackWins:
		return team.WhiteWins
	case team.WhiteForfeit:
		return team.BlackForfeit
	case team.BlackForfeit:
		return team.WhiteForfeit
	}
	return r
}

// ParseBoardResult reads a team board's result as the director types it,
// from White's side, with the one vocabulary of individual games
// (model.ParseGameResult: "1", "1-0", "=", "½", "1/2", "0", "+", "+/-",
// "-", "--", "*", …; "" clears). ok is false for anything else.
func ParseBoardResult(code string) (team.Result, bool) {
	r, ok := model.ParseGameResult(code)
	if !ok {
		return team.NoResult, false
	}
	t, ok := boardResults[r] // ½-0, 0-½, 0-0 and the unrated W/L… are not team board results
	return t, ok
}

var boardResults = map[model.GameResult]team.Result{
	model.NoGameResult: team.NoResult, model.WhiteWon: team.WhiteWins, model.Drawn: team.DrawResult,
	model.BlackWon: team.BlackWins, model.WhiteWonForfeit: team.WhiteForfeit, model.BlackWonForfeit: team.BlackForfeit,
	model.DoubleForfeit: team.DoubleForfeit,
}

// GameResultFrom is a team board's result as the individual result type,
// from the side of the player with White (white true) or Black: what
// arbiter-cli prints ("1-0" that player won, "+/-" he won by forfeit).
func GameResultFrom(r team.Result, white bool) model.GameResult {
	if !white {
		r = reversed(r)
	}
	for g, t := range boardResults {
		if t == r {
			return g
		}
	}
	return model.NoGameResult
}
