package teams

import "arbiter/engine/team"

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
