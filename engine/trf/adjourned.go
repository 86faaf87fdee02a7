package trf

import (
	"strings"
)

// AdjournedGame is one board with "?" on both lines: the round and the
// two players by pairing number.
type AdjournedGame struct {
	Round, White, Black int
}

// AdjournedGames lists the boards of t whose result is "?", in round
// order and, within a round, by White's pairing number.
func (t *Tournament) AdjournedGames() []AdjournedGame {
	var out []AdjournedGame
	for r := 1; r <= t.Rounds(); r++ {
		for i := range t.Players {
			p := &t.Players[i]
			g := p.Game(r)
			if g.Result == Adjourned && g.Opponent != 0 && g.Colour != Black {
				out = append(out, AdjournedGame{Round: r, White: p.ID, Black: g.Opponent})
			}
		}
	}
	return out
}

// AdjournedAsDraws writes "=" over every "?" of t, the draw the pairing
// rules assume for an adjourned game (C.04.2), and returns the boards it
// changed, as AdjournedGames lists them.
func (t *Tournament) AdjournedAsDraws() []AdjournedGame {
	out := t.AdjournedGames()
	for i := range t.Players {
		for r := range t.Players[i].Games {
			if t.Players[i].Games[r].Result == Adjourned {
				t.Players[i].Games[r].Result = Draw
			}
		}
	}
	return out
}

// hasAdjourned says whether some game of t is "?".
func (t *Tournament) hasAdjourned() bool {
	for i := range t.Players {
		for _, g := range t.Players[i].Games {
			if g.Result == Adjourned {
				return true
			}
		}
	}
	return false
}

// withUnknown is a 162 record with the X symbol (TRF-2026 record 162:
// "X Unknown result (e.g. adjourned game)", by default the value of D)
// added when it has none: " X" and the value of D, nine columns after
// the last pair.
func withUnknown(line string) string {
	rs := []rune(line)
	draw := "0.5"
	for c := 6; c <= len(rs); c += 9 {
		switch field(rs, c, c) {
		case "X":
			return line
		case "D":
			draw = strings.TrimSpace(text(rs, c+1, c+4))
		}
	}
	n := len(rs)
	next := 6
	for next <= n {
		next += 9
	}
	pad := next - 1 - n
	return line + strings.Repeat(" ", pad) + "X" + strings.Repeat(" ", max(0, 4-len(draw))) + draw
}
