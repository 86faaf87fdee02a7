package swiss

import (
	"fmt"
	"sort"

	"arbiter/engine/trf"
)

// colour of a preference or a game: none, white, black.
type colour uint8

const (
	noColour colour = iota
	white
	black
)

func (c colour) invert() colour {
	switch c {
	case white:
		return black
	case black:
		return white
	}
	return noColour
}

// float direction of a past round (C.04.3 1.4; dutch.md A.5, F.1).
type float uint8

const (
	floatNone float = iota
	floatDown
	floatUp
)

// player is the pairing state of one player before the round (dutch.md F.1).
type player struct {
	id        int // pairing number (TPN)
	vx        int // vertex index in the matching graph (position among the players to pair)
	rank      int // effective rank: 0-based position among valid players in TPN order (F.1, F.7 item 6)
	score     int // half-points after the previous rounds, with acceleration (A.3)
	off       int // offset of its score's counter in a score vector (layout.off[score])
	realScore int // the same without acceleration (board order, F.7 item 8)
	played    int // games played over the board
	colours   []colour
	imbalance int    // |CD| (A.7)
	pref      colour // colour preference
	repeated  colour // colour of the last two played games when equal, else none
	strong    bool   // strong preference: |CD| = 1 and not absolute
	eligible  bool   // may receive the PAB (C2; F.1)
	float1    float  // float one round back
	float2    float  // float two rounds back
	opponents map[int]bool
}

// absolute reports an absolute colour preference (A.7): |CD| > 1 or the same
// colour in the last two played games.
func (p *player) absolute() bool { return p.imbalance > 1 || p.repeated != noColour }

// points of one round entry in half-points, standard point system (A.5 table).
func points(g trf.Game) int { return g.Points() }

// absentIn reports whether the round entry announces an absence (the player
// is not paired in that round): no opponent and H, F, Z or -.
func absentIn(g trf.Game) bool {
	if g.Opponent != 0 {
		return false
	}
	switch g.Result {
	case trf.HalfBye, trf.FullBye, trf.ZeroBye, trf.ForfeitLos:
		return true
	}
	return false
}

// participated reports whether the player took part in the pairing of a
// round: he had an opponent (played or forfeited) or the PAB (F.1).
func participated(g trf.Game) bool { return g.Opponent != 0 || g.Result == trf.PAB }

// accel returns the acceleration (virtual points) of a player for round r.
func accel(t *trf.Tournament, id, r int) int {
	for _, a := range t.Accelerations {
		if a.Player == id && r >= 1 && r <= len(a.Points) {
			return a.Points[r-1]
		}
	}
	return 0
}

// scoreBefore returns the score of p before round r (rounds 1..r-1), with
// the TRF-2026 299 penalties and bonuses of those rounds.
func scoreBefore(t *trf.Tournament, p *trf.Player, r int) int {
	return t.ScoreAfter(p, r-1)
}

// buildPlayers derives the state of every player of t before round r. It
// returns the players to pair (no entry in column r) in pairing order and
// all players by ID (nil for invalid ones).
func buildPlayers(t *trf.Tournament, r int) ([]*player, map[int]*player, error) {
	byID := map[int]*trf.Player{}
	for i := range t.Players {
		p := &t.Players[i]
		if p.ID <= 0 {
			return nil, nil, fmt.Errorf("swiss: bad pairing number %d", p.ID)
		}
		if byID[p.ID] != nil {
			return nil, nil, fmt.Errorf("swiss: pairing number %d appears twice", p.ID)
		}
		byID[p.ID] = p
	}
	for i := range t.Players {
		p := &t.Players[i]
		for rr := 1; rr < r; rr++ {
			g := p.Game(rr)
			if g.Opponent == 0 {
				continue
			}
			q := byID[g.Opponent]
			if q == nil {
				return nil, nil, fmt.Errorf("swiss: player %d, round %d: unknown opponent %d", p.ID, rr, g.Opponent)
			}
			if g.Opponent == p.ID || q.Game(rr).Opponent != p.ID {
				return nil, nil, fmt.Errorf("swiss: player %d, round %d: opponent %d does not point back", p.ID, rr, g.Opponent)
			}
		}
	}
	ids := make([]int, 0, len(t.Players))
	for i := range t.Players {
		ids = append(ids, t.Players[i].ID)
	}
	sort.Ints(ids)
	all := map[int]*player{}
	var toPair []*player
	rank := 0
	for _, id := range ids {
		tp := byID[id]
		absent := absentIn(tp.Game(r))
		valid := !absent
		for rr := 1; rr < r && !valid; rr++ {
			valid = participated(tp.Game(rr))
		}
		if !valid {
			continue
		}
		p := derive(t, tp, r, byID)
		p.rank = rank
		rank++
		all[id] = p
		if !absent {
			toPair = append(toPair, p)
		}
	}
	sortPlayers(toPair)
	return toPair, all, nil
}

