package trfgen

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strings"

	"arbiter/engine/elo"
	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
)

// Summary is what Build made: the options as resolved (every random value
// drawn) and the counts that came out.
type Summary struct {
	Options                                                          Options // resolved: Players, Rounds, Draw, ratings, TieBreaks, InitialColour set
	Games                                                            int     // boards paired over the board or forfeited (not the PAB)
	Draws                                                            int     // played games drawn (=/=)
	Decisive, Forfeits, DoubleForfeits, HalfZero, ZeroHalf, ZeroZero int
	HalfByes, FullByes, ZeroByes, PABs                               int // rounds
	Withdrawals, LateEntries, Unrated                                int // players
}

// ErrOptions wraps options that cannot make a tournament (more byes than
// player-rounds, a rating list of the wrong length, …).
var ErrOptions = errors.New("trfgen")

func optErr(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrOptions, fmt.Sprintf(format, a...))
}

// randomLists are the tie-break lists drawn when none is given: FIDE's usual
// Swiss list (C.07 2024/2026) and variations on it.
var randomLists = []string{
	"BH/C1,BH,SB,DE,WIN",
	"BH,SB,DE,WIN",
	"DE,BH/C1,BH,PS",
	"BH/M1,BH,SB,WON,BPG",
	"PS,BH/C1,WIN,BWG",
	"BH/C1,BH/C2,BH,REP",
}

// resolve draws every option left out (Options doc) from rng and checks
// the given ones. The draws, in order: players 12..200, rounds 5..11 (at
// most half the players, at least 1), draws 10..50 %, highest rating
// 2400..2800, lowest 1400..2300 (bbpPairings' ranges), unrated 0..10 %
// of the players, half-point byes 0..3 %, full-point byes 0..1 %,
// zero-point byes 0..2 % of the player-rounds, forfeits 0..3 %, double
// forfeits 0..1 %, each unusual result 0..1 % of the games, withdrawals
// and late entries 0..5 % of the players, a list of randomLists, the
// initial colour.
func resolve(o Options, rng *rand.Rand) (Options, error) {
	pct := func(max int) Amount { return share(float64(rng.IntN(max*10+1)) / 1000) } // 0..max % in tenths
	if len(o.Ratings) > 0 {
		if o.Players == 0 {
			o.Players = len(o.Ratings)
		}
		if len(o.Ratings) != o.Players {
			return o, optErr("Ratings lists %d ratings for %d players (PlayersNumber): give one per player", len(o.Ratings), o.Players)
		}
	}
	if o.Players == 0 {
		o.Players = 12 + rng.IntN(189)
	}
	if o.Players < 2 || o.Players > 9999 {
		return o, optErr("%d players: want 2 to 9999", o.Players)
	}
	if o.Rounds == 0 {
		hi := max(1, min(11, o.Players/2))
		lo := min(5, hi)
		o.Rounds = lo + rng.IntN(hi-lo+1)
	}
	if o.Rounds < 1 || o.Rounds > 99 {
		return o, optErr("%d rounds: want 1 to 99", o.Rounds)
	}
	if !o.Draw.Set {
		o.Draw = share(float64(10+rng.IntN(41)) / 100)
	}
	if o.HighestRating == 0 {
		o.HighestRating = max(2400+rng.IntN(401), o.LowestRating)
	}
	if o.LowestRating == 0 {
		o.LowestRating = min(1400+rng.IntN(901), o.HighestRating)
	}
	if o.LowestRating > o.HighestRating {
		return o, optErr("LowestRating %d is above HighestRating %d", o.LowestRating, o.HighestRating)
	}
	if !o.Unrated.Set {
		o.Unrated = pct(10)
		if len(o.Ratings) > 0 {
			o.Unrated = Amount{Set: true}
		}
	}
	perRate := func(a *Amount, rate float64, def Amount) {
		switch {
		case a.Set:
		case rate > 0:
			*a = share(1 / rate)
		default:
			*a = def
		}
	}
	// bbpPairings' rates count players; Arbiter's bye amounts count
	// player-rounds: one player in N with one half-point bye each.
	perRate(&o.HalfByes, o.HalfPointByeRate*float64(o.Rounds), pct(3))
	perRate(&o.FullByes, 0, pct(1))
	perRate(&o.ZeroByes, 0, pct(2))
	perRate(&o.Forfeits, o.ForfeitRate, pct(3))
	perRate(&o.DoubleForfeits, 0, pct(1))
	perRate(&o.HalfZero, 0, pct(1))
	perRate(&o.ZeroHalf, 0, pct(1))
	perRate(&o.ZeroZero, 0, pct(1))
	perRate(&o.Withdrawals, o.RetiredRate, pct(5))
	perRate(&o.LateEntries, 0, pct(5))
	if o.TieBreaks == "" {
		o.TieBreaks = randomLists[rng.IntN(len(randomLists))]
	}
	if _, err := tiebreakList(o.TieBreaks); err != nil {
		return o, err
	}
	switch o.InitialColour {
	case 0:
		o.InitialColour = "wb"[rng.IntN(2)]
	case 'w', 'b':
	default:
		return o, optErr("initial colour %q: want w or b", o.InitialColour)
	}
	return o, nil
}

