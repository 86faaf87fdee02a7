package tiebreak

import (
	"fmt"
	"strings"
)

// Item is one line of an explanation: a round and what it added.
type Item struct {
	Round    int  // 1-based; 0 when not tied to a round
	Kind     Kind // what happened in the round
	Opponent int  // (scheduled) opponent; 0 for byes and dummies
	Dummy    bool // own unplayed round counted against a dummy (art. 16.4)
	VUR      bool // voluntary unplayed round (art. 16.2)
	// Basis is the opponent's adjusted score, the dummy's score, the
	// opponent's rating (ARO/TPR) or the running score (PS).
	Basis  Value
	Scored Points // own points in the round
	Amount Value  // what the item adds to the value (0 when cut)
	Cut    string // "" kept; "low"/"high" removed by a cut; other text: why it does not count
}

// Explanation tells what went into one tie-break value of one player.
type Explanation struct {
	Player int
	Spec   Spec
	Value  Value
	Items  []Item
	Note   string // the rule in one sentence
}

// String renders the explanation as plain text, one item per line.
func (e *Explanation) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s of player %d = %s (%s)\n", e.Spec, e.Player, e.Value, e.Note)
	for _, it := range e.Items {
		var who string
		switch {
		case it.Dummy && it.Opponent != 0:
			who = fmt.Sprintf("dummy (scheduled opponent %d)", it.Opponent)
		case it.Dummy:
			who = "dummy"
		case it.Opponent != 0:
			who = fmt.Sprintf("opponent %d", it.Opponent)
		default:
			who = "-"
		}
		fmt.Fprintf(&b, "  round %d: %s, %s, basis %s, scored %s, adds %s", it.Round, it.Kind, who, it.Basis, fmtHalf(it.Scored), it.Amount)
		if it.VUR {
			b.WriteString(", voluntary unplayed round")
		}
		if it.Cut != "" {
			fmt.Fprintf(&b, " [cut: %s]", it.Cut)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// Explain lists what went into the value of sp for the player: for BH/SB
// the opponents' adjusted scores or dummy scores and which rounds were
// cut; for KS the opponents and which ones stayed below 50%; for PS the
// running scores; for ARO/TPR the ratings met; for DE the games inside the
// tied group; for counts, the rounds counted.
func (c *Calculator) Explain(id int, sp Spec) (*Explanation, error) {
	v, err := c.Value(id, sp)
	if err != nil {
		return nil, err
	}
	i := c.idx[id]
	e := &Explanation{Player: id, Spec: sp, Value: v}
	switch sp.Code {
	case BH, SB:
		_, cs := c.buchholz(i, sp)
		e.Items, e.Note = contribItems(cs, sp.Code == SB), c.bhNote(sp)
	case FB:
		_, cs := c.fore().buchholz(i, Spec{Code: BH, Cut: sp.Cut, Median: sp.Median})
		e.Items, e.Note = contribItems(cs, false), "Buchholz with every paired game of the last round counted as a draw (art. 8.2)"
	case KS:
		_, cs := c.koya(i)
		e.Items, e.Note = contribItems(cs, false), "points against opponents with at least 50% of the maximum score (art. 9.3)"
		for k := range e.Items {
			e.Items[k].Amount = Half(e.Items[k].Scored)
			if e.Items[k].Cut != "" {
				e.Items[k].Amount = Int(0)
			}
		}
	case AOB:
		_, cs := c.aob(i)
		e.Items, e.Note = contribItems(cs, false), "average of the Buchholz of the opponents met over the board (art. 8.3)"
	case DE:
		e.Items, e.Note = c.deItems(i), "place among the players with equal points by their games against each other (art. 6)"
	case PS:
		e.Items, e.Note = c.psItems(i, sp.Cut), "sum of the running scores after each round (art. 7.6)"
	case ARO, TPR, PTP, APRO:
		e.Items, e.Note = c.ratingItems(i), "ratings of the opponents met over the board (art. 10)"
	default:
		e.Items, e.Note = c.countItems(i, sp), "rounds counted (art. 7)"
	}
	return e, nil
}

func (c *Calculator) bhNote(sp Spec) string {
	base := "sum of the opponents' adjusted scores"
	if sp.Code == SB {
		base = "sum of opponent's score × points scored against him"
	}
	switch {
	case c.sys.IsRoundRobin():
		return base + "; forfeits count as games (art. 15.2)"
	case c.ed == Edition2026:
		return base + "; own unplayed rounds against a capped dummy (art. 16.4, 2026)"
	case c.ed == Edition2009:
		return base + "; own unplayed rounds against a virtual opponent (2009 text)"
	}
	return base + "; own unplayed rounds against a dummy with the player's own score (art. 16.4)"
}

func contribItems(cs []Contribution, sb bool) []Item {
	var out []Item
	for _, k := range cs {
		it := Item{Round: k.Round, Kind: k.Kind, Opponent: k.Opponent, Dummy: k.Dummy, VUR: k.VUR,
			Basis: Half(k.OppScore), Scored: k.Scored, Cut: k.Cut, Amount: Half(k.OppScore)}
		if sb {
			it.Amount = quarter(k.sb())
		}
		if k.Cut != "" {
			it.Amount = Int(0)
		}
		out = append(out, it)
	}
	return out
}

func (c *Calculator) psItems(i, cut int) []Item {
	var out []Item
	var run Points
	for r, g := range c.players[i].Rounds {
		run += g.Points
		it := Item{Round: r + 1, Kind: g.Kind, Opponent: g.Opponent, Basis: Half(run), Scored: g.Points, Amount: Half(run)}
		if r < cut {
			it.Cut, it.Amount = "low", Int(0)
		}
		out = append(out, it)
	}
	return out
}

func (c *Calculator) ratingItems(i int) []Item {
	var out []Item
	for r, g := range c.players[i].Rounds {
		if g.Kind != Played {
			continue
		}
		rt := c.players[c.idx[g.Opponent]].Rating
		out = append(out, Item{Round: r + 1, Kind: g.Kind, Opponent: g.Opponent, Basis: Int(int64(rt)), Scored: g.Points, Amount: Int(int64(rt))})
	}
	return out
}

func (c *Calculator) countItems(i int, sp Spec) []Item {
	var out []Item
	for r, g := range c.players[i].Rounds {
		if sp.Code == PTS {
			out = append(out, Item{Round: r + 1, Kind: g.Kind, Opponent: g.Opponent, Scored: g.Points, Amount: Half(g.Points)})
			continue
		}
		one := Player{Rounds: []Round{g}}
		d := &Calculator{win: c.win, players: []Player{one}}
		if n := d.record(0, sp.Code); n.Defined && n.Num > 0 {
			out = append(out, Item{Round: r + 1, Kind: g.Kind, Opponent: g.Opponent, Scored: g.Points, Amount: Int(1)})
		}
	}
	return out
}

// deItems lists the games of player i against the others with equal points.
func (c *Calculator) deItems(i int) []Item {
	var out []Item
	for r, g := range c.players[i].Rounds {
		if g.Opponent == 0 || !g.HasOpponent() || c.score[c.idx[g.Opponent]] != c.score[i] {
			continue
		}
		it := Item{Round: r + 1, Kind: g.Kind, Opponent: g.Opponent, Basis: Half(c.score[i]), Scored: g.Points, Amount: Half(g.Points)}
		if !c.countsAsEncounter(g) {
			it.Cut, it.Amount = "forfeit: not an encounter (art. 6.1.1)", Int(0)
		}
		out = append(out, it)
	}
	return out
}
