package team

import "arbiter/engine/roundrobin"

// Schedule is one round of a team round robin: the matches (the
// first-named team of each Berger board is Home and plays the colours of
// Settings.Colours) and the team without a match when the number of teams
// is odd (it gets no points: a round robin has no pairing-allocated bye).
type Schedule struct {
	Round   int
	Matches []Match
	Free    int
}

// RoundRobin returns the team round robin of n teams (pairing numbers
// 1..n) over the Berger tables of C.05 Annex 1 (engine/roundrobin): single,
// or double with the colours reversed in the second cycle and the last two
// rounds of the first cycle exchanged (FIDE's recommendation).
func RoundRobin(n int, double bool) ([]Schedule, error) {
	var rounds []roundrobin.Round
	var err error
	if double {
		rounds, err = roundrobin.Double(n, true)
	} else {
		rounds, err = roundrobin.Berger(n)
	}
	if err != nil {
		return nil, err
	}
	out := make([]Schedule, len(rounds))
	for i, rd := range rounds {
		s := Schedule{Round: rd.Number, Free: rd.Bye}
		for _, b := range rd.Boards {
			s.Matches = append(s.Matches, Match{Round: rd.Number, Home: b.White, Away: b.Black})
		}
		out[i] = s
	}
	return out, nil
}
