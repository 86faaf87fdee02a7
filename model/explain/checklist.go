package explain

import (
	"fmt"
	"strings"

	"arbiter/engine/swiss"
	"arbiter/model"
	"arbiter/model/i18n"
)

// Lines is the checklist, one line each (Text joins them).
func (r *Report) Lines(l i18n.Lang) []string {
	c := r.Checklist
	var out []string
	add := func(t model.Text) { out = append(out, t.In(l)) }
	add2 := func(t model.Text) { out = append(out, "  "+t.In(l)) }
	system := model.Msg("FIDE Dutch system, C.04.3")
	if c.System == swiss.Burstein {
		system = model.Msg("Burstein system, C.04.4.2")
	}
	if c.Baku {
		system = model.Msg("%s, Baku acceleration C.04.7.1 (scores with virtual points)", system)
	}
	add(model.Msg("Pairing checklist of round %d (%s)", r.Round, system))
	add(model.Msg("Initial colour: %s. Preferences: W White, B Black; floats two rounds back and one: ↓ down, ↑ up, · none.", colourName(c.Initial)))
	if c.TopScore >= 0 {
		add(model.Msg("Last round: topscorers are the players with more than %s points (C.04.3 1.8).", points(c.TopScore)))
	}
	for _, b := range c.Brackets {
		out = append(out, "")
		add(model.Msg("Bracket %d (score group %s)", b.No, points(b.Score)))
		for _, id := range append(append([]int(nil), b.MDPs...), b.Residents...) {
			p, _ := c.Player(id)
			line := r.playerLine(p, l)
			if contains(b.MDPs, id) {
				line = model.Msg("moved down: %s", line).In(l)
			}
			out = append(out, "  "+line)
		}
		if len(b.MDPs) > 0 {
			add2(model.Msg("Moved-down players: %s", nos(b.MDPs)))
			var up []int // residents paired with a moved-down player float up
			for _, p := range b.Pairs {
				if contains(b.MDPs, p.Higher) && !contains(b.MDPs, p.Lower) {
					up = append(up, p.Lower)
				}
			}
			if len(up) > 0 {
				add2(model.Msg("Moved up (paired with a moved-down player): %s", nos(up)))
			}
		}
		if c.System == swiss.Burstein {
			add2(model.Msg("Order of the index (C.04.4.2): %s", nos(b.S1)))
		} else {
			add2(model.Msg("S1: %s; S2: %s", nos(b.S1), nos(b.S2)))
			if len(b.S1R)+len(b.S2R) > 0 {
				add2(model.Msg("Remainder: S1R: %s; S2R: %s", nos(b.S1R), nos(b.S2R)))
			}
		}
		for _, ch := range b.Changes {
			if t, ok := r.changeText(b, ch); ok {
				add2(t)
			}
		}
		var ps []string
		for _, p := range b.Pairs {
			ps = append(ps, fmt.Sprintf("№%d – №%d", p.Higher, p.Lower))
		}
		if len(ps) == 0 {
			ps = []string{"—"}
		}
		add2(model.Msg("Pairs: %s", strings.Join(ps, "; ")))
		if len(b.Down) > 0 {
			add2(model.Msg("Moved down from the bracket: %s", nos(b.Down)))
		}
	}
	out = append(out, "")
	if c.Bye != nil {
		add(model.Msg("Pairing-allocated bye: %s", r.who(c.Bye.Player)))
		for _, t := range r.byeReasons(*c.Bye) {
			out = append(out, "  "+t.In(l))
		}
	} else {
		add(model.Msg("Pairing-allocated bye: none (an even number of players)."))
	}
	out = append(out, "")
	add(model.Msg("Colours (C.04.3 Art. 5)"))
	for _, b := range c.Boards {
		add(model.Msg("Board %d: %s — %s; %s.", b.No, r.who(b.White), r.who(b.Black), colourRule(b)))
	}
	if m := r.Manual(); len(m) > 0 {
		out = append(out, "")
		add(model.Msg("Changed by hand"))
		for _, t := range m {
			out = append(out, "  "+t.In(l))
		}
	}
	return out
}

