package teamcheck

import (
	"fmt"
	"sort"
)

// Encounter is one team's opponent in one earlier round: B == 0 is a bye.
type Encounter struct {
	Round    int
	A, B     int
	Met      bool // played over the board (counts for rematches)
	APrimary int  // points A scored in the encounter (primary score)
	BPrimary int
	ASecond  int // secondary score
	BSecond  int
	AFree    bool // A scored a win without playing (a bye, a forfeit win)
	BFree    bool
}

// Pairing is the round to check.
type Pairing struct {
	Pairs [][2]int
	Bye   int
}

// Violation names the rule broken.
type Violation struct {
	Rule string
	Msg  string
}

func (v Violation) String() string { return v.Rule + ": " + v.Msg }

// Exhaustive is the largest field checked by brute force.
const Exhaustive = 12

type team struct {
	id, pri, sec int
	free         bool
}

// Check verifies p for the teams (ids) after history, absent teams left
// out.
func Check(ids []int, history []Encounter, absent []int, p Pairing) []Violation {
	var vs []Violation
	add := func(rule, f string, a ...any) { vs = append(vs, Violation{rule, fmt.Sprintf(f, a...)}) }
	out := map[int]bool{}
	for _, a := range absent {
		out[a] = true
	}
	byID := map[int]*team{}
	var present []*team
	for _, id := range ids {
		t := &team{id: id}
		byID[id] = t
		if !out[id] {
			present = append(present, t)
		}
	}
	met := map[[2]int]bool{}
	for _, e := range history {
		if a := byID[e.A]; a != nil {
			a.pri += e.APrimary
			a.sec += e.ASecond
			a.free = a.free || e.AFree
		}
		if b := byID[e.B]; b != nil && e.B != 0 {
			b.pri += e.BPrimary
			b.sec += e.BSecond
			b.free = b.free || e.BFree
		}
		if e.Met && e.B != 0 {
			met[key(e.A, e.B)] = true
		}
	}
	seen := map[int]int{}
	for _, pr := range p.Pairs {
		for _, id := range pr {
			seen[id]++
			if byID[id] == nil {
				add("complete", "team %d does not exist", id)
			} else if out[id] {
				add("complete", "team %d is absent but paired", id)
			}
		}
		if pr[0] == pr[1] {
			add("complete", "team %d paired with itself", pr[0])
		}
		if met[key(pr[0], pr[1])] {
			add("rematch", "%d and %d have already met", pr[0], pr[1])
		}
	}
	if p.Bye != 0 {
		seen[p.Bye]++
		if byID[p.Bye] == nil || out[p.Bye] {
			add("complete", "bye to team %d, which is absent or unknown", p.Bye)
		}
	}
	for _, t := range present {
		if seen[t.id] != 1 {
			add("complete", "team %d appears %d times", t.id, seen[t.id])
		}
	}
	odd := len(present)%2 == 1
	if odd != (p.Bye != 0) {
		add("bye", "%d teams present, bye %d", len(present), p.Bye)
	}
	if len(vs) > 0 {
		return vs
	}
	sort.SliceStable(present, func(i, j int) bool {
		a, b := present[i], present[j]
		if a.pri != b.pri {
			return a.pri > b.pri
		}
		if a.sec != b.sec {
			return a.sec > b.sec
		}
		return a.id < b.id
	})
	legal := func(a, b *team) bool { return !met[key(a.id, b.id)] }
	if p.Bye != 0 && byID[p.Bye].free {
		for _, t := range present {
			if !t.free {
				if len(present) > Exhaustive || completes(without(present, t), legal) {
					add("bye-eligible", "bye to %d, which already scored without playing, while %d could have it", p.Bye, t.id)
					break
				}
			}
		}
	}
	if len(present) > Exhaustive {
		return vs
	}
	rest := present
	if p.Bye != 0 {
		for k := len(present) - 1; k >= 0; k-- {
			t := present[k]
			if t.free || !completes(without(present, t), legal) {
				continue
			}
			if t.id != p.Bye {
				add("bye-lowest", "bye to %d, but %d is ranked lower, is eligible and leaves a legal pairing", p.Bye, t.id)
			}
			break
		}
		rest = without(present, byID[p.Bye])
	}
	rank := map[int]int{}
	for k, t := range rest {
		rank[t.id] = k
	}
	pairs := append([][2]int(nil), p.Pairs...)
	for i := range pairs {
		if rank[pairs[i][0]] > rank[pairs[i][1]] {
			pairs[i][0], pairs[i][1] = pairs[i][1], pairs[i][0]
		}
	}
	sort.Slice(pairs, func(i, j int) bool { return rank[pairs[i][0]] < rank[pairs[j][0]] })
	left := rest
	for _, pr := range pairs {
		a, b := byID[pr[0]], byID[pr[1]]
		best := -1
		for _, c := range left {
			if c == a || !legal(a, c) {
				continue
			}
			if completes(without(without(left, a), c), legal) {
				if d := a.pri - c.pri; best < 0 || abs(d) < best {
					best = abs(d)
				}
			}
		}
		if d := abs(a.pri - b.pri); d != best {
			add("score-difference", "%d–%d differ by %d in the primary score; %d could meet an opponent %d apart", a.id, b.id, d, a.id, best)
		}
		left = without(without(left, a), b)
	}
	return vs
}

func key(a, b int) [2]int {
	if a > b {
		a, b = b, a
	}
	return [2]int{a, b}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func without(ts []*team, x *team) []*team {
	out := make([]*team, 0, len(ts))
	for _, t := range ts {
		if t != x {
			out = append(out, t)
		}
	}
	return out
}

// completes: the teams can all be paired without a rematch (brute force).
func completes(ts []*team, legal func(a, b *team) bool) bool {
	if len(ts) == 0 {
		return true
	}
	if len(ts)%2 == 1 {
		return false
	}
	a := ts[0]
	for _, b := range ts[1:] {
		if legal(a, b) && completes(without(without(ts, a), b), legal) {
			return true
		}
	}
	return false
}
