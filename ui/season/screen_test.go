package season

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/diplomas"
	"arbiter/model/seasons"
	"arbiter/ui/diploma"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
	"arbiter/ui/printout"
)

// newTestSeason shows the Season screen on svc; printouts go into a
// temporary directory and no viewer is found.
func newTestSeason(t *testing.T, svc *datafile.Services) (*Screen, fyne.Window, string) {
	t.Helper()
	w := uitest.NewWindow(t)
	s := New(svc, w)
	s.bg.Inline = true
	dir := t.TempDir()
	s.printer = kit.Printer{Dir: func() (string, error) { return dir, nil }, Open: func(string) error { return kit.ErrNoViewer }}
	w.SetContent(s.BuildUI())
	return s, w, dir
}

// demoSeason shows the screen on an empty file and taps the demo button.
func demoSeason(t *testing.T) (*Screen, fyne.Window, string) {
	t.Helper()
	s, w, dir := newTestSeason(t, uitest.NewService(t))
	if s.demo.Disabled() {
		t.Fatal("the demo button is disabled on an empty file")
	}
	test.Tap(s.demo)
	if s.view == nil || s.year != 2010 {
		t.Fatalf("after the demo: year %d, view %v (overlay %v)", s.year, s.view != nil, uitest.Labels(uitest.TopOverlay(w)))
	}
	return s, w, dir
}

// engineTables computes the season afresh, apart from the screen.
func engineTables(t *testing.T, svc *datafile.Services) *seasons.Tables {
	t.Helper()
	v, err := svc.Seasons.SeasonTables(context.Background(), 2010)
	if err != nil {
		t.Fatal(err)
	}
	return v.Tables
}

func cellText(tv *seasonTableView, row, col int) string {
	o := tv.table.CreateCell()
	tv.updateCell(widget.TableCellID{Row: row, Col: col}, o)
	return o.(*widget.Label).Text
}

func TestSeasonDemoTablesEqualTheEngine(t *testing.T) {
	s, _, _ := demoSeason(t)
	want := engineTables(t, s.svc)
	for name, rows := range map[string][]seasons.Row{"gold": want.Gold, "silver": want.Silver} {
		tv := s.tables[name]
		if len(tv.shown) != len(rows) || len(rows) < 30 {
			t.Fatalf("%s: %d rows shown, engine %d", name, len(tv.shown), len(rows))
		}
		for i, r := range rows {
			got := []string{cellText(tv, i, 0), cellText(tv, i, 1), cellText(tv, i, 4)}
			exp := []string{r.Place.String(), r.Player.Surname, model.NumberText(seasons.FormatDec(r.Total))}
			if strings.Join(got, "|") != strings.Join(exp, "|") {
				t.Errorf("%s row %d shows %v, engine %v", name, i, got, exp)
			}
		}
	}
	for name, rows := range map[string][]seasons.TeamRow{"clubs": want.Clubs, "coaches": want.Coaches} {
		tv := s.tables[name]
		for i, r := range rows {
			if cellText(tv, i, 1) != r.Team.Name || cellText(tv, i, 3) != seasons.FormatDec(r.Total) {
				t.Errorf("%s row %d: %s %s, engine %s %s", name, i, cellText(tv, i, 1), cellText(tv, i, 3), r.Team.Name, seasons.FormatDec(r.Total))
			}
		}
	}
	if len(s.awards.awards) != len(want.Awards) {
		t.Fatalf("award list %d lines, engine %d", len(s.awards.awards), len(want.Awards))
	}
	for i, a := range want.Awards {
		winner := a.Winner
		if a.Prize == seasons.PrizeNone {
			winner = lang.L("not awarded: {{.Reason}}", map[string]string{"Reason": notAwardedText(a.Reason)})
		}
		// in the interface language (TestAwardCategoriesTranslated checks the words)
		if s.awards.cell(i, 0) != categoryText(a.Category) || s.awards.cell(i, 2) != winner || s.awards.cell(i, 4) != prizeText(a.Prize) {
			t.Errorf("award %d shows %q %q %q, engine %+v", i, s.awards.cell(i, 0), s.awards.cell(i, 2), s.awards.cell(i, 4), a)
		}
	}
}

