package ui

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/docs"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/i18n"
	"arbiter/storage"

	"arbiter/ui/kit"
)

// The language the program starts in: the one chosen in the program last
// time, else the environment's, Ukrainian by default (VCL Q8–9).
func TestVCL_Q8_StartLanguage(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	for _, c := range []struct {
		saved string
		env   map[string]string
		want  string
	}{
		{"", nil, "uk"},
		{"", map[string]string{"LANG": "en_US.UTF-8"}, "en"},
		{"en", nil, "en"},
		{"uk", map[string]string{"LANG": "en_US.UTF-8"}, "uk"},
		{"fr", map[string]string{"LANG": "C"}, "uk"},
	} {
		if got := kit.StartLanguage(c.saved, env(c.env)); got != c.want {
			t.Errorf("saved %q, env %v: %q, want %q", c.saved, c.env, got, c.want)
		}
	}
}

// newLangWindow opens a data file and shows the main window on it as Run
// does, in the language setupLanguage chooses from a's preferences.
func newLangWindow(t *testing.T, a fyne.App) *mainWindow {
	t.Helper()
	kit.SetupLanguage(a.Preferences())
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	w := a.NewWindow("")
	w.Resize(fyne.NewSize(1366, 768))
	m := &mainWindow{win: w, services: func(l model.Lang) *datafile.Services {
		return datafile.New(st, model.WithLanguage(l), model.WithClock(func() time.Time { return today }))
	}}
	w.SetOnClosed(m.closed)
	m.show()
	return m
}

func menuItem(t *testing.T, m *fyne.MainMenu, path ...string) *fyne.MenuItem {
	t.Helper()
	items := []*fyne.MenuItem{}
	for _, menu := range m.Items {
		if menu.Label == path[0] {
			items = menu.Items
		}
	}
	var found *fyne.MenuItem
	for _, label := range path[1:] {
		found = nil
		for _, it := range items {
			if it.Label == label {
				found = it
			}
		}
		if found == nil {
			t.Fatalf("no menu item %q in %v", label, path)
		}
		if found.ChildMenu != nil {
			items = found.ChildMenu.Items
		}
	}
	return found
}

func tabTitles(m *mainWindow) []string {
	var out []string
	for _, it := range m.win.Content().(*container.AppTabs).Items {
		out = append(out, it.Text)
	}
	return out
}

