package tournament

import (
	"testing"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
)

// The knockout's state line counts stages: 8 players make 3, 16 make 4.
func TestKnockoutStateCountsStages(t *testing.T) {
	for _, c := range []struct{ players, stages int }{{8, 3}, {16, 4}, {6, 3}, {2, 1}} {
		st := model.TournamentState{Tournament: model.Tournament{System: model.SystemKnockout, Rounds: 5}, Players: c.players, Paired: 1}
		want := lang.L("Players {{.P}} · stages {{.S}}, stages begun {{.R}} · decided {{.C}}",
			map[string]int{"P": c.players, "S": c.stages, "R": 1, "C": 0})
		if got := stateLine(st); got != want {
			t.Errorf("%d players: %q, want %q", c.players, got, want)
		}
	}
}
