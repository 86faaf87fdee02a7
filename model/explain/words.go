package explain

import (
	"fmt"
	"strings"

	"arbiter/engine/swiss"
	"arbiter/model"
)

// because is the reason a criterion gives, as the end of a sentence
// "…, because <reason>".
func because(c swiss.Criterion) model.Text {
	switch c {
	case 1:
		return model.Msg("they have already played each other (C1)")
	case swiss.CritForbidden:
		return model.Msg("they are a forbidden pair (C1)")
	case 3:
		return model.Msg("both have an absolute preference for the same colour (C3)")
	case 5:
		return model.Msg("a player who may receive the bye must stay free for it (C2, C5)")
	case 6:
		return model.Msg("the bracket then has more pairs (C6)")
	case 7:
		return model.Msg("higher scores are then paired in the bracket (C7)")
	case 8:
		return model.Msg("the next bracket is then paired better (C8)")
	case 9:
		return model.Msg("the bye then goes to a player with fewer unplayed games (C9)")
	case 10:
		return model.Msg("no topscorer's colour difference then goes beyond 2 (C10)")
	case 11:
		return model.Msg("no topscorer then gets one colour three times in a row (C11)")
	case 12:
		return model.Msg("more players then get their colour preference (C12)")
	case 13:
		return model.Msg("more players then get their strong colour preference (C13)")
	case 14:
		return model.Msg("fewer players then float down two rounds in a row (C14)")
	case 15:
		return model.Msg("fewer opponents of moved-down players then float up two rounds in a row (C15)")
	case 16:
		return model.Msg("fewer players then float down again after a downfloat two rounds ago (C16)")
	case 17:
		return model.Msg("fewer players then float up again after an upfloat two rounds ago (C17)")
	case 18:
		return model.Msg("the players who floated down last round then lose less score (C18)")
	case 19:
		return model.Msg("the players who floated up last round then meet smaller score differences (C19)")
	case 20:
		return model.Msg("the players who floated down two rounds ago then lose less score (C20)")
	case 21:
		return model.Msg("the players who floated up two rounds ago then meet smaller score differences (C21)")
	case swiss.CritOrder:
		return model.Msg("the alternatives are equally good and the rules take the first one in their order (C.04.3 Art. 4)")
	case swiss.CritLookAhead:
		return model.Msg("otherwise the lower brackets could not be paired as well (C4, C5, C8)")
	case swiss.CritOdd:
		return model.Msg("the bracket has an odd number of players or no further possible pair (C6)")
	}
	return model.Msg("the rules give this pairing first (C.04.3 Art. 3)")
}

// reason is because(c), with the pair the alternative would have needed
// when that pair is what is ruled out (C1, C3, a forbidden pair).
func reason(ch swiss.Change) model.Text {
	if ch.Via.Higher != 0 {
		return model.Msg("then №%d and №%d would have to meet, but %s", ch.Via.Higher, ch.Via.Lower, because(ch.Criterion))
	}
	return because(ch.Criterion)
}

// colourName is a colour's name, "—" for none.
func colourName(c swiss.Colour) model.Text {
	switch c {
	case swiss.White:
		return model.Msg("White")
	case swiss.Black:
		return model.Msg("Black")
	}
	return model.Msg("none")
}

// playColour is a colour as the object of "to play" (uk: the
// instrumental, «білими»).
func playColour(c swiss.Colour) model.Text {
	if c == swiss.Black {
		return model.Msg("with Black")
	}
	return model.Msg("with White")
}

func strengthName(s swiss.Strength) model.Text {
	switch s {
	case swiss.Absolute:
		return model.Msg("absolute")
	case swiss.StrongPref:
		return model.Msg("strong")
	case swiss.Mild:
		return model.Msg("mild")
	}
	return model.Msg("none")
}

// floats writes a player's float history: "↓" down, "↑" up, "·" none,
// two rounds back first.
func floats(p swiss.PlayerNote) string {
	sym := func(f swiss.Float) string {
		switch f {
		case swiss.FloatDown:
			return "↓"
		case swiss.FloatUp:
			return "↑"
		}
		return "·"
	}
	return sym(p.Float2) + sym(p.Float1)
}

// colourRule is the sentence of the colour rule of Art. 5 that oriented a
// board.
func colourRule(b swiss.BoardNote) model.Text {
	switch b.Rule {
	case 1:
		return model.Msg("rule 1 of C.04.3 Art. 5: both colour preferences are granted")
	case 2:
		return model.Msg("rule 2 of C.04.3 Art. 5: the stronger preference wins, that of №%d", b.Decider)
	case 3:
		return model.Msg("rule 3 of C.04.3 Art. 5: the colours alternate from the last round in which the two had different colours")
	case 4:
		return model.Msg("rule 4 of C.04.3 Art. 5: the preference of the higher-ranked player, №%d, is granted", b.Decider)
	case 5:
		return model.Msg("rule 5 of C.04.3 Art. 5: the higher-ranked player, №%d, gets the initial colour or the other one by his pairing number", b.Decider)
	}
	return model.Msg("no colour rule")
}

// points writes half-points as 1½.
func points(half int) string {
	s := fmt.Sprint(half / 2)
	if half%2 != 0 {
		if half < 2 {
			return "½"
		}
		s += "½"
	}
	return s
}

// who is "№N Name".
func who(no int, names map[int]string) string {
	if n := strings.TrimSpace(names[no]); n != "" {
		return fmt.Sprintf("№%d %s", no, n)
	}
	return fmt.Sprintf("№%d", no)
}

// nos is "№1, №4" (or "—").
func nos(ids []int) string {
	if len(ids) == 0 {
		return "—"
	}
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = fmt.Sprintf("№%d", id)
	}
	return strings.Join(s, ", ")
}