// derive computes one player's colour data (A.7, F.1), floats (A.5, F.1) and
// PAB eligibility (C2, C.04.1 Art. 4).
func derive(t *trf.Tournament, tp *trf.Player, r int, byID map[int]*trf.Player) *player {
	p := &player{id: tp.ID, eligible: true, opponents: map[int]bool{}}
	p.realScore = scoreBefore(t, tp, r)
	p.score = p.realScore + accel(t, tp.ID, r)
	whites, blacks, run := 0, 0, 0
	var last colour
	for rr := 1; rr < r; rr++ {
		g := tp.Game(rr)
		if !g.Played() {
			if points(g) >= 2 || g.Result == trf.PAB {
				p.eligible = false // C2: PAB, full-point bye or forfeit win
			}
			continue
		}
		p.played++
		p.opponents[g.Opponent] = true
		c := white
		if g.Colour == trf.Black {
			c = black
		}
		p.colours = append(p.colours, c)
		if c == white {
			whites++
		} else {
			blacks++
		}
		if run == 0 || c != last {
			run = 1
		} else {
			run++
		}
		last = c
	}
	lower := white
	p.imbalance = blacks - whites
	if whites > blacks {
		lower = black
		p.imbalance = whites - blacks
	}
	switch {
	case p.imbalance > 1:
		p.pref = lower // the CD rule wins over "two in a row" (F.7 item 5)
	case run > 1:
		p.pref = last.invert()
	case p.imbalance > 0:
		p.pref = lower
	case run > 0:
		p.pref = last.invert()
	}
	if run > 1 {
		p.repeated = last
	}
	p.strong = !p.absolute() && p.imbalance > 0
	if r > 1 {
		p.float1 = floatOf(t, tp, r-1, byID)
	}
	if r > 2 {
		p.float2 = floatOf(t, tp, r-2, byID)
	}
	return p
}

// floatOf is the float of round rr (C.04.3 1.4, 2026: unplayed rounds scoring
// more than a loss give a downfloat; played games compare the scores before
// the round, with acceleration).
func floatOf(t *trf.Tournament, tp *trf.Player, rr int, byID map[int]*trf.Player) float {
	g := tp.Game(rr)
	if !g.Played() {
		if t.PointsOf(g) > t.LossPoints() { // under the point system: a bye worth 0 is no float
			return floatDown
		}
		return floatNone
	}
	q := byID[g.Opponent]
	a := scoreBefore(t, tp, rr) + accel(t, tp.ID, rr)
	b := scoreBefore(t, q, rr) + accel(t, q.ID, rr)
	switch {
	case a > b:
		return floatDown
	case a < b:
		return floatUp
	}
	return floatNone
}

// higher reports whether a ranks above b (A.3: score, then TPN).
func higher(a, b *player) bool {
	if a.score != b.score {
		return a.score > b.score
	}
	return a.rank < b.rank
}

func sortPlayers(ps []*player) {
	sort.Slice(ps, func(i, j int) bool { return higher(ps[i], ps[j]) })
}
