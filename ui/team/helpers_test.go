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

// newTestTournaments shows the Tournaments screen with the team panels.
func newTestTournaments(t *testing.T, svc *datafile.Services) (*tournament.Screen, fyne.Window) {
	t.Helper()
	return tourtest.Screen(t, svc, panel.Domains{NewTeam: NewCreate, TeamSettings: NewSettings, Team: NewEvent})
}

// buttonOf is the screen's button titled title (a translation key).
func buttonOf(s *tournament.Screen, title string) *widget.Button { return s.Button(title) }

// teamOf is the open team tournament's body.
func teamOf(s *tournament.Screen) *teamEvent { return s.Team.(*teamEvent) }

// teamFormOf is the open team form: of Team tournament, or of Settings.
func teamFormOf(s *tournament.Screen) *teamForm {
	if f := tourtest.Made[*newTeamTournament](s).teamForm; f != nil {
		return f
	}
	return tourtest.Made[*teamSettings](s).teamForm
}

func teamDialogOf(s *tournament.Screen) *kit.EditDialog {
	if d := tourtest.Made[*newTeamTournament](s).teamDialog; d != nil {
		return d
	}
	return tourtest.Made[*teamSettings](s).teamDialog
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
