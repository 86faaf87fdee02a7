package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/kit"
)

// newTestTournaments shows the Tournaments screen; printouts go into a
// temporary directory and no viewer is found.
func newTestTournaments(t *testing.T, svc *datafile.Services) (*tournamentsScreen, fyne.Window) {
	t.Helper()
	w := newTestWindow(t)
	s := newTournamentsScreen(svc, w)
	s.bg.Inline = true
	dir := t.TempDir()
	s.printer = kit.Printer{Dir: func() (string, error) { return dir, nil }, Open: func(string) error { return kit.ErrNoViewer }}
	w.SetContent(s.buildUI())
	return s, w
}

// surnames are the registry players of the tests, strongest first.
var surnames = []string{"Антоненко", "Бондар", "Василенко", "Гончаренко", "Давиденко", "Єременко",
	"Жук", "Захарченко", "Іваненко", "Карпенко", "Литвиненко", "Мельник", "Назаренко", "Онищенко",
	"Петренко", "Руденко", "Савченко", "Ткаченко"}

// setUpTournament opens a fresh data file with players players in the
// registry, shows the tournaments screen, creates tournament name (system,
// rounds) through its form and registers the first registered players.
func setUpTournament(t *testing.T, players, registered int, name, system string, rounds int) (*datafile.Services, *tournamentsScreen, fyne.Window, model.Tournament) {
	t.Helper()
	svc, _ := openService(t, testDBPath(t))
	addPlayers(t, svc, players)
	s, w := newTestTournaments(t, svc)
	tour := createTournament(t, s, w, name, system, rounds)
	for i := 0; i < registered; i++ {
		registerByName(t, s, w, surnames[i], 0)
	}
	return svc, s, w, tour
}

// addPlayers stores n registry players with falling FIDE ratings.
func addPlayers(t *testing.T, svc *datafile.Services, n int) []model.Player {
	t.Helper()
	var ps []model.Player
	for i := 0; i < n; i++ {
		ps = append(ps, addPlayer(t, svc, model.Player{Surname: surnames[i], Name: "Олег",
			FIDERating: 2200 - 40*i}))
	}
	return ps
}

// createTournament fills the settings dialog and saves it.
func createTournament(t *testing.T, s *tournamentsScreen, w fyne.Window, name, system string, rounds int) model.Tournament {
	t.Helper()
	test.Tap(s.add)
	f := s.form
	if f == nil {
		t.Fatal("New tournament did not open the settings dialog")
	}
	test.Type(f.name, name)
	f.system.SetSelected(kit.SystemLabel(system))
	f.rounds.SetText(fmt.Sprint(rounds))
	test.Tap(s.dialog.Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("settings dialog still open: %q", labels(o))
	}
	if s.current.ID == 0 || s.current.Name != name {
		t.Fatalf("current tournament = %+v, want the new %q", s.current, name)
	}
	return s.current
}

// registerByName registers a registry player through the desk dialog by
// typing part of the surname and picking the single match.
func registerByName(t *testing.T, s *tournamentsScreen, w fyne.Window, surname string, fee int) {
	t.Helper()
	d := s.desk
	test.Tap(d.register)
	if d.form == nil {
		t.Fatal("Register player did not open the dialog")
	}
	test.Type(d.form.search, surname[:len(surname)-2])
	if d.form.chosen == 0 {
		t.Fatalf("typing %q picked no player; matches %d", surname, len(d.form.matches))
	}
	if fee > 0 {
		test.Type(d.form.fee, fmt.Sprint(fee))
		test.Tap(d.form.paid)
	}
	test.Tap(d.dialog.Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("registering %s: dialog still open: %q", surname, labels(o))
	}
}

// pairNext taps Pair next round on the rounds tab and checks a round came.
func pairNext(t *testing.T, s *tournamentsScreen, w fyne.Window, want int) {
	t.Helper()
	s.tabs.Select(s.roundsTab)
	test.Tap(s.rounds.pair)
	if o := topOverlay(w); o != nil {
		t.Fatalf("pairing round %d: %q", want, labels(o))
	}
	if s.rounds.round != want || len(s.rounds.view.Boards) == 0 {
		t.Fatalf("after pairing, round shown %d with %d boards, want round %d", s.rounds.round, len(s.rounds.view.Boards), want)
	}
}

// typeResults focuses the board list and types keys, one per board.
func typeResults(t *testing.T, s *tournamentsScreen, w fyne.Window, keys string) {
	t.Helper()
	test.Tap(s.rounds.boards) // a tap on the list (here its header) takes the keyboard
	if w.Canvas().Focused() != s.rounds.boards {
		t.Fatal("tapping the board list does not give it the keyboard focus")
	}
	test.Type(s.rounds.boards, keys)
}
