package standings

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/internal/tourtest"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/panel"
	"arbiter/ui/tournament"
)

// newTestTournaments shows the Tournaments screen with the standings'
// tabs in it.
func newTestTournaments(t *testing.T, svc *datafile.Services) (*tournament.Screen, fyne.Window) {
	t.Helper()
	return tourtest.Screen(t, svc, panel.Domains{Standings: NewStandings, Crosstable: NewCrosstable, Playoffs: NewPlayoffs})
}

// The screen's tabs of this package.
func standingsOf(s *tournament.Screen) *standingsPanel { return tourtest.Made[*standingsPanel](s) }
func crossOf(s *tournament.Screen) *crosstablePanel    { return tourtest.Made[*crosstablePanel](s) }
func playoffsOf(s *tournament.Screen) *playoffPanel    { return tourtest.Made[*playoffPanel](s) }

// setUp is tournament tn on a fresh data file with players registry
// players (uitest.AddPlayers), the first registered of them registered,
// open on the whole Tournaments screen.
func setUp(t *testing.T, players, registered int, tn model.Tournament) (*datafile.Services, *tournament.Screen, fyne.Window, model.Tournament) {
	t.Helper()
	svc, _ := uitest.OpenService(t, uitest.DBPath(t))
	ps := uitest.AddPlayers(t, svc, players)
	s, w, tour := openWith(t, svc, ps[:registered], tn)
	return svc, s, w, tour
}

// openWith stores tn with ps registered and opens it on a new screen.
func openWith(t *testing.T, svc *datafile.Services, ps []model.Player, tn model.Tournament) (*tournament.Screen, fyne.Window, model.Tournament) {
	t.Helper()
	tour := tourtest.Create(t, svc, tn)
	tourtest.Register(t, svc, tour.ID, ps)
	s, w := newTestTournaments(t, svc)
	tourtest.Open(t, s, tour.ID)
	return s, w, tour
}

// swiss is a Swiss of rounds rounds named name.
func swiss(name string, rounds int) model.Tournament {
	return model.Tournament{Name: name, System: model.SystemSwissDutch, Rounds: rounds}
}

// showTab opens the tab titled title (a translation key) with what the
// data file holds now.
func showTab(t *testing.T, s *tournament.Screen, title string) {
	t.Helper()
	if !s.SelectTab(title) {
		t.Fatalf("the open tournament has no tab %q", title)
	}
	s.ReloadTab()
}

// played pairs the rounds of tournament id in turn and stores one key a
// board for each (tourtest.Results).
func played(t *testing.T, svc *datafile.Services, id model.TournamentID, keys ...string) {
	t.Helper()
	for _, k := range keys {
		rv := tourtest.Pair(t, svc, id)
		tourtest.Results(t, svc, id, rv.Round, k)
	}
}

// addJointPlayers stores n registry players for a joint event: boys and
// girls by turns (the strongest a boy), falling FIDE ratings, born 2007,
// 2008, … (the i-th in 2007+i).
func addJointPlayers(t *testing.T, svc *datafile.Services, n int) []model.Player {
	t.Helper()
	var ps []model.Player
	for i := 0; i < n; i++ {
		g := model.Male
		if i%2 == 1 {
			g = model.Female
		}
		ps = append(ps, uitest.AddPlayer(t, svc, model.Player{Surname: uitest.Surnames[i], Name: "Олена", Gender: g, FIDERating: 2000 - 50*i,
			BirthDate: model.NewDate(2007+i, time.March, 1)}))
	}
	return ps
}

// printouts are the files matching pattern in the test printer's folder.
func printouts(s *tournament.Screen, pattern string) []string {
	dir, _ := s.Printer.Dir()
	files, _ := filepath.Glob(filepath.Join(dir, pattern))
	return files
}

// pdfText is the text of the one printout matching pattern in the test
// printer's folder.
func pdfText(t *testing.T, s *tournament.Screen, pattern string) string {
	t.Helper()
	files := printouts(s, pattern)
	if len(files) != 1 {
		t.Fatalf("printouts %s: %v", pattern, files)
	}
	out, err := exec.Command("pdftotext", "-layout", "-enc", "UTF-8", files[0], "-").Output()
	if err != nil {
		t.Fatalf("pdftotext (make test installs poppler-utils): %v", err)
	}
	return string(out)
}

// containsLine says whether one line of text holds every word.
func containsLine(text string, words ...string) bool {
	for _, l := range strings.Split(text, "\n") {
		ok := true
		for _, w := range words {
			ok = ok && strings.Contains(l, w)
		}
		if ok {
			return true
		}
	}
	return false
}

// removeAll removes the files matching pattern in the test printer's
// folder.
func removeAll(t *testing.T, s *tournament.Screen, pattern string) {
	t.Helper()
	for _, f := range printouts(s, pattern) {
		if err := os.Remove(f); err != nil {
			t.Fatal(err)
		}
	}
}

// finish taps Finish tournament and confirms it.
func finish(t *testing.T, s *tournament.Screen, w fyne.Window) {
	t.Helper()
	b := s.Button("Finish tournament")
	if b == nil {
		t.Fatal("no Finish tournament button")
	}
	test.Tap(b)
	uitest.TapYes(t, w)
}
