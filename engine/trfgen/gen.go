package trfgen

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"arbiter/engine/trf"
)

// Generate builds the tournament of c round by round with pair. It returns
// the complete tournament, or on a *RoundError the state before the round
// that could not be paired. The caller may inspect every round by passing a
// pair function that records what it is given.
func Generate(c Config, pair PairFunc) (*trf.Tournament, error) {
	if c.Players < 2 || c.Rounds < 1 || c.Players > 9999 || c.Rounds > 99 {
		return nil, fmt.Errorf("trfgen: need 2..9999 players and 1..99 rounds, got %d and %d", c.Players, c.Rounds)
	}
	g := &gen{c: c, rng: rand.New(rand.NewPCG(c.Seed, 0x2545f4914f6cdd1d))}
	g.setup()
	for r := 1; r <= c.Rounds; r++ {
		g.absences(r)
		p, err := pair(g.t, r)
		if err != nil {
			return g.t, &RoundError{Round: r, Err: err}
		}
		if err := g.sane(r, p); err != nil {
			return g.t, &RoundError{Round: r, Err: err}
		}
		g.play(r, p)
	}
	g.rank()
	if err := g.t.Validate(); err != nil {
		return nil, fmt.Errorf("trfgen: generated an invalid tournament (bug): %w", err)
	}
	return g.t, nil
}

type gen struct {
	c   Config
	rng *rand.Rand
	t   *trf.Tournament
	// arrive[i] is the first round player i+1 plays in; leave[i] the round
	// from which he is withdrawn (0 = never).
	arrive, leave []int
}

func (g *gen) pct(p int) bool { return g.rng.IntN(100) < p }

// setup makes the players: ratings, TPN order, late entries, withdrawals.
func (g *gen) setup() {
	c := g.c
	type entry struct {
		rating int
		name   string
	}
	es := make([]entry, c.Players)
	for i := range es {
		es[i].name = fmt.Sprintf("Player %04d", i+1)
		if i%7 == 3 {
			es[i].name = fmt.Sprintf("Гравець %04d", i+1) // UTF-8 names in the output
		}
		if !g.pct(c.Unrated) {
			es[i].rating = 1000 + g.rng.IntN(1700)
		}
	}
	// TPN by rating, the unrated last (C.04.2 art. 2; ties by name).
	sort.SliceStable(es, func(i, j int) bool {
		if (es[i].rating == 0) != (es[j].rating == 0) {
			return es[j].rating == 0
		}
		return es[i].rating > es[j].rating
	})
	t := &trf.Tournament{
		Name:          fmt.Sprintf("trfgen seed %d", c.Seed),
		Type:          "Swiss (FIDE Dutch system)",
		NumPlayers:    fmt.Sprint(c.Players),
		TotalRounds:   c.Rounds,
		InitialColour: trf.InitialWhite,
	}
	if g.rng.IntN(2) == 0 {
		t.InitialColour = trf.InitialBlack
	}
	g.arrive = make([]int, c.Players)
	g.leave = make([]int, c.Players)
	for i, e := range es {
		t.Players = append(t.Players, trf.Player{ID: i + 1, Sex: "m", Name: e.name, Rating: e.rating, Federation: "UKR"})
		g.arrive[i] = 1
		if c.Rounds > 2 && g.pct(c.LateEntry) {
			g.arrive[i] = 2 + g.rng.IntN(2)
		}
		if c.Rounds > 2 && g.pct(c.Withdraw) {
			g.leave[i] = g.arrive[i] + 1 + g.rng.IntN(c.Rounds)
		}
	}
	g.t = t
}

// absences writes column r for every player who will not be paired. Random
// byes are taken back while fewer than two players would be present.
func (g *gen) absences(r int) {
	var optional []int
	present := 0
	for i := range g.t.Players {
		p := &g.t.Players[i]
		res := trf.NoResult
		switch {
		case r < g.arrive[i]:
			res = trf.ZeroBye
			if g.rng.IntN(2) == 0 {
				res = trf.HalfBye
			}
		case g.leave[i] != 0 && r >= g.leave[i]:
			res = trf.ZeroBye
		default:
			res = g.randomBye()
			if res != trf.NoResult {
				optional = append(optional, i)
			}
		}
		if res == trf.NoResult {
			present++
			continue
		}
		p.Games = append(p.Games, trf.Game{Colour: trf.NoColour, Result: res})
	}
	for ; present < 2 && len(optional) > 0; present++ {
		p := &g.t.Players[optional[len(optional)-1]]
		optional = optional[:len(optional)-1]
		p.Games = p.Games[:r-1]
	}
}

