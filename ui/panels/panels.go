package panels

import (
	"arbiter/ui/closing"
	"arbiter/ui/hall"
	"arbiter/ui/history"
	"arbiter/ui/knockout"
	"arbiter/ui/panel"
	"arbiter/ui/standings"
	"arbiter/ui/team"
	"arbiter/ui/tiebreaks"
)

// All is every domain's constructors.
func All() panel.Domains {
	return panel.Domains{
		Hall:         func(c *panel.Ctx) panel.Action { return hall.NewToggle(c) },
		Bracket:      knockout.NewBracket,
		Standings:    standings.NewStandings,
		Crosstable:   standings.NewCrosstable,
		Playoffs:     standings.NewPlayoffs,
		Closing:      closing.NewAction,
		Norms:        closing.ShowNorms,
		History:      history.NewAction,
		Ties:         tiebreaks.NewAction,
		NewTeam:      team.NewCreate,
		TeamSettings: team.NewSettings,
		Team:         team.NewEvent,
	}
}
