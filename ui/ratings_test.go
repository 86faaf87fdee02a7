package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/ratings"
)

// copyList copies a rating list fixture into a temp dir with the given
// modification time (the combined list's period is its file's month).
func copyList(t *testing.T, name string, mod time.Time) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "testdata", "ratings", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, mod, mod); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestRatingListImportAndFindOnPlayersScreen(t *testing.T) {
	svc := newTestService(t)
	addPlayer(t, svc, model.Player{Surname: "Коваленко", Name: "Іван", LatinName: "Kovalenko, Ivan",
		BirthDate: model.NewDate(1998, 3, 4), FIDEID: 14100010, FIDERating: 2300})
	s, w := newTestPlayers(t, svc)
	if s.lists == nil {
		t.Fatal("no rating-list actions on the players screen")
	}
	s.lists.bg.Inline = true
	button(t, w.Content(), "From FIDE list")
	menu := openMenu(t, w, button(t, w.Content(), "Import rating list"))
	if len(menu.Items) != 3 {
		t.Fatalf("the import menu has %d items, want the FIDE list, the national list and a list of one's own", len(menu.Items))
	}
	w.Canvas().Overlays().Remove(topOverlay(w))

	// The December standard list first, then the November combined list:
	// older, so it is imported only after the director confirms.
	s.lists.importFile(copyList(t, "standard_dec26frl.txt", today), false)
	if got := s.shown[0].FIDERating; got != 2421 {
		t.Fatalf("after the December list Kovalenko has %d, want 2421", got)
	}
	if s.lists.shown != 1 {
		t.Errorf("progress ended at %v, want 1", s.lists.shown)
	}
	w.Canvas().Overlays().Remove(topOverlay(w))
	s.lists.importFile(copyList(t, "players_list_foa.txt", time.Date(2026, 11, 2, 0, 0, 0, 0, time.UTC)), false)
	if o := topOverlay(w); o == nil || !strings.Contains(strings.Join(labels(o), " "), "2026-11") {
		t.Fatalf("no confirmation naming the older period: %v", labels(o))
	}
	if got := s.shown[0].FIDERating; got != 2421 {
		t.Fatalf("before confirming Kovalenko changed to %d", got)
	}
	tapYes(t, w)
	if got := s.shown[0]; got.FIDERating != 2415 || got.Title != "IM" {
		t.Fatalf("after confirming Kovalenko has %d %q, want 2415 IM", got.FIDERating, got.Title)
	}
	if !strings.Contains(s.lists.report, "players_list_foa.txt") || !strings.Contains(s.lists.report, "2026-11") {
		t.Errorf("report %q", s.lists.report)
	}
	w.Canvas().Overlays().Remove(topOverlay(w))

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
	if s.form == nil || s.form.surname.Text != "Müller" || s.form.fideID.Text != "4600010" {
		t.Fatalf("the form is not filled from the list")
	}
	w.Canvas().Overlays().Remove(topOverlay(w)) // the birth-year note
	s.form.birthDate.SetText("15.06.1969")
	test.Tap(s.dialog.Save)
	var created model.Player
	for _, p := range mustPlayers(t, svc) {
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
	svc := newTestService(t)
	s, w := newTestPlayers(t, svc)
	s.lists.bg.Inline = true
	path := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(path, []byte("not a list\n"), 0o644)
	s.lists.importFile(path, false)
	o := topOverlay(w)
	if o == nil || !hasLabelContaining(o, "notes.txt") {
		t.Fatalf("no error naming the file: %v", labels(o))
	}
	if _, err := s.lists.svc.LastList(context.Background(), ratings.FIDE); !model.IsKind(err, model.NotFound) {
		t.Errorf("a list was recorded: %v", err)
	}
}

func hasLabelContaining(o fyne.CanvasObject, text string) bool {
	for _, l := range labels(o) {
		if strings.Contains(l, text) {
			return true
		}
	}
	return false
}

// The standings panel's FIDE rating changes: 2000 and 1900 draw; by table
// 8.1.2 the 2000 player expected 0.64, so 20 × (0.5 − 0.64) = −2.8 → −3 and
// the 1900 player gets +3 (adults under 2400: K 20 by 8.3.3).
func TestRatingChangesInStandings(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addPlayer(t, svc, model.Player{Surname: "Альфа", Name: "Іван", BirthDate: model.NewDate(1990, 1, 1), FIDERating: 2000})
	addPlayer(t, svc, model.Player{Surname: "Бета", Name: "Петро", BirthDate: model.NewDate(1991, 1, 1), FIDERating: 1900})
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Рейтинговий турнір")
	test.Tap(dialogOf(s).Save)
	registerByName(t, s, w, "Альфа", 0)
	registerByName(t, s, w, "Бета", 0)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "=")
	s.tabs.Select(tabOf[*standingsPanel](s))
	test.Tap(button(t, w.Content(), "FIDE rating changes"))
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
	test.Tap(button(t, topOverlay(w), "Print rating report"))
	dismiss(t, w)
}

// Publish results (HTML) writes the site of the current tournament.
func TestPublishResults(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addPlayer(t, svc, model.Player{Surname: "Альфа", Name: "Іван", FIDERating: 2000})
	addPlayer(t, svc, model.Player{Surname: "Бета", Name: "Петро", FIDERating: 1900})
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Осінь/2026")
	test.Tap(dialogOf(s).Save)
	registerByName(t, s, w, "Альфа", 0)
	registerByName(t, s, w, "Бета", 0)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "1")
	dir := filepath.Join(t.TempDir(), fileStem(s.current.Name))
	panelOf[*publishAction](s).publishTo(dir)
	if panelOf[*publishAction](s).published != dir || !strings.HasSuffix(dir, "Осінь_2026") {
		t.Fatalf("published %q", panelOf[*publishAction](s).published)
	}
	b, err := os.ReadFile(filepath.Join(dir, "uk", "round-1.html"))
	if err != nil || !strings.Contains(string(b), "1-0") || !strings.Contains(string(b), "Альфа Іван") {
		t.Errorf("round page: %v\n%s", err, b)
	}
	dismiss(t, w)
}

