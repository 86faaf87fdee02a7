package tournaments

import (
	"arbiter/engine/trf"
	"arbiter/model"
)

// A withdrawal from a round robin (FIDE C.02, VCL4THP.13 Q103; the FIDE
// tournament rules as docs/vcl.md restates them): a player who withdrew
// having played less than half of his games is left out of the standings
// and his games are annulled for everybody else — each becomes a free
// round, no game and no points (C.07 art. 15.2) — so that nobody gains or
// loses by having met him. A player who played half of his games or more
// stays, his remaining games lost by forfeit as entered. The rating report
// (the TRF-16 export, toTRF) keeps every game played: only the standings
// read annulled.

// annulWithdrawn annuls, in tt (a round robin after round r), the games of
// every withdrawn player who played less than half of his games, and
// returns their start numbers (nil when there is none).
func (l *loaded) annulWithdrawn(tt *trf.Tournament) []int {
	cycles := 1
	if l.t.System == model.SystemDoubleRoundRobin {
		cycles = 2
	}
	games := (len(l.entries) - 1) * cycles // every player's games, the free round aside
	out := map[int]bool{}
	var nos []int
	for _, e := range l.entries {
		if e.WithdrawnFrom == 0 {
			continue
		}
		played := 0
		if p := tt.Player(e.StartNo); p != nil {
			for _, g := range p.Games {
				if g.Opponent != 0 && g.Played() {
					played++
				}
			}
		}
		if 2*played < games {
			out[e.StartNo] = true
			nos = append(nos, e.StartNo)
		}
	}
	if len(out) == 0 {
		return nil
	}
	kept := tt.Players[:0]
	for _, p := range tt.Players {
		if out[p.ID] {
			continue
		}
		for i, g := range p.Games {
			if out[g.Opponent] {
				p.Games[i] = trf.Game{Colour: trf.NoColour, Result: trf.ZeroBye}
			}
		}
		kept = append(kept, p)
	}
	tt.Players = kept
	for i := range tt.Players {
		tt.Players[i].Points = tt.ScoreAfter(&tt.Players[i], len(tt.Players[i].Games))
	}
	return nos
}
