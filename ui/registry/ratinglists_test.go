package registry

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/ratings"
	"arbiter/ui/internal/uitest"
)

// copyList copies a rating list fixture into a temp dir with the given
// modification time.
func copyList(t *testing.T, name string, mod time.Time) string {
	t.Helper()
	return uitest.CopyList(t, filepath.Join("..", ".."), name, mod)
}

func TestRatingListImportAndFindOnPlayersScreen(t *testing.T) {
	svc := uitest.NewService(t)
	uitest.AddPlayer(t, svc, model.Player{Surname: "Коваленко", Name: "Іван", LatinName: "Kovalenko, Ivan",
		BirthDate: model.NewDate(1998, 3, 4), FIDEID: 14100010, FIDERating: 2300})
	s, w := newTestPlayers(t, svc)
	if s.lists == nil {
		t.Fatal("no rating-list actions on the players screen")
	}
	s.lists.bg.Inline = true
	uitest.Button(t, w.Content(), "From FIDE list")
	menu := uitest.OpenMenu(t, w, uitest.Button(t, w.Content(), "Import rating list"))
	if len(menu.Items) != 3 {
		t.Fatalf("the import menu has %d items, want the FIDE list, the national list and a list of one's own", len(menu.Items))
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))

	// The December standard list first, then the November combined list:
	// older, so it is imported only after the director confirms.
	s.lists.importFile(copyList(t, "standard_dec26frl.txt", uitest.Today), false)
	if got := s.shown[0].FIDERating; got != 2421 {
		t.Fatalf("after the December list Kovalenko has %d, want 2421", got)
	}
	if s.lists.shown != 1 {
		t.Errorf("progress ended at %v, want 1", s.lists.shown)
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	s.lists.importFile(copyList(t, "players_list_foa.txt", time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)), false)
	if o := uitest.TopOverlay(w); o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), "2026-11") {
		t.Fatalf("no confirmation naming the older period: %v", uitest.Labels(o))
	}
	if got := s.shown[0].FIDERating; got != 2421 {
		t.Fatalf("before confirming Kovalenko changed to %d", got)
	}
	uitest.TapYes(t, w)
	if got := s.shown[0]; got.FIDERating != 2415 || got.Title != "IM" {
		t.Fatalf("after confirming Kovalenko has %d %q, want 2415 IM", got.FIDERating, got.Title)
	}
	if !strings.Contains(s.lists.report, "players_list_foa.txt") || !strings.Contains(s.lists.report, "2026-11") {
		t.Errorf("report %q", s.lists.report)
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))

	// Find Müller in the list and create him from it.
	s.onFromListTapped()
	f := s.lists.finder
	if f == nil {
		t.Fatal("the FIDE list search did not open")
	}
	test.Type(f.query, "müll")
	if len(f.found) != 1 || f.found[0].FIDEID != 4600010 {
		t.Fatalf("found %+v", f.found)
	}
	f.results.Select(0)
	if s.form == nil || s.form.Surname.Text != "Müller" || s.form.FIDEID.Text != "4600010" {
		t.Fatalf("the form is not filled from the list")
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w)) // the birth-year note
	s.form.BirthDate.SetText("15.06.1969")
	test.Tap(s.dialog.Save)
	var created model.Player
	for _, p := range uitest.MustPlayers(t, svc) {
		if p.FIDEID == 4600010 {
			created = p
		}
	}
	if created.ID == 0 || created.FIDERating != 2301 || created.Citizenship != "GER" || created.BirthDate != model.NewDate(1969, 6, 15) {
		t.Fatalf("created %+v", created)
	}
	rs, err := s.lists.svc.Ratings(context.Background(), created.ID)
	if err != nil || len(rs) != 3 || rs[1].System != ratings.Rapid || rs[1].Rating != 2250 {
		t.Errorf("the new player's ratings %+v, %v", rs, err)
	}
}

