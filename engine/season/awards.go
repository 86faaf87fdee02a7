package season

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"
)

func notAwarded(category string, reason NotAwarded) Award {
	return Award{Prize: PrizeNone, Category: category, Reason: reason}
}

var reasonNobody = NotAwarded{Why: NobodyEligible}

// awards builds the award list of docs/season.md "Awards" in a fixed order.
func awards(in Input, x *indexed, t *Tables, decl map[int64]Declaration) []Award {
	var out []Award
	out = append(out, playerAwards(&in.Rules, in.Year, t.Gold)...)
	out = append(out, occupationAwards(&in.Rules, t)...)
	out = append(out, teamAwards("club", t.Clubs)...)
	out = append(out, teamAwards("coach", t.Coaches)...)
	out = append(out, coachInClubAwards(in, t, decl)...)
	out = append(out, tournamentAwards(in, x)...)
	return out
}

// category ranks the eligible rows among themselves and returns the awards
// for the places up to last (1 for a single-winner category).
func category(rows []Row, tbs []string, eligible func(*Player) bool, code string, prize func(Place) Prize, last int) []Award {
	var sub []Row
	for _, r := range rows {
		if eligible(r.Player) {
			sub = append(sub, r)
		}
	}
	if len(sub) == 0 {
		return []Award{notAwarded(code, reasonNobody)}
	}
	places := PlacesBy(len(sub), func(i, j int) bool { return CompareRows(sub[i], sub[j], tbs) == 0 })
	var out []Award
	for i, r := range sub {
		if places[i].From > last {
			break
		}
		out = append(out, Award{Prize: prize(places[i]), Category: code, Place: places[i], Player: r.Player.ID,
			Winner: r.Player.Surname + " " + r.Player.Name, Total: r.Total})
	}
	return out
}

func fixed(p Prize) func(Place) Prize { return func(Place) Prize { return p } }

func medal(pl Place) Prize {
	switch pl.From {
	case 1:
		return PrizeGold
	case 2:
		return PrizeSilver
	}
	return PrizeBronze
}

