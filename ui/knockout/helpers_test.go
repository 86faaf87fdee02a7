package knockout

import (
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/internal/tourtest"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/panel"
	"arbiter/ui/tournament"
)

// newTestTournaments shows the Tournaments screen with the Bracket tab.
func newTestTournaments(t *testing.T, svc *datafile.Services) (*tournament.Screen, fyne.Window) {
	t.Helper()
	return tourtest.Screen(t, svc, panel.Domains{Bracket: NewBracket})
}

// bracketOf is the screen's Bracket tab.
func bracketOf(s *tournament.Screen) *knockoutPanel { return tourtest.Made[*knockoutPanel](s) }

// openKnockout stores a knockout of rounds stages named name, as the
// settings dialog saves a new one, and opens it on the screen.
func openKnockout(t *testing.T, svc *datafile.Services, s *tournament.Screen, name string, rounds int) model.Tournament {
	t.Helper()
	tour := tourtest.Create(t, svc, model.Tournament{Name: name, System: model.SystemKnockout, Rounds: rounds})
	tourtest.Open(t, s, tour.ID)
	return tour
}

// setUpKnockout is a knockout of rounds stages with the first players
// registry players (uitest.AddPlayers) registered, open on the screen.
func setUpKnockout(t *testing.T, players int, name string, rounds int) (*datafile.Services, *tournament.Screen, fyne.Window, model.Tournament) {
	t.Helper()
	svc, _ := uitest.OpenService(t, uitest.DBPath(t))
	ps := uitest.AddPlayers(t, svc, players)
	s, w := newTestTournaments(t, svc)
	tour := openKnockout(t, svc, s, name, rounds)
	tourtest.Register(t, svc, tour.ID, ps)
	s.ReloadTab()
	return svc, s, w, tour
}