func TestSeasonDetailPaneShowsCountedResults(t *testing.T) {
	s, _, _ := demoSeason(t)
	tv := s.tables["gold"]
	tv.table.Select(widget.TableCellID{Row: 0, Col: 1})
	text := tv.detail.Text
	for _, want := range []string{"K_b", "K_v", "K_a1 1", "K_a3 0,6"} { // decimals with the comma, as the cells
		if !strings.Contains(text, want) {
			t.Errorf("detail pane lacks %q:\n%s", want, text)
		}
	}
}

func TestSeasonCategoryFilter(t *testing.T) {
	s, _, _ := demoSeason(t)
	tv := s.tables["gold"]
	tv.filter.SetSelected(lang.L("Women"))
	gold := s.view.Tables.Gold
	if len(tv.shown) == 0 || len(tv.shown) >= len(gold) {
		t.Fatalf("women filter keeps %d of %d rows", len(tv.shown), len(gold))
	}
	for _, i := range tv.shown {
		if !gold[i].Player.Female {
			t.Errorf("row %d (%s) is not a woman", i, gold[i].Player.Surname)
		}
	}
	tv.filter.SetSelected(lang.L("Girls under {{.N}}", map[string]int{"N": 10}))
	for _, i := range tv.shown {
		if p := gold[i].Player; !p.Female || seasons.Age(p.Birth, model.NewDate(2010, 1, 1).Time()) >= 10 {
			t.Errorf("row %d (%s %s) is not a girl under 10", i, p.Surname, p.Birth)
		}
	}
}

// A changed coefficient recomputes the table; the defaults bring it back.
func TestSeasonRuleChangeRecomputes(t *testing.T) {
	s, _, _ := demoSeason(t)
	tv := s.tables["gold"]
	before := cellText(tv, 0, 4)
	s.rules.goldKa.SetText("2, 0.8, 0.6")
	test.Tap(s.rules.save)
	// the columns show each counted result after K_a: they add up
	// to the total, and the first is 2 × the engine's w1
	gold := engineTables(t, s.svc).Gold
	for i := range tv.shown {
		sum := new(big.Rat)
		for k := range 3 {
			if w := cellText(tv, i, 5+k); w != "" {
				sum.Add(sum, shownDec(w))
			}
		}
		if got := shownDec(cellText(tv, i, 4)); got.Cmp(sum) != 0 {
			t.Fatalf("row %d total %s, but its columns add up to %s", i, cellText(tv, i, 4), seasons.FormatDec(sum))
		}
		if c := gold[i].Counted(); len(c) > 0 {
			if want := new(big.Rat).Mul(big.NewRat(2, 1), c[0].W); shownDec(cellText(tv, i, 5)).Cmp(want) != 0 {
				t.Fatalf("row %d first result %s, want 2 × w1 = %s", i, cellText(tv, i, 5), seasons.FormatDec(want))
			}
		}
	}
	if h := tv.titles[5]; h != countedTitle(1) {
		t.Errorf("first result column titled %q", h)
	}
	if cellText(tv, 0, 4) == before {
		t.Error("the top total did not change with K_a1")
	}
	test.Tap(s.rules.restore)
	if got := cellText(tv, 0, 4); got != before {
		t.Errorf("after Restore defaults the top total is %s, want %s", got, before)
	}
	if s.rules.goldKa.Text != "1, 0.8, 0.6" {
		t.Errorf("restored K_a %q", s.rules.goldKa.Text)
	}
}

func TestSeasonBadRulesAreRefused(t *testing.T) {
	s, w, _ := demoSeason(t)
	stored := seasons.RulesSummary(kit.GUILang(), s.view.Season.Rules)
	cases := []struct {
		edit func()
		want string
	}{
		{func() { s.rules.goldKa.SetText("1, -0.8, 0.6") }, "від'ємний"},
		{func() { s.rules.kb[seasons.Level2].SetText("") }, "К/б (2 розряд): коефіцієнт не вказано"},
		{func() { s.rules.silverKa.SetText("") }, "К/а Срібного Кубка"},
	}
	for _, c := range cases {
		s.rules.set(s.view.Season)
		c.edit()
		test.Tap(s.rules.save)
		if !overlayHas(w, c.want) {
			t.Errorf("no message with %q; dialog: %v", c.want, uitest.Labels(uitest.TopOverlay(w)))
		}
		closeOverlays(w)
		se, _ := s.svc.Seasons.SeasonByYear(context.Background(), 2010)
		if strings.Join(seasons.RulesSummary(kit.GUILang(), se.Rules), "\n") != strings.Join(stored, "\n") {
			t.Errorf("a refused rule set changed the stored one")
		}
	}
}

