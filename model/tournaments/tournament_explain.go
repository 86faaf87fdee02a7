package tournaments

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"arbiter/engine/halfpoint"
	"arbiter/engine/tiebreak"
	"arbiter/model"
	"arbiter/model/i18n"
)

// The tie-break explanation the standings pane and `arbiter-cli tournament
// explain` show: engine/tiebreak gives the data (per round: kind, opponent,
// the value used, whether it was dropped, what it adds); this file writes
// it for the director in the App's language (WithLanguage), e.g.:
//
//	Коефіцієнт Бухгольца [BH] гравця 32 = 6 — сума очок суперників:
//	тур 1 — Іваненко Петро (№12) 1½;
//	тур 2 — …
//	найменший внесок (тур 3) відкинуто.
//
// Scores are written with ½ ("1½", "½"), other fractions as decimals.

// kindText names what happened in a round.
var kindText = map[tiebreak.Kind]model.Text{
	tiebreak.Played:      model.Msg("game"),
	tiebreak.ForfeitWin:  model.Msg("forfeit win"),
	tiebreak.ForfeitLoss: model.Msg("forfeit loss"),
	tiebreak.PAB:         model.Msg("pairing-allocated bye"),
	tiebreak.FullBye:     model.Msg("full-point bye"),
	tiebreak.HalfBye:     model.Msg("half-point bye"),
	tiebreak.ZeroBye:     model.Msg("zero-point bye"),
}

// tbRule says in a few words what the value adds up.
var tbRule = map[tiebreak.Code]model.Text{
	tiebreak.BH:   model.Msg("sum of the opponents' scores"),
	tiebreak.FB:   model.Msg("sum of the opponents' scores, every game of the last round as a draw"),
	tiebreak.AOB:  model.Msg("average of the Buchholz of the opponents met over the board"),
	tiebreak.SB:   model.Msg("sum of the opponents' scores times the points scored against them"),
	tiebreak.KS:   model.Msg("points against the opponents with at least half of the maximum score"),
	tiebreak.DE:   model.Msg("the place among the players with equal points by the points in their games with each other (1 is the first; a player who met none of them is 1 too)"),
	tiebreak.PS:   model.Msg("sum of the player's score after each round"),
	tiebreak.PTS:  model.Msg("points per round"),
	tiebreak.STD:  model.Msg("1 for more than a draw's points in a round, ½ for a draw's points"),
	tiebreak.TPN:  model.Msg("the player's pairing number; the lower number ranks first"),
	tiebreak.RTNG: model.Msg("the player's own rating; the higher rating ranks first"),
}

func isRating(c tiebreak.Code) bool {
	return c == tiebreak.ARO || c == tiebreak.TPR || c == tiebreak.PTP || c == tiebreak.APRO
}

// ownNumber: the value is the player's own pairing number or rating.
func ownNumber(c tiebreak.Code) bool { return c == tiebreak.TPN || c == tiebreak.RTNG }

