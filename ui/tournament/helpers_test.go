package tournament

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/hall"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
	"arbiter/ui/panels"
)

// today is the fixed day of every test's Service, so ages do not drift.
var today = uitest.Today

// The shared test helpers live in ui/internal/uitest; these are their
// names in the tournament screen's tests.
var (
	newTestService     = uitest.NewService
	newTestWindow      = uitest.NewWindow
	walk               = uitest.Walk
	topOverlay         = uitest.TopOverlay
	labels             = uitest.Labels
	hasLabel           = uitest.HasLabel
	button             = uitest.Button
	mustPlayers        = uitest.MustPlayers
	addPlayer          = uitest.AddPlayer
	openService        = uitest.OpenService
	tapYes             = uitest.TapYes
	mustRound          = uitest.MustRound
	testDBPath         = uitest.DBPath
	widgetCellRow      = uitest.CellRow
	hasEntryText       = uitest.HasEntryText
	setEntry           = uitest.SetEntry
	dismiss            = uitest.Dismiss
	resultKeysFor      = uitest.ResultKeysFor
	inChild            = uitest.InChild
	entriesIn          = uitest.Entries
	key                = uitest.Key
	pressOnWindow      = uitest.PressOnWindow
	openMenu           = uitest.OpenMenu
	hasLabelContaining = uitest.HasLabelContaining
	surnames           = uitest.Surnames
	addPlayers         = uitest.AddPlayers
	readTranslations   = uitest.Translations
)

// newTestTournaments shows the Tournaments screen; printouts go into a
// temporary directory and no viewer is found.
func newTestTournaments(t *testing.T, svc *datafile.Services) (*Screen, fyne.Window) {
	t.Helper()
	w := newTestWindow(t)
	s := New(svc, w, panels.All())
	s.Bg.Inline = true
	dir := t.TempDir()
	s.Printer = kit.Printer{Dir: func() (string, error) { return dir, nil }, Open: func(string) error { return kit.ErrNoViewer }}
	w.SetContent(s.BuildUI())
	return s, w
}

// setUpTournament opens a fresh data file with players players in the
// registry, shows the tournaments screen, creates tournament name (system,
// rounds) through its form and registers the first registered players.
func setUpTournament(t *testing.T, players, registered int, name, system string, rounds int) (*datafile.Services, *Screen, fyne.Window, model.Tournament) {
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

// createTournament fills the settings dialog and saves it.
func createTournament(t *testing.T, s *Screen, w fyne.Window, name, system string, rounds int) model.Tournament {
	t.Helper()
	test.Tap(buttonOf(s, "New tournament"))
	f := formOf(s)
	if f == nil {
		t.Fatal("New tournament did not open the settings dialog")
	}
	test.Type(f.name, name)
	f.system.SetSelected(kit.SystemLabel(system))
	f.rounds.SetText(fmt.Sprint(rounds))
	test.Tap(dialogOf(s).Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("settings dialog still open: %q", labels(o))
	}
	if s.Ctx.Current.ID == 0 || s.Ctx.Current.Name != name {
		t.Fatalf("current tournament = %+v, want the new %q", s.Ctx.Current, name)
	}
	return s.Ctx.Current
}

// registerByName registers a registry player through the desk dialog by
// typing part of the surname and picking the single match.
func registerByName(t *testing.T, s *Screen, w fyne.Window, surname string, fee int) {
	t.Helper()
	d := deskOf(s)
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
func pairNext(t *testing.T, s *Screen, w fyne.Window, want int) {
	t.Helper()
	s.tabs.Select(tabOf[*pairingPanel](s))
	test.Tap(roundsOf(s).pair)
	if o := topOverlay(w); o != nil {
		t.Fatalf("pairing round %d: %q", want, labels(o))
	}
	if roundsOf(s).round != want || len(roundsOf(s).view.Boards) == 0 {
		t.Fatalf("after pairing, round shown %d with %d boards, want round %d", roundsOf(s).round, len(roundsOf(s).view.Boards), want)
	}
}

// typeResults focuses the board list and types keys, one per board.
func typeResults(t *testing.T, s *Screen, w fyne.Window, keys string) {
	t.Helper()
	test.Tap(roundsOf(s).boards) // a tap on the list (here its header) takes the keyboard
	if w.Canvas().Focused() != roundsOf(s).boards {
		t.Fatal("tapping the board list does not give it the keyboard focus")
	}
	test.Type(roundsOf(s).boards, keys)
}

// panelOf is the tournament screen's panel of type T: a tab's view or a
// button's action made from the table (panels.go).
func panelOf[T any](s *Screen) T {
	for _, p := range s.panels {
		if v, ok := p.view.(T); ok {
			return v
		}
		if a, ok := p.act.(T); ok {
			return a
		}
	}
	var none T
	return none
}

// tabOf is the tab of the view of type T.
func tabOf[T any](s *Screen) *container.TabItem {
	for _, p := range s.panels {
		if _, ok := p.view.(T); ok {
			return p.tab
		}
	}
	return nil
}

// buttonOf is the tournament screen's button titled title (a translation key).
func buttonOf(s *Screen, title string) *widget.Button { return s.Button(title) }

func deskOf(s *Screen) *registrationDesk       { return panelOf[*registrationDesk](s) }
func roundsOf(s *Screen) *pairingPanel         { return panelOf[*pairingPanel](s) }
func hallOpen(s *Screen) bool                  { return panelOf[*hall.Toggle](s).IsOpen() }
func settingsOf(s *Screen) *tournamentSettings { return panelOf[*tournamentSettings](s) }

// formOf is the open settings dialog's form: of New tournament, or of
// Settings.
func formOf(s *Screen) *tournamentForm {
	if f := panelOf[*newTournament](s).form; f != nil {
		return f
	}
	return settingsOf(s).form
}

func dialogOf(s *Screen) *kit.EditDialog {
	if d := panelOf[*newTournament](s).dialog; d != nil {
		return d
	}
	return settingsOf(s).dialog
}
