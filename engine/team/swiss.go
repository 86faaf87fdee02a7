package team

import (
	"errors"
	"fmt"
	"sort"
)

// SwissInput is what pairing a team Swiss round needs.
type SwissInput struct {
	Settings Settings
	Teams    []Info  // pairing numbers: the initial order (C.04.6 leaves it to the regulations)
	Matches  []Match // every match of the earlier rounds
	Round    int     // the round to pair (1-based)
	Absent   []int   // teams not to be paired this round
	// FirstHomeBoard1: in round 1 the top-ranked team is first-named (White
	// on board 1) when true; the pairs alternate down the list.
	FirstHomeBoard1 bool
}

// ErrNoPairing: no pairing meets the absolute criteria (no rematch, the
// bye only to an eligible team).
var ErrNoPairing = errors.New("team: no legal pairing for this round")

// maxNodes bounds the backtracking search.
const maxNodes = 2_000_000

type swTeam struct {
	id, idx    int
	pri, sec   int
	byeOK      bool
	home, away int // times first-named / second-named in earlier matches
	lastHome   int // +1 first-named in the latest match, -1 second-named, 0 none
	rank       int // position in the pairing order
}

// PairSwiss pairs one round of a team Swiss by our reading of C.04.6
// (2024/2026 text; see doc.go): teams ordered by the primary score, the
// secondary score and the pairing number; the pairing-allocated bye to the
// lowest-ranked team that has not had it nor a forfeit win (C.04.1 art. 3,
// 4) and whose absence leaves a legal pairing; then, from the top, each
// highest unpaired team meets the first opponent in its order of
// preference (its own score bracket from the team half a bracket below it,
// then the lower brackets in rank order) that leaves the rest pairable
// without rematches (C.04.1 art. 2). Matches are returned in the order of
// their higher-ranked team, the bye last.
func PairSwiss(in SwissInput) ([]Match, error) {
	if in.Round < 1 {
		return nil, fmt.Errorf("team: round %d", in.Round)
	}
	t := &Tournament{Settings: in.Settings, Teams: in.Teams, Matches: in.Matches, Rounds: in.Round - 1}
	recs, err := t.Records()
	if err != nil {
		return nil, err
	}
	absent := make(map[int]bool, len(in.Absent))
	for _, a := range in.Absent {
		absent[a] = true
	}
	sec := ByGP
	if in.Settings.Primary == ByGP {
		sec = ByMP
	}
	idOf := make(map[int]int, len(recs))
	var ts []*swTeam
	for i := range recs {
		r := &recs[i]
		idOf[r.ID] = i
		if absent[r.ID] {
			continue
		}
		st := &swTeam{id: r.ID, idx: i, pri: r.score(in.Settings.Primary), sec: r.score(sec), byeOK: true}
		for _, rr := range r.Rounds {
			switch {
			case rr.Own.Kind == ByeRound, rr.Own.Kind == ForfeitWin,
				rr.Own.Kind == Requested && rr.Own.MP == in.Settings.Win:
				st.byeOK = false // C.04.1 art. 4: no second PAB, nor after a win's points without play
			}
			if rr.Opponent != 0 {
				if rr.Home {
					st.home++
					st.lastHome = 1
				} else {
					st.away++
					st.lastHome = -1
				}
			}
		}
		ts = append(ts, st)
	}
	sort.SliceStable(ts, func(a, b int) bool {
		x, y := ts[a], ts[b]
		if x.pri != y.pri {
			return x.pri > y.pri
		}
		if x.sec != y.sec {
			return x.sec > y.sec
		}
		return x.id < y.id
	})
	for k, st := range ts {
		st.rank = k
	}
	n := len(ts)
	met := make([][]bool, n)
	pos := make(map[int]int, n)
	for k, st := range ts {
		pos[st.id] = k
		met[k] = make([]bool, n)
	}
	for k, st := range ts {
		for _, rr := range recs[st.idx].Rounds {
			if rr.Opponent == 0 || rr.Own.Kind != Played {
				continue
			}
			if j, ok := pos[rr.Opponent]; ok {
				met[k][j] = true
			}
		}
	}
	p := &pairer{ts: ts, met: met, paired: make([]bool, n), partner: make([]int, n)}
	bye := -1
	if n%2 == 1 {
		found := false
		for k := n - 1; k >= 0 && !found; k-- {
			if !ts[k].byeOK {
				continue
			}
			p.reset()
			p.paired[k] = true
			ok, err := p.solve()
			if err != nil {
				return nil, err
			}
			if ok {
				bye, found = k, true
			}
		}
		if !found {
			return nil, ErrNoPairing
		}
	} else {
		p.reset()
		ok, err := p.solve()
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, ErrNoPairing
		}
	}
	var out []Match
	board := 0
	for k := 0; k < n; k++ {
		if k == bye {
			continue
		}
		j := p.partner[k]
		if j < k {
			continue
		}
		a, b := ts[k], ts[j]
		home := homeFirst(a, b, in.Round, board, in.FirstHomeBoard1)
		m := Match{Round: in.Round, Home: a.id, Away: b.id}
		if !home {
			m.Home, m.Away = b.id, a.id
		}
		out = append(out, m)
		board++
	}
	if bye >= 0 {
		out = append(out, Match{Round: in.Round, Home: ts[bye].id})
	}
	return out, nil
}

