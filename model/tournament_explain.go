package model

import (
	"fmt"
	"strings"

	"arbiter/engine/tiebreak"
)

// kindUk names what happened in a round, for the explanations.
var kindUk = map[tiebreak.Kind]string{
	tiebreak.Played:      "партія",
	tiebreak.ForfeitWin:  "перемога без гри",
	tiebreak.ForfeitLoss: "поразка без гри",
	tiebreak.PAB:         "вільний тур від жеребкування",
	tiebreak.FullBye:     "очко без гри",
	tiebreak.HalfBye:     "пів очка без гри",
	tiebreak.ZeroBye:     "пропуск туру",
}

// explainText writes an engine explanation for the director: in Ukrainian
// one line per round (who, what it adds, whether it was cut), in English
// the engine's own text.
func (l *loaded) explainText(ex *tiebreak.Explanation) string {
	head := fmt.Sprintf("%s — %s", ex.Spec.String(), ex.Spec.Ukrainian())
	if Language() == "en" {
		return head + "\n" + ex.String()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s (№ %d): %s\n", head, l.name(ex.Player), ex.Player, ex.Value.String())
	for _, it := range ex.Items {
		who := "—"
		switch {
		case it.Dummy && it.Opponent != 0:
			who = fmt.Sprintf("віртуальний суперник (замість № %d %s)", it.Opponent, l.name(it.Opponent))
		case it.Dummy:
			who = "віртуальний суперник"
		case it.Opponent != 0:
			who = fmt.Sprintf("№ %d %s", it.Opponent, l.name(it.Opponent))
		}
		if it.Round > 0 {
			fmt.Fprintf(&b, "тур %d: ", it.Round)
		}
		fmt.Fprintf(&b, "%s, %s; основа %s, додає %s", kindUk[it.Kind], who, it.Basis.String(), it.Amount.String())
		if it.VUR {
			b.WriteString("; добровільний пропуск")
		}
		switch it.Cut {
		case "":
		case "low":
			b.WriteString(" — відкинуто як найменше")
		case "high":
			b.WriteString(" — відкинуто як найбільше")
		default:
			b.WriteString(" — не враховано (" + it.Cut + ")")
		}
		b.WriteString("\n")
	}
	return b.String()
}
