package team

import "sort"

// Member is one player of an individual tournament with a team ranking
// (seed 004 §2): the team he scores for, his points (half-points) and his
// final place in the individual standings (1 = first; shared places give
// equal numbers).
type Member struct {
	Player int
	Team   int
	Points int
	Place  int
}

// IndividualRow is one team of the §2 team ranking.
type IndividualRow struct {
	Team    int
	Points  int   // sum of the counted members' points (half-points)
	Places  []int // the counted members' places, best first
	Place   int
	Last    int
	Members []int // the counted members, best placed first
}

// IndividualRanking ranks teams of an individual tournament (§2: «Победители
// в командном зачете … определяются по сумме очков, набранных участниками
// команды … При равенстве очков предпочтение отдается команде, участник
// которой занял более высокое место»): the team score is the sum of the
// points of its best `size` members (0 = all); a tie goes to the team whose
// best member placed higher, then its second best, and so on. Teams still
// equal share a place.
func IndividualRanking(members []Member, size int) []IndividualRow {
	by := make(map[int][]Member)
	var teams []int
	for _, m := range members {
		if _, ok := by[m.Team]; !ok {
			teams = append(teams, m.Team)
		}
		by[m.Team] = append(by[m.Team], m)
	}
	rows := make([]IndividualRow, 0, len(teams))
	for _, t := range teams {
		ms := by[t]
		sort.SliceStable(ms, func(a, b int) bool {
			if ms[a].Place != ms[b].Place {
				return ms[a].Place < ms[b].Place
			}
			return ms[a].Player < ms[b].Player
		})
		if size > 0 && len(ms) > size {
			ms = ms[:size]
		}
		r := IndividualRow{Team: t}
		for _, m := range ms {
			r.Points += m.Points
			r.Places = append(r.Places, m.Place)
			r.Members = append(r.Members, m.Player)
		}
		rows = append(rows, r)
	}
	less := func(a, b IndividualRow) int { // <0: a ranks higher
		if a.Points != b.Points {
			return b.Points - a.Points
		}
		for i := 0; i < len(a.Places) && i < len(b.Places); i++ {
			if a.Places[i] != b.Places[i] {
				return a.Places[i] - b.Places[i]
			}
		}
		return len(b.Places) - len(a.Places) // a member more who placed counts
	}
	sort.SliceStable(rows, func(i, j int) bool {
		if c := less(rows[i], rows[j]); c != 0 {
			return c < 0
		}
		return rows[i].Team < rows[j].Team
	})
	for i := 0; i < len(rows); {
		j := i + 1
		for j < len(rows) && less(rows[i], rows[j]) == 0 {
			j++
		}
		for k := i; k < j; k++ {
			rows[k].Place, rows[k].Last = i+1, j
		}
		i = j
	}
	return rows
}