func overlayHas(w fyne.Window, part string) bool {
	for _, l := range uitest.Labels(uitest.TopOverlay(w)) {
		if strings.Contains(l, part) {
			return true
		}
	}
	return false
}

func closeOverlays(w fyne.Window) {
	for w.Canvas().Overlays().Top() != nil {
		w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
	}
}

func TestSeasonCreate2010Calendar(t *testing.T) {
	s, w, _ := newTestSeason(t, uitest.NewService(t))
	test.Tap(s.create2010)
	want := []string{"26.07.2010", "02.09.2010", "05.10.2010", "02.11.2010", "07.12.2010"}
	if len(s.calendar.tours) != len(want) {
		t.Fatalf("calendar has %d tournaments (overlay %v)", len(s.calendar.tours), uitest.Labels(uitest.TopOverlay(w)))
	}
	for i, d := range want {
		if got := s.calendar.cell(i, 0); got != d {
			t.Errorf("calendar row %d date %s, want %s", i, got, d)
		}
		if got := s.calendar.cell(i, 3); got != lang.L("Golden Cup") {
			t.Errorf("calendar row %d cup %q", i, got)
		}
	}
	if !strings.Contains(s.calendar.schedule.Text, "16:00–17:30") || !strings.Contains(s.calendar.schedule.Text, "18:20") {
		t.Errorf("schedule line %q", s.calendar.schedule.Text)
	}
	if !s.create2010.Disabled() || !s.demo.Disabled() {
		t.Error("2010 and demo stay offered once season 2010 exists")
	}
}

func TestSeasonCalendarEdit(t *testing.T) {
	s, w, _ := newTestSeason(t, uitest.NewService(t))
	test.Tap(s.create2010)
	c := s.calendar
	c.table.Select(widget.TableCellID{Row: 0, Col: 1})
	test.Tap(c.edit)
	c.form.start.SetText("05.01.2011")
	test.Tap(c.dialog.Save)
	if !overlayHas(w, "не належать сезону 2010") {
		t.Errorf("moving a tournament out of the season: dialog %v", uitest.Labels(uitest.TopOverlay(w)))
	}
	closeOverlays(w)
	tours, _ := s.svc.Seasons.SeasonTournaments(context.Background(), 2010)
	if tours[0].StartDate != model.NewDate(2010, 7, 26) {
		t.Fatalf("the refused move changed the date to %s", tours[0].StartDate)
	}
	c.table.Select(widget.TableCellID{Row: 0, Col: 1})
	test.Tap(c.edit)
	c.form.start.SetText("27.07.2010")
	c.form.level.SetSelectedIndex(2) // the 3rd razryad of the levels list after "no norm"
	test.Tap(c.dialog.Save)
	tours, _ = s.svc.Seasons.SeasonTournaments(context.Background(), 2010)
	if tours[0].StartDate != model.NewDate(2010, 7, 27) || tours[0].Level != seasons.Level3 {
		t.Errorf("edited entry: %s level %q (overlay %v)", tours[0].StartDate, tours[0].Level, uitest.Labels(uitest.TopOverlay(w)))
	}
	if c.cell(0, 0) != "27.07.2010" {
		t.Errorf("calendar shows %s", c.cell(0, 0))
	}
}

func TestSeasonDeleteRefusedWithTournaments(t *testing.T) {
	s, w, _ := newTestSeason(t, uitest.NewService(t))
	test.Tap(s.create2010)
	test.Tap(s.remove)
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("Yes")))
	if !overlayHas(w, "не можна видалити") {
		t.Errorf("deleting a season with tournaments: dialog %v", uitest.Labels(uitest.TopOverlay(w)))
	}
	if _, err := s.svc.Seasons.SeasonByYear(context.Background(), 2010); err != nil {
		t.Errorf("the season is gone: %v", err)
	}
}

