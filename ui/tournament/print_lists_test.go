package tournament

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/model"

	"arbiter/ui/kit"
)

// TestDeskAndRoundPrintouts: in a tournament showing the girls'
// standings the desk's and the round's Print buttons and the round's
// «Other lists» by name each write a PDF (the standings' printouts are
// ui/standings' TestSubStandingsTable).
func TestDeskAndRoundPrintouts(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	for i := 0; i < 4; i++ {
		g := model.Male
		if i%2 == 1 {
			g = model.Female
		}
		addPlayer(t, svc, model.Player{Surname: surnames[i], Name: "Олена", Gender: g, FIDERating: 2000 - 50*i})
	}
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Змішаний турнір")
	formOf(s).subStandings.SetSelected([]string{kit.SubLabel("girls")})
	test.Tap(dialogOf(s).Save)
	for i := 0; i < 4; i++ {
		registerByName(t, s, w, surnames[i], 100)
	}
	test.Tap(deskOf(s).print)
	dismiss(t, w)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "10")
	test.Tap(roundsOf(s).print)
	dismiss(t, w)
	more := openMenu(t, w, roundsOf(s).printMore)
	if len(more.Items) != 2 {
		t.Fatalf("«Other lists» has %d items, want large and by name", len(more.Items))
	}
	test.Tap(more.Items[1].(fyne.Tappable)) // by name
	dismiss(t, w)

	dir, _ := s.Printer.Dir()
	files, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
	if len(files) != 3 { // registration, pairing by board, by name
		t.Errorf("printouts %v, want 3", files)
	}
}
