package ui

import (
	"arbiter/ui/closing"
	"arbiter/ui/hall"
	"arbiter/ui/history"
	"arbiter/ui/knockout"
	"arbiter/ui/panel"
	"arbiter/ui/team"
	"arbiter/ui/tournament"
)

// tournamentPanels are the Tournaments screen's panels that live in
// packages of their own beside its shell (ui/tournament): the shell's
// table (ui/tournament/panels.go) places them, the program hands them in.
var tournamentPanels = tournament.Domains{
	Hall:         func(c *panel.Ctx) panel.Action { return hall.NewToggle(c) },
	Bracket:      knockout.NewBracket,
	Closing:      closing.NewAction,
	Norms:        closing.ShowNorms,
	History:      history.NewAction,
	NewTeam:      team.NewCreate,
	TeamSettings: team.NewSettings,
	Team:         team.NewEvent,
}