// homeFirst decides whether a (the higher-ranked) is first-named: the team
// first-named fewer times is; if equal, the one second-named in its latest
// match; if still equal, a, except that in round 1 (no history) the pairs
// alternate down the list from FirstHomeBoard1 (C.04.6 leaves colours
// weaker than individual colours; this is our simple preference).
func homeFirst(a, b *swTeam, round, board int, firstHome bool) bool {
	da, db := a.home-a.away, b.home-b.away
	switch {
	case da != db:
		return da < db
	case a.lastHome != b.lastHome:
		return a.lastHome < b.lastHome
	case a.home+a.away == 0 && b.home+b.away == 0:
		return (board%2 == 0) == firstHome
	case a.lastHome != 0:
		return a.lastHome < 0
	}
	return true
}

type pairer struct {
	ts      []*swTeam
	met     [][]bool
	paired  []bool
	partner []int
	nodes   int
}

func (p *pairer) reset() {
	for i := range p.paired {
		p.paired[i] = false
		p.partner[i] = -1
	}
}

// candidates lists the opponents of team k (the highest unpaired) in order
// of preference: its own score bracket starting half a bracket below it,
// wrapping to the teams between, then the lower brackets in rank order.
func (p *pairer) candidates(k int) []int {
	var same, lower []int
	for j := k + 1; j < len(p.ts); j++ {
		if p.paired[j] || p.met[k][j] {
			continue
		}
		if p.ts[j].pri == p.ts[k].pri {
			same = append(same, j)
		} else {
			lower = append(lower, j)
		}
	}
	// the bracket of k among the unpaired: k and every unpaired same-score team
	size := 1
	for j := k + 1; j < len(p.ts); j++ {
		if !p.paired[j] && p.ts[j].pri == p.ts[k].pri {
			size++
		}
	}
	half := size / 2 // k is position 0; its S2 counterpart is at position half
	var order []int
	// positions of the same-score candidates within the bracket
	bpos := make(map[int]int)
	q := 1
	for j := k + 1; j < len(p.ts); j++ {
		if !p.paired[j] && p.ts[j].pri == p.ts[k].pri {
			bpos[j] = q
			q++
		}
	}
	for _, j := range same {
		if bpos[j] >= half {
			order = append(order, j)
		}
	}
	for i := len(same) - 1; i >= 0; i-- {
		if bpos[same[i]] < half {
			order = append(order, same[i])
		}
	}
	return append(order, lower...)
}

func (p *pairer) solve() (bool, error) {
	p.nodes++
	if p.nodes > maxNodes {
		return false, fmt.Errorf("team: the pairing search gave up after %d steps", maxNodes)
	}
	k := -1
	for i := range p.ts {
		if !p.paired[i] {
			k = i
			break
		}
	}
	if k < 0 {
		return true, nil
	}
	if !p.viable() {
		return false, nil
	}
	for _, j := range p.candidates(k) {
		p.paired[k], p.paired[j] = true, true
		p.partner[k], p.partner[j] = j, k
		ok, err := p.solve()
		if err != nil || ok {
			return ok, err
		}
		p.paired[k], p.paired[j] = false, false
		p.partner[k], p.partner[j] = -1, -1
	}
	return false, nil
}

// viable: every unpaired team still has an unpaired team it has not met.
func (p *pairer) viable() bool {
	for i := range p.ts {
		if p.paired[i] {
			continue
		}
		ok := false
		for j := range p.ts {
			if j != i && !p.paired[j] && !p.met[i][j] {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}
