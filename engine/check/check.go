package check

import (
	"fmt"
	"sort"

	"arbiter/engine/trf"
)

// Rule names used in Violation.Rule.
const (
	RuleComplete = "completeness" // C.04.3 1.9.1 / C4: each present player paired once or the PAB
	RuleAbsent   = "absent"       // a player marked absent for the round was paired
	RuleC1       = "C1"           // C.04.1 art. 2: no rematch of a played game; XXP
	RuleC2       = "C2"           // C.04.1 art. 4: PAB eligibility
	RuleC3       = "C3"           // C.04.1 art. 6-7: colour difference and three in a row
)

// Violation is one broken rule.
type Violation struct {
	Rule    string
	Players []int
	Msg     string
}

func (v Violation) String() string { return v.Rule + ": " + v.Msg }

// Round checks the pairing p of round r of t. t may be the tournament as it
// stood before round r or a later state of it: only rounds before r and the
// absences written in column r are used (trf.Tournament.Before). The result
// is empty when the pairing meets every absolute criterion.
func Round(t *trf.Tournament, r int, p trf.Pairing) []Violation {
	s := newState(t, r)
	var vs []Violation
	add := func(rule string, players []int, format string, a ...any) {
		vs = append(vs, Violation{Rule: rule, Players: players, Msg: fmt.Sprintf(format, a...)})
	}
	seen := map[int]int{}
	mark := func(id int) bool {
		if s.player(id) == nil {
			add(RuleComplete, []int{id}, "player %d does not exist", id)
			return false
		}
		seen[id]++
		if seen[id] == 2 {
			add(RuleComplete, []int{id}, "player %d is paired more than once", id)
		}
		if s.absent(id) {
			add(RuleAbsent, []int{id}, "player %d is absent in round %d but paired", id, r)
		}
		return true
	}
	for _, b := range p.Boards {
		okW, okB := mark(b.White), mark(b.Black)
		if b.White == b.Black || !okW || !okB {
			if b.White == b.Black {
				add(RuleComplete, []int{b.White}, "player %d paired with himself", b.White)
			}
			continue
		}
		if msg := s.rematch(b.White, b.Black); msg != "" {
			add(RuleC1, []int{b.White, b.Black}, "%s", msg)
		}
		for _, msg := range s.colours(b) {
			add(RuleC3, []int{b.White, b.Black}, "%s", msg)
		}
	}
	if p.Bye != 0 && mark(p.Bye) {
		if msg := s.byeBlocked(p.Bye); msg != "" {
			add(RuleC2, []int{p.Bye}, "%s", msg)
		}
	}
	var missing []int
	for i := range s.t.Players {
		id := s.t.Players[i].ID
		if !s.absent(id) && seen[id] == 0 {
			missing = append(missing, id)
		}
	}
	if len(missing) > 0 {
		add(RuleComplete, missing, "present players not paired: %v", missing)
	}
	sort.SliceStable(vs, func(i, j int) bool { return vs[i].Rule < vs[j].Rule })
	return vs
}