func tiebreakList(s string) ([]tiebreak.Spec, error) {
	list, err := tiebreak.ParseList(s)
	if err != nil {
		return nil, optErr("TieBreaks %q: %v", s, err)
	}
	if len(list) > 0 && list[0].Code == tiebreak.PTS {
		list = list[1:]
	}
	return list, nil
}

// builder holds one tournament being generated.
type builder struct {
	o   Options
	rng *rand.Rand
	t   *trf.Tournament
	// absent[i][r-1] is the absence of player i+1 in round r (H, F, Z),
	// 0 when he is to be paired.
	absent [][]trf.Result
	// outcome maps a game's number (over the whole tournament, in round
	// and board order) to an unusual outcome; normal games are missing.
	outcome map[int]outcome
	games   int // games the tournament will have
	gameNo  int // the next game's number
	unrated int // the rating the result model gives unrated players
	sum     Summary
}

type outcome byte

const (
	normal outcome = iota
	forfeit
	doubleForfeit
	halfZero
	zeroHalf
	zeroZero
)

// Build generates a whole tournament from o, pairing every round with pair
// (Arbiter's engine, or any other: Build does not depend on one), and
// returns it with its Summary. The tournament is complete: every round
// paired and played, the 001 points and ranks written, TRF-2026 records
// 142 (rounds), 152 (initial colour), 192 (FIDE_DUTCH, or FIDE_DUTCH_BAKU)
// and 202 (the tie-break list) set.
//
// What is planned before round 1: the players (ratings typed, by range or
// by step; the unrated drawn; pairing numbers by rating, the unrated last,
// C.04.2 art. 2), the late entries (absent in round 1, or 1 and 2: H or Z),
// the withdrawals (Z from a round to the end), the requested byes (H, F, Z
// in player-rounds drawn among those left, keeping at least two players in
// every round), and which games will end unusually (forfeits, double
// forfeits, ½-0, 0-½, 0-0: exact counts, drawn among the games the rounds
// will have). Every other game is decided by the FIDE rating table: White's
// expected score E = PD(Rw - Rb) of B.02 table 8.1.2 (unrated players count
// as LowestRating), the draw chance d = min(Draw, 2E, 2(1-E)), White wins
// with chance E - d/2, so that the expected score is E.
//
// The same options and seed give the same tournament (with a deterministic
// pair). Options that cannot be met are an error wrapping ErrOptions; a
// round pair fails is a *RoundError with the state before that round.
func Build(o Options, pair PairFunc) (*trf.Tournament, *Summary, error) {
	rng := rand.New(rand.NewPCG(o.Seed, 0x5851f42d4c957f2d))
	o, err := resolve(o, rng)
	if err != nil {
		return nil, nil, err
	}
	b := &builder{o: o, rng: rng, outcome: map[int]outcome{}}
	b.sum.Options = o
	if err := b.players(); err != nil {
		return nil, nil, err
	}
	if err := b.plan(); err != nil {
		return nil, nil, err
	}
	for r := 1; r <= o.Rounds; r++ {
		b.absences(r)
		p, err := pair(b.t, r)
		if err == nil {
			err = b.complete(r, p)
		}
		if err != nil {
			return b.t, &b.sum, &RoundError{Round: r, Err: err}
		}
		b.play(r, p)
	}
	if err := b.standings(); err != nil {
		return nil, nil, err
	}
	if err := b.t.Validate(); err != nil {
		return nil, nil, fmt.Errorf("trfgen: generated an invalid tournament (bug): %w", err)
	}
	return b.t, &b.sum, nil
}

