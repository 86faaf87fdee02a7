package ui

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/storage"
)

// today is the fixed day of every test's Service, so ages do not drift.
var today = time.Date(2026, time.November, 30, 12, 0, 0, 0, time.UTC)

// newTestService opens a real SQLite data file in t.TempDir().
func newTestService(t *testing.T) *datafile.Services {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatalf("storage.Open: %v", err)
	}
	t.Cleanup(func() { st.Close() })
	a := datafile.New(st, model.WithClock(func() time.Time { return today }))
	return a
}

// newTestWindow makes a test app and a window of the program's size.
func newTestWindow(t *testing.T) fyne.Window {
	t.Helper()
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(1200, 760))
	return w
}

// walk visits o and every object below it, looking through widget renderers.
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walk(c, visit)
		}
	}
}

// topOverlay returns the topmost dialog of w, or nil.
func topOverlay(w fyne.Window) fyne.CanvasObject { return w.Canvas().Overlays().Top() }

// labels returns the texts of every label under o.
func labels(o fyne.CanvasObject) []string {
	var out []string
	walk(o, func(c fyne.CanvasObject) {
		if l, ok := c.(*widget.Label); ok {
			out = append(out, l.Text)
		}
	})
	return out
}

func hasLabel(o fyne.CanvasObject, text string) bool {
	for _, l := range labels(o) {
		if l == text {
			return true
		}
	}
	return false
}

// button returns the button under o with that text, failing the test if there is none.
func button(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	walk(o, func(c fyne.CanvasObject) {
		if b, ok := c.(*widget.Button); ok && b.Text == text && found == nil {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q on screen", text)
	}
	return found
}

// mustPlayers returns every player in the data file.
func mustPlayers(t *testing.T, svc *datafile.Services) []model.Player {
	t.Helper()
	ps, err := svc.Registry.SearchPlayers(context.Background(), "")
	if err != nil {
		t.Fatalf("SearchPlayers: %v", err)
	}
	return ps
}

// addPlayer stores a player directly through the Service.
func addPlayer(t *testing.T, svc *datafile.Services, p model.Player) model.Player {
	t.Helper()
	if p.Gender == "" {
		p.Gender = model.Male
	}
	if p.BirthDate.IsZero() {
		p.BirthDate = model.NewDate(2010, time.May, 1)
	}
	p, err := svc.Registry.CreatePlayer(context.Background(), p, model.SaveOptions{})
	if err != nil {
		t.Fatalf("CreatePlayer(%s): %v", p.FullName(), err)
	}
	return p
}
