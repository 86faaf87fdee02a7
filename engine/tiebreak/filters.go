package tiebreak

import "strconv"

// FilterPlayers makes the sub-standings of the players of t that keep
// accepts (see Standings.Filter): values stay the overall ones.
func (s *Standings) FilterPlayers(t *Tournament, keep func(Player) bool) *Standings {
	byID := map[int]Player{}
	for _, p := range t.Players {
		byID[p.ID] = p
	}
	return s.Filter(func(id int) bool {
		p, ok := byID[id]
		return ok && keep(p)
	})
}

// Women accepts players whose sex is "w" or "f" (TRF column 10).
func Women(p Player) bool { return p.Sex == "w" || p.Sex == "f" || p.Sex == "W" || p.Sex == "F" }

// Federation accepts the players of one federation ("UKR").
func Federation(code string) func(Player) bool {
	return func(p Player) bool { return p.Federation == code }
}

// BornFrom accepts players born in year or later (age groups: U10 in a
// 2026 event is BornFrom(2016)); an unknown birth year is refused.
func BornFrom(year int) func(Player) bool {
	return func(p Player) bool { y, ok := birthYear(p); return ok && y >= year }
}

// BornUpTo accepts players born in year or earlier (veterans).
func BornUpTo(year int) func(Player) bool {
	return func(p Player) bool { y, ok := birthYear(p); return ok && y <= year }
}

func birthYear(p Player) (int, bool) {
	if len(p.BirthDate) < 4 {
		return 0, false
	}
	y, err := strconv.Atoi(p.BirthDate[:4])
	return y, err == nil && y > 0
}
