package explain

import (
	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
)

// Manual lists, for a pairing changed by hand (Stored differs from the
// engine's), what each changed board and a changed bye break or weaken, in
// the words of the checklist: C1 and C3 are broken, a forbidden pair is
// broken; the colour preferences (C12, C13), the floats (C6, C7, C14,
// C15) and the bye's criteria (C2, C5, C9) are weakened.
func (r *Report) Manual() []model.Text {
	if r.Stored == nil {
		return nil
	}
	var out []model.Text
	engine := map[[2]int]bool{}
	for _, b := range r.Engine.Boards {
		engine[[2]int{b.White, b.Black}] = true
	}
	for i, b := range r.Stored.Boards {
		if engine[[2]int{b.White, b.Black}] {
			continue
		}
		out = append(out, r.boardChanges(i+1, b)...)
	}
	if r.Stored.Bye != r.Engine.Bye && r.Stored.Bye != 0 {
		out = append(out, r.byeChanges(r.Stored.Bye)...)
	}
	return out
}

// manualFor is Manual's sentences about player no.
func (r *Report) manualFor(no int) []model.Text {
	if r.Stored == nil {
		return nil
	}
	for i, b := range r.Stored.Boards {
		if b.White == no || b.Black == no {
			engine := false
			for _, e := range r.Engine.Boards {
				engine = engine || e == swiss.Board{White: b.White, Black: b.Black}
			}
			if engine {
				return nil
			}
			return r.boardChanges(i+1, b)
		}
	}
	if r.Stored.Bye == no && r.Engine.Bye != no {
		return r.byeChanges(no)
	}
	return nil
}

func (r *Report) forbidden(a, b int) bool {
	for _, fp := range r.Input.ForbiddenPairs {
		ina, inb := false, false
		for _, x := range fp {
			ina = ina || x == a
			inb = inb || x == b
		}
		if ina && inb {
			return true
		}
	}
	return false
}

// boardChanges judges board n of the stored pairing, not the engine's.
func (r *Report) boardChanges(n int, b trf.Board) []model.Text {
	c := r.Checklist
	w, okW := c.Player(b.White)
	k, okB := c.Player(b.Black)
	out := []model.Text{model.Msg("Board %d, %s — %s, was changed by hand; the engine paired it otherwise.", n, r.who(b.White), r.who(b.Black))}
	if !okW || !okB {
		return append(out, model.Msg("It pairs a player who is not to be paired in the round."))
	}
	if contains(w.Opponents, k.ID) {
		out = append(out, model.Msg("It breaks C1: they have already played each other."))
	}
	if r.forbidden(w.ID, k.ID) {
		out = append(out, model.Msg("It breaks C1: they are a forbidden pair."))
	}
	top := func(p swiss.PlayerNote) bool { return c.TopScore >= 0 && p.Score > c.TopScore }
	for _, x := range []struct {
		p   swiss.PlayerNote
		got swiss.Colour
	}{{w, swiss.White}, {k, swiss.Black}} {
		p := x.p
		if p.Pref == swiss.NoColour || p.Pref == x.got {
			continue
		}
		switch {
		case p.Strength == swiss.Absolute && !top(w) && !top(k):
			out = append(out, model.Msg("It breaks C3: %s has an absolute preference to play %s and does not get it.", r.who(p.ID), playColour(p.Pref)))
		case p.Strength == swiss.Absolute || p.Strength == swiss.StrongPref:
			out = append(out, model.Msg("It weakens C12 and C13: %s does not get his strong preference to play %s.", r.who(p.ID), playColour(p.Pref)))
		default:
			out = append(out, model.Msg("It weakens C12: %s does not get his preference to play %s.", r.who(p.ID), playColour(p.Pref)))
		}
	}
	hi, lo := w, k
	if lo.Score > hi.Score {
		hi, lo = lo, hi
	}
	if hi.Score > lo.Score {
		out = append(out, model.Msg("It weakens C6 and C7: %s floats down to a player with %s points.", r.who(hi.ID), points(lo.Score)))
		if hi.Float1 == swiss.FloatDown {
			out = append(out, model.Msg("It weakens C14: %s floated down last round too.", r.who(hi.ID)))
		}
		if lo.Float1 == swiss.FloatUp {
			out = append(out, model.Msg("It weakens C15: %s floated up last round too.", r.who(lo.ID)))
		}
	}
	return out
}

// byeChanges judges a bye given by hand to player no.
func (r *Report) byeChanges(no int) []model.Text {
	c := r.Checklist
	out := []model.Text{model.Msg("The pairing-allocated bye was given by hand to %s; the engine gave it to %s.", r.who(no), r.who(r.Engine.Bye))}
	p, ok := c.Player(no)
	if !ok {
		return out
	}
	if !p.PABEligible {
		out = append(out, model.Msg("It breaks C2: %s already had a bye or a win without playing.", r.who(no)))
	}
	if e, ok := c.Player(r.Engine.Bye); ok {
		if e.Score < p.Score {
			out = append(out, model.Msg("It weakens C5: %s has a lower score (%s points) and may receive it.", r.who(e.ID), points(e.Score)))
		}
	}
	if c.Bye != nil && p.Score == c.Bye.Score && c.Round-1-len(p.Colours) > c.Bye.Unplayed {
		out = append(out, model.Msg("It weakens C9: %s has more unplayed rounds.", r.who(no)))
	}
	return out
}