// randomBye draws a requested bye or absence of a present player.
func (g *gen) randomBye() trf.Result {
	switch {
	case g.pct(g.c.HalfBye):
		return trf.HalfBye
	case g.pct(g.c.FullBye):
		return trf.FullBye
	case g.pct(g.c.ZeroBye):
		if g.rng.IntN(4) == 0 {
			return trf.ForfeitLos // "0000 - -", the other spelling of Z
		}
		return trf.ZeroBye
	}
	return trf.NoResult
}

// sane checks that p pairs only existing, present players, each once.
func (g *gen) sane(r int, p trf.Pairing) error { return checkPairing(g.t, r, p) }

// checkPairing checks that p pairs only existing players of t who are
// present in round r, each once.
func checkPairing(t *trf.Tournament, r int, p trf.Pairing) error {
	seen := map[int]bool{}
	ok := func(id int) bool {
		if id < 1 || id > len(t.Players) || seen[id] || len(t.Players[id-1].Games) >= r {
			return false
		}
		seen[id] = true
		return true
	}
	for _, b := range p.Boards {
		if !ok(b.White) || !ok(b.Black) {
			return fmt.Errorf("%w: board %d-%d", ErrBadPairing, b.White, b.Black)
		}
	}
	if p.Bye != 0 && !ok(p.Bye) {
		return fmt.Errorf("%w: bye %d", ErrBadPairing, p.Bye)
	}
	return nil
}

// play records the results of round r.
func (g *gen) play(r int, p trf.Pairing) {
	for _, b := range p.Boards {
		rw, rb := g.result(b)
		w, bl := &g.t.Players[b.White-1], &g.t.Players[b.Black-1]
		w.Games = append(w.Games, trf.Game{Opponent: b.Black, Colour: trf.White, Result: rw})
		bl.Games = append(bl.Games, trf.Game{Opponent: b.White, Colour: trf.Black, Result: rb})
	}
	if p.Bye != 0 {
		pl := &g.t.Players[p.Bye-1]
		pl.Games = append(pl.Games, trf.Game{Colour: trf.NoColour, Result: trf.PAB})
	}
	// Anybody the pairing left out (it should not) is recorded absent.
	for i := range g.t.Players {
		pl := &g.t.Players[i]
		if len(pl.Games) < r {
			pl.Games = append(pl.Games, trf.Game{Colour: trf.NoColour, Result: trf.ZeroBye})
		}
		pl.Points = pl.Score(r)
	}
}

// result invents the result of a board: forfeits, draws, then a win for
// the stronger side more often (unrated count as 1400).
func (g *gen) result(b trf.Board) (trf.Result, trf.Result) {
	switch {
	case g.pct(g.c.DoubleForfeit):
		return trf.ForfeitLos, trf.ForfeitLos
	case g.pct(g.c.Forfeit):
		if g.rng.IntN(2) == 0 {
			return trf.ForfeitWin, trf.ForfeitLos
		}
		return trf.ForfeitLos, trf.ForfeitWin
	case g.pct(g.c.Draw):
		return trf.Draw, trf.Draw
	}
	rw, rb := g.rating(b.White), g.rating(b.Black)
	if g.rng.IntN(800) < 400+(rw-rb)/2 {
		return trf.Win, trf.Loss
	}
	return trf.Loss, trf.Win
}

func (g *gen) rating(id int) int {
	if r := g.t.Players[id-1].Rating; r > 0 {
		return r
	}
	return 1400
}

// rank fills the rank column: by score, ties share the place.
func (g *gen) rank() {
	ps := g.t.Players
	idx := make([]int, len(ps))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return ps[idx[a]].Points > ps[idx[b]].Points })
	for k, i := range idx {
		if k > 0 && ps[idx[k-1]].Points == ps[i].Points {
			ps[i].Rank = ps[idx[k-1]].Rank
		} else {
			ps[i].Rank = k + 1
		}
	}
}
