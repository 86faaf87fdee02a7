package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// The first start maximises the window; closing it
// remembers its size; the next start opens at that size without
// maximising.
func TestWindowMaximisedFirstThenRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	maximised := 0
	w := a.NewWindow("Арбітр")
	sizeWindow(a, w, func(w fyne.Window) { maximised++; w.Resize(fyne.NewSize(1366, 740)) })
	if maximised != 1 {
		t.Fatalf("first start maximised %d times, want 1", maximised)
	}
	w.Resize(fyne.NewSize(1100, 700)) // the director makes it smaller
	w.Close()
	if got := a.Preferences().Float(prefWindowWidth); got != 1100 {
		t.Fatalf("remembered width %v, want 1100", got)
	}

	w = a.NewWindow("Арбітр")
	sizeWindow(a, w, func(fyne.Window) { maximised++ })
	if maximised != 1 {
		t.Error("the second start maximised again")
	}
	if s := w.Canvas().Size(); s.Width != 1100 || s.Height != 700 {
		t.Errorf("second start at %v, want 1100×700", s)
	}
	w.Close()
}
