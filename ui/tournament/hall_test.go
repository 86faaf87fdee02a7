package tournament

import (
	"strings"

	"fyne.io/fyne/v2"
	"testing"

	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// The hall screen: the round's pairings by surname with board and colour;
// entering the results refreshes it and, with the round complete, adds the
// standings; the same key closes it.
func TestHallScreen(t *testing.T) {
	s, w := hallRound(t)
	test.Tap(button(t, w.Content(), lang.L("Hall screen")))
	h := hallOf(s)
	if h == nil {
		t.Fatal("the hall screen did not open")
	}
	if len(h.lines) != 4 {
		t.Fatalf("hall lines %q", h.lines)
	}
	for i, want := range []string{"Альфа Іван", "Бета Іван", "Гамма Іван", "Дельта Іван"} {
		if !strings.HasPrefix(h.lines[i], want) {
			t.Errorf("line %d %q, want it to start with %q (alphabetical)", i+1, h.lines[i], want)
		}
	}
	boards := 0
	for _, l := range h.lines {
		for b := 1; b <= 2; b++ {
			for _, c := range []string{"white", "black"} {
				if strings.Contains(l, lang.L("board {{.B}}, "+c, map[string]int{"B": b})) {
					boards++
				}
			}
		}
	}
	if boards != 4 {
		t.Errorf("%d lines name board and colour, want 4: %q", boards, h.lines)
	}
	// The results as the board list stores them when typed (saveResult).
	roundsOf(s).saveResult(0, model.WhiteWon, false)
	roundsOf(s).saveResult(1, model.Drawn, false)
	if hallOf(s) != h || len(h.lines) != 4+2+4 {
		t.Fatalf("after the results the hall shows %q", h.lines)
	}
	// each line gives its own player's result: board 1 is 1-0, so its
	// White reads a win and its Black a loss; board 2 is a draw for both
	b1 := roundsOf(s).view.Boards[0]
	for _, c := range []struct{ who, want string }{
		{b1.White.Name, lang.L("win")}, {b1.Black.Name, lang.L("loss")},
		{roundsOf(s).view.Boards[1].White.Name, lang.L("draw")}, {roundsOf(s).view.Boards[1].Black.Name, lang.L("draw")},
	} {
		var line string
		for _, l := range h.lines[:4] {
			if strings.HasPrefix(l, c.who+" ") {
				line = l
			}
		}
		if !strings.HasSuffix(line, "   "+c.want) {
			t.Errorf("%s's line %q does not end with their own result %q", c.who, line, c.want)
		}
	}
	if !strings.Contains(h.lines[5], lang.L("Standings after round {{.N}}", map[string]int{"N": 1})) {
		t.Errorf("no standings heading: %q", h.lines)
	}
	h.win.Resize(fyne.NewSize(1280, 800))
	h.scrollOn() // a list shorter than the screen stays at the top
	if h.scrl.Offset.Y != 0 {
		t.Errorf("offset %v on a large screen", h.scrl.Offset)
	}
	h.win.Resize(fyne.NewSize(1280, 300))
	h.scrollOn() // a longer one moves on, and comes back to the top after the end
	if h.scrl.Offset.Y <= 0 {
		t.Errorf("offset %v on a small screen", h.scrl.Offset)
	}
	for i := 0; i < 20 && h.scrl.Offset.Y > 0; i++ {
		h.scrollOn()
	}
	if h.scrl.Offset.Y != 0 {
		t.Errorf("the list did not come back to the top: %v", h.scrl.Offset)
	}
	panelOf[*hallAction](s).toggleHall()
	if hallOf(s) != nil {
		t.Error("the hall screen did not close")
	}
}

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
		if hallOf(s) == nil {
			t.Fatalf("%s with the board list focused did not open the hall screen", how)
		}
		w.Canvas().Focus(roundsOf(s).boards)
		press(how)
		if hallOf(s) != nil {
			t.Fatalf("%s with the board list focused did not close the hall screen", how)
		}
		test.Tap(deskOf(s).register)
		w.Canvas().Focus(deskOf(s).form.search)
		press(how)
		if hallOf(s) == nil {
			t.Fatalf("%s in the registration search field did not open the hall screen", how)
		}
		w.Canvas().Focus(deskOf(s).form.search)
		press(how)
		if hallOf(s) != nil {
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
