package check

import (
	"fmt"
	"sort"

	"arbiter/engine/trf"
)

// RoundBurstein checks the pairing p of round r of t against the absolute
// criteria of the Burstein system (C.04.4.2) as the FIDE-endorsed
// reference engine applies them: completeness, absences and C1 as in
// Round; C2 is the rule of C.04.1 before 2025 (no second PAB and no PAB
// after a forfeit win; a full-point bye F does not block it); C3 has no
// topscorer exception (two players with the same absolute colour
// preference never meet, in the last round neither).
func RoundBurstein(t *trf.Tournament, r int, p trf.Pairing) []Violation {
	nt := *t
	nt.TotalRounds = 0 // no final round: no topscorers (C3 everywhere)
	var vs []Violation
	for _, v := range Round(&nt, r, p) {
		if v.Rule != RuleC2 {
			vs = append(vs, v)
		}
	}
	if p.Bye == 0 {
		return vs
	}
	s := newState(t, r)
	pl := s.player(p.Bye)
	if pl == nil {
		return vs
	}
	for rr := 1; rr < r; rr++ {
		if g := pl.Game(rr); !g.Played() && (g.Result == trf.PAB || g.Result == trf.ForfeitWin) {
			vs = append(vs, Violation{Rule: RuleC2, Players: []int{p.Bye},
				Msg: fmt.Sprintf("player %d already had the PAB or a forfeit win in round %d (%c)", p.Bye, rr, g.Result)})
			break
		}
	}
	sort.SliceStable(vs, func(i, j int) bool { return vs[i].Rule < vs[j].Rule })
	return vs
}