func TestSeasonMainDeclarationChoice(t *testing.T) {
	s, w, _ := demoSeason(t)
	c := s.conflicts
	if len(c.conflicts) < 2 {
		t.Fatalf("%d conflicts listed", len(c.conflicts))
	}
	before := len(s.view.Tables.Conflicts)
	c.list.Select(0)
	c.club.SetSelectedIndex(1)
	if len(c.coach.Options) > 1 {
		c.coach.SetSelectedIndex(1)
	}
	test.Tap(c.save)
	if len(s.view.Tables.Conflicts) != before-1 {
		t.Errorf("unresolved conflicts %d → %d (overlay %v)", before, len(s.view.Tables.Conflicts), uitest.Labels(uitest.TopOverlay(w)))
	}
	if !strings.Contains(c.line(0), lang.L("(main chosen)")) {
		t.Errorf("conflict line %q does not show the choice", c.line(0))
	}
}

func diplomasAcademy() diplomas.Template { return diplomas.Academy2010() }

func TestSeasonPrintouts(t *testing.T) {
	s, _, dir := demoSeason(t)
	diplomas := s.diplomaDocument(diplomasAcademy())
	n := 0
	for _, a := range s.view.Tables.Awards {
		if printout.HasDiploma(a.Prize) {
			n++
		}
	}
	if len(diplomas.Diplomas) != n || n < 40 {
		t.Errorf("%d diplomas, %d awards with a diploma", len(diplomas.Diplomas), n)
	}
	medals := s.medalDocument(diplomasAcademy())
	if len(medals.Rows) < 15 {
		t.Errorf("medal list has %d rows", len(medals.Rows))
	}
	table := s.tableDocument(s.tables["gold"])
	if len(table.Rows) != len(s.view.Tables.Gold) || !strings.Contains(strings.Join(table.Notes, "\n"), "К/в: 4-7:1½; 8-10:1,4") {
		t.Errorf("gold table document: %d rows, notes %v", len(table.Rows), table.Notes)
	}
	// the printed total is written as the screen writes it, «19,488»
	if got, want := table.Rows[0][4], model.NumberText(seasons.FormatDec(s.view.Tables.Gold[0].Total)); got != want || strings.Contains(got, ".") {
		t.Errorf("the printed total %q, the screen's %q", got, want)
	}
	test.Tap(s.awards.diplomas)
	test.Tap(s.awards.medals)
	test.Tap(s.tables["gold"].print)
	files, _ := os.ReadDir(dir)
	if len(files) != 3 {
		t.Fatalf("printouts written: %v", files)
	}
	for _, f := range files {
		if info, err := os.Stat(filepath.Join(dir, f.Name())); err != nil || info.Size() < 1000 {
			t.Errorf("%s: %v", f.Name(), err)
		}
	}
}

// In English the season's printouts are English (VCL4THP.13 Q10): the
// table's title, columns and rule set, the numbers with the decimal
// point, the medal list's heads, the diplomas' championship.
func TestSeasonPrintoutsInEnglish(t *testing.T) {
	if !uitest.InChild(t, "TestSeasonPrintoutsInEnglish") {
		return
	}
	kit.SetLanguage("en")
	s, _, _ := demoSeason(t)
	table := s.tableDocument(s.tables["gold"])
	notes := strings.Join(table.Notes, "\n")
	if table.Title != "Golden Cup" || table.Columns[0].Title != "Place" || table.Columns[3].Title != "Date of birth" ||
		!strings.Contains(notes, "Season rules:") || !strings.Contains(notes, "K/c: 4-7:1½, 8-10:1.4") ||
		strings.ContainsFunc(strings.Join(table.Notes[:len(table.Notes)-1], "\n"), func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }) { // the last line names the occupation groups as typed
		t.Errorf("gold table: title %q, columns %v, notes %s", table.Title, table.Columns, notes)
	}
	if got := table.Rows[0][4]; strings.Contains(got, ",") || !strings.Contains(got, ".") {
		t.Errorf("the printed total %q has no decimal point", got)
	}
	medals := s.medalDocument(diplomasAcademy())
	if medals.Columns[0].Title != "Table" || medals.Columns[2].Title != "Awarded to" || medals.Organisation != "Ukrainian Chess Academy" || medals.Rows[0][0] != "Champion" {
		t.Errorf("medal list: columns %v, organisation %q, first row %v", medals.Columns, medals.Organisation, medals.Rows[0])
	}
	dips := s.diplomaDocument(diplomasAcademy())
	if len(dips.Diplomas) == 0 || !strings.Contains(dips.Diplomas[0].Event, "Championship of the Ukrainian Chess Academy 2010") {
		t.Errorf("first diploma: %+v", dips.Diplomas[0])
	}
}

