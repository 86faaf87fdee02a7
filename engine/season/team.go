package season

import (
	"math/big"
	"sort"
	"time"
)

// Declaration is the club and coach a player represents in the season: the
// last ones declared (regulation 001: one main club and one main coach).
type Declaration struct {
	Player int64
	Club   int64 // 0 = none declared
	Coach  int64
}

// Conflict lists a player who declared different clubs or coaches during the
// season; the last declaration (Declaration) is the one that counts.
type Conflict struct {
	Player  int64
	Clubs   []int64 // distinct declared clubs in calendar order; len > 1 on a club conflict
	Coaches []int64 // likewise for coaches
}

// Declarations picks each player's last declared club and coach (by the
// tournament date, then tournament ID; an empty declaration keeps the
// earlier one) and lists the players who declared more than one.
func Declarations(tours []Tournament, results []Result) (map[int64]Declaration, []Conflict) {
	when := map[int64]time.Time{}
	for _, t := range tours {
		when[t.ID] = t.Date
	}
	rs := append([]Result(nil), results...)
	sort.SliceStable(rs, func(i, j int) bool {
		a, b := when[rs[i].Tournament], when[rs[j].Tournament]
		if !a.Equal(b) {
			return a.Before(b)
		}
		return rs[i].Tournament < rs[j].Tournament
	})
	decl := map[int64]Declaration{}
	seen := map[int64]*Conflict{}
	var order []int64
	for _, r := range rs {
		d, ok := decl[r.Player]
		if !ok {
			d = Declaration{Player: r.Player}
			seen[r.Player] = &Conflict{Player: r.Player}
			order = append(order, r.Player)
		}
		c := seen[r.Player]
		if r.Club != 0 {
			d.Club, c.Clubs = r.Club, addDistinct(c.Clubs, r.Club)
		}
		if r.Coach != 0 {
			d.Coach, c.Coaches = r.Coach, addDistinct(c.Coaches, r.Coach)
		}
		decl[r.Player] = d
	}
	var conflicts []Conflict
	sort.Slice(order, func(i, j int) bool { return order[i] < order[j] })
	for _, p := range order {
		if c := seen[p]; len(c.Clubs) > 1 || len(c.Coaches) > 1 {
			conflicts = append(conflicts, *c)
		}
	}
	return decl, conflicts
}

func addDistinct(list []int64, v int64) []int64 {
	for _, x := range list {
		if x == v {
			return list
		}
	}
	return append(list, v)
}

// Member is one represented player in a club's or coach's row.
type Member struct {
	Player   int64
	R        *big.Rat
	Counted  bool
	K        *big.Rat // nil when not counted
	Weighted *big.Rat // K × R; nil when not counted
}

// TeamRow is one club's (or coach's) line: F_club (F_coach) over its
// players' R (001: Фкт = Σ K_i × R_i over the ten best).
type TeamRow struct {
	Team    Club
	Place   Place
	Total   *big.Rat
	Members []Member // best R first
}

// TeamTotal computes Фкт = Σ k_i × R_i over the len(k) best values of rs
// (001), returning the total and the members best first.
func TeamTotal(k []*big.Rat, players []int64, r map[int64]*big.Rat) (*big.Rat, []Member) {
	ms := make([]Member, 0, len(players))
	for _, p := range players {
		v := r[p]
		if v == nil {
			v = zero()
		}
		ms = append(ms, Member{Player: p, R: v})
	}
	sort.SliceStable(ms, func(i, j int) bool {
		if c := ms[i].R.Cmp(ms[j].R); c != 0 {
			return c > 0
		}
		return ms[i].Player < ms[j].Player
	})
	total := zero()
	for i := range ms {
		if i < len(k) {
			ms[i].Counted, ms[i].K = true, k[i]
			ms[i].Weighted = mul(k[i], ms[i].R)
			total = add(total, ms[i].Weighted)
		}
	}
	return total, ms
}

// teamTable ranks every team that at least one player represents.
func teamTable(k []*big.Rat, teams []Club, decl map[int64]Declaration, r map[int64]*big.Rat, of func(Declaration) int64) []TeamRow {
	members := map[int64][]int64{}
	for _, d := range decl {
		if id := of(d); id != 0 {
			members[id] = append(members[id], d.Player)
		}
	}
	var rows []TeamRow
	for _, tm := range teams {
		if len(members[tm.ID]) == 0 || tm.Foreign { // seed 001: Ukrainian clubs and coaches
			continue
		}
		total, ms := TeamTotal(k, members[tm.ID], r)
		rows = append(rows, TeamRow{Team: tm, Total: total, Members: ms})
	}
	rankTeams(rows)
	return rows
}

func rankTeams(rows []TeamRow) {
	sort.Slice(rows, func(i, j int) bool {
		if c := rows[i].Total.Cmp(rows[j].Total); c != 0 {
			return c > 0
		}
		if c := Collate(rows[i].Team.Name, rows[j].Team.Name); c != 0 {
			return c < 0
		}
		return rows[i].Team.ID < rows[j].Team.ID
	})
	places := Places(len(rows), func(i int) *big.Rat { return rows[i].Total })
	for i := range rows {
		rows[i].Place = places[i]
	}
}
