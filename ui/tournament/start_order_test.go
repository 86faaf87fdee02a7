package tournament

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"

	"arbiter/ui/kit"
)

// On screen: players registered weakest first get their
// numbers by rating without any click, the desk and the pairing screen
// say so, round 1 pairs no. 1 (the strongest) on board 1 and gives the bye
// to the weakest; an order fixed by hand is announced on the pairing
// screen.
func TestDeskNumbersByRatingWithoutAsking(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 5, 0, "Вечірній турнір", model.SystemSwissDutch, 3)
	for i := 4; i >= 0; i-- { // weakest first
		registerByName(t, s, w, surnames[i], 0)
	}
	for i, p := range deskOf(s).shown {
		if p.StartNo != i+1 || p.Player.Surname != surnames[i] {
			t.Fatalf("desk row %d: no. %d %s, want no. %d %s", i, p.StartNo, p.Player.Surname, i+1, surnames[i])
		}
	}
	auto := lang.L("Starting numbers follow the FIDE ranking (C.04.2: rating, title, name) and are recomputed whenever the field changes before round 1.")
	if deskOf(s).order.Text != auto {
		t.Errorf("desk says %q, want %q", deskOf(s).order.Text, auto)
	}
	if deskOf(s).drawLots.Visible() {
		t.Error("a Swiss offers a drawing of lots")
	}

	// a manual change: no. 2 moved below no. 3
	deskOf(s).table.Select(widgetCellRow(1))
	test.Tap(deskOf(s).down)
	s.tabs.Select(tabOf[*pairingPanel](s))
	roundsOf(s).Load()
	manual := lang.L("Starting numbers were fixed by hand: round 1 will be paired in this order, not by rating. «Sort by rating» restores the FIDE ranking (C.04.2).")
	if roundsOf(s).order.Text != manual {
		t.Fatalf("pairing screen says %q, want %q", roundsOf(s).order.Text, manual)
	}
	s.tabs.Select(tabOf[*registrationDesk](s))
	test.Tap(deskOf(s).sortRanks)
	pairNext(t, s, w, 1)
	rv := roundsOf(s).view
	if b := rv.Boards[0]; b.White.StartNo != 1 && b.Black.StartNo != 1 {
		t.Errorf("board 1 is %d–%d, want no. 1 (%s) on it", b.White.StartNo, b.Black.StartNo, surnames[0])
	}
	if rv.Bye == nil || rv.Bye.StartNo != 5 || !strings.HasPrefix(rv.Bye.Name, surnames[4]) {
		t.Errorf("bye %+v, want no. 5 %s", rv.Bye, surnames[4])
	}
	if got := roundsOf(s).order.Text; got != lang.L("Starting numbers follow the FIDE ranking (C.04.2).") {
		t.Errorf("after round 1 the pairing screen says %q", got)
	}
	_, _ = svc, tour
}

// A round robin offers the lot: the seed typed in the dialog numbers the
// players, the screen names the seed and the record is printed.
func TestDeskDrawsLotsForARoundRobin(t *testing.T) {
	_, s, w, _ := setUpTournament(t, 6, 6, "Коло", model.SystemRoundRobin, 5)
	if !deskOf(s).drawLots.Visible() {
		t.Fatal("a round robin does not offer the drawing of lots")
	}
	test.Tap(deskOf(s).drawLots)
	o := topOverlay(w)
	if o == nil {
		t.Fatal("Draw lots asks nothing")
	}
	setEntryAny(t, o, "20261201")
	test.Tap(button(t, o, lang.L("Save")))
	dismiss(t, w) // the message saying where the record of the draw was printed
	if o := topOverlay(w); o != nil {
		t.Fatalf("lot dialog still open: %q", labels(o))
	}
	if want := lang.L("Starting numbers drawn by lot, seed {{.Seed}}.", map[string]string{"Seed": "20261201"}); deskOf(s).order.Text != want {
		t.Errorf("desk says %q, want %q", deskOf(s).order.Text, want)
	}
	moved := 0
	for i, p := range deskOf(s).shown {
		if p.Player.Surname != surnames[i] {
			moved++
		}
	}
	if moved == 0 {
		t.Error("the lot left every player on his rating number")
	}
	dir, _ := s.Printer.Dir()
	files, _ := filepath.Glob(filepath.Join(dir, "*жеребкування-номерів*.pdf"))
	if len(files) != 1 {
		entries, _ := os.ReadDir(dir)
		t.Fatalf("printed %v, want one lot record; dir has %v", files, entries)
	}
}

// setEntryAny types text into the first entry of o.
func setEntryAny(t *testing.T, o fyne.CanvasObject, text string) {
	t.Helper()
	var e *kit.TextEntry
	walk(o, func(c fyne.CanvasObject) {
		if x, ok := c.(*kit.TextEntry); ok && e == nil {
			e = x
		}
	})
	if e == nil {
		t.Fatal("no entry in the dialog")
	}
	e.SetText(text)
}