func TestSeasonDemoAsksOnAFileWithPlayers(t *testing.T) {
	svc := uitest.NewService(t)
	uitest.AddPlayer(t, svc, model.Player{Surname: "Шевченко", Name: "Тарас", BirthDate: model.NewDate(1990, 3, 9)})
	s, w, _ := newTestSeason(t, svc)
	test.Tap(s.demo)
	if s.view != nil || !overlayHas(w, "1") {
		t.Fatalf("no confirmation before the demo on a registry with players: %v", uitest.Labels(uitest.TopOverlay(w)))
	}
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("Yes")))
	if s.year != 2010 || s.view == nil || len(s.view.Tables.Gold) < 30 {
		t.Errorf("after confirming: year %d (overlay %v)", s.year, uitest.Labels(uitest.TopOverlay(w)))
	}
}

func TestSeasonCreateDialog(t *testing.T) {
	s, w, _ := newTestSeason(t, uitest.NewService(t))
	for _, c := range []struct{ year, want string }{{"двадцять", "«двадцять» неправильний"}, {"123", "Рік сезону 123 неправильний"}} {
		test.Tap(s.create)
		entries := uitest.Entries(uitest.TopOverlay(w))
		entries[0].SetText(c.year)
		test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("Save")))
		if !overlayHas(w, c.want) {
			t.Errorf("year %q: dialog %v", c.year, uitest.Labels(uitest.TopOverlay(w)))
		}
		closeOverlays(w)
	}
	if seasons, _ := s.svc.Seasons.List(context.Background()); len(seasons) != 0 {
		t.Fatalf("refused years created %v", seasons)
	}
	test.Tap(s.create)
	uitest.Entries(uitest.TopOverlay(w))[0].SetText("2011")
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("Save")))
	if s.year != 2011 || s.years.Selected != "2011" || s.view == nil {
		t.Errorf("after creating 2011: year %d, selected %q", s.year, s.years.Selected)
	}
}

// shownDec reads a number as the screens write it (model.NumberText):
// «21,138», «2½», «½».
func shownDec(s string) *big.Rat {
	s = strings.ReplaceAll(s, ",", ".")
	if strings.HasSuffix(s, "½") {
		whole := strings.TrimSuffix(s, "½")
		if whole == "" || whole == "-" {
			whole += "0"
		}
		r := dec(whole)
		half := big.NewRat(1, 2)
		if strings.HasPrefix(whole, "-") {
			half.Neg(half)
		}
		return r.Add(r, half)
	}
	return dec(s)
}

// dec is an exact decimal such as "21.138"; a malformed one is a test's mistake.
func dec(s string) *big.Rat {
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		panic("not a decimal: " + s)
	}
	return r
}

// The awards tab opens the season's diploma template (ui/diploma); the
// season's template heads its medal list and diplomas.
func TestSeasonDiplomaTemplate(t *testing.T) {
	s, w, _ := demoSeason(t)
	test.Tap(s.awards.template)
	title := lang.L("Diploma template: {{.Name}}", map[string]string{"Name": s.view.Season.Name})
	if s.diplomaEditor == nil || !strings.Contains(strings.Join(uitest.Labels(uitest.TopOverlay(w)), " "), title) {
		t.Fatalf("no template editor of the season opened: %q", uitest.Labels(uitest.TopOverlay(w)))
	}
	tpl := diplomas.Academy2010()
	tpl.Organisation = "Федерація шахів Києва"
	if err := s.svc.Diplomas.Save(context.Background(), diplomas.SeasonOwner(s.view.Season.ID), tpl); err != nil {
		t.Fatal(err)
	}
	tpl, err := diploma.SeasonTemplate(context.Background(), s.svc, s.view.Season.ID)
	if err != nil || tpl.Organisation != "Федерація шахів Києва" {
		t.Fatalf("season template %q, %v", tpl.Organisation, err)
	}
	if d := s.medalDocument(tpl); d.Organisation != "Федерація шахів Києва" {
		t.Errorf("medal list headed %q", d.Organisation)
	}
	if d := s.diplomaDocument(tpl); len(d.Diplomas) == 0 || d.Diplomas[0].Organisation != "Федерація шахів Києва" {
		t.Errorf("season diplomas not in the season's template")
	}
}
