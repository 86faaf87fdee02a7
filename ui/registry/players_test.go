package registry

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
)

// newTestPlayers shows the players screen on a fresh data file.
func newTestPlayers(t *testing.T, svc *datafile.Services) (*Players, fyne.Window) {
	t.Helper()
	w := uitest.NewWindow(t)
	s := NewPlayers(svc, w)
	s.bg.Inline = true
	w.SetContent(s.BuildUI())
	return s, w
}

func shownSurnames(s *Players) []string {
	var out []string
	for _, p := range s.shown {
		out = append(out, p.Surname)
	}
	return out
}

func TestAddPlayerThroughFormAndFindIt(t *testing.T) {
	svc := uitest.NewService(t)
	ctx := context.Background()
	club, err := svc.Registry.CreateClub(ctx, model.Club{Name: "Шахова школа «Дебют»"})
	if err != nil {
		t.Fatal(err)
	}
	coach, err := svc.Registry.CreateCoach(ctx, model.Coach{Name: "Петренко Олег Іванович", ClubID: club.ID})
	if err != nil {
		t.Fatal(err)
	}
	uitest.AddPlayer(t, svc, model.Player{Surname: "Шевченко", Name: "Тарас"})
	s, w := newTestPlayers(t, svc)

	test.Tap(s.add)
	f := s.form
	if f == nil || uitest.TopOverlay(w) == nil {
		t.Fatal("Add player did not open the form")
	}
	test.Type(f.Surname, "Ковальчук")
	test.Type(f.Name, "Ґанна")
	test.Type(f.patronymic, "Юріївна")
	test.Type(f.LatinName, "Kovalchuk, Hanna")
	test.Type(f.BirthDate, "05.03.2012")
	f.Gender.SetSelected(lang.L("female"))
	f.citizenship.SetText("")
	test.Type(f.citizenship, "POL")
	f.title.SetSelected("КМС")
	test.Type(f.FIDEID, "34123456")
	test.Type(f.Rating, "1650")
	test.Type(f.nationalRating, "1712")
	test.Tap(f.student)
	test.Type(f.occupation, "школяр")
	f.club.SetSelected(club.Name)
	f.coach.SetSelected(coach.Name)
	test.Type(f.phone, "+380 67 123 45 67")
	test.Type(f.email, "hanna@example.com")
	test.Tap(s.dialog.Save)

	if uitest.TopOverlay(w) != nil {
		t.Fatalf("form still open after saving; dialog says %q", uitest.Labels(uitest.TopOverlay(w)))
	}
	var got model.Player
	for _, p := range uitest.MustPlayers(t, svc) {
		if p.Surname == "Ковальчук" {
			got = p
		}
	}
	want := model.Player{ID: got.ID, Surname: "Ковальчук", Name: "Ґанна", Patronymic: "Юріївна",
		LatinName: "Kovalchuk, Hanna", BirthDate: model.NewDate(2012, time.March, 5), Gender: model.Female,
		Citizenship: "POL", Title: "КМС", FIDEID: 34123456, FIDERating: 1650, NationalRating: 1712,
		Student: true, Occupation: "школяр", ClubID: club.ID, CoachID: coach.ID,
		Phone: "+380 67 123 45 67", Email: "hanna@example.com"}
	if got.ID == 0 || got != want {
		t.Fatalf("stored player\n got %+v\nwant %+v", got, want)
	}

	if len(s.shown) != 2 {
		t.Fatalf("table shows %v, want both players", shownSurnames(s))
	}
	for _, query := range []string{"ковал", "КОВАЛЬ", "ґанна", "kovalch"} {
		s.search.SetText("")
		test.Type(s.search, query)
		if got := shownSurnames(s); len(got) != 1 || got[0] != "Ковальчук" {
			t.Errorf("search %q shows %v, want [Ковальчук]", query, got)
		}
	}
	if cell := s.columns[5].text(s, s.shown[0]); cell != club.Name {
		t.Errorf("club column shows %q, want %q", cell, club.Name)
	}
}

func TestSearchTreatsApostrophesAlike(t *testing.T) {
	svc := uitest.NewService(t)
	uitest.AddPlayer(t, svc, model.Player{Surname: "Мар'яненко", Name: "Ольга", Gender: model.Female})
	uitest.AddPlayer(t, svc, model.Player{Surname: "Марченко", Name: "Іван"})
	s, _ := newTestPlayers(t, svc)
	for _, query := range []string{"мар'я", "марʼя", "мар’я"} {
		s.search.SetText(query)
		if got := shownSurnames(s); len(got) != 1 || got[0] != "Мар'яненко" {
			t.Errorf("search %q shows %v, want [Мар'яненко]", query, got)
		}
	}
}

