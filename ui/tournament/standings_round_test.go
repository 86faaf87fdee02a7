package tournament

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
)

// The standings open on the round being played: after round 2 is paired
// they show round 2, even if an earlier visit chose round 1.
func TestStandingsOpenOnTheRoundBeingPlayed(t *testing.T) {
	_, s, w, _ := setUpTournament(t, 6, 6, "Вечірній турнір", model.SystemSwissDutch, 3)
	standingsOf(s).s.Bg.Inline = true
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "111")
	pairNext(t, s, w, 2)
	s.tabs.Select(tabOf[*standingsPanel](s))
	if standingsOf(s).view == nil || standingsOf(s).view.Round != 2 {
		t.Fatalf("standings opened on round %v, want 2", standingsOf(s).view)
	}
	standingsOf(s).roundSel.SetSelected(lang.L("After round {{.R}}", map[string]int{"R": 1}))
	if standingsOf(s).view.Round != 1 {
		t.Fatalf("choosing round 1 shows round %d", standingsOf(s).view.Round)
	}
	s.tabs.Select(tabOf[*pairingPanel](s))
	typeResults(t, s, w, "111")
	pairNext(t, s, w, 3)
	s.tabs.Select(tabOf[*standingsPanel](s))
	if standingsOf(s).view.Round != 3 {
		t.Errorf("after pairing round 3 the standings opened on round %d", standingsOf(s).view.Round)
	}
}

// After pairing the board list has the keyboard: the first result key
// reaches it without a click; ↑ on board 1 keeps board 1 selected and in
// view.
func TestAfterPairingKeysReachTheBoards(t *testing.T) {
	_, s, w, _ := setUpTournament(t, 6, 6, "Вечірній турнір", model.SystemSwissDutch, 3)
	pairNext(t, s, w, 1)
	if w.Canvas().Focused() != roundsOf(s).boards {
		t.Fatalf("after pairing the keyboard is at %T, not the board list", w.Canvas().Focused())
	}
	w.Canvas().Focused().TypedRune('1')
	if roundsOf(s).view.Boards[0].Result != model.WhiteWon {
		t.Fatalf("the first key after pairing did not reach board 1: %v", roundsOf(s).view.Boards[0].Result)
	}
	roundsOf(s).boards.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	roundsOf(s).boards.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
	if roundsOf(s).row != 0 {
		t.Errorf("↑ leaves board %d selected", roundsOf(s).row+1)
	}
}

// A withdrawn player is marked in the standings: his name cell and the
// line under the table say from which round.
func TestStandingsMarkTheWithdrawn(t *testing.T) {
	_, s, w, _ := setUpTournament(t, 6, 6, "Вечірній турнір", model.SystemSwissDutch, 3)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "111")
	s.tabs.Select(tabOf[*registrationDesk](s))
	deskOf(s).table.Select(widgetCellRow(1))
	test.Tap(deskOf(s).withdraw)
	test.Tap(button(t, topOverlay(w), lang.L("Save")))
	name := deskOf(s).shown[1].Player.FullName()
	s.tabs.Select(tabOf[*standingsPanel](s))
	mark := withdrawnName(name, 2)
	var row = -1
	for i, r := range standingsOf(s).rows {
		if r.StartNo == 2 {
			row = i
		}
	}
	if row < 0 {
		t.Fatal("no. 2 is not in the standings")
	}
	l := widget.NewLabel("")
	standingsOf(s).updateCell(widget.TableCellID{Row: row, Col: 2}, l)
	if !strings.Contains(l.Text, lang.L("withdrawn from round {{.R}}", map[string]int{"R": 2})) && l.Text != mark {
		t.Errorf("no. 2's name cell reads %q, want the withdrawal marked", l.Text)
	}
	if !strings.Contains(standingsOf(s).legend.Text, mark) {
		t.Errorf("the line under the table %q does not name %q", standingsOf(s).legend.Text, mark)
	}
}
