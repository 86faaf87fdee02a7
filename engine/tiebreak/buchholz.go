package tiebreak

// Contribution is one round's share of a player's Buchholz or
// Sonneborn-Berger: the opponent's (adjusted) score or the dummy's score,
// and the points the player scored in that round.
type Contribution struct {
	Round    int // 1-based
	Kind     Kind
	Opponent int    // scheduled opponent; 0 for byes
	Dummy    bool   // own unplayed round played against a dummy (art. 16.4)
	OppScore Points // opponent's adjusted score (16.3) or the dummy's score
	Scored   Points // own points in this round
	VUR      bool   // voluntary unplayed round (16.2)
	Cut      Drop   // Counted, or why a cut/median modifier removed it
}

// bh and sb values of a contribution: half-points and quarter-points.
func (k Contribution) bh() int64 { return int64(k.OppScore) }
func (k Contribution) sb() int64 { return int64(k.OppScore) * int64(k.Scored) }

// contributions lists the rounds that enter BH and SB for player i.
// Swiss (art. 16): games use the opponent's adjusted score, every own
// unplayed round a dummy. Round robins (15.2): forfeits count as games
// against the scheduled opponent, free rounds give nothing.
func (c *Calculator) contributions(i int) []Contribution {
	var out []Contribution
	for r, g := range c.players[i].Rounds {
		k := Contribution{Round: r + 1, Kind: g.Kind, Scored: g.Points}
		if g.HasOpponent() {
			k.Opponent = g.Opponent
		}
		switch {
		case c.sys.IsRoundRobin():
			if !g.HasOpponent() {
				continue
			}
			k.OppScore = c.score[c.idx[g.Opponent]]
		case g.Kind == Played:
			k.OppScore = c.adj[c.idx[g.Opponent]]
		default:
			k.Dummy, k.VUR, k.OppScore = true, isVUR(g), c.dummy(i, r)
		}
		out = append(out, k)
	}
	return out
}

// applyCuts marks the contributions removed by Cn (low cuts) or Mn (low
// then high cuts). Low cut, art. 16.5: LSV is the contribution of the
// lowest opponent score (SB: the lowest product among those); V is the
// lowest VUR contribution; V is cut when V >= LSV, otherwise LSV. Round
// robins have no VURs. High cuts have no exception.
func applyCuts(cs []Contribution, sp Spec, sb bool) {
	val := func(k Contribution) int64 {
		if sb {
			return k.sb()
		}
		return k.bh()
	}
	low, high := sp.Cut, sp.Median
	if sp.Median > 0 {
		low = sp.Median
	}
	for ; low > 0; low-- {
		lsv, v := -1, -1
		for j, k := range cs {
			if k.Cut != Counted {
				continue
			}
			if lsv < 0 || k.OppScore < cs[lsv].OppScore || (k.OppScore == cs[lsv].OppScore && val(k) < val(cs[lsv])) {
				lsv = j
			}
			if k.VUR && (v < 0 || val(k) < val(cs[v]) || (val(k) == val(cs[v]) && k.OppScore < cs[v].OppScore)) {
				v = j
			}
		}
		if lsv < 0 {
			return
		}
		cut := DropLow
		if v >= 0 && v != lsv && val(cs[v]) >= val(cs[lsv]) {
			lsv, cut = v, DropVUR
		}
		cs[lsv].Cut = cut
	}
	for ; high > 0; high-- {
		hi := -1
		for j, k := range cs {
			if k.Cut == Counted && (hi < 0 || k.OppScore > cs[hi].OppScore || (k.OppScore == cs[hi].OppScore && val(k) > val(cs[hi]))) {
				hi = j
			}
		}
		if hi < 0 {
			return
		}
		cs[hi].Cut = DropHigh
	}
}

// sumContrib adds the kept contributions: BH in half-points, SB in quarters.
func sumContrib(cs []Contribution, sb bool) Value {
	var s int64
	for _, k := range cs {
		if k.Cut != Counted {
			continue
		}
		if sb {
			s += k.sb()
		} else {
			s += k.bh()
		}
	}
	if sb {
		return quarter(s)
	}
	return Frac(s, 2)
}

// buchholz computes BH or SB (with modifiers) for player i.
func (c *Calculator) buchholz(i int, sp Spec) (Value, []Contribution) {
	cs := c.contributions(i)
	sb := sp.Code == SB
	applyCuts(cs, sp, sb)
	return sumContrib(cs, sb), cs
}

// fore returns the calculator of the same tournament with every paired
// game of the final round turned into a draw (Fore Buchholz, art. 8.2).
func (c *Calculator) fore() *Calculator {
	f := *c
	f.players = make([]Player, len(c.players))
	for i, p := range c.players {
		q := p
		q.Rounds = append([]Round(nil), p.Rounds...)
		if c.n > 0 && q.Rounds[c.n-1].HasOpponent() {
			g := &q.Rounds[c.n-1]
			g.Kind, g.Points = Played, c.draw
		}
		f.players[i] = q
	}
	f.score = make([]Points, len(f.players))
	f.adj = make([]Points, len(f.players))
	for i := range f.players {
		f.score[i] = f.total(i)
	}
	for i := range f.players {
		f.adj[i] = f.adjusted(i)
	}
	return &f
}

// aob is the average of the Buchholz (or Fore Buchholz) of the opponents
// met over the board, once per game (art. 8.3).
func (c *Calculator) aob(i int) (Value, []Contribution) {
	var sum Value = Int(0)
	var cs []Contribution
	for r, g := range c.players[i].Rounds {
		if g.Kind != Played {
			continue
		}
		v, _ := c.buchholz(c.idx[g.Opponent], Spec{Code: BH})
		sum = sum.Add(v)
		cs = append(cs, Contribution{Round: r + 1, Kind: g.Kind, Opponent: g.Opponent, OppScore: Points(v.Num * 2 / v.Den), Scored: g.Points})
	}
	if len(cs) == 0 {
		return Undefined, nil
	}
	return Frac(sum.Num, sum.Den*int64(len(cs))), cs
}
