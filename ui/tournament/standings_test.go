package tournament

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"

	"arbiter/ui/kit"
)

// TestSubStandingsAndPrintouts: a tournament showing the girls'
// standings offers them in the selector, placed again from 1; the desk's,
// the round's and the standings' Print buttons each write a PDF; selecting
// a player shows the explanation of the tie-breaks in Ukrainian.
func TestSubStandingsAndPrintouts(t *testing.T) {
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

	s.tabs.Select(tabOf[*standingsPanel](s))
	sp := standingsOf(s)
	if len(sp.view.Subs) != 1 || len(sp.subSel.Options) != 2 {
		t.Fatalf("sub-standings %+v, selector %q", sp.view.Subs, sp.subSel.Options)
	}
	sp.subSel.SetSelected(sp.view.Subs[0].Title)
	if len(sp.rows) != 2 || sp.rows[0].PlaceFrom != 1 {
		t.Fatalf("girls' standings rows %+v", sp.rows)
	}
	for _, r := range sp.rows {
		if r.StartNo != 2 && r.StartNo != 4 {
			t.Errorf("no. %d (%s) is not a girl", r.StartNo, r.Name)
		}
	}
	// selecting a girl shows the model's explanation in Ukrainian, round by round
	sp.table.Select(widget.TableCellID{Row: 0, Col: 2})
	if ex := sp.explanation.Text; !strings.Contains(ex, "гравця "+strconv.Itoa(sp.rows[0].StartNo)+" = ") || !strings.Contains(ex, "тур 1 — ") {
		t.Errorf("explanation of %s: %q", sp.rows[0].Name, ex)
	}
	// back to the overall table: the girl's explanation does not stay beside it
	sp.subSel.SetSelected(sp.subSel.Options[0])
	if ex := sp.explanation.Text; ex != lang.L("Select a player to see how the tie-breaks were computed.") {
		t.Errorf("after changing the table the explanation still says %q", ex)
	}
	sp.subSel.SetSelected(sp.view.Subs[0].Title)
	test.Tap(sp.printSub)
	dismiss(t, w)
	dir, _ := s.Printer.Dir()
	files, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
	if len(files) != 4 { // registration, pairing by board, by name, girls' standings
		t.Errorf("printouts %v, want 4", files)
	}
}
