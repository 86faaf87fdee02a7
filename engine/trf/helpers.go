package trf

// Rounds returns the number of round columns present: the longest Games of
// any player.
func (t *Tournament) Rounds() int {
	n := 0
	for i := range t.Players {
		n = max(n, len(t.Players[i].Games))
	}
	return n
}

// LastPairedRound returns the last round in which any player has an
// opponent or the pairing-allocated bye, 0 if none. The round a pairing
// program is asked to pair is LastPairedRound()+1; entries in that column
// are absences (H, F, Z, -).
func (t *Tournament) LastPairedRound() int {
	last := 0
	for i := range t.Players {
		for r, g := range t.Players[i].Games {
			if g.Opponent != 0 || g.Result == PAB {
				last = max(last, r+1)
			}
		}
	}
	return last
}

// Points returns the points of one round entry in half-points under the
// standard point system: win 2, draw 1, loss 0; PAB, F and forfeit win 2;
// H 1; Z, forfeit loss and blank 0.
func (g Game) Points() int {
	switch g.Result {
	case Win, ShortWin, ForfeitWin, PAB, FullBye:
		return 2
	case Draw, ShortDraw, HalfBye, Adjourned: // Adjourned (trf.go): a draw until its result is known
		return 1
	}
	return 0
}

// Score returns the player's score after round r (rounds 1..r) in
// half-points under the standard point system (see Game.Points).
func (p *Player) Score(r int) int {
	s := 0
	for i := 1; i <= r && i <= len(p.Games); i++ {
		s += p.Games[i-1].Points()
	}
	return s
}

// Absent reports whether a round entry marks a known absence before the
// round is paired: no opponent and H, F, Z, - or blank.
func (g Game) Absent() bool {
	g = g.norm()
	if g.Opponent != 0 {
		return false
	}
	switch g.Result {
	case HalfBye, FullBye, ZeroBye, ForfeitLos, NoResult:
		return true
	}
	return false
}

// norm maps the zero Colour and Result of a Game built in memory to
// NoColour and NoResult, which is how Write prints them.
func (g Game) norm() Game {
	if g.Colour == 0 {
		g.Colour = NoColour
	}
	if g.Result == 0 {
		g.Result = NoResult
	}
	return g
}

// InferInitialColour returns the initial colour (XXC white1/black1) implied
// by the recorded games when the file does not give it, as bbpPairings'
// checker infers it: in the first round where anyone has a colour, the
// colour of the highest-ranked player paired in that round, inverted when
// he is an even one (second, fourth, …) among the players paired up to that
// round, because the Dutch round 1 alternates colours down the boards. It
// returns t.InitialColour when that is set, InitialUnknown when no game has
// colours.
func (t *Tournament) InferInitialColour() InitialColour {
	if t.InitialColour != InitialUnknown {
		return t.InitialColour
	}
	first := 0
	for i := range t.Players {
		for r, g := range t.Players[i].Games {
			if g.Colour == White || g.Colour == Black {
				if first == 0 || r+1 < first {
					first = r + 1
				}
				break
			}
		}
	}
	if first == 0 {
		return InitialUnknown
	}
	idx := 0
	for i := range t.Players {
		p := &t.Players[i]
		took := false
		for r := 1; r <= first; r++ {
			if g := p.Game(r); g.Opponent != 0 || g.Result == PAB {
				took = true
			}
		}
		if !took {
			continue
		}
		c := p.Game(first).Colour
		if c == White || c == Black {
			if idx%2 == 1 {
				c = map[Colour]Colour{White: Black, Black: White}[c]
			}
			if c == White {
				return InitialWhite
			}
			return InitialBlack
		}
		idx++
	}
	return InitialUnknown
}