// players makes the field.
func (b *builder) players() error {
	o := b.o
	ratings := append([]int(nil), o.Ratings...)
	if ratings == nil {
		ratings = make([]int, o.Players)
		for i := range ratings {
			if o.RatingStep > 0 {
				ratings[i] = max(1, o.HighestRating-i*o.RatingStep)
			} else {
				ratings[i] = o.LowestRating + b.rng.IntN(o.HighestRating-o.LowestRating+1)
			}
		}
		nu := o.Unrated.Of(o.Players)
		if nu > o.Players {
			return optErr("Unrated %s: more than the %d players", o.Unrated, o.Players)
		}
		for _, i := range b.rng.Perm(o.Players)[:nu] {
			ratings[i] = 0
		}
	}
	b.unrated = o.LowestRating
	if len(o.Ratings) > 0 {
		b.unrated = 0
		for _, r := range ratings {
			if r > 0 && (b.unrated == 0 || r < b.unrated) {
				b.unrated = r
			}
		}
		if b.unrated == 0 {
			b.unrated = 1400
		}
	}
	// Pairing numbers by rating, the unrated last (C.04.2 art. 2).
	sort.SliceStable(ratings, func(i, j int) bool {
		if (ratings[i] == 0) != (ratings[j] == 0) {
			return ratings[j] == 0
		}
		return ratings[i] > ratings[j]
	})
	name := o.Name
	if name == "" {
		name = fmt.Sprintf("Arbiter random tournament, seed %d", o.Seed)
	}
	t := &trf.Tournament{
		Name:          name,
		StartDate:     o.StartDate,
		NumPlayers:    fmt.Sprint(o.Players),
		Type:          "Swiss (FIDE Dutch system)",
		TotalRounds:   o.Rounds,
		InitialColour: trf.InitialColour(o.InitialColour),
		TypeCode:      "FIDE_DUTCH",
	}
	if o.Baku {
		t.TypeCode = "FIDE_DUTCH_BAKU"
	}
	t.Other = []string{"192 " + t.TypeCode}
	rated := 0
	for i, r := range ratings {
		if r == 0 {
			b.sum.Unrated++
		} else {
			rated++
		}
		// ASCII names: the reference engines count TRF columns in bytes.
		t.Players = append(t.Players, trf.Player{ID: i + 1, Sex: "m", Name: fmt.Sprintf("Player%04d, Test", i+1), Rating: r, Federation: "UKR"})
	}
	t.NumRated = fmt.Sprint(rated)
	b.t = t
	return nil
}

