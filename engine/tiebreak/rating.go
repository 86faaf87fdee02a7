package tiebreak

import (
	"sort"

	"arbiter/engine/elo"
)

// dp converts a percentage score in hundredths (0…100) to a rating
// difference: B.02 table 8.1.1, kept in engine/elo.
func dp(p int) int { return elo.DP(p) }

// pd is the expected score, in hundredths, for a rating difference d
// (own − opponent): B.02 table 8.1.2 (engine/elo).
func pd(d int) int { return elo.PD(d) }

// otb lists the ratings of player i's opponents over the board and the
// points scored in those games, counted as the rating regulations count
// them (B.02: 1 / ½ / 0 in half-points, whatever the tournament's point
// system, as FIDE's reference calculator does). ok is false when ratings are not usable
// (an unrated player and no rating defined for unrated players, art. 10).
func (c *Calculator) otb(i int) (ratings []int, scored Points, ok bool) {
	if c.anyUnrated && c.unrated == 0 {
		return nil, 0, false
	}
	for _, g := range c.players[i].Rounds {
		if g.Kind != Played {
			continue
		}
		r := c.players[c.idx[g.Opponent]].Rating
		if r == 0 {
			r = c.unrated
		}
		ratings = append(ratings, r)
		scored += c.stdPoints(g)
	}
	return ratings, scored, true
}

// aro is the average rating of opponents over the board, rounded .5 up
// (art. 10.2), with Cn/Mn dropping the lowest (and highest) ratings.
func (c *Calculator) aro(i int, sp Spec) Value {
	rs, _, ok := c.otb(i)
	if !ok {
		return Undefined
	}
	sort.Ints(rs)
	low, high := sp.Cut, sp.Median
	if sp.Median > 0 {
		low = sp.Median
	}
	if low+high >= len(rs) {
		return Undefined
	}
	rs = rs[low : len(rs)-high]
	sum := 0
	for _, r := range rs {
		sum += r
	}
	return Int(Frac(int64(sum), int64(len(rs))).roundHalfUp())
}

// tpr is ARO + dp(p), p = OTB points / OTB games rounded to two decimals
// half up (art. 10.3).
func (c *Calculator) tpr(i int) Value {
	a := c.aro(i, Spec{Code: ARO})
	if !a.Defined {
		return Undefined
	}
	rs, scored, _ := c.otb(i)
	p := Frac(int64(scored)*100, 2*int64(len(rs))).roundHalfUp()
	return Int(a.Num + int64(dp(int(p))))
}

// ptp is the perfect tournament performance (art. 10.4): the lowest
// integer rating whose expected score against the OTB opponents reaches
// the OTB score; a zero score gives the lowest opponent rating − 800.
func (c *Calculator) ptp(i int) Value {
	rs, scored, ok := c.otb(i)
	if !ok || len(rs) == 0 {
		return Undefined
	}
	sort.Ints(rs)
	if scored == 0 {
		return Int(int64(rs[0] - 800))
	}
	target := int(scored) * 100 / 2 // hundredths of a point
	for r := rs[0] - 800; r <= rs[len(rs)-1]+800; r++ {
		exp := 0
		for _, o := range rs {
			exp += pd(r - o)
		}
		if exp >= target {
			return Int(int64(r))
		}
	}
	return Int(int64(rs[len(rs)-1] + 800))
}

// apro is the average TPR of the OTB opponents, rounded .5 up (art. 10.5).
func (c *Calculator) apro(i int) Value {
	if _, _, ok := c.otb(i); !ok {
		return Undefined
	}
	var sum, n int64
	for _, g := range c.players[i].Rounds {
		if g.Kind != Played {
			continue
		}
		if t := c.tpr(c.idx[g.Opponent]); t.Defined {
			sum += t.Num
			n++
		}
	}
	if n == 0 {
		return Undefined
	}
	return Int(Frac(sum, n).roundHalfUp())
}

// rtng is RTNG (C.07 2026): the player's own rating. Unrated
// players take the rating the regulations give them (UnratedRating);
// without one the value is undefined for everybody when anybody is
// unrated (art. 10).
func (c *Calculator) rtng(i int) Value {
	r := c.players[i].Rating
	switch {
	case r == 0 && c.unrated > 0:
		r = c.unrated
	case c.anyUnrated && c.unrated == 0:
		return Undefined
	}
	return Int(int64(r))
}
