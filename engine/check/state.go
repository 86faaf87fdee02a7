package check

import (
	"fmt"

	"arbiter/engine/trf"
)

// state is what the criteria need about the tournament before round r.
type state struct {
	t         *trf.Tournament
	r         int
	final     bool // r is the last round (XXR): topscorers exist (C.04.3 1.8)
	forbidden map[[2]int]bool
}

func newState(t *trf.Tournament, r int) *state {
	s := &state{t: t.Before(r), r: r, forbidden: map[[2]int]bool{}}
	s.final = t.TotalRounds > 0 && r >= t.TotalRounds
	for _, fp := range t.ForbiddenPairs {
		for i := range fp {
			for j := range fp {
				if i != j {
					s.forbidden[[2]int{fp[i], fp[j]}] = true
				}
			}
		}
	}
	return s
}

func (s *state) player(id int) *trf.Player {
	if id < 1 || id > len(s.t.Players) {
		return nil
	}
	return &s.t.Players[id-1]
}

// absent: an entry in column r (H, F, Z, -) means not to be paired.
func (s *state) absent(id int) bool {
	return len(s.player(id).Games) >= s.r
}

// rematch reports a C1 violation: a game played before (C.04.1 art. 2;
// forfeits are not games) or an XXP forbidden pair.
func (s *state) rematch(a, b int) string {
	pa := s.player(a)
	for r := 1; r < s.r; r++ {
		if g := pa.Game(r); g.Opponent == b && g.Played() {
			return fmt.Sprintf("%d and %d already played each other in round %d", a, b, r)
		}
	}
	if s.forbidden[[2]int{a, b}] {
		return fmt.Sprintf("%d and %d are a forbidden pair (XXP)", a, b)
	}
	return ""
}

// byeBlocked reports a C2 violation (C.04.1 art. 4): an earlier PAB, or an
// unplayed round that scored a win's points (F, forfeit win).
func (s *state) byeBlocked(id int) string {
	p := s.player(id)
	for r := 1; r < s.r; r++ {
		g := p.Game(r)
		if !g.Played() && g.Points() >= 2 {
			return fmt.Sprintf("player %d already scored a win without playing in round %d (%c)", id, r, g.Result)
		}
	}
	return ""
}

// history is a player's colours in played games, oldest first (C.04.3 1.6:
// unplayed rounds are dropped).
func (s *state) history(id int) []trf.Colour {
	var h []trf.Colour
	for _, g := range s.player(id).Games[:min(s.r-1, len(s.player(id).Games))] {
		if g.Played() {
			h = append(h, g.Colour)
		}
	}
	return h
}

// topscorer (C.04.3 1.8): pairing the final round, more than half of the
// maximum score so far (acceleration points included).
func (s *state) topscorer(id int) bool {
	if !s.final {
		return false
	}
	score := s.t.ScoreAfter(s.player(id), s.r-1)
	for _, a := range s.t.Accelerations {
		if a.Player == id && s.r-1 < len(a.Points) {
			score += a.Points[s.r-1]
		}
	}
	return 2*score > s.t.WinPoints()*(s.r-1) // under the file's point system
}

// colours checks C.04.1 art. 6-7 for both players of a board after the
// round: |CD| <= 2 and not three equal colours in a row. A board with a
// topscorer is exempt (C.04.3 C3).
func (s *state) colours(b trf.Board) []string {
	if s.topscorer(b.White) || s.topscorer(b.Black) {
		return nil
	}
	var msgs []string
	for _, pc := range []struct {
		id int
		c  trf.Colour
	}{{b.White, trf.White}, {b.Black, trf.Black}} {
		if msg := colourRule(append(s.history(pc.id), pc.c)); msg != "" {
			msgs = append(msgs, fmt.Sprintf("player %d: %s", pc.id, msg))
		}
	}
	return msgs
}

// colourRule checks a colour sequence (played games, oldest first).
func colourRule(h []trf.Colour) string {
	cd := 0
	for _, c := range h {
		if c == trf.White {
			cd++
		} else {
			cd--
		}
	}
	if cd > 2 || cd < -2 {
		return fmt.Sprintf("colour difference would be %+d", cd)
	}
	if n := len(h); n >= 3 && h[n-1] == h[n-2] && h[n-2] == h[n-3] {
		return fmt.Sprintf("colour %c three times in a row", h[n-1])
	}
	return ""
}