// plan decides every absence and the unusual games before round 1.
func (b *builder) plan() error {
	o, n, R := b.o, b.o.Players, b.o.Rounds
	b.absent = make([][]trf.Result, n)
	for i := range b.absent {
		b.absent[i] = make([]trf.Result, R)
	}
	order := b.rng.Perm(n)
	late := o.LateEntries.Of(n)
	wd := o.Withdrawals.Of(n)
	if late+wd > n {
		return optErr("LateEntries %s and Withdrawals %s: more than the %d players", o.LateEntries, o.Withdrawals, n)
	}
	if (late > 0 || wd > 0) && R < 2 {
		return optErr("late entries and withdrawals need at least 2 rounds")
	}
	// Late entries miss round 1 (and round 2 when there are 4 rounds or
	// more): a zero-point absence, or a half-point bye one time in three.
	for _, i := range order[:late] {
		miss := 1
		if R >= 4 {
			miss += b.rng.IntN(2)
		}
		for r := 0; r < miss; r++ {
			b.absent[i][r] = trf.ZeroBye
			if b.rng.IntN(3) == 0 {
				b.absent[i][r] = trf.HalfBye
			}
		}
	}
	b.sum.LateEntries = late
	// Withdrawals: absent (Z) from a round 2..R to the end.
	for _, i := range order[late : late+wd] {
		from := 2 + b.rng.IntN(R-1)
		for r := from - 1; r < R; r++ {
			b.absent[i][r] = trf.ZeroBye
		}
	}
	b.sum.Withdrawals = wd
	// Requested byes in the player-rounds left.
	type slot struct{ i, r int }
	var free []slot
	present := make([]int, R)
	for i := range b.absent {
		for r := range R {
			if b.absent[i][r] == 0 {
				free = append(free, slot{i, r})
				present[r]++
			}
		}
	}
	for r, p := range present {
		if p < 2 {
			return optErr("round %d would have %d players: fewer late entries or withdrawals", r+1, p)
		}
	}
	b.rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	total := n * R
	next := 0
	for _, bye := range []struct {
		a    Amount
		res  trf.Result
		name string
		cnt  *int
	}{
		{o.HalfByes, trf.HalfBye, "HalfPointByes", &b.sum.HalfByes},
		{o.FullByes, trf.FullBye, "FullPointByes", &b.sum.FullByes},
		{o.ZeroByes, trf.ZeroBye, "ZeroPointByes", &b.sum.ZeroByes},
	} {
		want := bye.a.Of(total)
		for got := 0; got < want; got++ {
			for next < len(free) && present[free[next].r] <= 2 {
				next++
			}
			if next == len(free) {
				return optErr("%s %s: only %d of %d fit (every round keeps two players)", bye.name, bye.a, got, want)
			}
			s := free[next]
			next++
			b.absent[s.i][s.r] = bye.res
			present[s.r]--
			*bye.cnt++
		}
	}
	// The games the rounds will have: every present player is paired, one
	// of an odd number gets the PAB.
	for _, p := range present {
		b.games += p / 2
	}
	b.sum.Games = b.games
	perm := b.rng.Perm(b.games)
	k := 0
	for _, u := range []struct {
		a    Amount
		kind outcome
		name string
	}{
		{o.Forfeits, forfeit, "Forfeits"}, {o.DoubleForfeits, doubleForfeit, "DoubleForfeits"},
		{o.HalfZero, halfZero, "HalfZeroResults"}, {o.ZeroHalf, zeroHalf, "ZeroHalfResults"},
		{o.ZeroZero, zeroZero, "ZeroZeroResults"},
	} {
		want := u.a.Of(b.games)
		if k+want > b.games {
			return optErr("%s %s: the tournament has %d games, %d of them already taken by other unusual results", u.name, u.a, b.games, k)
		}
		for _, g := range perm[k : k+want] {
			b.outcome[g] = u.kind
		}
		k += want
	}
	return nil
}

// absences writes column r for the players not to be paired.
func (b *builder) absences(r int) {
	for i := range b.t.Players {
		if res := b.absent[i][r-1]; res != 0 {
			b.t.Players[i].Games = append(b.t.Players[i].Games, trf.Game{Colour: trf.NoColour, Result: res})
		}
	}
}

