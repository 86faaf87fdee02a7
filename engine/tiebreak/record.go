package tiebreak

// progressive is PS (art. 7.6): the sum of the running scores after each
// round, awarded points included; Cn drops the first n running scores.
func (c *Calculator) progressive(i int, cut int) Value {
	var run, sum Points
	for r, g := range c.players[i].Rounds {
		run += g.Points
		if r >= cut {
			sum += run
		}
	}
	return Half(sum)
}

// count counts the rounds of player i for which f holds.
func (c *Calculator) count(i int, f func(g Round) bool) Value {
	n := 0
	for _, g := range c.players[i].Rounds {
		if f(g) {
			n++
		}
	}
	return Int(int64(n))
}

// record computes the type-B codes of art. 7.
func (c *Calculator) record(i int, code Code) Value {
	switch code {
	case WIN: // 7.1: a win's points with or without playing
		return c.count(i, func(g Round) bool {
			return g.Points == c.win && (g.Kind == Played || g.Kind == ForfeitWin || g.Kind == PAB || g.Kind == FullBye)
		})
	case WON: // 7.2: over the board only
		return c.count(i, func(g Round) bool { return g.Kind == Played && g.Points == c.win })
	case BPG: // 7.3
		return c.count(i, func(g Round) bool { return g.Kind == Played && g.Colour == Black })
	case BWG: // 7.4
		return c.count(i, func(g Round) bool { return g.Kind == Played && g.Colour == Black && g.Points == c.win })
	case REP: // 7.5: rounds minus requested byes and forfeit losses
		return c.count(i, func(g Round) bool { return !isVUR(g) })
	}
	return Undefined
}

// koyaGames is the number of games of the maximum score of art. 9.3, as
// FIDE's reference calculator counts it: one per round computed; in a
// round robin whose rounds are a multiple of the players (an odd field,
// whose free round cannot score) one fewer per cycle, and one fewer for
// every player never paired in those rounds.
func (c *Calculator) koyaGames() int {
	games := c.n
	if c.sys.IsRoundRobin() {
		if n := len(c.players); c.n%n == 0 {
			games -= c.n / n
		}
		for _, p := range c.players {
			paired := false
			for _, g := range p.Rounds {
				paired = paired || g.HasOpponent()
			}
			if !paired {
				games--
			}
		}
	}
	return games
}

// koya is KS (art. 9.3): points scored against the players who finished
// with at least half of the maximum possible score (koyaGames games),
// that line moved by limit half-points (KS/L±n). Forfeits count as games
// (15.2).
func (c *Calculator) koya(i, limit int) (Value, []Contribution) {
	line := c.win*Points(c.koyaGames()) + 2*Points(limit) // twice the line, in half-points
	var sum Points
	var cs []Contribution
	for r, g := range c.players[i].Rounds {
		if !g.HasOpponent() {
			continue
		}
		o := c.idx[g.Opponent]
		k := Contribution{Round: r + 1, Kind: g.Kind, Opponent: g.Opponent, OppScore: c.score[o], Scored: g.Points}
		if 2*c.score[o] >= line {
			sum += g.Points
		} else {
			k.Cut = DropBelowHalf
		}
		cs = append(cs, k)
	}
	return Half(sum), cs
}

// standard is STD (C.07 2026, a type-B code): 1 for each round with more than a
// draw's points, ½ for each with exactly a draw's points, played or not,
// so that 3/1/0 events compare as 1/½/0. A double forfeit (0–0) gives 0, as
// FIDE's reference calculator compares with the draw value, not with the
// opponent's points.
func (c *Calculator) standard(i int) Value {
	var sum Points
	for _, g := range c.players[i].Rounds {
		sum += c.stdPoints(g)
	}
	return Half(sum)
}

// stdPoints is one round of STD in half-points.
func (c *Calculator) stdPoints(g Round) Points {
	switch {
	case g.Points > c.draw:
		return 2
	case g.Points == c.draw:
		return 1
	}
	return 0
}
