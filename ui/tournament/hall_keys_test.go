package tournament

import (
	"testing"

	"fyne.io/fyne/v2"

	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// One keystroke opens and closes the hall screen wherever the keyboard is:
// Ctrl+H and F11 reach the window from the board list
// and from a text field, delivered the way the desktop driver delivers them
// (a shortcut to the focused widget when it takes shortcuts, a key without
// a modifier to the focused widget).
func TestHallKeysWhereverTheFocusIs(t *testing.T) {
	s, w := hallRound(t)
	ctrlH := &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierControl}
	press := func(how string) {
		f := w.Canvas().Focused()
		if f == nil {
			t.Fatalf("%s: nothing has the keyboard", how)
		}
		if how == "F11" {
			f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF11})
			return
		}
		sc, ok := f.(fyne.Shortcutable)
		if !ok {
			w.Canvas().(fyne.Shortcutable).TypedShortcut(ctrlH)
			return
		}
		sc.TypedShortcut(ctrlH)
	}
	for _, how := range []string{"F11", "Ctrl+H"} {
		w.Canvas().Focus(roundsOf(s).boards)
		press(how)
		if !hallOpen(s) {
			t.Fatalf("%s with the board list focused did not open the hall screen", how)
		}
		w.Canvas().Focus(roundsOf(s).boards)
		press(how)
		if hallOpen(s) {
			t.Fatalf("%s with the board list focused did not close the hall screen", how)
		}
		test.Tap(deskOf(s).register)
		w.Canvas().Focus(deskOf(s).form.search)
		press(how)
		if !hallOpen(s) {
			t.Fatalf("%s in the registration search field did not open the hall screen", how)
		}
		w.Canvas().Focus(deskOf(s).form.search)
		press(how)
		if hallOpen(s) {
			t.Fatalf("%s in the registration search field did not close the hall screen", how)
		}
		// The field still types: Ctrl+A (the entry's own shortcut) is not taken.
		test.Type(deskOf(s).form.search, "Аль")
		deskOf(s).form.search.TypedShortcut(&fyne.ShortcutSelectAll{})
		if got := deskOf(s).form.search.SelectedText(); got != "Аль" {
			t.Errorf("Ctrl+A in the field selected %q", got)
		}
		test.Tap(button(t, topOverlay(w), lang.L("Cancel")))
	}
}

// hallRound is a tournament of four with round 1 paired, on the
// tournaments screen.
func hallRound(t *testing.T) (*Screen, fyne.Window) {
	t.Helper()
	svc, _ := openService(t, testDBPath(t))
	for i, n := range []string{"Дельта", "Бета", "Альфа", "Гамма"} {
		addPlayer(t, svc, model.Player{Surname: n, Name: "Іван", FIDERating: 2000 - 50*i})
	}
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Зал")
	test.Tap(dialogOf(s).Save)
	for _, n := range []string{"Дельта", "Бета", "Альфа", "Гамма"} {
		registerByName(t, s, w, n, 0)
	}
	pairNext(t, s, w, 1)
	return s, w
}
