package trfgen

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"arbiter/engine/check"
	"arbiter/engine/swiss"
	"arbiter/engine/trf"
)

// dutch pairs with Arbiter's engine, as arbiter-cli generate does.
func dutch(t *trf.Tournament, r int) (trf.Pairing, error) {
	sp, err := swiss.Pair(t, r)
	if err != nil {
		return trf.Pairing{}, err
	}
	p := trf.Pairing{Bye: sp.Bye}
	for _, b := range sp.Boards {
		p.Boards = append(p.Boards, trf.Board{White: b.White, Black: b.Black})
	}
	return p, nil
}

// counted are the things of a generated tournament, counted from its
// games alone (not from the Summary).
type counted struct {
	games, draws, forfeits, doubleForfeits, halfZero, zeroHalf, zeroZero int
	H, F, Z, U                                                           int // bye rounds, late entries' and withdrawals' included
	late, withdrawn, unrated                                             int
}

func count(tn *trf.Tournament) counted {
	var c counted
	for _, p := range tn.Players {
		if p.Rating == 0 {
			c.unrated++
		}
		played := false
		for r, g := range p.Games {
			if g.Opponent == 0 {
				switch g.Result {
				case trf.HalfBye:
					c.H++
				case trf.FullBye:
					c.F++
				case trf.ZeroBye:
					c.Z++
				case trf.PAB:
					c.U++
				}
				continue
			}
			played = true
			if g.Colour != trf.White {
				continue // count each board once, from White's line
			}
			c.games++
			h := tn.Player(g.Opponent).Game(r + 1).Result
			switch string([]byte{byte(g.Result), byte(h)}) {
			case "==":
				c.draws++
			case "+-", "-+":
				c.forfeits++
			case "--":
				c.doubleForfeits++
			case "=0":
				c.halfZero++
			case "0=":
				c.zeroHalf++
			case "00":
				c.zeroZero++
			}
		}
		if len(p.Games) > 0 && p.Games[0].Opponent == 0 && p.Games[0].Result != trf.PAB && played {
			c.late++
		}
		if n := len(p.Games); n > 1 && p.Games[n-1].Result == trf.ZeroBye && played {
			k := n - 1
			for k > 0 && p.Games[k-1].Result == trf.ZeroBye {
				k--
			}
			if k > 0 && (p.Games[k-1].Opponent != 0 || p.Games[k-1].Result == trf.PAB || p.Games[k-1].Result == trf.HalfBye) {
				c.withdrawn++
			}
		}
	}
	return c
}

func amt(s string) Amount {
	a, err := ParseAmount(s)
	if err != nil {
		panic(err)
	}
	return a
}

// TestBuildCounts: counts and percentages come out exactly as asked,
// counted in the tournament itself.
func TestBuildCounts(t *testing.T) {
	o := Options{Seed: 7, Players: 60, Rounds: 9, Draw: amt("30%"),
		HalfByes: amt("12"), FullByes: amt("1%"), ZeroByes: amt("5"),
		Forfeits: amt("6"), DoubleForfeits: amt("2"), HalfZero: amt("3"), ZeroHalf: amt("1%"), ZeroZero: amt("2"),
		Withdrawals: amt("4"), LateEntries: amt("5%"), Unrated: amt("10%"),
		TieBreaks: "BH/C1,BH,SB,DE", InitialColour: 'b'}
	tn, sum, err := Build(o, dutch)
	if err != nil {
		t.Fatal(err)
	}
	c := count(tn)
	// 60 players × 9 rounds = 540 player-rounds: 1 % is 5 full-point byes.
	// 5 % of 60 players: 3 late entries; 10 %: 6 unrated.
	if sum.HalfByes != 12 || sum.FullByes != 5 || sum.ZeroByes != 5 {
		t.Errorf("byes H %d F %d Z %d, want 12 5 5", sum.HalfByes, sum.FullByes, sum.ZeroByes)
	}
	if c.F != 5 || c.U != sum.PABs {
		t.Errorf("file has %d F and %d U; summary %d F, %d PABs", c.F, c.U, sum.FullByes, sum.PABs)
	}
	// H and Z in the file include the late entries' rounds and the
	// withdrawals' rest.
	if c.H < 12 || c.Z < 5 {
		t.Errorf("file has %d H and %d Z", c.H, c.Z)
	}
	want := counted{games: sum.Games, forfeits: 6, doubleForfeits: 2, halfZero: 3, zeroHalf: (sum.Games + 50) / 100, zeroZero: 2,
		unrated: 6}
	got := c
	got.draws, got.H, got.F, got.Z, got.U, got.late, got.withdrawn = 0, 0, 0, 0, 0, 0, 0
	if sum.LateEntries != 3 || sum.Withdrawals != 4 {
		t.Errorf("late entries %d, withdrawals %d, want 3 and 4", sum.LateEntries, sum.Withdrawals)
	}
	if got != want {
		t.Errorf("counted %+v\nwant    %+v", got, want)
	}
	if c.draws != sum.Draws || sum.Draws+sum.Decisive+sum.Forfeits+sum.DoubleForfeits+sum.HalfZero+sum.ZeroHalf+sum.ZeroZero != sum.Games {
		t.Errorf("draws %d / summary %+v", c.draws, sum)
	}
	if tn.InitialColour != trf.InitialBlack || tn.TotalRounds != 9 {
		t.Errorf("initial colour %c, rounds %d", tn.InitialColour, tn.TotalRounds)
	}
}

