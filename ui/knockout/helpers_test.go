package knockout

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
	"arbiter/ui/panel"
	"arbiter/ui/tournament"
)

// The shared test helpers, by the names the knockout tests use.
var (
	walk        = uitest.Walk
	topOverlay  = uitest.TopOverlay
	labels      = uitest.Labels
	hasLabel    = uitest.HasLabel
	addPlayer   = uitest.AddPlayer
	openService = uitest.OpenService
	tapYes      = uitest.TapYes
	testDBPath  = uitest.DBPath
	dismiss     = uitest.Dismiss
	surnames    = uitest.Surnames
)

// brackets maps a test's screen to the Bracket tab it made.
var brackets = map[*tournament.Screen]*knockoutPanel{}

// newTestTournaments shows the Tournaments screen with the Bracket tab;
// printouts go into a temporary directory and no viewer is found.
func newTestTournaments(t *testing.T, svc *datafile.Services) (*tournament.Screen, fyne.Window) {
	t.Helper()
	w := uitest.NewWindow(t)
	var k *knockoutPanel
	s := tournament.New(svc, w, tournament.Domains{
		Bracket: func(c *panel.Ctx) panel.View { k = NewBracket(c).(*knockoutPanel); return k },
	})
	s.Inline()
	dir := t.TempDir()
	s.Printer = kit.Printer{Dir: func() (string, error) { return dir, nil }, Open: func(string) error { return kit.ErrNoViewer }}
	w.SetContent(s.BuildUI())
	brackets[s] = k
	t.Cleanup(func() { delete(brackets, s) })
	return s, w
}

// bracketOf is the screen's Bracket tab.
func bracketOf(s *tournament.Screen) *knockoutPanel { return brackets[s] }

// openKnockout stores a knockout of rounds stages named name, as the
// settings dialog saves a new one, and opens it on the screen.
func openKnockout(t *testing.T, svc *datafile.Services, s *tournament.Screen, name string, rounds int) model.Tournament {
	t.Helper()
	tour, err := svc.Tournaments.CreateTournament(context.Background(), model.Tournament{Name: name, Venue: model.DefaultVenue,
		StartDate: svc.Today(), Kind: model.Classical, System: model.SystemKnockout, Rounds: rounds})
	if err != nil {
		t.Fatal(err)
	}
	if !s.Open(tour.ID) {
		t.Fatalf("%s is not in the list", name)
	}
	return tour
}

// setUpKnockout is a knockout of rounds stages with the first players
// registry players (uitest.AddPlayers) registered, open on the screen.
func setUpKnockout(t *testing.T, players int, name string, rounds int) (*datafile.Services, *tournament.Screen, fyne.Window, model.Tournament) {
	t.Helper()
	svc, _ := openService(t, testDBPath(t))
	ps := uitest.AddPlayers(t, svc, players)
	s, w := newTestTournaments(t, svc)
	tour := openKnockout(t, svc, s, name, rounds)
	var rs []model.Registration
	for _, p := range ps {
		rs = append(rs, model.Registration{PlayerID: p.ID})
	}
	if err := svc.Tournaments.RegisterMany(context.Background(), tour.ID, rs); err != nil {
		t.Fatal(err)
	}
	s.ReloadTab()
	return svc, s, w, tour
}
