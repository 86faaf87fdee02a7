package standings

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/ui/internal/uitest"
)

// The standings panel's FIDE rating changes: 2000 and 1900 draw; by table
// 8.1.2 the 2000 player expected 0.64, so 20 × (0.5 − 0.64) = −2.8 → −3 and
// the 1900 player gets +3 (adults under 2400: K 20 by 8.3.3).
func TestRatingChangesInStandings(t *testing.T) {
	svc, _ := uitest.OpenService(t, uitest.DBPath(t))
	ps := []model.Player{
		uitest.AddPlayer(t, svc, model.Player{Surname: "Альфа", Name: "Іван", BirthDate: model.NewDate(1990, 1, 1), FIDERating: 2000}),
		uitest.AddPlayer(t, svc, model.Player{Surname: "Бета", Name: "Петро", BirthDate: model.NewDate(1991, 1, 1), FIDERating: 1900}),
	}
	s, w, tour := openWith(t, svc, ps, swiss("Рейтинговий турнір", 5))
	played(t, svc, tour.ID, "=")
	showTab(t, s, "Standings")
	test.Tap(uitest.Button(t, w.Content(), "FIDE rating changes"))
	v := standingsOf(s).ratingChanges
	if v == nil {
		t.Fatal("no rating changes shown")
	}
	got := map[string][]string{}
	for _, c := range v.changes {
		var cells []string
		for col := range ratingChangeColumns {
			cells = append(cells, ratingChangeCell(c, col))
		}
		got[c.Name] = cells[2:]
	}
	want := map[string][]string{
		"Альфа Іван": {"2000", "20", "1", "½", "0,64", "-3", "1900", "1900"},
		"Бета Петро": {"1900", "20", "1", "½", "0,36", "+3", "2000", "2000"},
	}
	for name, cells := range want {
		if strings.Join(got[name], " ") != strings.Join(cells, " ") {
			t.Errorf("%s: %q, want %q", name, got[name], cells)
		}
	}
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), "Print rating report"))
	uitest.Dismiss(t, w)
}

// Enter closes the standings' reports: the FIDE rating changes and the
// team ranking, opened from their buttons (the History's Enter and Escape
// are ui/tournament's TestEnterClosesEveryReport).
func TestEnterClosesTheStandingsReports(t *testing.T) {
	svc, s, w, tour := setUp(t, 4, 4, swiss("Меморіал", 3))
	played(t, svc, tour.ID, "=1")
	showTab(t, s, "Standings")
	for _, c := range []struct {
		name string
		open func()
		key  fyne.KeyName
	}{
		{"rating changes", func() { standingsOf(s).showRatingChanges(nil, 1) }, fyne.KeyReturn},
		{"team ranking", func() { test.Tap(standingsOf(s).teamRanking) }, fyne.KeyReturn},
	} {
		c.open()
		if uitest.TopOverlay(w) == nil {
			t.Fatalf("%s: no report shown", c.name)
		}
		uitest.PressOnWindow(t, w, c.key)
		if o := uitest.TopOverlay(w); o != nil {
			t.Errorf("%s: %s did not close the report %q", c.name, c.key, uitest.Labels(o))
			for uitest.TopOverlay(w) != nil {
				w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
			}
		}
	}
}

// Every title of the rating-changes columns is in both catalogues (the
// titles are translation keys the table renders).
func TestRatingChangeColumnsTranslated(t *testing.T) {
	if len(ratingChangeColumns) != 10 {
		t.Fatalf("%d columns, want the report's 10", len(ratingChangeColumns))
	}
	for _, c := range ratingChangeColumns {
		for _, l := range i18n.Langs() {
			if s, ok := i18n.Lookup(l, c.Title); !ok || s == "" {
				t.Errorf("%s.json lacks the title %q", l, c.Title)
			}
		}
	}
}