func TestInvalidFormShowsModelErrorAndSavesNothing(t *testing.T) {
	svc := uitest.NewService(t)
	s, w := newTestPlayers(t, svc)
	_, wantErr := svc.Registry.CreatePlayer(context.Background(),
		model.Player{Name: "Іван", Gender: model.Male, BirthDate: model.NewDate(2012, 3, 5)}, model.SaveOptions{})
	if wantErr == nil {
		t.Fatal("the model accepted a player without a surname")
	}

	test.Tap(s.add)
	test.Type(s.form.Name, "Іван")
	test.Type(s.form.BirthDate, "05.03.2012")
	s.form.Gender.SetSelected(lang.L("male"))
	test.Tap(s.dialog.Save)

	if msg := model.Message(wantErr, kit.GUILang()); !uitest.HasLabel(uitest.TopOverlay(w), msg) {
		t.Errorf("error dialog shows %q, want the model's message %q", uitest.Labels(uitest.TopOverlay(w)), msg)
	}
	if s.form == nil || s.form.Name.Text != "Іван" {
		t.Error("the form closed or lost what was typed after a refused save")
	}
	if n := len(uitest.MustPlayers(t, svc)); n != 0 {
		t.Errorf("%d players stored after a refused save, want 0", n)
	}
}

func TestFormRejectsTextThatIsNotANumberOrDate(t *testing.T) {
	for _, tc := range []struct{ field, text, inMessage string }{
		{"rating", "1650a", "1650a"},
		{"fideID", "ID-1", "ID-1"},
		{"birthDate", "31.02.2012", "31.02.2012"},
	} {
		svc := uitest.NewService(t)
		s, w := newTestPlayers(t, svc)
		test.Tap(s.add)
		test.Type(s.form.Surname, "Бондар")
		test.Type(s.form.Name, "Олег")
		s.form.Gender.SetSelected(lang.L("male"))
		entries := map[string]*kit.TextEntry{"rating": s.form.Rating, "fideID": s.form.FIDEID, "birthDate": s.form.BirthDate}
		if tc.field != "birthDate" {
			test.Type(s.form.BirthDate, "01.01.2010")
		}
		test.Type(entries[tc.field], tc.text)
		test.Tap(s.dialog.Save)
		found := false
		for _, l := range uitest.Labels(uitest.TopOverlay(w)) {
			found = found || strings.Contains(l, tc.inMessage)
		}
		if !found {
			t.Errorf("%s %q: dialog shows %q, want a message naming the text", tc.field, tc.text, uitest.Labels(uitest.TopOverlay(w)))
		}
		if n := len(uitest.MustPlayers(t, svc)); n != 0 {
			t.Errorf("%s %q: %d players stored, want 0", tc.field, tc.text, n)
		}
	}
}

func TestDuplicateAsksForConfirmation(t *testing.T) {
	svc := uitest.NewService(t)
	uitest.AddPlayer(t, svc, model.Player{Surname: "Бондаренко", Name: "Олег", BirthDate: model.NewDate(2011, 4, 2)})
	s, w := newTestPlayers(t, svc)

	fill := func() {
		test.Tap(s.add)
		test.Type(s.form.Surname, "Бондаренко")
		test.Type(s.form.Name, "Олег")
		test.Type(s.form.BirthDate, "02.04.2011")
		s.form.Gender.SetSelected(lang.L("male"))
		test.Tap(s.dialog.Save)
	}
	fill()
	if n := len(uitest.MustPlayers(t, svc)); n != 1 {
		t.Fatalf("duplicate saved without confirmation: %d players", n)
	}
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("No")))
	if n := len(uitest.MustPlayers(t, svc)); n != 1 {
		t.Fatalf("duplicate saved after No: %d players", n)
	}
	s.dialog.Close()

	fill()
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("Yes")))
	if n := len(uitest.MustPlayers(t, svc)); n != 2 {
		t.Fatalf("%d players after confirming the duplicate, want 2", n)
	}
	if len(s.shown) != 2 {
		t.Errorf("table shows %v after confirming, want 2 rows", shownSurnames(s))
	}
}

