package playoff

import "slices"

// Row is one player of the standings after the tie-breaks, in rank order:
// start number, points (half-points) and the place the tie-breaks gave
// (Last > Place when shared).
type Row struct {
	ID          int
	Points      int
	Place, Last int
}

// Kind tells a play-off for a tie from the extra match for first place.
type Kind int

const (
	// Tiebreak: two players tied on points play off (seed 004 §11).
	Tiebreak Kind = iota + 1
	// Extra: the extra match for first place (seed 004 §3, §19).
	Extra
)

// Key names a play-off within a tournament: its kind and the first place
// it decides (the extra match: 1).
type Key struct {
	Kind  Kind
	Place int
}

// Tie is a play-off the rule calls for: the places Place and Place+1,
// Players in standings order (the extra match: the challenger, then the
// holder of first place).
type Tie struct {
	Key
	Players [2]int
}

// State is a play-off with its games and what they decided. Err is set
// when the stored games do not fit the play-off (a result corrected after
// the play-off changed who is tied); the play-off then counts as not
// decided.
type State struct {
	Tie
	Games []Game
	Outcome
	Err error
}

// Resolution is the standings after the play-offs: Rows in their final
// order with the places the play-offs fixed (a pair whose play-off is not
// decided shares its places), every play-off the rule calls for, and the
// keys of games that belong to no play-off any more.
type Resolution struct {
	Rows   []Row
	States []State
	Unused []Key
}

// Pending lists the play-offs not yet decided.
func (r Resolution) Pending() []State {
	var out []State
	for _, s := range r.States {
		if !s.Decided {
			out = append(out, s)
		}
	}
	return out
}

// State returns the play-off of key, or nil.
func (r Resolution) State(k Key) *State {
	for i := range r.States {
		if r.States[i].Key == k {
			return &r.States[i]
		}
	}
	return nil
}

// Find returns the play-off between players a and b, or nil.
func (r Resolution) Find(a, b int) *State {
	for i := range r.States {
		p := r.States[i].Players
		if (p[0] == a && p[1] == b) || (p[0] == b && p[1] == a) {
			return &r.States[i]
		}
	}
	return nil
}

// Ties are the ties on points rule sends to a play-off (seed 004 §11):
// every group of exactly rule.Tied players with equal points whose places
// include one of rule.Places. Larger groups stay with the tie-breaks.
// Places are counted by position in rows.
func Ties(rule Rule, rows []Row) []Tie {
	var out []Tie
	if len(rule.Places) == 0 || rule.Tied != 2 {
		return nil
	}
	for s := 0; s < len(rows); {
		e := s + 1
		for e < len(rows) && rows[e].Points == rows[s].Points {
			e++
		}
		if e-s == rule.Tied && slices.ContainsFunc(rule.Places, func(p int) bool { return p >= s+1 && p <= e }) {
			out = append(out, Tie{Key: Key{Kind: Tiebreak, Place: s + 1}, Players: [2]int{rows[s].ID, rows[s+1].ID}})
		}
		s = e
	}
	return out
}

// Resolve applies rule to the standings rows (in rank order after the
// tie-breaks). games are the stored play-off games by key; wonAll reports
// whether a player won every game he played (the extra match: «выиграла
// все матчи»). The play-offs for ties come first; then, when rule.Extra,
// the player alone in 2nd place (by the tie-breaks, not in a play-off)
// who won all his games may challenge the player alone in 1st.
func Resolve(rule Rule, rows []Row, games map[Key][]Game, wonAll func(id int) bool) Resolution {
	res := Resolution{Rows: slices.Clone(rows)}
	used := map[Key]bool{}
	inTie := map[int]bool{}
	for _, t := range Ties(rule, rows) {
		used[t.Key] = true
		st := State{Tie: t, Games: games[t.Key]}
		st.Outcome, st.Err = Decide(rule.Form, t.Players[0], t.Players[1], st.Games)
		if st.Err != nil {
			st.Outcome = Outcome{}
		}
		i := t.Place - 1
		inTie[t.Players[0]], inTie[t.Players[1]] = true, true
		if st.Decided {
			if res.Rows[i].ID != st.Winner {
				res.Rows[i], res.Rows[i+1] = res.Rows[i+1], res.Rows[i]
			}
			res.Rows[i].Place, res.Rows[i].Last = t.Place, t.Place
			res.Rows[i+1].Place, res.Rows[i+1].Last = t.Place+1, t.Place+1
		} else {
			res.Rows[i].Place, res.Rows[i].Last = t.Place, t.Place+1
			res.Rows[i+1].Place, res.Rows[i+1].Last = t.Place, t.Place+1
		}
		res.States = append(res.States, st)
	}
	if rule.Extra && len(res.Rows) >= 2 {
		h, c := res.Rows[0], res.Rows[1]
		if h.Place == 1 && h.Last == 1 && c.Place == 2 && c.Last == 2 && !inTie[h.ID] && !inTie[c.ID] && wonAll != nil && wonAll(c.ID) {
			k := Key{Kind: Extra, Place: 1}
			used[k] = true
			st := State{Tie: Tie{Key: k, Players: [2]int{c.ID, h.ID}}, Games: games[k]}
			st.Outcome, st.Err = DecideExtra(c.ID, h.ID, st.Games)
			if st.Err != nil {
				st.Outcome = Outcome{}
			}
			if st.Decided && st.Winner == c.ID {
				res.Rows[0], res.Rows[1] = res.Rows[1], res.Rows[0]
				res.Rows[0].Place, res.Rows[0].Last = 1, 1
				res.Rows[1].Place, res.Rows[1].Last = 2, 2
			}
			res.States = append(res.States, st)
		}
	}
	for k := range games {
		if !used[k] && len(games[k]) > 0 {
			res.Unused = append(res.Unused, k)
		}
	}
	slices.SortFunc(res.Unused, func(a, b Key) int {
		if a.Kind != b.Kind {
			return int(a.Kind) - int(b.Kind)
		}
		return a.Place - b.Place
	})
	return res
}

// Next is the game a play-off needs next, or ok false when it is decided:
// the players, and who had White last (0 before the first game: the
// colour is drawn by lot, seed 004 §5), so that a match alternates.
func (s State) Next() (a, b, lastWhite int, ok bool) {
	if s.Decided {
		return 0, 0, 0, false
	}
	if n := len(s.Games); n > 0 {
		lastWhite = s.Games[n-1].White
	}
	return s.Players[0], s.Players[1], lastWhite, true
}
