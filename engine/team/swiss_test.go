package team

import (
	"errors"
	"fmt"
	"math/rand"
	"testing"

	"arbiter/engine/teamcheck"
)

// encounters turns the matches into the verifier's history, scoring them
// by hand for FIDEDefaults(4) (not through Score): a board is 2/1/0 by the
// result and the colour (home White on odd boards); a no-show gives the
// opponent 8 half-points and the win; the bye is a draw, 4 half-points.
func encounters(ms []Match, primary Primary) []teamcheck.Encounter {
	var out []teamcheck.Encounter
	for _, m := range ms {
		e := teamcheck.Encounter{Round: m.Round, A: m.Home, B: m.Away}
		var ha, hg, aa, ag int // MP and GP
		switch {
		case m.Bye():
			ha, hg, e.AFree = 1, 4, true
		case m.AwayStatus == NoShow:
			ha, hg, e.AFree = 2, 8, true
		case m.HomeStatus == NoShow:
			aa, ag, e.BFree = 2, 8, true
		default:
			e.Met = true
			for i, b := range m.Boards {
				w := map[Result]int{WhiteWins: 2, DrawResult: 1, BlackWins: 0}[b.Result]
				if i%2 == 0 {
					hg, ag = hg+w, ag+2-w
				} else {
					hg, ag = hg+2-w, ag+w
				}
			}
			switch {
			case hg > ag:
				ha = 2
			case hg < ag:
				aa = 2
			default:
				ha, aa = 1, 1
			}
		}
		if primary == ByMP {
			e.APrimary, e.BPrimary, e.ASecond, e.BSecond = ha, aa, hg, ag
		} else {
			e.APrimary, e.BPrimary, e.ASecond, e.BSecond = hg, ag, ha, aa
		}
		out = append(out, e)
	}
	return out
}

// playRound gives random results: full line-ups, 1/=/0 on every board,
// and now and then a team that does not come.
func playRound(rng *rand.Rand, ms []Match) []Match {
	for i := range ms {
		m := &ms[i]
		if m.Bye() {
			continue
		}
		if rng.Intn(25) == 0 {
			if rng.Intn(2) == 0 {
				m.AwayStatus = NoShow
			} else {
				m.HomeStatus = NoShow
			}
			continue
		}
		m.Boards = pairBoards(lineupOf(m.Home, 4), lineupOf(m.Away, 4), 4)
		for b := range m.Boards {
			m.Boards[b].Result = []Result{WhiteWins, DrawResult, BlackWins}[rng.Intn(3)]
		}
	}
	return ms
}

// TestSwissProperty pairs random team Swiss events round by round and
// checks every round with engine/teamcheck: no rematch, everybody once,
// the bye rules, and (up to 12 teams, by brute force) the bye to the
// lowest eligible team and the least score difference pair by pair.
func TestSwissProperty(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	trials := 150
	if testing.Short() {
		trials = 30
	}
	for trial := 0; trial < trials; trial++ {
		n := 3 + rng.Intn(10)
		if trial%10 == 9 {
			n = 13 + rng.Intn(28) // larger fields: the rules that need no brute force
		}
		rounds := 1 + rng.Intn(max(1, n/2+1))
		s := FIDEDefaults(4)
		if trial%2 == 1 {
			s.Primary = ByGP
		}
		var teams []Info
		var ids []int
		for i := 1; i <= n; i++ {
			teams = append(teams, Info{ID: i, Name: fmt.Sprint("T", i)})
			ids = append(ids, i)
		}
		var all []Match
		for r := 1; r <= rounds; r++ {
			var absent []int
			if n > 4 && rng.Intn(6) == 0 {
				absent = []int{1 + rng.Intn(n)}
			}
			ms, err := PairSwiss(SwissInput{Settings: s, Teams: teams, Matches: all, Round: r, Absent: absent, FirstHomeBoard1: true})
			if errors.Is(err, ErrNoPairing) {
				break // (the fields are small; a dead end is possible late on)
			}
			if err != nil {
				t.Fatalf("trial %d round %d: %v", trial, r, err)
			}
			p := teamcheck.Pairing{}
			for _, m := range ms {
				if m.Bye() {
					p.Bye = m.Home
				} else {
					p.Pairs = append(p.Pairs, [2]int{m.Home, m.Away})
				}
			}
			if vs := teamcheck.Check(ids, encounters(all, s.Primary), absent, p); len(vs) > 0 {
				t.Fatalf("trial %d (%d teams, primary %s) round %d: %v\npairing %v", trial, n, s.Primary, r, vs, p)
			}
			all = append(all, playRound(rng, ms)...)
		}
	}
}

// TestSwissRound1 checks the first round by hand: 6 teams, 1–4, 2–5, 3–6
// (the top half against the bottom half), first-named alternating.
func TestSwissRound1(t *testing.T) {
	var teams []Info
	for i := 1; i <= 7; i++ {
		teams = append(teams, Info{ID: i})
	}
	ms, err := PairSwiss(SwissInput{Settings: FIDEDefaults(4), Teams: teams, Round: 1, FirstHomeBoard1: true})
	if err != nil {
		t.Fatal(err)
	}
	got := ""
	for _, m := range ms {
		got += fmt.Sprintf("%d-%d ", m.Home, m.Away)
	}
	// 7 teams: the bye to 7 (lowest), then 1–4, 5–2, 3–6.
	if want := "1-4 5-2 3-6 7-0 "; got != want {
		t.Errorf("round 1: %q, want %q", got, want)
	}
}

// TestSwissNoSecondBye: a team that had the bye or a forfeit win does not
// get the bye (C.04.1 art. 4).
func TestSwissNoSecondBye(t *testing.T) {
	s := FIDEDefaults(4)
	teams := []Info{{1, ""}, {2, ""}, {3, ""}}
	r1 := []Match{{Round: 1, Home: 1, Away: 2, AwayStatus: NoShow}, {Round: 1, Home: 3}}
	ms, err := PairSwiss(SwissInput{Settings: s, Teams: teams, Matches: r1, Round: 2})
	if err != nil {
		t.Fatal(err)
	}
	// 1 won without play, 3 had the bye: only 2 may have it.
	if last := ms[len(ms)-1]; !last.Bye() || last.Home != 2 {
		t.Errorf("round 2: %+v", ms)
	}
}

func BenchmarkStandings50x9(b *testing.B) {
	tn := swissEvent(b, 50, 9)
	list, _, _ := ParseList("fide-team")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Rank(tn, list, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPairSwiss50Round9(b *testing.B) {
	tn := swissEvent(b, 50, 8)
	in := SwissInput{Settings: tn.Settings, Teams: tn.Teams, Matches: tn.Matches, Round: 9}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := PairSwiss(in); err != nil {
			b.Fatal(err)
		}
	}
}

// swissEvent plays a random team Swiss of n teams, 4 boards, r rounds.
func swissEvent(tb testing.TB, n, rounds int) *Tournament {
	rng := rand.New(rand.NewSource(50))
	s := FIDEDefaults(4)
	var teams []Info
	for i := 1; i <= n; i++ {
		teams = append(teams, Info{ID: i, Name: fmt.Sprint("T", i)})
	}
	var all []Match
	for r := 1; r <= rounds; r++ {
		ms, err := PairSwiss(SwissInput{Settings: s, Teams: teams, Matches: all, Round: r})
		if err != nil {
			tb.Fatal(err)
		}
		all = append(all, playRound(rng, ms)...)
	}
	return &Tournament{Settings: s, Teams: teams, Matches: all}
}
