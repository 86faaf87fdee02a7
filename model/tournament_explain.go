package model

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"arbiter/engine/halfpoint"
	"arbiter/engine/tiebreak"
)

// The tie-break explanation the standings pane and `arbiter-cli tournament
// explain` show: engine/tiebreak gives the data (per round: kind, opponent,
// the value used, whether it was dropped, what it adds); this file writes
// it for the director, in Ukrainian or, after SetLanguage("en"), English:
//
//	Коефіцієнт Бухгольца [BH] гравця 32 = 6 — сума очок суперників:
//	тур 1 — Іваненко Петро (№12) 1½;
//	тур 2 — …
//	найменший внесок (тур 3) відкинуто.
//
// Scores are written with ½ ("1½", "½"), other fractions as decimals.

// kindUk and kindEn name what happened in a round.
var (
	kindUk = map[tiebreak.Kind]string{
		tiebreak.Played:      "партія",
		tiebreak.ForfeitWin:  "перемога без гри",
		tiebreak.ForfeitLoss: "поразка без гри",
		tiebreak.PAB:         "вільний тур від жеребкування",
		tiebreak.FullBye:     "очко без гри",
		tiebreak.HalfBye:     "пів очка без гри",
		tiebreak.ZeroBye:     "пропуск туру",
	}
	kindEn = map[tiebreak.Kind]string{
		tiebreak.Played:      "game",
		tiebreak.ForfeitWin:  "forfeit win",
		tiebreak.ForfeitLoss: "forfeit loss",
		tiebreak.PAB:         "pairing-allocated bye",
		tiebreak.FullBye:     "full-point bye",
		tiebreak.HalfBye:     "half-point bye",
		tiebreak.ZeroBye:     "zero-point bye",
	}
)

// ruleText says in a few words what the value adds up.
var tbRule = map[tiebreak.Code][2]string{
	tiebreak.BH:  {"сума очок суперників", "sum of the opponents' scores"},
	tiebreak.FB:  {"сума очок суперників, кожна партія останнього туру — як нічия", "sum of the opponents' scores, every game of the last round as a draw"},
	tiebreak.AOB: {"середнє коефіцієнтів Бухгольца суперників, зіграних за дошкою", "average of the Buchholz of the opponents met over the board"},
	tiebreak.SB:  {"сума очок суперників, помножених на очки, набрані з ними", "sum of the opponents' scores times the points scored against them"},
	tiebreak.KS:  {"очки з суперниками, що набрали щонайменше половину можливих очок", "points against the opponents with at least half of the maximum score"},
	tiebreak.DE:  {"очки в партіях між гравцями з однаковою кількістю очок", "points in the games between the players with equal points"},
	tiebreak.PS:  {"сума очок гравця після кожного туру", "sum of the player's score after each round"},
	tiebreak.PTS: {"очки за тури", "points per round"},
}

func isRating(c tiebreak.Code) bool {
	return c == tiebreak.ARO || c == tiebreak.TPR || c == tiebreak.PTP || c == tiebreak.APRO
}

// explainText writes an engine explanation for the director.
func (l *loaded) explainText(ex *tiebreak.Explanation) string {
	rule, ok := tbRule[ex.Spec.Code]
	switch {
	case isRating(ex.Spec.Code):
		rule = [2]string{"рейтинги суперників у зіграних партіях", "ratings of the opponents met over the board"}
	case !ok:
		rule = [2]string{"враховані тури", "rounds counted"}
	}
	var b strings.Builder
	fmt.Fprintf(&b, Tr("%s [%s] гравця %d = %s — %s", "%s [%s] of player %d = %s — %s"),
		capitalise(TieBreakName(ex.Spec)), ex.Spec, ex.Player, valueText(ex.Spec.Code, ex.Value), Tr(rule[0], rule[1]))
	if len(ex.Items) == 0 {
		b.WriteString(Tr(": жодного туру не враховано.\n", ": no round counts.\n"))
	} else {
		b.WriteString(":\n")
	}
	for i, it := range ex.Items {
		b.WriteString(l.itemText(ex.Spec.Code, it))
		if i < len(ex.Items)-1 {
			b.WriteString(";\n")
		} else {
			b.WriteString(".\n")
		}
	}
	for _, s := range closing(ex) {
		b.WriteString(s + ".\n")
	}
	return b.String()
}

