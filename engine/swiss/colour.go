package swiss

import (
	"arbiter/engine/trf"
)

// neutralRule is D.2 rules 1-3 (F.6) for p against o: the colour p gets,
// or none when the rules do not decide, with the number of the rule that
// decided (1-3; 0 when none did): the checklist reports it (trace.go).
func neutralRule(p, o *player) (colour, int) {
	if p.pref != o.pref || p.pref == noColour || o.pref == noColour {
		// D.2.1: both preferences granted (or one side has none).
		if p.pref != noColour {
			return p.pref, 1
		}
		return o.pref.invert(), 1
	}
	// D.2.2: the stronger preference (absolute > strong > mild); two
	// absolutes: the larger |CD|.
	switch {
	case p.absolute() && (p.imbalance > o.imbalance || !o.absolute()):
		return p.pref, 2
	case o.absolute() && (o.imbalance > p.imbalance || !p.absolute()):
		return o.pref.invert(), 2
	case p.strong && !o.strong:
		return p.pref, 2
	case o.strong && !p.strong:
		return o.pref.invert(), 2
	}
	// D.2.3: alternate from the latest played round where the colours differ.
	i, j := len(p.colours)-1, len(o.colours)-1
	for i >= 0 && j >= 0 && p.colours[i] == o.colours[j] {
		i--
		j--
	}
	if i >= 0 && j >= 0 {
		return o.colours[j], 3
	}
	return noColour, 0
}

// colourOf returns the colour p gets against o (D.2; F.6).
func colourOf(p, o *player, initial colour) colour {
	c, _ := colourRule(p, o, initial)
	return c
}

// colourRule is colourOf with the number of the rule of D.2 that decided
// (1-5), for the checklist (trace.go).
func colourRule(p, o *player, initial colour) (colour, int) {
	if c, r := neutralRule(p, o); c != noColour {
		return c, r
	}
	pHigher := higher(p, o)
	if p.pref == noColour {
		// D.2.5: the higher-ranked player gets the initial colour when his
		// effective rank is odd (1-based).
		if pHigher {
			if p.rank%2 == 1 {
				return initial.invert(), 5
			}
			return initial, 5
		}
		if o.rank%2 == 1 {
			return initial, 5
		}
		return initial.invert(), 5
	}
	// D.2.4: the higher-ranked player's preference.
	if pHigher {
		return p.pref, 4
	}
	return o.pref.invert(), 4
}

// initialColour is XXC, or inferred from round 1 (F.7 item 9): the colour of
// the highest-ranked player paired in round 1, corrected for his parity.
func initialColour(t *trf.Tournament, all map[int]*player) colour {
	switch t.InitialColour {
	case trf.InitialWhite:
		return white
	case trf.InitialBlack:
		return black
	}
	best := -1
	var c colour
	for id, p := range all {
		tp := t.Player(id)
		if tp == nil {
			continue
		}
		g := tp.Game(1)
		if g.Opponent == 0 || (g.Colour != trf.White && g.Colour != trf.Black) {
			continue
		}
		if best < 0 || p.rank < best {
			best = p.rank
			c = white
			if g.Colour == trf.Black {
				c = black
			}
			if p.rank%2 == 1 {
				c = c.invert()
			}
		}
	}
	if best < 0 {
		return white
	}
	return c
}

// realHigher is the A.3 order on real (unaccelerated) scores.
func realHigher(a, b *player) bool {
	if a.realScore != b.realScore {
		return a.realScore > b.realScore
	}
	return a.rank < b.rank
}

// result orients the pairs (Art. 5) and sorts the boards (F.7 item 8).
func result(t *trf.Tournament, ps []*player, all map[int]*player, mate []int) Pairing {
	init := initialColour(t, all)
	var out Pairing
	var boards boardList
	for v, p := range ps {
		m := mate[v]
		if m == v {
			out.Bye = p.id
			continue
		}
		o := ps[m]
		if p.id > o.id {
			continue
		}
		bd := Board{White: p.id, Black: o.id}
		if colourOf(p, o, init) == black {
			bd = Board{White: o.id, Black: p.id}
		}
		boards.add(p, o, bd)
	}
	out.Boards = boards.ordered()
	return out
}