// TestLateAndWithdrawn: without requested byes every absence in round 1
// is a late entry's and every run of Z to the end a withdrawal's.
func TestLateAndWithdrawn(t *testing.T) {
	none := Amount{Set: true}
	o := Options{Seed: 11, Players: 40, Rounds: 7, HalfByes: none, FullByes: none, ZeroByes: none,
		Withdrawals: amt("5"), LateEntries: amt("10%")}
	tn, sum, err := Build(o, dutch)
	if err != nil {
		t.Fatal(err)
	}
	if c := count(tn); c.late != 4 || c.withdrawn != 5 || sum.LateEntries != 4 || sum.Withdrawals != 5 {
		t.Errorf("file: %d late, %d withdrawn; summary %d, %d; want 4 and 5", c.late, c.withdrawn, sum.LateEntries, sum.Withdrawals)
	}
}

// TestBuildReadsBackAndChecks: generated files, written as TRF-2026 and
// read again, are the same tournament; every round meets the absolute
// criteria, is the engine's pairing of the state before it, and the ranks
// follow the 202 list.
func TestBuildReadsBackAndChecks(t *testing.T) {
	for seed := uint64(1); seed <= 12; seed++ {
		o := Options{Seed: seed, Players: 8 + int(seed*7%50)}
		tn, sum, err := Build(o, dutch)
		var re *RoundError
		if errors.As(err, &re) && errors.Is(err, swiss.ErrNoValidPairing) {
			continue
		}
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		var buf bytes.Buffer
		if err := trf.WriteEdition(&buf, tn, trf.TRF26); err != nil {
			t.Fatal(err)
		}
		text := buf.String()
		for _, rec := range []string{"\n142 ", "\n152 ", "\n192 FIDE_DUTCH\n", "\n202 " + sum.Options.TieBreaks + "\n"} {
			if !strings.Contains(text, rec) {
				t.Errorf("seed %d: no %q record", seed, strings.TrimSpace(rec))
			}
		}
		back, err := trf.ReadWith(strings.NewReader(text), trf.Options{UnusualResults: true})
		if err != nil {
			t.Fatalf("seed %d: read back: %v", seed, err)
		}
		for i := range tn.Players {
			if !reflect.DeepEqual(back.Players[i], tn.Players[i]) {
				t.Fatalf("seed %d: player %d read back as %+v, written %+v", seed, i+1, back.Players[i], tn.Players[i])
			}
		}
		for r := 1; r <= back.TotalRounds; r++ {
			if vs := check.Round(back, r, back.PairingOf(r)); len(vs) > 0 {
				t.Errorf("seed %d round %d: %v", seed, r, vs)
			}
			p, err := dutch(back.Before(r), r)
			if err != nil || !samePairing(p, back.PairingOf(r)) {
				t.Errorf("seed %d round %d: the engine pairs the state before it otherwise (%v)", seed, r, err)
			}
		}
		list, _ := check.TieBreakList(back)
		specs, err := tiebreakList(list)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := check.Standings(back, back.TotalRounds, specs)
		if err != nil || len(rep.Misplaced) > 0 {
			t.Errorf("seed %d: standings %v %+v", seed, err, rep)
		}
	}
}