// complete checks that p pairs every present player exactly once.
func (b *builder) complete(r int, p trf.Pairing) error {
	if err := checkPairing(b.t, r, p); err != nil {
		return err
	}
	paired := 2 * len(p.Boards)
	if p.Bye != 0 {
		paired++
	}
	present := 0
	for i := range b.t.Players {
		if len(b.t.Players[i].Games) < r {
			present++
		}
	}
	if paired != present {
		return fmt.Errorf("%w: %d of %d present players paired", ErrBadPairing, paired, present)
	}
	return nil
}

// play records the results of round r.
func (b *builder) play(r int, p trf.Pairing) {
	ps := b.t.Players
	for _, bd := range p.Boards {
		rw, rb := b.result(bd)
		w, bl := &ps[bd.White-1], &ps[bd.Black-1]
		cw, cb := trf.White, trf.Black
		w.Games = append(w.Games, trf.Game{Opponent: bd.Black, Colour: cw, Result: rw})
		bl.Games = append(bl.Games, trf.Game{Opponent: bd.White, Colour: cb, Result: rb})
	}
	if p.Bye != 0 {
		ps[p.Bye-1].Games = append(ps[p.Bye-1].Games, trf.Game{Colour: trf.NoColour, Result: trf.PAB})
		b.sum.PABs++
	}
	for i := range ps {
		ps[i].Points = ps[i].Score(r)
	}
}

// result decides one board: its planned unusual outcome, or the rating
// model (Build).
func (b *builder) result(bd trf.Board) (trf.Result, trf.Result) {
	g := b.gameNo
	b.gameNo++
	switch b.outcome[g] {
	case forfeit:
		b.sum.Forfeits++
		if b.rng.IntN(2) == 0 {
			return trf.ForfeitWin, trf.ForfeitLos
		}
		return trf.ForfeitLos, trf.ForfeitWin
	case doubleForfeit:
		b.sum.DoubleForfeits++
		return trf.ForfeitLos, trf.ForfeitLos
	case halfZero:
		b.sum.HalfZero++
		return trf.Draw, trf.Loss
	case zeroHalf:
		b.sum.ZeroHalf++
		return trf.Loss, trf.Draw
	case zeroZero:
		b.sum.ZeroZero++
		return trf.Loss, trf.Loss
	}
	e := elo.PD(b.rating(bd.White) - b.rating(bd.Black)) // hundredths
	// In 1/400: draws d = min(4·Draw%, 8E, 8(100-E)), White's wins 4E - d/2.
	d := min(int(math.Round(b.o.Draw.Share*400)), 8*e, 8*(100-e))
	d -= d % 2
	w := 4*e - d/2
	x := b.rng.IntN(400)
	switch {
	case x < w:
		b.sum.Decisive++
		return trf.Win, trf.Loss
	case x < w+d:
		b.sum.Draws++
		return trf.Draw, trf.Draw
	}
	b.sum.Decisive++
	return trf.Loss, trf.Win
}

func (b *builder) rating(id int) int {
	if r := b.t.Players[id-1].Rating; r > 0 {
		return r
	}
	return b.unrated
}

// standings writes the 001 ranks by points and the tie-break list (C.07
// art. 4.2), players still tied ordered by a drawing of lots, and the 202
// record.
func (b *builder) standings() error {
	list, err := tiebreakList(b.o.TieBreaks)
	if err != nil {
		return err
	}
	tt, err := tiebreak.FromTRF(b.t)
	if err != nil {
		return fmt.Errorf("trfgen: standings (bug): %w", err)
	}
	lots := b.rng.Perm(len(b.t.Players))
	for i := range lots {
		lots[i]++
	}
	st, err := tiebreak.Rank(tt, list, tiebreak.Options{Lots: lots})
	if err != nil {
		return fmt.Errorf("trfgen: standings: %w", err)
	}
	for _, row := range st.Rows {
		b.t.Players[row.ID-1].Rank = row.Place
	}
	specs := make([]string, len(list))
	for i, sp := range list {
		specs[i] = sp.TRF()
	}
	b.t.Other = append(b.t.Other, "202 "+strings.Join(specs, ","))
	return nil
}
