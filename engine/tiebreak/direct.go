package tiebreak

import "sort"

// miniTable holds the games among a group for direct encounter (art. 6):
// for each member, the points against each other member averaged over
// their games (6.1.2), and who met whom.
type miniTable struct {
	score []Value // mini-score of group[k]
	met   [][]bool
}

// countsAsEncounter: forfeits are excluded in Swiss events and are games
// in round robins (art. 6.1.1, 15.2).
func (c *Calculator) countsAsEncounter(g Round) bool {
	if c.sys.IsRoundRobin() {
		return g.HasOpponent()
	}
	return g.Kind == Played
}

func (c *Calculator) mini(group []int) miniTable {
	pos := map[int]int{}
	for k, i := range group {
		pos[c.players[i].ID] = k
	}
	m := miniTable{score: make([]Value, len(group)), met: make([][]bool, len(group))}
	for k, i := range group {
		m.met[k] = make([]bool, len(group))
		pts := make([]Points, len(group))
		cnt := make([]int, len(group))
		for _, g := range c.players[i].Rounds {
			if j, ok := pos[g.Opponent]; ok && g.Opponent != 0 && c.countsAsEncounter(g) {
				pts[j] += g.Points
				cnt[j]++
			}
		}
		s := Int(0)
		for j := range group {
			if cnt[j] > 0 {
				m.met[k][j] = true
				s = s.Add(Frac(int64(pts[j]), 2*int64(cnt[j])))
			}
		}
		m.score[k] = s
	}
	return m
}

// directEncounter orders a group of player indices by art. 6 and returns
// the ordered tiers; players in one tier are not separated. A group that
// cannot be split at all comes back as a single tier.
func (c *Calculator) directEncounter(group []int) [][]int {
	if len(group) < 2 {
		return [][]int{group}
	}
	m := c.mini(group)
	all := true
	missing := make([]int, len(group))
	for k := range group {
		for j := range group {
			if j != k && !m.met[k][j] {
				all = false
				missing[k]++
			}
		}
	}
	// Round robins always rank by the mini-table (art. 15.2: pre-determined
	// pairings; FIDE's reference calculator does the same for standings
	// before the last round).
	if all || c.sys.IsRoundRobin() {
		return c.deComplete(group, m)
	}
	return c.deIncomplete(group, m, missing)
}

// deComplete is 6.2: everybody met everybody; rank by the mini-table and
// apply art. 6 again to every still-tied subgroup smaller than the group.
func (c *Calculator) deComplete(group []int, m miniTable) [][]int {
	order := make([]int, len(group))
	for k := range order {
		order[k] = k
	}
	sort.SliceStable(order, func(a, b int) bool { return m.score[order[a]].Cmp(m.score[order[b]]) > 0 })
	var tiers [][]int
	for a := 0; a < len(order); {
		b := a + 1
		for b < len(order) && m.score[order[b]].Cmp(m.score[order[a]]) == 0 {
			b++
		}
		run := make([]int, 0, b-a)
		for _, k := range order[a:b] {
			run = append(run, group[k])
		}
		if len(run) > 1 && len(run) < len(group) {
			tiers = append(tiers, c.directEncounter(run)...)
		} else {
			tiers = append(tiers, run)
		}
		a = b
	}
	return tiers
}

// deIncomplete is 6.3: not every pair met. A player is placed first only
// if he stays alone on top whatever the missing games give: his score with
// every missing game lost beats every rival's score with every missing game
// won. Then the next place is tested the same way; art. 6 is applied again
// to the players left.
func (c *Calculator) deIncomplete(group []int, m miniTable, missing []int) [][]int {
	win := Half(c.win)
	left := make([]int, len(group))
	for k := range left {
		left[k] = k
	}
	var tiers [][]int
	for len(left) > 1 {
		top := -1
		for _, k := range left {
			alone := true
			for _, j := range left {
				if j != k && m.score[k].Cmp(m.score[j].Add(Frac(win.Num*int64(missing[j]), win.Den))) <= 0 {
					alone = false
					break
				}
			}
			if alone {
				top = k
				break
			}
		}
		if top < 0 {
			break
		}
		tiers = append(tiers, []int{group[top]})
		left = removeInt(left, top)
	}
	rest := make([]int, len(left))
	for k, j := range left {
		rest[k] = group[j]
	}
	switch {
	case len(rest) == 0:
	case len(rest) < len(group):
		tiers = append(tiers, c.directEncounter(rest)...)
	default:
		tiers = append(tiers, rest)
	}
	return tiers
}

func removeInt(s []int, x int) []int {
	out := s[:0:0]
	for _, v := range s {
		if v != x {
			out = append(out, v)
		}
	}
	return out
}

// dePlaces returns, for every player index, the DE value of the corpus:
// the place inside the group of players with equal points by direct
// encounter alone (1 = best; unseparated players share a place).
func (c *Calculator) dePlaces() []int {
	places := make([]int, len(c.players))
	groups := map[Points][]int{}
	for i := range c.players {
		groups[c.score[i]] = append(groups[c.score[i]], i)
	}
	for _, g := range groups {
		place := 1
		for _, tier := range c.directEncounter(g) {
			for _, i := range tier {
				places[i] = place
			}
			place += len(tier)
		}
	}
	return places
}