// Text is the checklist as one text.
func (r *Report) Text(l i18n.Lang) string { return strings.Join(r.Lines(l), "\n") + "\n" }

// playerLine is a player's state: score, colours, preference and its
// strength, floats, the PAB eligibility.
func (r *Report) playerLine(p swiss.PlayerNote, l i18n.Lang) string {
	cols := p.Colours
	if cols == "" {
		cols = "—"
	}
	pref := model.Msg("no preference")
	if p.Pref != swiss.NoColour {
		pref = model.Msg("prefers to play %s (%s)", playColour(p.Pref), strengthName(p.Strength))
	}
	score := points(p.Score)
	if p.Score != p.RealScore {
		score = model.Msg("%s (%s and %s virtual)", points(p.Score), points(p.RealScore), points(p.Score-p.RealScore)).In(l)
	}
	t := model.Msg("%s: %s pts, colours %s, %s, floats %s", r.who(p.ID), score, cols, pref, floats(p))
	s := t.In(l)
	if !p.PABEligible {
		s += model.Msg(", may not receive the bye (C2)").In(l)
	}
	return s
}

// changeText is the sentence of a change, or false for the mirror of a
// change already told from the upper half.
func (r *Report) changeText(b swiss.BracketNote, ch swiss.Change) (model.Text, bool) {
	upper := contains(b.S1, ch.Player) || contains(b.S1R, ch.Player) || ch.Kind == swiss.MovedDown || ch.Kind == swiss.MDPOpponent
	if r.Checklist.System == swiss.Burstein {
		upper = true
	}
	if !upper {
		return model.Text{}, false
	}
	return changeSentence(ch), true
}

func changeSentence(ch swiss.Change) model.Text {
	switch ch.Kind {
	case swiss.Transposition:
		if ch.Expected == 0 {
			return model.Msg("Transposition: №%d plays №%d, because %s.", ch.Player, ch.Got, reason(ch))
		}
		return model.Msg("Transposition: №%d plays №%d instead of №%d, because %s.", ch.Player, ch.Got, ch.Expected, reason(ch))
	case swiss.Exchange:
		if ch.Expected == 0 {
			return model.Msg("Exchange: №%d plays №%d, because %s.", ch.Player, ch.Got, reason(ch))
		}
		return model.Msg("Exchange: №%d plays №%d instead of №%d, because %s.", ch.Player, ch.Got, ch.Expected, reason(ch))
	case swiss.MDPOpponent:
		return model.Msg("Moved-down №%d plays №%d instead of №%d, because %s.", ch.Player, ch.Got, ch.Expected, reason(ch))
	}
	if ch.Expected == 0 {
		return model.Msg("№%d moves down, because %s.", ch.Player, reason(ch))
	}
	return model.Msg("№%d moves down instead of playing №%d, because %s.", ch.Player, ch.Expected, reason(ch))
}

// byeReasons says why the PAB went to its player.
func (r *Report) byeReasons(b swiss.ByeNote) []model.Text {
	out := []model.Text{model.Msg("%s points is the lowest score with which everybody else can be paired (C5); %d unplayed rounds (C9).", points(b.Score), b.Unplayed)}
	if len(b.Ineligible) > 0 {
		out = append(out, model.Msg("Lower in the order, %s may not receive it: they already had a bye or a win without playing (C2).", nos(b.Ineligible)))
	}
	if len(b.Lower) > 0 {
		out = append(out, model.Msg("%s with a lower score must be paired so that everybody else can be (C4).", nos(b.Lower)))
	}
	for _, ch := range b.Others {
		out = append(out, model.Msg("№%d (the same score) plays №%d instead, because %s.", ch.Player, ch.Got, reason(ch)))
	}
	return out
}
