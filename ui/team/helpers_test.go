package team

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/model/datafile"
	"arbiter/ui/internal/tourtest"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
	"arbiter/ui/panel"
	"arbiter/ui/tournament"
)

// The shared test helpers, by the names the team tests use.
var (
	walk             = uitest.Walk
	topOverlay       = uitest.TopOverlay
	labels           = uitest.Labels
	button           = uitest.Button
	openService      = uitest.OpenService
	tapYes           = uitest.TapYes
	testDBPath       = uitest.DBPath
	surnames         = uitest.Surnames
	addPlayers       = uitest.AddPlayers
	readTranslations = uitest.Translations
)

// screen is the whole Tournaments screen with the team panels in it, and
// the team form's two buttons as the screen made them.
type screen struct {
	*tournament.Screen
	create   *newTeamTournament // the Team tournament button
	settings *teamSettings      // the Settings button's team form
}

// opened maps a test's screen to its team buttons.
var opened = map[*tournament.Screen]*screen{}

// newTestTournaments shows the Tournaments screen with the team panels.
func newTestTournaments(t *testing.T, svc *datafile.Services) (*tournament.Screen, fyne.Window) {
	t.Helper()
	sc := &screen{}
	s, w := tourtest.Screen(t, svc, panel.Domains{
		NewTeam: func(c *panel.Ctx) panel.Action {
			sc.create = NewCreate(c).(*newTeamTournament)
			return sc.create
		},
		TeamSettings: func(c *panel.Ctx) panel.Action {
			sc.settings = NewSettings(c).(*teamSettings)
			return sc.settings
		},
		Team: NewEvent,
	})
	sc.Screen = s
	opened[s] = sc
	t.Cleanup(func() { delete(opened, s) })
	return s, w
}

// buttonOf is the screen's button titled title (a translation key).
func buttonOf(s *tournament.Screen, title string) *widget.Button { return s.Button(title) }

// teamOf is the open team tournament's body.
func teamOf(s *tournament.Screen) *teamEvent { return s.Team.(*teamEvent) }

// teamFormOf is the open team form: of Team tournament, or of Settings.
func teamFormOf(s *tournament.Screen) *teamForm {
	if f := opened[s].create.teamForm; f != nil {
		return f
	}
	return opened[s].settings.teamForm
}

func teamDialogOf(s *tournament.Screen) *kit.EditDialog {
	if d := opened[s].create.teamDialog; d != nil {
		return d
	}
	return opened[s].settings.teamDialog
}

// individualTabsShown reports whether the screen shows tabs other than the
// team body's (those of an individual tournament).
func individualTabsShown(s *tournament.Screen, w fyne.Window) bool {
	shown := false
	walk(w.Content(), func(o fyne.CanvasObject) {
		if tabs, ok := o.(*container.AppTabs); ok && tabs != teamOf(s).tabs && tabs.Visible() {
			shown = true
		}
	})
	return shown
}