// playerAwards: champion, best Ukrainians 1–3, and the categories (000
// "Нагородження").
func playerAwards(r *Rules, year int, gold []Row) []Award {
	all := func(*Player) bool { return true }
	out := category(gold, r.TieBreaks, all, "champion", fixed(PrizeCupDiploma), 1)
	out = append(out, category(gold, r.TieBreaks, func(p *Player) bool { return !p.Foreign }, "ukrainian", medal, 3)...)
	dm := fixed(PrizeDiplomaMedal)
	out = append(out, category(gold, r.TieBreaks, func(p *Player) bool { return p.Foreign }, "foreigner", dm, 1)...)
	out = append(out, category(gold, r.TieBreaks, func(p *Player) bool { return p.Female }, "woman", dm, 1)...)
	dec31 := time.Date(year, 12, 31, 0, 0, 0, 0, time.UTC)
	veteran := func(p *Player) bool { return !p.Birth.IsZero() && Age(p.Birth, dec31) >= r.VeteranAge }
	out = append(out, category(gold, r.TieBreaks, veteran, "veteran", dm, 1)...)
	out = append(out, category(gold, r.TieBreaks, func(p *Player) bool { return p.Student }, "student", dm, 1)...)
	jan1 := time.Date(year, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, n := range r.YouthAges {
		for _, girls := range []bool{false, true} {
			youth := func(p *Player) bool {
				return p.Female == girls && !p.Birth.IsZero() && Age(p.Birth, jan1) < n
			}
			code := fmt.Sprintf("boys-u%d", n)
			if girls {
				code = fmt.Sprintf("girls-u%d", n)
			}
			out = append(out, category(gold, r.TieBreaks, youth, code, dm, 1)...)
		}
	}
	return out
}

// occupationAwards: best in each occupation group, a diploma from
// OccupationDiploma players in the season, a medal too from OccupationMedal.
// Players in the season are those with at least one counted result.
func occupationAwards(r *Rules, t *Tables) []Award {
	inSeason := map[int64]*Player{}
	for _, rows := range [][]Row{t.Gold, t.Silver} {
		for _, row := range rows {
			if len(row.Counted()) > 0 {
				inSeason[row.Player.ID] = row.Player
			}
		}
	}
	var out []Award
	for _, g := range r.Occupations {
		n := 0
		for _, p := range inSeason {
			if sameGroup(p.Occupation, g) {
				n++
			}
		}
		code := "occupation:" + g
		prize := PrizeDiploma
		switch {
		case n < r.OccupationDiploma:
			out = append(out, notAwarded(code, NotAwarded{Why: GroupTooSmall, Have: n, Need: r.OccupationDiploma}))
			continue
		case n >= r.OccupationMedal:
			prize = PrizeDiplomaMedal
		}
		out = append(out, category(t.Gold, r.TieBreaks, func(p *Player) bool { return sameGroup(p.Occupation, g) }, code, fixed(prize), 1)...)
	}
	return out
}

// teamAwards: places 1–3 (diploma and medal), the cup for place 1, and the
// best in each settlement (001 "Нагородження").
func teamAwards(kind string, rows []TeamRow) []Award {
	if len(rows) == 0 {
		return []Award{notAwarded(kind, reasonNobody), notAwarded(kind+"-cup", reasonNobody)}
	}
	var out, cup []Award
	for _, r := range rows {
		if r.Place.From > 3 {
			break
		}
		out = append(out, teamAward(PrizeDiplomaMedal, kind, r.Place, r))
		if r.Place.From == 1 {
			cup = append(cup, teamAward(PrizeCup, kind+"-cup", r.Place, r))
		}
	}
	out = append(out, cup...)
	bySettlement := map[string][]TeamRow{}
	var names []string
	for _, r := range rows {
		s := r.Team.Settlement
		if bySettlement[s] == nil {
			names = append(names, s)
		}
		bySettlement[s] = append(bySettlement[s], r)
	}
	sort.Slice(names, func(i, j int) bool { return Collate(names[i], names[j]) < 0 })
	for _, s := range names {
		out = append(out, bestTeams(kind+"-settlement:"+s, bySettlement[s])...)
	}
	return out
}

func teamAward(p Prize, code string, pl Place, r TeamRow) Award {
	return Award{Prize: p, Category: code, Place: pl, Team: r.Team.ID, Winner: r.Team.Name, Total: r.Total}
}

// bestTeams awards a diploma to the best of rows (already ranked), shared
// when totals tie.
func bestTeams(code string, rows []TeamRow) []Award {
	places := Places(len(rows), func(i int) *big.Rat { return rows[i].Total })
	var out []Award
	for i := range rows {
		if places[i].From > 1 {
			break
		}
		out = append(out, teamAward(PrizeDiploma, code, places[i], rows[i]))
	}
	return out
}

// coachInClubAwards: the best coach in each club, F_coach computed over the
// coach's players who represent that club (docs/season.md).
func coachInClubAwards(in Input, t *Tables, decl map[int64]Declaration) []Award {
	coaches := map[int64]Club{}
	for _, c := range in.Coaches {
		coaches[c.ID] = c
	}
	var out []Award
	for _, club := range t.Clubs {
		players := map[int64][]int64{}
		for _, m := range club.Members {
			if d := decl[m.Player]; d.Coach != 0 && !coaches[d.Coach].Foreign { // seed 001: Ukrainian coaches
				players[d.Coach] = append(players[d.Coach], m.Player)
			}
		}
		code := "coach-in-club:" + club.Team.Name
		var rows []TeamRow
		for id, ps := range players {
			total, ms := TeamTotal(in.Rules.TeamK, ps, t.R)
			rows = append(rows, TeamRow{Team: coaches[id], Total: total, Members: ms})
		}
		if len(rows) == 0 {
			out = append(out, notAwarded(code, NotAwarded{Why: NoCoachDeclared}))
			continue
		}
		rankTeams(rows)
		out = append(out, bestTeams(code, rows)...)
	}
	return out
}

// tournamentAwards: diplomas for places 1, 2, 3 of every tournament (000),
// by its final standings; tournaments in calendar order.
func tournamentAwards(in Input, x *indexed) []Award {
	tours := append([]Tournament(nil), in.Tournaments...)
	sort.SliceStable(tours, func(i, j int) bool {
		if !tours[i].Date.Equal(tours[j].Date) {
			return tours[i].Date.Before(tours[j].Date)
		}
		return tours[i].ID < tours[j].ID
	})
	var out []Award
	for _, tr := range tours {
		code := "tournament:" + tr.Name
		var rs []Result
		for _, r := range in.Results {
			if r.Tournament == tr.ID && r.Place >= 1 && r.Place <= 3 {
				rs = append(rs, r)
			}
		}
		if len(rs) == 0 {
			out = append(out, notAwarded(code, NotAwarded{Why: NoFinalPlaces}))
			continue
		}
		sort.Slice(rs, func(i, j int) bool {
			if rs[i].Place != rs[j].Place {
				return rs[i].Place < rs[j].Place
			}
			return personLess(x.players[rs[i].Player], x.players[rs[j].Player])
		})
		for _, r := range rs {
			p := x.players[r.Player]
			out = append(out, Award{Prize: PrizeDiploma, Category: code, Place: Place{r.Place, max(r.Place, r.PlaceTo)},
				Player: p.ID, Winner: p.Surname + " " + p.Name, Total: halves(r.Points)})
		}
	}
	return out
}

// sameGroup compares a declared occupation with a group of the rule set,
// ignoring case and surrounding spaces.
func sameGroup(occupation, group string) bool {
	return strings.EqualFold(strings.TrimSpace(occupation), strings.TrimSpace(group))
}
