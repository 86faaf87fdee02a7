package closing

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

// closingOf is the screen's open closing dialog (nil before the
// «Norms, fees, prizes» button was tapped).
func closingOf(s *tournament.Screen) *closingDialog {
	return tourtest.Made[*closingAction](s).closing
}

// setUpSwiss is a Swiss of rounds rounds on a fresh data file with players
// registry players (uitest.AddPlayers), the first registered of them
// registered, open on the whole Tournaments screen with the closing
// panels in it.
func setUpSwiss(t *testing.T, players, registered int, name string, rounds int) (*datafile.Services, *tournament.Screen, fyne.Window, model.Tournament) {
	t.Helper()
	svc, _ := uitest.OpenService(t, uitest.DBPath(t))
	ps := uitest.AddPlayers(t, svc, players)
	tour := tourtest.Create(t, svc, model.Tournament{Name: name, System: model.SystemSwissDutch, Rounds: rounds})
	tourtest.Register(t, svc, tour.ID, ps[:registered])
	s, w := tourtest.Screen(t, svc, panel.Domains{Closing: NewAction, Norms: ShowNorms})
	tourtest.Open(t, s, tour.ID)
	return svc, s, w, tour
}

// playedDecisive is a four-player Swiss of 3 rounds in which White wins
// every game.
func playedDecisive(t *testing.T) (*datafile.Services, *tournament.Screen, fyne.Window) {
	t.Helper()
	svc, s, w, tour := setUpSwiss(t, 4, 4, "Четвірка", 3)
	for r := 1; r <= 3; r++ {
		tourtest.Play(t, svc, tour.ID, model.WhiteWon)
	}
	s.ReloadTab()
	return svc, s, w
}

// playerNamed is the registry player of that surname.
func playerNamed(t *testing.T, svc *datafile.Services, surname string) model.Player {
	t.Helper()
	for _, p := range uitest.MustPlayers(t, svc) {
		if p.Surname == surname {
			return p
		}
	}
	t.Fatalf("no player %s", surname)
	return model.Player{}
}
