package tournament

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"

	"arbiter/ui/kit"
)

// TestWhyPanel opens the explanation beside the board list of round 2 of
// seven players: the answer names the selected board's two players and
// their colour rule, the checklist lists every board and the bye (read
// back: each board of the screen is a board line of the checklist), and a
// change by hand (colours of board 1 swapped) is explained.
func TestWhyPanel(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 7, 7, "Сім гравців", model.SystemSwissDutch, 3)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "1=0")
	pairNext(t, s, w, 2)
	p := roundsOf(s)
	test.Tap(button(t, w.Content(), lang.L("Why this pairing?")))
	if !p.why.shown {
		t.Fatal("the panel did not open")
	}
	p.onBoardSelected(0)
	b := p.view.Boards[0]
	if len(p.why.answers) != 2 {
		t.Fatalf("answers %q, want one for each player of board 1", p.why.answers)
	}
	for i, no := range []int{b.White.StartNo, b.Black.StartNo} {
		if !strings.HasPrefix(p.why.answers[i], fmt.Sprintf("№%d ", no)) || !strings.Contains(p.why.answers[i], "C.04.3") {
			t.Errorf("answer %d: %q", i, p.why.answers[i])
		}
	}
	list := p.why.list.Text
	for _, bd := range p.view.Boards {
		line := model.Msg("Board %d: %s — %s; %s.", bd.No, fmt.Sprintf("№%d %s", bd.White.StartNo, bd.White.Name), fmt.Sprintf("№%d %s", bd.Black.StartNo, bd.Black.Name), "").In(kit.GUILang())
		if !strings.Contains(list, strings.TrimSuffix(line, "; .")) {
			t.Errorf("the checklist lacks board %d (%q):\n%s", bd.No, line, list)
		}
	}
	if p.view.Bye == nil || !strings.Contains(list, fmt.Sprintf("№%d", p.view.Bye.StartNo)) {
		t.Errorf("the checklist does not name the bye:\n%s", list)
	}
	if p.why.print.Disabled() {
		t.Error("Print is disabled with a checklist shown")
	}
	if _, err := svc.Pairings.SwapColours(context.Background(), tour.ID, 2, 1, true); err != nil {
		t.Fatal(err)
	}
	p.Load()
	if !strings.Contains(p.why.list.Text, model.Msg("Changed by hand").In(kit.GUILang())) {
		t.Errorf("the swapped board is not explained:\n%s", p.why.list.Text)
	}
	test.Tap(button(t, w.Content(), lang.L("Why this pairing?")))
	if p.why.shown || len(p.why.center.Objects) != 1 || p.why.center.Objects[0] != p.boards {
		t.Error("the panel did not close")
	}
}