// itemText writes one round: «тур 1 — Іваненко Петро (№12) 1½».
func (l *loaded) itemText(code tiebreak.Code, it tiebreak.Item) string {
	var b strings.Builder
	if it.Round > 0 {
		fmt.Fprintf(&b, Tr("тур %d — ", "round %d — "), it.Round)
	}
	kind := Tr(kindUk[it.Kind], kindEn[it.Kind])
	switch {
	case it.Dummy && it.Opponent != 0:
		fmt.Fprintf(&b, Tr("%s (суперник — %s), віртуальний суперник", "%s (opponent %s), dummy"), kind, l.player(it.Opponent))
	case it.Dummy:
		b.WriteString(kind + Tr(", віртуальний суперник", ", dummy"))
	case it.Opponent != 0 && it.Kind != tiebreak.Played:
		b.WriteString(l.player(it.Opponent) + ", " + kind)
	case it.Opponent != 0:
		b.WriteString(l.player(it.Opponent))
	default:
		b.WriteString(kind)
	}
	switch {
	case code == tiebreak.SB:
		product := tiebreak.Frac(it.Basis.Num*int64(it.Scored), it.Basis.Den*2)
		fmt.Fprintf(&b, " %s × %s = %s", score(it.Basis), score(tiebreak.Half(it.Scored)), score(product))
	case code == tiebreak.PS:
		b.WriteString(Tr(", після туру ", ", after the round ") + score(it.Basis))
	case code == tiebreak.KS || code == tiebreak.DE || code == tiebreak.PTS:
		b.WriteString(" " + score(tiebreak.Half(it.Scored)))
	case isRating(code):
		b.WriteString(" " + decimal(it.Basis))
	case code == tiebreak.BH || code == tiebreak.FB || code == tiebreak.AOB:
		b.WriteString(" " + score(it.Basis))
	}
	switch it.Cut {
	case tiebreak.DropBelowHalf:
		b.WriteString(Tr(" — не враховано: суперник набрав менше половини можливих очок",
			" — not counted: the opponent scored less than half of the maximum"))
	case tiebreak.DropNotEncounter:
		b.WriteString(Tr(" — не враховано: партію не зіграно (ст. 6.1.1)", " — not counted: the game was not played (art. 6.1.1)"))
	}
	return b.String()
}

// closing lists the dropped contributions and how unplayed rounds counted.
func closing(ex *tiebreak.Explanation) []string {
	var low, vur, high []int
	dummy, forfeit := false, false
	for _, it := range ex.Items {
		switch it.Cut {
		case tiebreak.DropLow:
			low = append(low, it.Round)
		case tiebreak.DropVUR:
			vur = append(vur, it.Round)
		case tiebreak.DropHigh:
			high = append(high, it.Round)
		}
		dummy = dummy || it.Dummy
		forfeit = forfeit || it.Kind == tiebreak.ForfeitWin || it.Kind == tiebreak.ForfeitLoss
	}
	var out []string
	if len(vur) > 0 {
		out = append(out, dropped(vur, "добровільний пропуск", "добровільні пропуски", "a voluntary unplayed round", "voluntary unplayed rounds")+
			Tr(" першим, хоч є менший внесок (ст. 16.5)", " first, although a smaller value exists (art. 16.5)"))
	}
	if len(low) > 0 {
		out = append(out, dropped(low, "найменший внесок", "найменші внески", "the least value", "the least values"))
	}
	if len(high) > 0 {
		out = append(out, dropped(high, "найбільший внесок", "найбільші внески", "the greatest value", "the greatest values"))
	}
	switch {
	case dummy && ex.Unplayed == tiebreak.DummyOwnScore:
		out = append(out, Tr("незіграний тур рахується як партія з віртуальним суперником, який має стільки очок, скільки гравець (ст. 16.4)",
			"an unplayed round counts as a game against a dummy with the player's own score (art. 16.4)"))
	case dummy && ex.Unplayed == tiebreak.DummyCapped:
		out = append(out, Tr("незіграний тур рахується як партія з віртуальним суперником, який має очки гравця, але не більше межі ст. 16.4 (ред. 2026)",
			"an unplayed round counts as a game against a dummy with the player's score, capped as in art. 16.4 (2026)"))
	case dummy && ex.Unplayed == tiebreak.VirtualOpponent:
		out = append(out, Tr("незіграний тур рахується як партія з віртуальним суперником (правила 2009 р.)",
			"an unplayed round counts as a game against a virtual opponent (2009 rules)"))
	case forfeit && ex.Unplayed == tiebreak.ForfeitsAsGames:
		out = append(out, Tr("у коловому турнірі неявка рахується як партія (ст. 15.2)",
			"in a round robin a forfeit counts as a game (art. 15.2)"))
	}
	return out
}

// dropped writes «найменший внесок (тур 3) відкинуто» or the plural.
func dropped(rounds []int, ukOne, ukMany, enOne, enMany string) string {
	list := make([]string, len(rounds))
	for i, r := range rounds {
		list[i] = strconv.Itoa(r)
	}
	if len(rounds) == 1 {
		return fmt.Sprintf(Tr("%s (тур %s) відкинуто", "%s (round %s) dropped"), Tr(ukOne, enOne), list[0])
	}
	return fmt.Sprintf(Tr("%s (тури %s) відкинуто", "%s (rounds %s) dropped"), Tr(ukMany, enMany), strings.Join(list, ", "))
}

// player names a start number: «Іваненко Петро (№12)».
func (l *loaded) player(no int) string {
	if name := l.name(no); name != "" {
		return fmt.Sprintf(Tr("%s (№%d)", "%s (no. %d)"), name, no)
	}
	return fmt.Sprintf(Tr("№%d", "no. %d"), no)
}

// valueText writes the value of a code: a score with ½, a rating or a
// count as a number.
func valueText(code tiebreak.Code, v tiebreak.Value) string {
	if isRating(code) {
		return decimal(v)
	}
	return score(v)
}

// score writes a multiple of ½ as «2», «½», «1½»; any other value as a
// decimal.
func score(v tiebreak.Value) string {
	if !v.Defined || v.Den == 0 || (2*v.Num)%v.Den != 0 {
		return decimal(v)
	}
	return halfpoint.Text(int(2 * v.Num / v.Den))
}

// decimal writes v with at most two places, a decimal comma in Ukrainian,
// or says that it is undefined (e.g. TPR without a game).
func decimal(v tiebreak.Value) string {
	if !v.Defined {
		return Tr("не визначено", "undefined")
	}
	s := v.String()
	if Language() != "en" {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
