package trf

// Before returns a deep copy of the tournament as it stood before round r
// was paired: every player keeps rounds 1..r-1, plus the round-r entry if it
// is an absence without opponent (H, F, Z, -). When round r was paired in t
// (r <= LastPairedRound), a player with a blank or missing round-r entry was
// not paired and gets Z (TRF-16 reads a blank as a zero-point absence).
// Points are recomputed as the standard score after r-1 rounds and ranks
// are cleared; 299 adjustments of round r and later are dropped, and the
// points include the earlier ones. Everything else (headers, XXR, XXC, XXA, XXP, teams, other
// records) is copied.
func (t *Tournament) Before(r int) *Tournament {
	c := *t
	c.DeputyArbiters = append([]string(nil), t.DeputyArbiters...)
	c.RoundDates = append([]string(nil), t.RoundDates...)
	c.Other = append([]string(nil), t.Other...)
	c.Accelerations = make([]Acceleration, len(t.Accelerations))
	for i, a := range t.Accelerations {
		c.Accelerations[i] = Acceleration{Player: a.Player, Points: append([]int(nil), a.Points...)}
	}
	c.ForbiddenPairs = make([][]int, len(t.ForbiddenPairs))
	for i, fp := range t.ForbiddenPairs {
		c.ForbiddenPairs[i] = append([]int(nil), fp...)
	}
	c.Teams = make([]Team, len(t.Teams))
	for i, tm := range t.Teams {
		c.Teams[i] = Team{Name: tm.Name, Members: append([]int(nil), tm.Members...)}
	}
	c.Warnings = nil
	c.Adjustments = nil
	for _, a := range t.Adjustments {
		if a.Round < r {
			c.Adjustments = append(c.Adjustments, Adjustment{Type: a.Type, Points: a.Points, Round: a.Round, Players: append([]int(nil), a.Players...)})
		}
	}
	ps := &StandardPoints
	if t.Scoring != nil {
		ps = t.Scoring
	}
	paired := r >= 1 && r <= t.LastPairedRound()
	c.Players = make([]Player, len(t.Players))
	for i := range t.Players {
		c.Players[i] = t.Players[i].before(r, paired)
		c.Players[i].Points = c.scoreUnder(ps, &c.Players[i], r-1)
	}
	return &c
}

func (p *Player) before(r int, paired bool) Player {
	q := *p
	keep := min(max(r-1, 0), len(p.Games))
	q.Games = append([]Game(nil), p.Games[:keep]...)
	g := p.Game(r)
	if g.Absent() && (paired || r <= len(p.Games)) {
		if g.Result == NoResult {
			g.Result = ZeroBye
		}
		for len(q.Games) < r-1 {
			q.Games = append(q.Games, Game{Colour: NoColour, Result: NoResult})
		}
		q.Games = append(q.Games, g)
	}
	q.Rank = 0
	return q
}
