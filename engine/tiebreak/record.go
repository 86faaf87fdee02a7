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

// koya is KS (art. 9.3): points scored against the players who finished
// with at least half of the maximum possible score. The maximum counts
// n−1 games per cycle in a round robin (the free round of an odd round
// robin cannot score) and one game per round in a Swiss event. Forfeits
// count as games (15.2).
func (c *Calculator) koya(i int) (Value, []Contribution) {
	var maxScore Points
	switch c.sys {
	case RoundRobin:
		maxScore = c.win * Points(len(c.players)-1)
	case DoubleRoundRobin:
		maxScore = 2 * c.win * Points(len(c.players)-1)
	default:
		maxScore = c.win * Points(c.n)
	}
	var sum Points
	var cs []Contribution
	for r, g := range c.players[i].Rounds {
		if !g.HasOpponent() {
			continue
		}
		o := c.idx[g.Opponent]
		k := Contribution{Round: r + 1, Kind: g.Kind, Opponent: g.Opponent, OppScore: c.score[o], Scored: g.Points}
		if 2*c.score[o] >= maxScore {
			sum += g.Points
		} else {
			k.Cut = DropBelowHalf
		}
		cs = append(cs, k)
	}
	return Half(sum), cs
}
