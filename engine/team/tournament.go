package team

import (
	"fmt"
	"sort"

	"arbiter/engine/tiebreak"
)

// Info is one team of a competition: its pairing number (1..N) and name.
type Info struct {
	ID   int
	Name string
}

// Tournament is a team competition as the standings need it: the teams,
// the scoring rules and every match recorded so far.
type Tournament struct {
	Settings Settings
	Teams    []Info
	Matches  []Match
	// Rounds counts the rounds to rank after; 0 = every round in Matches.
	Rounds int
	// RoundRobin: the pairings were pre-determined (a team round robin,
	// C.07 art. 15.2). A round without a match (the free round of an odd
	// number of teams) is then no contribution at all, forfeits count as
	// matches against the scheduled opponent, and art. 16 is not used.
	RoundRobin bool
	// Edition is the C.07 text of the dummy opponent (art. 16.4) in a team
	// Swiss: Edition2026 caps the dummy's score (16.4.1, 16.4.2); any
	// other value is the 2023/2024 text (the team's own score).
	Edition tiebreak.Edition
}

// RoundRecord is one team's round.
type RoundRecord struct {
	Opponent int  // 0 = bye or not paired
	Home     bool // first-named in the match
	Own, Opp Side // Opp is the opponent's side (zero for a bye)
}

// Record is a team's whole competition.
type Record struct {
	ID, Index int
	Name      string
	MP, GP    int           // totals (GP in half-points)
	Rounds    []RoundRecord // index 0 = round 1
	Boards    []int         // half-points on each board over all rounds
}

// Records scores every match and returns one record per team, in t.Teams
// order. It refuses a team listed twice, a match naming an unknown team,
// a team in two matches of one round and results on boards without games.
func (t *Tournament) Records() ([]Record, error) {
	if err := t.Settings.Validate(); err != nil {
		return nil, err
	}
	idx := make(map[int]int, len(t.Teams))
	recs := make([]Record, len(t.Teams))
	rounds := t.Rounds
	if rounds == 0 {
		for _, m := range t.Matches {
			if m.Round > rounds {
				rounds = m.Round
			}
		}
	}
	for i, tm := range t.Teams {
		if _, dup := idx[tm.ID]; dup {
			return nil, &DataError{Team: tm.ID, Msg: fmt.Sprintf("team %d is listed twice", tm.ID)}
		}
		idx[tm.ID] = i
		recs[i] = Record{ID: tm.ID, Index: i, Name: tm.Name, Rounds: make([]RoundRecord, rounds), Boards: make([]int, t.Settings.Boards)}
	}
	seen := make(map[[2]int]bool)
	for _, m := range t.Matches {
		if m.Round < 1 {
			return nil, &DataError{Team: m.Home, Msg: fmt.Sprintf("match %d–%d has no round", m.Home, m.Away)}
		}
		if m.Round > rounds {
			continue
		}
		hi, ok := idx[m.Home]
		if !ok {
			return nil, &DataError{Team: m.Home, Msg: fmt.Sprintf("round %d: team %d does not exist", m.Round, m.Home)}
		}
		ai := -1
		if !m.Bye() {
			if ai, ok = idx[m.Away]; !ok {
				return nil, &DataError{Team: m.Away, Msg: fmt.Sprintf("round %d: team %d does not exist", m.Round, m.Away)}
			}
			if ai == hi {
				return nil, &DataError{Team: m.Home, Msg: fmt.Sprintf("round %d: team %d is paired with itself", m.Round, m.Home)}
			}
		}
		for _, id := range []int{m.Home, m.Away} {
			if id == 0 {
				continue
			}
			k := [2]int{m.Round, id}
			if seen[k] {
				return nil, &DataError{Team: id, Msg: fmt.Sprintf("round %d: team %d has two matches", m.Round, id)}
			}
			seen[k] = true
		}
		out, err := t.Settings.Score(m)
		if err != nil {
			return nil, fmt.Errorf("round %d, match %d–%d: %w", m.Round, m.Home, m.Away, err)
		}
		recs[hi].Rounds[m.Round-1] = RoundRecord{Opponent: m.Away, Home: true, Own: out.Home, Opp: out.Away}
		if ai >= 0 {
			recs[ai].Rounds[m.Round-1] = RoundRecord{Opponent: m.Home, Own: out.Away, Opp: out.Home}
		}
	}
	for i := range recs {
		r := &recs[i]
		for k := range r.Rounds {
			rr := &r.Rounds[k]
			if rr.Own.Boards == nil { // not paired this round
				rr.Own = Side{Kind: NotPaired, Boards: make([]int, t.Settings.Boards)}
				continue
			}
			if rr.Own.Kind == Pending {
				continue
			}
			r.MP += rr.Own.MP
			r.GP += rr.Own.GP
			for b, v := range rr.Own.Boards {
				r.Boards[b] += v
			}
		}
	}
	return recs, nil
}

// DataError reports inconsistent competition data.
type DataError struct {
	Team int
	Msg  string
}

func (e *DataError) Error() string { return "team: " + e.Msg }

// score returns the record's total in the given score.
func (r *Record) score(p Primary) int {
	if p == ByGP {
		return r.GP
	}
	return r.MP
}

// sideScore is a round's score in p.
func sideScore(s Side, p Primary) int {
	if p == ByGP {
		return s.GP
	}
	return s.MP
}

// sortedIDs returns team ids in pairing-number order.
func sortedIDs(recs []Record, members []int) []int {
	out := append([]int(nil), members...)
	sort.Slice(out, func(a, b int) bool { return recs[out[a]].ID < recs[out[b]].ID })
	return out
}
