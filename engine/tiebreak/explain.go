package tiebreak

import (
	"fmt"
	"strings"
)

// Unplayed tells how a Buchholz-type value (BH, SB, FB, AOB) counted the
// player's own unplayed rounds.
type Unplayed int

// Unplayed values.
const (
	NotBuchholz     Unplayed = iota // PS, KS, DE, ratings, counts
	ForfeitsAsGames                 // round robin: forfeits count as games, free rounds give nothing (art. 15.2)
	DummyOwnScore                   // a dummy with the player's own score (art. 16.4, 2023/2024)
	DummyCapped                     // a dummy with the player's score capped (art. 16.4.1/16.4.2, 2026)
	VirtualOpponent                 // the 2009 virtual opponent
)

// Item is one line of an explanation: a round and what it added.
type Item struct {
	Round    int  // 1-based; 0 when not tied to a round
	Kind     Kind // what happened in the round
	Opponent int  // (scheduled) opponent; 0 for byes and dummies
	Dummy    bool // own unplayed round counted against a dummy (art. 16.4)
	VUR      bool // voluntary unplayed round (art. 16.2)
	// Basis is the value used: the opponent's adjusted score, the dummy's
	// score, the opponent's rating (ARO/TPR) or the running score (PS).
	Basis  Value
	Scored Points // own points in the round
	Amount Value  // what the item adds to the value (0 when dropped)
	Cut    Drop   // Counted, or why the item does not count
}

// Explanation tells what went into one tie-break value of one player. It
// is data: the program's user interface writes it in its language; String
// is a plain English rendering for tests and logs.
type Explanation struct {
	Player   int
	Spec     Spec
	Value    Value
	Items    []Item
	Unplayed Unplayed
}

// String renders the explanation as plain text, one item per line.
func (e *Explanation) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s of player %d = %s (%s)\n", e.Spec, e.Player, e.Value, e.note())
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
		if it.Cut != Counted {
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
		e.Items, e.Unplayed = contribItems(cs, sp.Code == SB), c.unplayed()
	case FB:
		_, cs := c.fore().buchholz(i, Spec{Code: BH, Cut: sp.Cut, Median: sp.Median})
		e.Items, e.Unplayed = contribItems(cs, false), c.unplayed()
	case KS:
		_, cs := c.koya(i, sp.Limit)
		e.Items = contribItems(cs, false)
		for k := range e.Items {
			e.Items[k].Amount = Half(e.Items[k].Scored)
			if e.Items[k].Cut != Counted {
				e.Items[k].Amount = Int(0)
			}
		}
	case AOB:
		_, cs := c.aob(i)
		e.Items, e.Unplayed = contribItems(cs, false), c.unplayed()
	case DE:
		e.Items = c.deItems(i)
	case PS:
		e.Items = c.psItems(i, sp.Cut)
	case ARO, TPR, PTP, APRO:
		e.Items = c.ratingItems(i)
	case STD:
		e.Items = c.stdItems(i)
	case TPN, RTNG:
		// the player's own number or rating: nothing per round
	default:
		e.Items = c.countItems(i, sp)
	}
	return e, nil
}

// unplayed tells how this tournament's Buchholz values count own unplayed
// rounds.
func (c *Calculator) unplayed() Unplayed {
	switch {
	case c.sys.IsRoundRobin():
		return ForfeitsAsGames
	case c.ed == Edition2026:
		return DummyCapped
	case c.ed == Edition2009:
		return VirtualOpponent
	}
	return DummyOwnScore
}

// note is the rule in one English sentence, for String.
func (e *Explanation) note() string {
	base := map[Code]string{
		BH:   "sum of the opponents' adjusted scores",
		SB:   "sum of opponent's score × points scored against him",
		FB:   "Buchholz with every paired game of the last round counted as a draw (art. 8.2)",
		AOB:  "average of the Buchholz of the opponents met over the board (art. 8.3)",
		KS:   "points against opponents with at least 50% of the maximum score (art. 9.3)",
		DE:   "place among the players with equal points by their games against each other (art. 6)",
		PS:   "sum of the running scores after each round (art. 7.6)",
		ARO:  "ratings of the opponents met over the board (art. 10)",
		STD:  "1 for more than a draw's points in a round, ½ for a draw's points (standard points, 2026)",
		TPN:  "the pairing number",
		RTNG: "the player's own rating (art. 10)",
	}
	n, ok := base[e.Spec.Code]
	switch {
	case e.Spec.Code == TPR || e.Spec.Code == PTP || e.Spec.Code == APRO:
		n = base[ARO]
	case !ok:
		n = "rounds counted (art. 7)"
	}
	switch e.Unplayed {
	case ForfeitsAsGames:
		n += "; forfeits count as games (art. 15.2)"
	case DummyCapped:
		n += "; own unplayed rounds against a capped dummy (art. 16.4, 2026)"
	case VirtualOpponent:
		n += "; own unplayed rounds against a virtual opponent (2009 text)"
	case DummyOwnScore:
		n += "; own unplayed rounds against a dummy with the player's own score (art. 16.4)"
	}
	return n
}

func contribItems(cs []Contribution, sb bool) []Item {
	var out []Item
	for _, k := range cs {
		it := Item{Round: k.Round, Kind: k.Kind, Opponent: k.Opponent, Dummy: k.Dummy, VUR: k.VUR,
			Basis: Half(k.OppScore), Scored: k.Scored, Cut: k.Cut, Amount: Half(k.OppScore)}
		if sb {
			it.Amount = quarter(k.sb())
		}
		if k.Cut != Counted {
			it.Amount = Int(0)
		}
		out = append(out, it)
	}
	return out
}

// stdItems lists every round with what it gives to STD: Basis is a
// draw's points, Amount the standard points (1, ½ or 0).
func (c *Calculator) stdItems(i int) []Item {
	var out []Item
	for r, g := range c.players[i].Rounds {
		out = append(out, Item{Round: r + 1, Kind: g.Kind, Opponent: g.Opponent, Basis: Half(c.draw), Scored: g.Points, Amount: Half(c.stdPoints(g))})
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
			it.Cut, it.Amount = DropLow, Int(0)
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
			it.Cut, it.Amount = DropNotEncounter, Int(0)
		}
		out = append(out, it)
	}
	return out
}