func samePairing(a, b trf.Pairing) bool {
	key := func(p trf.Pairing) []string {
		var k []string
		for _, bd := range p.Boards {
			k = append(k, fmt.Sprint(bd.White, "-", bd.Black))
		}
		slices.Sort(k)
		return append(k, fmt.Sprint("bye ", p.Bye))
	}
	return slices.Equal(key(a), key(b))
}

// TestBuildSeeds: the same options and seed give the same file; another
// seed, another tournament.
func TestBuildSeeds(t *testing.T) {
	write := func(seed uint64) string {
		tn, _, err := Build(Options{Seed: seed, Players: 30, Rounds: 5}, dutch)
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := trf.WriteEdition(&buf, tn, trf.TRF26); err != nil {
			t.Fatal(err)
		}
		return buf.String()
	}
	if write(3) != write(3) {
		t.Error("seed 3 twice: two files")
	}
	if write(3) == write(4) {
		t.Error("seeds 3 and 4: the same file")
	}
}

// TestRandomDefaults: options left out are drawn within their documented
// ranges, and they vary with the seed.
func TestRandomDefaults(t *testing.T) {
	players, lists := map[int]bool{}, map[string]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		o, err := resolve(Options{Seed: seed}, rand.New(rand.NewPCG(seed, 1)))
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case o.Players < 12 || o.Players > 200, o.Rounds < 1 || o.Rounds > 11 || o.Rounds > max(1, o.Players/2),
			o.Draw.Share < 0.10 || o.Draw.Share > 0.50, o.HighestRating < 2400 || o.HighestRating > 2800,
			o.LowestRating < 1400 || o.LowestRating > 2300, o.InitialColour != 'w' && o.InitialColour != 'b',
			o.HalfByes.Share > 0.03, o.Withdrawals.Share > 0.05:
			t.Errorf("seed %d: out of range: %+v", seed, o)
		}
		players[o.Players] = true
		lists[o.TieBreaks] = true
	}
	if len(players) < 20 || len(lists) < 3 {
		t.Errorf("little variety: %d player counts, %d lists", len(players), len(lists))
	}
}

// TestRatings: typed ratings are the players' ratings (pairing numbers by
// rating, unrated last); RatingStep steps down from HighestRating; a range
// keeps every rating inside it.
func TestRatings(t *testing.T) {
	typed := []int{1800, 0, 2450, 2100, 1950, 0}
	tn, _, err := Build(Options{Seed: 1, Rounds: 3, Ratings: typed}, dutch)
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, p := range tn.Players {
		got = append(got, p.Rating)
	}
	if want := []int{2450, 2100, 1950, 1800, 0, 0}; !slices.Equal(got, want) {
		t.Errorf("typed: %v, want %v", got, want)
	}
	tn, _, err = Build(Options{Seed: 1, Players: 5, Rounds: 3, HighestRating: 2300, RatingStep: 50, Unrated: amt("0")}, dutch)
	if err != nil {
		t.Fatal(err)
	}
	got = got[:0]
	for _, p := range tn.Players {
		got = append(got, p.Rating)
	}
	if want := []int{2300, 2250, 2200, 2150, 2100}; !slices.Equal(got, want) {
		t.Errorf("step: %v, want %v", got, want)
	}
	tn, _, err = Build(Options{Seed: 2, Players: 40, Rounds: 3, HighestRating: 2000, LowestRating: 1900, Unrated: amt("0")}, dutch)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range tn.Players {
		if p.Rating < 1900 || p.Rating > 2000 {
			t.Errorf("range: player %d rated %d", p.ID, p.Rating)
		}
	}
}