func TestDeleteAsksForConfirmation(t *testing.T) {
	svc := uitest.NewService(t)
	uitest.AddPlayer(t, svc, model.Player{Surname: "Ткаченко", Name: "Марія", Gender: model.Female})
	s, w := newTestPlayers(t, svc)
	if !s.remove.Disabled() {
		t.Error("Delete is enabled with no player selected")
	}
	s.table.Select(widget.TableCellID{Row: 0, Col: 0})
	test.Tap(s.remove)
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("No")))
	if n := len(uitest.MustPlayers(t, svc)); n != 1 {
		t.Fatalf("player deleted after No")
	}
	s.table.Select(widget.TableCellID{Row: 0, Col: 0})
	test.Tap(s.remove)
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("Yes")))
	if n := len(uitest.MustPlayers(t, svc)); n != 0 || len(s.shown) != 0 {
		t.Fatalf("after confirming: %d stored, %d shown; want 0, 0", n, len(s.shown))
	}
}

func TestEditPlayerKeepsIDAndChangesField(t *testing.T) {
	svc := uitest.NewService(t)
	p := uitest.AddPlayer(t, svc, model.Player{Surname: "Лисенко", Name: "Петро", FIDERating: 1500})
	s, _ := newTestPlayers(t, svc)
	s.table.Select(widget.TableCellID{Row: 0, Col: 0})
	test.Tap(s.edit)
	if s.form.Rating.Text != "1500" || s.form.Surname.Text != "Лисенко" {
		t.Fatalf("edit form shows surname %q rating %q", s.form.Surname.Text, s.form.Rating.Text)
	}
	s.form.Rating.SetText("")
	test.Type(s.form.Rating, "1580")
	s.form.Rating.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Enter saves
	got := uitest.MustPlayers(t, svc)
	if len(got) != 1 || got[0].ID != p.ID || got[0].FIDERating != 1580 {
		t.Fatalf("after edit: %+v, want one player %d with rating 1580", got, p.ID)
	}
}

func TestSortByNameRatingAndClub(t *testing.T) {
	svc := uitest.NewService(t)
	ctx := context.Background()
	a, _ := svc.Registry.CreateClub(ctx, model.Club{Name: "Авангард"})
	g, _ := svc.Registry.CreateClub(ctx, model.Club{Name: "Ґамбіт"})
	d, _ := svc.Registry.CreateClub(ctx, model.Club{Name: "Дебют"})
	for _, p := range []model.Player{
		{Surname: "Їжак", Name: "Анна", FIDERating: 1400, ClubID: d.ID},
		{Surname: "Ґава", Name: "Борис", FIDERating: 2100, ClubID: a.ID},
		{Surname: "Іщенко", Name: "Віра", FIDERating: 1800, ClubID: g.ID},
		{Surname: "Євтушенко", Name: "Гліб"},
		{Surname: "Гуменюк", Name: "Дана", FIDERating: 1900, ClubID: a.ID},
		{Surname: "Дяченко", Name: "Єва", FIDERating: 1200, ClubID: g.ID},
	} {
		uitest.AddPlayer(t, svc, p)
	}
	s, _ := newTestPlayers(t, svc)
	col := func(title string) int {
		for i, c := range s.columns {
			if c.title == title {
				return i
			}
		}
		t.Fatalf("no column %q", title)
		return -1
	}
	for _, tc := range []struct {
		column string
		want   string
	}{
		{"Player", "Гуменюк Ґава Дяченко Євтушенко Іщенко Їжак"},
		{"FIDE", "Ґава Гуменюк Іщенко Їжак Дяченко Євтушенко"},
		{"Club", "Гуменюк Ґава Дяченко Іщенко Їжак Євтушенко"},
	} {
		s.onSortTapped(col(tc.column))
		if got := strings.Join(shownSurnames(s), " "); got != tc.want {
			t.Errorf("sorted by %s: %s\nwant %s", tc.column, got, tc.want)
		}
	}
}

// A Latin spelling typed by the director is kept as typed (trimmed); an
// empty one is the transliteration of the name.
func TestLatinSpellingKeptAsTyped(t *testing.T) {
	if got := latinOrTranslit(" Kovaltchouk, Anna ", "Ковальчук", "Ганна"); got != "Kovaltchouk, Anna" {
		t.Errorf("typed spelling became %q", got)
	}
	if got := latinOrTranslit("", "Ковальчук", "Ганна"); got != "Kovalchuk, Hanna" {
		t.Errorf("no spelling became %q, want the transliteration", got)
	}
}
