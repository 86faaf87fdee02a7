package tournament

import (
	"errors"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"

	"arbiter/ui/kit"
)

// Every printout says where the PDF went, also when the viewer opened it,
// offers to open it or its folder, and Enter closes the report.
func TestEveryPrintSaysWhereAndOffersToOpen(t *testing.T) {
	w := newTestWindow(t)
	var opened []string
	kit.OpenPrinted = func(p string) error { opened = append(opened, p); return nil }
	t.Cleanup(func() { kit.OpenPrinted = kit.OpenWithViewer })
	path := filepath.Join(t.TempDir(), "тур-1_Турнір.pdf")
	for _, c := range []struct {
		what string
		err  error
		want string
	}{
		{"shown in the viewer", nil, lang.L("The printout is saved as {{.Path}}.", map[string]string{"Path": path})},
		{"no viewer", kit.ErrNoViewer, lang.L("The printout is saved as {{.Path}}. No program to show PDF files was found: open it from the file manager.",
			map[string]string{"Path": path})},
	} {
		opened = nil
		kit.ReportPrinted(w, path, c.err)
		o := topOverlay(w)
		if o == nil || !hasLabel(o, c.want) {
			t.Fatalf("%s: the report says %q, want %q", c.what, labels(o), c.want)
		}
		test.Tap(button(t, o, lang.L("Open the folder")))
		test.Tap(button(t, o, lang.L("Open the PDF")))
		if len(opened) != 2 || opened[0] != filepath.Dir(path) || opened[1] != path {
			t.Errorf("%s: opened %q", c.what, opened)
		}
		pressOnWindow(t, w, fyne.KeyReturn)
		if topOverlay(w) != nil {
			t.Errorf("%s: Enter did not close the report", c.what)
		}
	}
	// a folder that cannot be opened is named, not silently ignored
	kit.OpenPrinted = func(string) error { return errors.New("no viewer") }
	kit.ReportPrinted(w, path, nil)
	test.Tap(button(t, topOverlay(w), lang.L("Open the folder")))
	if !hasLabel(topOverlay(w), lang.L("No program to open it was found: open {{.Path}} from the file manager.", map[string]string{"Path": filepath.Dir(path)})) {
		t.Errorf("a failed open says %q", labels(topOverlay(w)))
	}
}

// Enter closes a report (the rating-list import's scrolled text).
func TestEnterClosesTheImportReport(t *testing.T) {
	w := newTestWindow(t)
	kit.ShowScrolledText(w, "Звіт", "Рядок 3: не знайдено")
	if topOverlay(w) == nil {
		t.Fatal("no report")
	}
	pressOnWindow(t, w, fyne.KeyReturn)
	if topOverlay(w) != nil {
		t.Error("Enter did not close the report")
	}
}

// Enter (and Escape) close the other reports too: the tournament's history,
// opened from its button (the standings' reports, the FIDE rating changes
// and the team ranking, are ui/standings' TestEnterClosesTheStandingsReports).
func TestEnterClosesEveryReport(t *testing.T) {
	_, s, w, _ := setUpTournament(t, 4, 4, "Меморіал", model.SystemSwissDutch, 3)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "=1")
	for _, c := range []struct {
		name string
		open func()
		key  fyne.KeyName
	}{
		{"history", buttonOf(s, "History").OnTapped, fyne.KeyReturn},
		{"history, Escape", buttonOf(s, "History").OnTapped, fyne.KeyEscape},
	} {
		c.open()
		if topOverlay(w) == nil {
			t.Fatalf("%s: no report shown", c.name)
		}
		pressOnWindow(t, w, c.key)
		if o := topOverlay(w); o != nil {
			t.Errorf("%s: %s did not close the report %q", c.name, c.key, labels(o))
			for topOverlay(w) != nil {
				w.Canvas().Overlays().Remove(topOverlay(w))
			}
		}
	}
}
