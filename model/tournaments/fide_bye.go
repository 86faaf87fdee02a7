package tournaments

import (
	"fmt"

	"arbiter/engine/trf"
	"arbiter/model"
)

// byeScoreWarning is the Level 3 warning of a pairing-allocated bye given
// by hand to a player whose score is above the lowest score of those who
// may have it (FIDE C.02, VCL4THP.13 Q66; C.04.3 C.5: minimise the score
// of the player who gets the PAB). tt is the tournament before round r
// with the absences written in column r (pairingInput); a player who had
// a PAB, a full-point bye or a forfeit win may not have it (C.04.1 art. 4)
// and does not count.
func (l *loaded) byeScoreWarning(tt *trf.Tournament, r int, bye int) (model.PairingWarning, bool) {
	if bye == 0 {
		return model.PairingWarning{}, false
	}
	score, lowest, who := -1, -1, 0
	for i := range tt.Players {
		p := &tt.Players[i]
		if len(p.Games) >= r { // absent in round r
			continue
		}
		eligible := true
		for _, g := range p.Games[:min(len(p.Games), r-1)] {
			if g.Result == trf.PAB || g.Result == trf.FullBye || g.Result == trf.ForfeitWin {
				eligible = false
			}
		}
		s := tt.ScoreAfter(p, r-1)
		if p.ID == bye {
			score = s
		}
		if eligible && (lowest < 0 || s < lowest) {
			lowest, who = s, p.ID
		}
	}
	if score < 0 || lowest < 0 || score <= lowest {
		return model.PairingWarning{}, false
	}
	return model.PairingWarning{Rule: "C5", Players: []int{bye, who},
		Msg: model.Msg("Rule C.5 (C.04.3): %s gets the bye with %s points, but %s may have it with %s.",
			fmt.Sprintf("%s (№ %d)", l.name(bye), bye), pointsText(score), fmt.Sprintf("%s (№ %d)", l.name(who), who), pointsText(lowest))}, true
}
