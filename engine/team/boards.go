package team

import (
	"sort"

	"arbiter/engine/tiebreak"
)

// PlayerRow is one player's line of the board-by-board table.
type PlayerRow struct {
	Team    int
	Player  int
	Boards  []int // the board of each round played (0 = did not play), index 0 = round 1
	Games   int   // games with a result, forfeits included
	Played  int   // games played over the board
	Points  int   // half-points
	Rated   int   // games over the board against a rated opponent
	Perf    int   // performance rating (0 when no rated game): average opponent rating + dp (FIDE B.02 8.1.1)
	Results []Result
}

// BoardTable lists every player who played for a team, team by team in
// t.Teams order and by the board played most often (then the first board
// played), with his games, score and performance. ratings gives each
// player's rating (0 or missing = unrated). players maps a board's player
// number to his team for the teams' rosters.
func BoardTable(t *Tournament, ratings map[int]int) ([]PlayerRow, error) {
	if err := t.Settings.Validate(); err != nil {
		return nil, err
	}
	type key struct{ team, player int }
	rows := make(map[key]*PlayerRow)
	oppRatings := make(map[key][]int)
	oppPoints := make(map[key]int)
	rounds := t.Rounds
	if rounds == 0 {
		for _, m := range t.Matches {
			if m.Round > rounds {
				rounds = m.Round
			}
		}
	}
	get := func(team, p int) *PlayerRow {
		k := key{team, p}
		r := rows[k]
		if r == nil {
			r = &PlayerRow{Team: team, Player: p, Boards: make([]int, rounds), Results: make([]Result, rounds)}
			rows[k] = r
		}
		return r
	}
	for _, m := range t.Matches {
		if m.Bye() || m.Round < 1 || m.Round > rounds {
			continue
		}
		for i, b := range m.Boards {
			bd := i + 1
			homeWhite := t.Settings.HomeWhite(bd)
			for side := 0; side < 2; side++ {
				team, p, opp := m.Home, b.Home, b.Away
				white := homeWhite
				if side == 1 {
					team, p, opp = m.Away, b.Away, b.Home
					white = !homeWhite
				}
				if p == 0 {
					continue
				}
				r := get(team, p)
				r.Boards[m.Round-1] = bd
				r.Results[m.Round-1] = b.Result
				if opp == 0 || b.Result == NoResult {
					continue
				}
				w, bl := b.Result.points()
				pts := w
				if !white {
					pts = bl
				}
				r.Games++
				r.Points += pts
				if !b.Result.Forfeit() {
					r.Played++
					if or := ratings[opp]; or > 0 {
						k := key{team, p}
						r.Rated++
						oppRatings[k] = append(oppRatings[k], or)
						oppPoints[k] += pts
					}
				}
			}
		}
	}
	for k, r := range rows {
		rs := oppRatings[k]
		if len(rs) == 0 {
			continue
		}
		sum := 0
		for _, x := range rs {
			sum += x
		}
		avg := (2*sum + len(rs)) / (2 * len(rs)) // rounded
		pct := (oppPoints[k]*100 + len(rs)) / (2 * len(rs))
		r.Perf = avg + tiebreak.RatingDifference(pct)
	}
	order := make(map[int]int, len(t.Teams))
	for i, tm := range t.Teams {
		order[tm.ID] = i
	}
	out := make([]PlayerRow, 0, len(rows))
	for _, r := range rows {
		out = append(out, *r)
	}
	mainBoard := func(r PlayerRow) (int, int) {
		count := map[int]int{}
		first := 0
		for _, b := range r.Boards {
			if b == 0 {
				continue
			}
			count[b]++
			if first == 0 {
				first = b
			}
		}
		best, n := 0, 0
		for b, c := range count {
			if c > n || (c == n && b < best) {
				best, n = b, c
			}
		}
		return best, first
	}
	sort.SliceStable(out, func(a, b int) bool {
		x, y := out[a], out[b]
		if order[x.Team] != order[y.Team] {
			return order[x.Team] < order[y.Team]
		}
		bx, fx := mainBoard(x)
		by, fy := mainBoard(y)
		if bx != by {
			return bx < by
		}
		if fx != fy {
			return fx < fy
		}
		return x.Player < y.Player
	})
	return out, nil
}
