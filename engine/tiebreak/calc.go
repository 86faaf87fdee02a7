package tiebreak

// Calculator computes tie-break values for one tournament under one
// edition. It is immutable after New and safe for concurrent reads.
type Calculator struct {
	sys        System
	ed         Edition
	n          int // rounds
	win, draw  Points
	unrated    int // rating for unrated players; 0 = none
	anyUnrated bool
	players    []Player // rounds padded to n
	idx        map[int]int
	score      []Points // own score
	adj        []Points // score as seen by opponents (16.3; 2009: unplayed = draw)
}

// New validates t and prepares the computation. The edition is t.Edition,
// or the one t.StartDate selects (EditionFor).
func New(t *Tournament) (*Calculator, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	c := &Calculator{
		sys: t.System, ed: t.edition(), n: t.rounds(),
		win: t.Scoring.win(), draw: t.Scoring.draw(), unrated: t.UnratedRating,
		idx: map[int]int{},
	}
	for i, p := range t.Players {
		q := p
		q.Rounds = make([]Round, c.n)
		copy(q.Rounds, p.Rounds)
		for r := len(p.Rounds); r < c.n; r++ {
			q.Rounds[r] = Round{Kind: ZeroBye}
		}
		c.players = append(c.players, q)
		c.idx[p.ID] = i
		if p.Rating == 0 {
			c.anyUnrated = true
		}
	}
	c.score = make([]Points, len(c.players))
	c.adj = make([]Points, len(c.players))
	for i := range c.players {
		c.score[i] = c.total(i)
		c.adj[i] = c.adjusted(i)
	}
	return c, nil
}

// Edition reports the edition in use.
func (c *Calculator) Edition() Edition { return c.ed }

// System reports the pairing system.
func (c *Calculator) System() System { return c.sys }

// Rounds reports the number of rounds computed.
func (c *Calculator) Rounds() int { return c.n }

// Players lists the pairing numbers in input order.
func (c *Calculator) Players() []int {
	ids := make([]int, len(c.players))
	for i, p := range c.players {
		ids[i] = p.ID
	}
	return ids
}

// Score returns a player's points (half-points); 0 for an unknown id.
func (c *Calculator) Score(id int) Points {
	if i, ok := c.idx[id]; ok {
		return c.score[i]
	}
	return 0
}

func (c *Calculator) total(i int) Points {
	var s Points
	for _, g := range c.players[i].Rounds {
		s += g.Points
	}
	return s
}

// isVUR: voluntary unplayed round (art. 16.2.3–16.2.5): requested bye or
// forfeit loss.
func isVUR(g Round) bool {
	return g.Kind == HalfBye || g.Kind == ZeroBye || g.Kind == ForfeitLoss
}

// lateBye reports whether round r (0-based) of player i is a requested bye
// followed only by VURs, or in the last round: category 16.2.5.
func (c *Calculator) lateBye(i, r int) bool {
	rs := c.players[i].Rounds
	if rs[r].Kind != HalfBye && rs[r].Kind != ZeroBye {
		return false
	}
	for _, g := range rs[r+1:] {
		if !isVUR(g) {
			return false
		}
	}
	return true
}

// adjusted is the score used in the opponents' BH and SB. Art. 16.3:
// rounds of category 16.2.5 count as a draw. 2009 text: every unplayed
// game counts as a draw. Round robins: the actual score (15.2).
func (c *Calculator) adjusted(i int) Points {
	if c.sys.IsRoundRobin() {
		return c.score[i]
	}
	var s Points
	for r, g := range c.players[i].Rounds {
		switch {
		case c.ed == Edition2009 && g.Kind != Played:
			s += c.draw
		case c.ed != Edition2009 && c.lateBye(i, r):
			s += c.draw
		default:
			s += g.Points
		}
	}
	return s
}

// dummy is the score of the dummy opponent of player i's unplayed round r
// (art. 16.4; 2026: capped by 16.4.1/16.4.2; 2009: virtual opponent).
func (c *Calculator) dummy(i, r int) Points {
	g := c.players[i].Rounds[r]
	own := c.score[i]
	switch c.ed {
	case Edition2009:
		var before Points
		for _, h := range c.players[i].Rounds[:r] {
			before += h.Points
		}
		return before + (c.win - g.Points) + c.draw*Points(c.n-r-1)
	case Edition2026:
		limit := c.draw * Points(c.n)
		if g.HasOpponent() { // forfeit: 16.4.1, the scheduled opponent's adjusted score
			limit = c.adj[c.idx[g.Opponent]]
		}
		return min(own, limit)
	}
	return own
}