// TestResultModel: over many games the mean score of White is the FIDE
// table's expected score (B.02 8.1.2: PD(0) = .50, PD(100) = .64,
// PD(400) = .92, PD(800) = 1.00) and the draws are min(Draw, 2E, 2(1-E)).
func TestResultModel(t *testing.T) {
	for _, tc := range []struct {
		diff      int
		draw      float64
		e, drawn  float64 // expected score and draw share
		tolerance float64
	}{
		{0, 0.30, 0.50, 0.30, 0.01},
		{100, 0.30, 0.64, 0.30, 0.01},
		{400, 0.30, 0.92, 0.16, 0.01},
		{800, 0.30, 1.00, 0.00, 0},
		{-400, 0.50, 0.08, 0.16, 0.01},
	} {
		b := &builder{o: Options{Draw: share(tc.draw)}, rng: rand.New(rand.NewPCG(1, 2)), outcome: map[int]outcome{},
			t: &trf.Tournament{Players: []trf.Player{{ID: 1, Rating: 2000 + tc.diff}, {ID: 2, Rating: 2000}}}}
		const n = 40000
		score, draws := 0, 0
		for range n {
			w, _ := b.result(trf.Board{White: 1, Black: 2})
			score += trf.Game{Result: w}.Points()
			if w == trf.Draw {
				draws++
			}
		}
		e, d := float64(score)/2/n, float64(draws)/n
		if e < tc.e-tc.tolerance || e > tc.e+tc.tolerance || d < tc.drawn-tc.tolerance || d > tc.drawn+tc.tolerance {
			t.Errorf("difference %d, draws %.2f: mean %.4f (want %.2f), drawn %.4f (want %.2f)", tc.diff, tc.draw, e, tc.e, d, tc.drawn)
		}
	}
}

// TestBuildErrors: options that cannot be met are ErrOptions, nothing else.
func TestBuildErrors(t *testing.T) {
	for name, o := range map[string]Options{
		"too many byes":       {Players: 4, Rounds: 3, HalfByes: amt("20")},
		"ratings for 3 of 5":  {Players: 5, Ratings: []int{2000, 1900, 1800}},
		"lowest over highest": {Players: 10, HighestRating: 1500, LowestRating: 1600},
		"unknown tie-break":   {Players: 10, TieBreaks: "BH,XYZ"},
		"too many forfeits":   {Players: 6, Rounds: 2, Forfeits: amt("7")},
		"everybody withdraws": {Players: 6, Rounds: 3, Withdrawals: amt("4"), LateEntries: amt("3")},
		"one player":          {Players: 1},
	} {
		if _, _, err := Build(o, dutch); !errors.Is(err, ErrOptions) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

func TestParseConfig(t *testing.T) {
	good := "# bbpPairings' keys\rPlayersNumber=40\rRoundsNumber=7\r\nDrawPercentage=35\nForfeitRate=20\nRetiredRate=10\n" +
		"HalfPointByeRate=8\nHighestRating=2600\nLowestRating=1400\nPointsForWin=1.0\nPointsForDraw=0.5\n" +
		"halfpointbyes=2%\nZeroZeroResults=3\nRatings=2500, 2400,0\nTieBreaks=BH/C1, BH, DE\nInitialColour=black\nAcceleration=Baku\n\n"
	o, err := ParseConfig(strings.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	want := Options{Players: 40, Rounds: 7, Draw: share(0.35), ForfeitRate: 20, RetiredRate: 10, HalfPointByeRate: 8,
		HighestRating: 2600, LowestRating: 1400, HalfByes: share(0.02), ZeroZero: Amount{Set: true, Count: 3},
		Ratings: []int{2500, 2400, 0}, TieBreaks: "BH/C1,BH,DE", InitialColour: 'b', Baku: true}
	if !reflect.DeepEqual(o, want) {
		t.Errorf("got  %+v\nwant %+v", o, want)
	}
	for _, tc := range []struct{ text, msg string }{
		{"Players=3", "line 1: Players: unknown key"},
		{"PlayersNumber=40\nPlayersNumber=41", "line 2: PlayersNumber: given twice"},
		{"RoundsNumber=0", "want a whole number from 1 to 99"},
		{"DrawPercentage=101", "from 0 to 100"},
		{"ForfeitRate=0.5", "at least 1"},
		{"PointsForWin=3", "only 1 is accepted"},
		{"Forfeits=-2", "want a count"},
		{"Forfeits=120%", "percentage from 0% to 100%"},
		{"StartDate=2026-03-01", "YYYY/MM/DD"},
		{"just text", `"just text" is not Key=Value`},
	} {
		if _, err := ParseConfig(strings.NewReader(tc.text)); err == nil || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.msg)
		}
	}
}