// At the registration desk, a player who is not in the registry is found in
// the last imported FIDE list with the «From FIDE list» button, completed
// and registered in one step.
func TestRegistrationDeskFromFIDEList(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Кубок")
	test.Tap(dialogOf(s).Save)

	lists := newRatingLists(svc, w, nil)
	lists.bg.Inline = true
	lists.importFile(copyList(t, "players_list_foa.txt", today), false)
	w.Canvas().Overlays().Remove(topOverlay(w)) // the import report

	test.Tap(deskOf(s).register)
	f := deskOf(s).form
	if f.lists == nil {
		t.Fatal("the registration form has no FIDE list search")
	}
	f.lists.bg.Inline = true
	test.Tap(button(t, topOverlay(w), lang.L("From FIDE list")))
	finder := f.lists.finder
	if finder == nil {
		t.Fatal("«From FIDE list» did not open the search")
	}
	test.Type(finder.query, "müll")
	if len(finder.found) != 1 || finder.found[0].FIDEID != 4600010 {
		t.Fatalf("found %+v", finder.found)
	}
	finder.results.Select(0)
	if f.player == nil || f.player.surname.Text != "Müller" || f.player.fideID.Text != "4600010" || f.player.rating.Text != "2301" {
		t.Fatalf("the new player's fields are not filled from the list")
	}
	if !strings.Contains(f.chosenLabel.Text, "Müller") {
		t.Errorf("the form says %q", f.chosenLabel.Text)
	}
	f.player.birthDate.SetText("15.06.1969")
	test.Tap(deskOf(s).dialog.Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("the dialog is still open: %q", labels(o))
	}
	var created model.Player
	for _, p := range mustPlayers(t, svc) {
		if p.FIDEID == 4600010 {
			created = p
		}
	}
	if created.ID == 0 || created.FIDERating != 2301 || created.BirthDate != model.NewDate(1969, 6, 15) {
		t.Fatalf("created %+v", created)
	}
	if len(deskOf(s).shown) != 1 || deskOf(s).shown[0].PlayerID != created.ID {
		t.Fatalf("registered %+v", deskOf(s).shown)
	}
}

// openMenu taps a menu button and returns the menu it opened.
func openMenu(t *testing.T, w fyne.Window, b *widget.Button) *widget.Menu {
	t.Helper()
	test.Tap(b)
	var m *widget.Menu
	walk(topOverlay(w), func(o fyne.CanvasObject) {
		if x, ok := o.(*widget.PopUpMenu); ok && m == nil {
			m = x.Menu
		}
	})
	if m == nil {
		t.Fatalf("%q opened no menu", b.Text)
	}
	return m
}

// The national list from the players screen: the menu
// item asks for the file and the period; the Ukrainian headers are
// recognised; a player not in the registry is reported by line; a file
// with a bad line is refused whole and names the line; an older list is
// imported only after the director confirms.
func TestNationalListImportFromPlayersScreen(t *testing.T) {
	svc := newTestService(t)
	addPlayer(t, svc, model.Player{Surname: "Коваленко", Name: "Іван", BirthDate: model.NewDate(1998, 3, 4), NationalRating: 2200})
	addPlayer(t, svc, model.Player{Surname: "Шевчук", Name: "Олена", BirthDate: model.NewDate(2010, 5, 6)})
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
		for _, p := range mustPlayers(t, svc) {
			m[p.Surname] = p.NationalRating
		}
		return m
	}
	importWith := func(path, period string) {
		t.Helper()
		f := s.lists.askNationalPeriod(path)
		if f.period.Text != "2026-11" { // today is 30 November 2026
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
	w.Canvas().Overlays().Remove(topOverlay(w))

	good := write("ukr-2026-12.csv", "Прізвище;Ім'я;Рейтинг\nКоваленко;Іван;2350\nНевідомий;Гравець;1500\nШевчук;Олена;1620\n")
	importWith(good, "грудень")
	if o := topOverlay(w); o == nil || !strings.Contains(strings.Join(labels(o), " "), "2026-12") {
		t.Fatalf("a wrong period gets no message naming the form: %v", labels(topOverlay(w)))
	}
	for topOverlay(w) != nil {
		w.Canvas().Overlays().Remove(topOverlay(w))
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
	rs, err := s.lists.svc.Ratings(context.Background(), mustPlayers(t, svc)[0].ID)
	if err != nil || len(rs) == 0 || rs[len(rs)-1].Period.String() != "2026-12" || !strings.Contains(rs[len(rs)-1].Source, "ukr-2026-12.csv") {
		t.Errorf("the rating's period and source: %+v, %v", rs, err)
	}
	for topOverlay(w) != nil {
		w.Canvas().Overlays().Remove(topOverlay(w))
	}

	older := write("ukr-2026-10.csv", "Прізвище;Ім'я;Рейтинг\nКоваленко;Іван;2300\n")
	importWith(older, "2026-10")
	if national()["Коваленко"] != 2350 {
		t.Fatal("an older list was imported without asking")
	}
	tapYes(t, w)
	if national()["Коваленко"] != 2300 {
		t.Fatalf("after confirming, Коваленко has %d, want 2300", national()["Коваленко"])
	}
}
