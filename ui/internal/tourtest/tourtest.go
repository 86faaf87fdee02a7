// Package tourtest holds the helpers the tests of the Tournaments screen's
// domain packages (ui/closing, ui/knockout, ui/team, ...) share: the whole
// screen with their panels in it, and a tournament stored and played
// through the services, as the screen's own panels would store it. Only
// tests import it; the shell's own tests cannot (they are in the package
// it imports) and keep their helpers in ui/tournament's test files.
package tourtest

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

// Screen shows the whole Tournaments screen on svc with the domain panels
// d hands in, loading on the test's goroutine; printouts go into a
// temporary directory and no viewer is found.
func Screen(t *testing.T, svc *datafile.Services, d panel.Domains) (*tournament.Screen, fyne.Window) {
	t.Helper()
	w := uitest.NewWindow(t)
	s := tournament.New(svc, w, d)
	s.Inline()
	dir := t.TempDir()
	s.Printer = kit.Printer{Dir: func() (string, error) { return dir, nil }, Open: func(string) error { return kit.ErrNoViewer }}
	w.SetContent(s.BuildUI())
	return s, w
}

// Create stores tn with what the settings dialog gives a new tournament
// (the venue, classical play, today) where tn leaves them empty.
func Create(t *testing.T, svc *datafile.Services, tn model.Tournament) model.Tournament {
	t.Helper()
	if tn.Venue == "" {
		tn.Venue = model.DefaultVenue
	}
	if tn.Kind == "" {
		tn.Kind = model.Classical
	}
	if tn.StartDate.IsZero() {
		tn.StartDate = svc.Today()
	}
	got, err := svc.Tournaments.CreateTournament(context.Background(), tn)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// Register registers ps in tournament id, as the desk does.
func Register(t *testing.T, svc *datafile.Services, id model.TournamentID, ps []model.Player) {
	t.Helper()
	var rs []model.Registration
	for _, p := range ps {
		rs = append(rs, model.Registration{PlayerID: p.ID})
	}
	if err := svc.Tournaments.RegisterMany(context.Background(), id, rs); err != nil {
		t.Fatal(err)
	}
}

// Play pairs the next round of tournament id and stores result on every
// board of it.
func Play(t *testing.T, svc *datafile.Services, id model.TournamentID, result model.GameResult) model.RoundView {
	t.Helper()
	ctx := context.Background()
	rv, err := svc.Pairings.PairNext(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range rv.Boards {
		if err := svc.Tournaments.SetGameResult(ctx, id, rv.Round, b.No, result, false); err != nil {
			t.Fatal(err)
		}
	}
	return rv
}

// Open opens tournament id on the screen, failing the test if the list
// lacks it.
func Open(t *testing.T, s *tournament.Screen, id model.TournamentID) {
	t.Helper()
	if !s.Open(id) {
		t.Fatalf("tournament %d is not in the list", id)
	}
}
