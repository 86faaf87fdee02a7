package swiss

import "sort"

// boardList gathers a round's oriented boards with their two players, the
// higher of the two by A.3 on real scores first, so that they can be put in
// the order C.04.3 (F.7 item 8) gives the boards: by the higher player's
// score, then the lower player's score, then the higher player's rank.
type boardList []listedBoard

type listedBoard struct {
	hi, lo *player
	b      Board
}

// add puts board b of players p and o in the list.
func (l *boardList) add(p, o *player, b Board) {
	if realHigher(o, p) {
		p, o = o, p
	}
	*l = append(*l, listedBoard{p, o, b})
}

// ordered returns the boards in the F.7 order.
func (l boardList) ordered() []Board {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.hi.realScore != b.hi.realScore {
			return a.hi.realScore > b.hi.realScore
		}
		if a.lo.realScore != b.lo.realScore {
			return a.lo.realScore > b.lo.realScore
		}
		return a.hi.rank < b.hi.rank
	})
	var out []Board
	for _, bd := range l {
		out = append(out, bd.b)
	}
	return out
}