func TestRatingListImportRefusesBadFile(t *testing.T) {
	svc := uitest.NewService(t)
	s, w := newTestPlayers(t, svc)
	s.lists.bg.Inline = true
	path := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(path, []byte("not a list\n"), 0o644)
	s.lists.importFile(path, false)
	o := uitest.TopOverlay(w)
	if o == nil || !uitest.HasLabelContaining(o, "notes.txt") {
		t.Fatalf("no error naming the file: %v", uitest.Labels(o))
	}
	if _, err := s.lists.svc.LastList(context.Background(), ratings.FIDE); !model.IsKind(err, model.NotFound) {
		t.Errorf("a list was recorded: %v", err)
	}
}

// The national list from the players screen: the menu
// item asks for the file and the period; the Ukrainian headers are
// recognised; a player not in the registry is reported by line; a file
// with a bad line is refused whole and names the line; an older list is
// imported only after the director confirms.
func TestNationalListImportFromPlayersScreen(t *testing.T) {
	svc := uitest.NewService(t)
	uitest.AddPlayer(t, svc, model.Player{Surname: "Коваленко", Name: "Іван", BirthDate: model.NewDate(1998, 3, 4), NationalRating: 2200})
	uitest.AddPlayer(t, svc, model.Player{Surname: "Шевчук", Name: "Олена", BirthDate: model.NewDate(2010, 5, 6)})
	s, w := newTestPlayers(t, svc)
	s.lists.bg.Inline = true
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	national := func() map[string]int {
		m := map[string]int{}
		for _, p := range uitest.MustPlayers(t, svc) {
			m[p.Surname] = p.NationalRating
		}
		return m
	}
	importWith := func(path, period string) {
		t.Helper()
		f := s.lists.askNationalPeriod(path)
		if f.period.Text != "2026-11" { // uitest.Today is 30 November 2026
			t.Errorf("the period starts as %q, want this month 2026-11", f.period.Text)
		}
		f.period.SetText(period)
		test.Tap(f.dialog.Save)
	}

	bad := write("bad.csv", "Прізвище;Ім'я;Рейтинг\nКоваленко;Іван;2350\nШевчук;Олена;багато\n")
	importWith(bad, "2026-12")
	if !strings.Contains(s.lists.report, "3") || national()["Коваленко"] != 2200 {
		t.Fatalf("a file with a bad line 3: report %q, ratings %v (want nothing imported)", s.lists.report, national())
	}
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))

	good := write("ukr-2026-12.csv", "Прізвище;Ім'я;Рейтинг\nКоваленко;Іван;2350\nНевідомий;Гравець;1500\nШевчук;Олена;1620\n")
	importWith(good, "грудень")
	if o := uitest.TopOverlay(w); o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), "2026-12") {
		t.Fatalf("a wrong period gets no message naming the form: %v", uitest.Labels(uitest.TopOverlay(w)))
	}
	for uitest.TopOverlay(w) != nil {
		w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	}
	importWith(good, "2026-12")
	if got := national(); got["Коваленко"] != 2350 || got["Шевчук"] != 1620 {
		t.Fatalf("national ratings after the import %v", got)
	}
	// the player not imported is named, with its line, on a line apart
	notImported := "\n• " + lang.L("Line {{.N}}", map[string]int{"N": 3}) + ": Невідомий Гравець"
	if !strings.Contains(s.lists.report, "ukr-2026-12.csv") || !strings.Contains(s.lists.report, notImported) {
		t.Errorf("report %q: want the file and %q as not in the registry", s.lists.report, notImported)
	}
	rs, err := s.lists.svc.Ratings(context.Background(), uitest.MustPlayers(t, svc)[0].ID)
	if err != nil || len(rs) == 0 || rs[len(rs)-1].Period.String() != "2026-12" || !strings.Contains(rs[len(rs)-1].Source, "ukr-2026-12.csv") {
		t.Errorf("the rating's period and source: %+v, %v", rs, err)
	}
	for uitest.TopOverlay(w) != nil {
		w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	}

	older := write("ukr-2026-10.csv", "Прізвище;Ім'я;Рейтинг\nКоваленко;Іван;2300\n")
	importWith(older, "2026-10")
	if national()["Коваленко"] != 2350 {
		t.Fatal("an older list was imported without asking")
	}
	uitest.TapYes(t, w)
	if national()["Коваленко"] != 2300 {
		t.Fatalf("after confirming, Коваленко has %d, want 2300", national()["Коваленко"])
	}
}