// explainText writes an engine explanation for the director.
func (l *loaded) explainText(ex *tiebreak.Explanation) string {
	lang := l.lang
	rule, ok := tbRule[ex.Spec.Code]
	switch {
	case isRating(ex.Spec.Code):
		rule = model.Msg("ratings of the opponents met over the board")
	case ex.Spec.Reverse && ex.Spec.Code == tiebreak.TPN:
		rule = model.Msg("the player's pairing number; the higher number ranks first")
	case ex.Spec.Reverse && ex.Spec.Code == tiebreak.RTNG:
		rule = model.Msg("the player's own rating; the lower rating ranks first")
	case ex.Spec.Code == tiebreak.KS && ex.Spec.Limit != 0:
		limit := halfpoint.Text(ex.Spec.Limit)
		if ex.Spec.Limit > 0 {
			limit = "+" + limit
		}
		rule = model.Msg("points against the opponents with at least half of the maximum score, the line moved by %s", limit)
	case !ok:
		rule = model.Msg("rounds counted")
	}
	var b strings.Builder
	fmt.Fprint(&b, lang.Tr("%s [%s] of player %d = %s — %s", capitalise(model.TieBreakName(ex.Spec, lang)), ex.Spec, ex.Player, valueText(ex.Spec.Code, ex.Value, lang), rule))
	switch {
	case ownNumber(ex.Spec.Code):
		b.WriteString(".\n")
		return b.String()
	case len(ex.Items) == 0:
		b.WriteString(lang.Tr(": no round counts.\n"))
	default:
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
	for _, s := range closing(ex, lang) {
		b.WriteString(s + ".\n")
	}
	return b.String()
}

// itemText writes one round: «тур 1 — Іваненко Петро (№12) 1½».
func (l *loaded) itemText(code tiebreak.Code, it tiebreak.Item) string {
	lang := l.lang
	var b strings.Builder
	if it.Round > 0 {
		fmt.Fprint(&b, lang.Tr("round %d — ", it.Round))
	}
	kind := kindText[it.Kind].In(lang)
	switch {
	case it.Dummy && it.Opponent != 0:
		fmt.Fprint(&b, lang.Tr("%s (opponent %s), dummy", kind, l.player(it.Opponent)))
	case it.Dummy:
		b.WriteString(kind +
			lang.Tr(", dummy"))
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
		fmt.Fprintf(&b, " %s × %s = %s", score(it.Basis, lang), score(tiebreak.Half(it.Scored), lang), score(product, lang))
	case code == tiebreak.PS:
		b.WriteString(lang.Tr(", after the round ") + score(it.Basis, lang))
	case code == tiebreak.STD:
		fmt.Fprintf(&b, " %s → %s", score(tiebreak.Half(it.Scored), lang), score(it.Amount, lang))
	case code == tiebreak.KS || code == tiebreak.DE || code == tiebreak.PTS:
		b.WriteString(" " + score(tiebreak.Half(it.Scored), lang))
	case isRating(code):
		b.WriteString(" " + decimal(it.Basis, lang))
	case code == tiebreak.BH || code == tiebreak.FB || code == tiebreak.AOB:
		b.WriteString(" " + score(it.Basis, lang))
	}
	switch it.Cut {
	case tiebreak.DropBelowHalf:
		b.WriteString(lang.Tr(" — not counted: the opponent scored less than half of the maximum"))
	case tiebreak.DropNotEncounter:
		b.WriteString(lang.Tr(" — not counted: the game was not played (art. 6.1.1)"))
	}
	return b.String()
}

// closing lists the dropped contributions and how unplayed rounds counted.
func closing(ex *tiebreak.Explanation, lang model.Lang) []string {
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
		out = append(out, dropped(lang, vur, model.Msg("a voluntary unplayed round"), model.Msg("voluntary unplayed rounds"), lang.Tr(" first, although a smaller value exists (art. 16.5)")))
	}
	if len(low) > 0 {
		out = append(out, dropped(lang, low, model.Msg("the least value"), model.Msg("the least values"), ""))
	}
	if len(high) > 0 {
		out = append(out, dropped(lang, high, model.Msg("the greatest value"), model.Msg("the greatest values"), ""))
	}
	switch {
	case dummy && ex.Unplayed == tiebreak.DummyOwnScore:
		out = append(out, lang.Tr("an unplayed round counts as a game against a dummy with the player's own score (art. 16.4)"))
	case dummy && ex.Unplayed == tiebreak.DummyCapped:
		out = append(out, lang.Tr("an unplayed round counts as a game against a dummy with the player's score, capped as in art. 16.4 (2026)"))
	case dummy && ex.Unplayed == tiebreak.VirtualOpponent:
		out = append(out, lang.Tr("an unplayed round counts as a game against a virtual opponent (2009 rules)"))
	case forfeit && ex.Unplayed == tiebreak.ForfeitsAsGames:
		out = append(out, lang.Tr("in a round robin a forfeit counts as a game (art. 15.2)"))
	}
	return out
}

// dropped writes «найменший внесок (тур 3) відкинуто» or the plural.
func dropped(lang model.Lang, rounds []int, one, many model.Text, tail string) string {
	list := make([]string, len(rounds))
	for i, r := range rounds {
		list[i] = strconv.Itoa(r)
	}
	if len(rounds) == 1 {
		return lang.Tr("%s (round %s) dropped%s", one, list[0], tail)
	}
	return lang.Tr("%s (rounds %s) dropped%s", many, strings.Join(list, ", "), tail)
}

// player names a start number: «Іваненко Петро (№12)».
func (l *loaded) player(no int) string {
	lang := l.lang
	if name := l.name(no); name != "" {
		return lang.Tr("%s (no. %d)", name, no)
	}
	return lang.Tr("no. %d", no)
}

// valueText writes the value of a code: a score with ½, a rating or a
// count as a number.
func valueText(code tiebreak.Code, v tiebreak.Value, lang model.Lang) string {
	if isRating(code) || ownNumber(code) {
		return decimal(v, lang)
	}
	return score(v, lang)
}

// score writes a multiple of ½ as «2», «½», «1½»; any other value as a
// decimal.
func score(v tiebreak.Value, lang model.Lang) string {
	if !v.Defined || v.Den == 0 || (2*v.Num)%v.Den != 0 {
		return decimal(v, lang)
	}
	return halfpoint.Text(int(2 * v.Num / v.Den))
}

// decimal writes v with at most two places, a decimal comma in Ukrainian,
// or says that it is undefined (e.g. TPR without a game).
func decimal(v tiebreak.Value, lang model.Lang) string {
	if !v.Defined {
		return lang.Tr("undefined")
	}
	s := v.String()
	if lang != i18n.En {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

func capitalise(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