// Settings → Interface language switches the whole window between
// Ukrainian and English while the program runs, the model's messages too,
// and the choice is what the next start opens in (VCL Q8–9).
func TestVCL_Q9_LanguageSwitchInTheProgram(t *testing.T) {
	if !inChild(t, "TestVCL_Q9_LanguageSwitchInTheProgram") {
		return
	}
	a := test.NewTempApp(t)
	m := newLangWindow(t, a)
	if got := tabTitles(m); got[0] != "Турніри" || got[2] != "Гравці" || kit.GUILang() != i18n.Uk || m.svc.Lang() != i18n.Uk {
		t.Fatalf("start: tabs %v, language %q, services' %q; want Ukrainian", got, kit.GUILang(), m.svc.Lang())
	}
	m.tabs.SelectIndex(2)
	ctx := context.Background()
	id, err := m.svc.Demo.Tournament(ctx, 6, 3, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	tn, err := m.svc.Tournaments.GetTournament(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	m.views[0].(*tournamentsScreen).current = tn // the director has it open
	menu := m.win.MainMenu()
	if menu.Items[0].Label != "Налаштування" || menu.Items[1].Label != "Довідка" {
		t.Fatalf("menus %q %q", menu.Items[0].Label, menu.Items[1].Label)
	}
	menuItem(t, menu, "Налаштування", "Мова інтерфейсу", "English").Action()

	if got := tabTitles(m); got[0] != "Tournaments" || got[2] != "Players" {
		t.Errorf("after English: tabs %v", got)
	}
	if kit.GUILang() != i18n.En || m.svc.Lang() != i18n.En || lang.L("Cancel") != "Cancel" || lang.L("Open") != "Open" {
		t.Errorf("after English: language %q, services' %q, Cancel %q, Open %q", kit.GUILang(), m.svc.Lang(), lang.L("Cancel"), lang.L("Open"))
	}
	if m.tabs.SelectedIndex() != 2 {
		t.Errorf("the Players tab was open, now tab %d", m.tabs.SelectedIndex())
	}
	if got := m.views[0].(*tournamentsScreen).current.ID; got != id {
		t.Errorf("tournament %d was open, now %d", id, got)
	}
	if got := a.Preferences().String(kit.PrefLanguage); got != "en" {
		t.Errorf("remembered %q, want en", got)
	}
	if !menuItem(t, m.win.MainMenu(), "Settings", "Interface language", "English").Checked {
		t.Error("English is not marked as the language in use")
	}
	if got := model.Message(model.ValidatePlayer(model.Player{}, model.DateOf(today)), kit.GUILang()); strings.ContainsFunc(got, isCyrillic) {
		t.Errorf("a model message in English reads %q", got)
	}

	// the next start (same preferences, a Ukrainian environment) is English
	m.win.Close()
	m2 := newLangWindow(t, a)
	if got := tabTitles(m2); got[0] != "Tournaments" {
		t.Errorf("the next start opened in %v, want English", got)
	}
	menuItem(t, m2.win.MainMenu(), "Settings", "Interface language", "Українська").Action()
	if got := tabTitles(m2); got[0] != "Турніри" || lang.L("Cancel") != "Скасувати" || a.Preferences().String(kit.PrefLanguage) != "uk" {
		t.Errorf("back to Ukrainian: tabs %v, Cancel %q, remembered %q", got, lang.L("Cancel"), a.Preferences().String(kit.PrefLanguage))
	}
}

// F1 opens the manual in the interface language, from the window, from
// inside a text field and over a dialog; Help → Manual does the same;
// switching the language switches the open manual (VCL Q11–13).
func TestVCL_Q12_ManualOnF1(t *testing.T) {
	if !inChild(t, "TestVCL_Q12_ManualOnF1") {
		return
	}
	a := test.NewTempApp(t)
	m := newLangWindow(t, a)
	f1 := &fyne.KeyEvent{Name: fyne.KeyF1}
	m.win.Canvas().OnTypedKey()(f1)
	if m.manual == nil || m.manual.win == nil {
		t.Fatal("F1 opened no manual")
	}
	if got := m.manual.text.String(); !strings.Contains(got, "Арбітр — посібник") || m.manual.win.Title() != "Посібник Арбітра" {
		t.Errorf("the manual is not the Ukrainian one: %q…", got[:min(80, len(got))])
	}
	// F1 in the manual closes it
	m.manual.win.Canvas().OnTypedKey()(f1)
	if m.manual != nil {
		t.Fatal("F1 in the manual did not close it")
	}

	// from a text field that has the keyboard, and over a dialog
	e := kit.NewTextEntry()
	m.win.SetContent(container.NewVBox(e, m.tabs))
	m.win.Canvas().Focus(e)
	e.TypedKey(f1)
	if m.manual == nil {
		t.Fatal("F1 in a text field opened no manual")
	}
	m.manual.close()
	// from the tournament list and the desk's table, which take the
	// keyboard when clicked
	var lists []fyne.Focusable
	walk(m.tabs.Items[0].Content, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *kit.KeyList:
			lists = append(lists, x)
		case *kit.KeyTable:
			lists = append(lists, x)
		}
	})
	if len(lists) == 0 {
		t.Fatal("the tournaments screen has no list that hands F1 on")
	}
	m.win.SetContent(container.NewVBox(lists[0].(fyne.CanvasObject), m.tabs))
	m.win.Canvas().Focus(lists[0])
	lists[0].TypedKey(f1)
	if m.manual == nil {
		t.Fatal("F1 in the tournament list opened no manual")
	}
	m.manual.close()
	kit.ShowMessage(m.win, "x", "y")
	m.win.Canvas().OnTypedKey()(f1)
	if m.manual == nil {
		t.Fatal("F1 over a dialog opened no manual")
	}

	// switching the language switches the open manual; Help → Manual
	menuItem(t, m.win.MainMenu(), "Налаштування", "Мова інтерфейсу", "English").Action()
	if got := m.manual.text.String(); !strings.Contains(got, "the director's manual") || m.manual.win.Title() != "Arbiter manual" {
		t.Errorf("after English the manual reads %q…", got[:min(80, len(got))])
	}
	m.manual.close()
	menuItem(t, m.win.MainMenu(), "Help", "Manual (F1)").Action()
	if m.manual == nil || !strings.Contains(m.manual.text.String(), "Press **F1**") && !strings.Contains(m.manual.text.String(), "Press F1") {
		t.Error("Help → Manual opened no English manual")
	}
}

// The two manuals have the same sections in the same order, and the
// English one has no Cyrillic (its button names are the English ones).
func TestManualsMatch(t *testing.T) {
	heads := func(md string) (out []string) {
		for _, l := range strings.Split(md, "\n") {
			if strings.HasPrefix(l, "#") {
				out = append(out, strings.Fields(l)[0])
			}
		}
		return out
	}
	uk, en := docs.Manual("uk"), docs.Manual("en")
	if h1, h2 := strings.Join(heads(uk), " "), strings.Join(heads(en), " "); h1 != h2 || len(heads(en)) < 10 {
		t.Errorf("sections differ:\nuk %s\nen %s", h1, h2)
	}
	for i, l := range strings.Split(en, "\n") {
		// the language list names Ukrainian in its own words, as the menu does
		if strings.ContainsFunc(strings.ReplaceAll(l, "Українська", ""), isCyrillic) {
			t.Errorf("manual.en.md:%d has Cyrillic: %s", i+1, l)
		}
	}
}

func isCyrillic(r rune) bool { return unicode.Is(unicode.Cyrillic, r) }

// No Ukrainian inside the English interface (VCL Q10): no English text of
// the catalogue has a Cyrillic letter (Ukrainian terms are named in Latin
// letters, CMS, YeSKU; a Ukrainian word the director types is accepted in
// its English form too, «national» for НК).
func TestVCL_Q10_EnglishCatalogueHasNoCyrillic(t *testing.T) {
	for k, v := range readTranslations(t, "en.json") {
		if strings.ContainsFunc(v, isCyrillic) {
			t.Errorf("en.json %q: %q", k, v)
		}
	}
}
