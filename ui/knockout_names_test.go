package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"arbiter/engine/knockout"
	"arbiter/model"
)

// Each knockout game is named: game 1, game 2 of the match, rapid 1, 2 of
// the tie-break, Armageddon (seed 004's 2+2+A).
func TestKnockoutGamesNamed(t *testing.T) {
	gs := []model.KnockoutGame{
		{No: 1, Stage: 0, WhitePoints: 1}, {No: 2, Stage: 0, WhitePoints: 1},
		{No: 3, Stage: 1, WhitePoints: 2}, {No: 4, Stage: 1, WhitePoints: 0},
		{No: 5, Stage: knockout.ArmageddonStage, WhitePoints: 1},
	}
	want := []string{
		lang.L("game {{.N}}", map[string]int{"N": 1}), lang.L("game {{.N}}", map[string]int{"N": 2}),
		lang.L("rapid {{.N}}", map[string]int{"N": 1}), lang.L("rapid {{.N}}", map[string]int{"N": 2}),
		lang.L("Armageddon"),
	}
	for i, g := range gs {
		if got := knockoutGameName(gs[:i], g.Stage); got != want[i] {
			t.Errorf("game %d named %q, want %q", i+1, got, want[i])
		}
	}
	text := gamesText(gs)
	for _, w := range want {
		if !strings.Contains(text, capitalFirst(w)+": ") {
			t.Errorf("games line %q lacks %q", text, capitalFirst(w))
		}
	}
	// a World Cup blitz pair after two rapid stages
	wc := []model.KnockoutGame{{Stage: 0}, {Stage: 0}, {Stage: 1}, {Stage: 1}, {Stage: 2}, {Stage: 2}}
	if got := knockoutGameName(wc, 3); got != lang.L("blitz {{.N}}", map[string]int{"N": 1}) {
		t.Errorf("stage 3's first game named %q", got)
	}
	if got := knockoutGameName(wc[:5], 2); got != lang.L("rapid {{.N}}", map[string]int{"N": 4}) {
		t.Errorf("stage 2's second game named %q", got)
	}
}

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
