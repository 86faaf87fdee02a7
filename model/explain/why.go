package explain

import (
	"strings"

	"arbiter/engine/swiss"
	"arbiter/model"
	"arbiter/model/i18n"
)

// Why answers the player no in a few sentences: who he plays and why
// (the same score group, or who moved down and why), why this colour (the
// rule of Art. 5), and why not the opponent he expected (the criterion
// that ruled the first candidate out).
func (r *Report) Why(no int, l i18n.Lang) (string, error) {
	ts, err := r.WhyTexts(no)
	if err != nil {
		return "", err
	}
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = t.In(l)
	}
	return strings.Join(s, " "), nil
}

// WhyTexts is Why as sentences to render.
func (r *Report) WhyTexts(no int) ([]model.Text, error) {
	c := r.Checklist
	w, ok := c.WhyOf(no)
	if !ok {
		return nil, model.Errorf(model.Invalid, "WhyPairing", model.Msg("Player №%d was not paired in round %d (absent or not in the tournament).", no, r.Round), nil)
	}
	var out []model.Text
	if w.Bye != nil {
		out = append(out, model.Msg("%s gets the pairing-allocated bye.", r.who(no)))
		out = append(out, r.byeReasons(*w.Bye)...)
		return append(out, r.manualFor(no)...), nil
	}
	out = append(out, model.Msg("%s plays %s on board %d.", r.who(no), r.who(w.Opponent), boardNo(w)))
	o, _ := c.Player(w.Opponent)
	switch {
	case w.Floated:
		out = append(out, model.Msg("%s moved down from the score group %s into the bracket of the score group %s.", r.who(no), points(w.Player.Score), points(w.Bracket.Score)))
		if w.Down != nil {
			out = append(out, model.Msg("He moved down because %s.", reason(*w.Down)))
		}
	case w.OpponentFloated:
		out = append(out, model.Msg("Both play in the bracket of the score group %s; %s moved down into it from the score group %s.", points(w.Bracket.Score), r.who(w.Opponent), points(o.Score)))
	default:
		out = append(out, model.Msg("Both are in the score group %s (bracket %d).", points(w.Bracket.Score), w.Bracket.No))
	}
	if b := w.Board; b != nil {
		col := swiss.White
		if b.Black == no {
			col = swiss.Black
		}
		out = append(out, model.Msg("%s plays %s; %s.", r.who(no), playColour(col), colourRule(*b)))
		if w.Player.Pref != swiss.NoColour && w.Player.Pref != col {
			out = append(out, model.Msg("His wish to play %s (%s preference) is not granted.", playColour(w.Player.Pref), strengthName(w.Player.Strength)))
		}
	}
	if ch := w.Change; ch != nil && ch.Expected != 0 {
		out = append(out, model.Msg("The first candidate by the rules was %s; he plays %s instead, because %s.", r.who(ch.Expected), r.who(w.Opponent), reason(*ch)))
	} else {
		out = append(out, model.Msg("%s is his first candidate by the rules (C.04.3 Art. 3).", r.who(w.Opponent)))
	}
	return append(out, r.manualFor(no)...), nil
}

func boardNo(w swiss.Why) int {
	if w.Board != nil {
		return w.Board.No
	}
	return 0
}
