package tournaments

import (
	"fmt"

	"arbiter/engine/trf"
	"arbiter/model"
)

// Colour warnings of a manual change: a player who gets
// the colour against his colour preference (C.04.3 art. 1.7 and the colour
// allocation of art. 5.2), or the same colour a third time in a row
// (C.04.1 art. 7, criterion C3), is named with the rule.

// RuleColourPreference is the PairingWarning.Rule of a colour given
// against the player's preference (C.04.3 art. 5.2).
const RuleColourPreference = "colour-preference"

// colourSeq is a player's colours in the games played over the board
// before a round, oldest first (unplayed rounds dropped, C.04.2: they are
// read as if before round 1).
func (l *loaded) colourSeq(no, before int) []trf.Colour {
	var seq []trf.Colour
	for _, g := range l.games {
		if g.StartNo != no || g.Round >= before || g.Opponent == 0 {
			continue
		}
		if (trf.Game{Opponent: g.Opponent, Colour: g.Colour, Result: g.Result}).Played() && g.Colour != trf.NoColour {
			seq = append(seq, g.Colour)
		}
	}
	return seq
}

// colourPreference is the preference of C.04.3 art. 1.7 from a colour
// sequence: the colour wanted and its strength — 3 absolute (colour
// difference beyond ±1, or the same colour in the last two games), 2
// strong (difference ±1), 1 mild (difference 0: the other colour than the
// last game), 0 none (no game played).
func colourPreference(seq []trf.Colour) (trf.Colour, int) {
	if len(seq) == 0 {
		return trf.NoColour, 0
	}
	cd := 0
	for _, c := range seq {
		if c == trf.White {
			cd++
		} else {
			cd--
		}
	}
	last := seq[len(seq)-1]
	other := trf.White
	if last == trf.White {
		other = trf.Black
	}
	twice := len(seq) >= 2 && seq[len(seq)-2] == last
	switch {
	case cd < -1:
		return trf.White, 3
	case cd > 1:
		return trf.Black, 3
	case twice:
		return other, 3
	case cd == -1:
		return trf.White, 2
	case cd == 1:
		return trf.Black, 2
	}
	return other, 1
}

// colourWarnings names, for the boards touched by a manual change of round
// r, each player given a colour against his preference; three of the same
// colour in a row is said as such (the engine check reports it too, as C3;
// this sentence replaces its general one for that player).
func (l *loaded) colourWarnings(r int, p trf.Pairing, touched []int) (ws []model.PairingWarning, third map[int]bool) {
	third = map[int]bool{}
	seen := map[int]bool{}
	for _, n := range touched {
		if n < 1 || n > len(p.Boards) || seen[n] {
			continue
		}
		seen[n] = true
		b := p.Boards[n-1]
		for _, side := range []struct {
			no  int
			got trf.Colour
		}{{b.White, trf.White}, {b.Black, trf.Black}} {
			seq := l.colourSeq(side.no, r)
			want, strength := colourPreference(seq)
			if strength == 0 || want == side.got {
				continue
			}
			who := fmt.Sprintf("%s (№ %d)", l.name(side.no), side.no)
			got := colourName(side.got)
			if k := len(seq); k >= 2 && seq[k-1] == side.got && seq[k-2] == side.got {
				third[side.no] = true
				ws = append(ws, model.PairingWarning{Rule: "C3", Msg: model.Msg("Rule C3 (C.04.1 art. 7): %s would get %s a third time in a row.", who, got)})
				continue
			}
			kind := [4]model.Text{{}, model.Msg("a mild"), model.Msg("a strong"), model.Msg("an absolute")}[strength]
			wantC := colourName(want)
			ws = append(ws, model.PairingWarning{Rule: RuleColourPreference, Msg: model.Msg("Colour preference (C.04.3 art. 1.7, 5.2): %s has %s preference for %s but would get %s.", who, kind, wantC, got)})
		}
	}
	return ws, third
}

func colourName(c trf.Colour) model.Text {
	if c == trf.White {
		return model.Msg("White (the colour)")
	}
	return model.Msg("Black (the colour)")
}
