package tiebreak

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
