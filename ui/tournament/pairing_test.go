package tournament

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"

	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
)

// TestManualChangeBreakingARuleWarns gives the bye of round 2 to the
// player who had the bye in round 1: the dialog names the broken rule,
// and nothing changes until the director confirms.
func TestManualChangeBreakingARuleWarns(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 7, 7, "Сім гравців", model.SystemSwissDutch, 3)
	pairNext(t, s, w, 1)
	bye := roundsOf(s).view.Bye
	if bye == nil {
		t.Fatal("round 1 of seven players has no bye")
	}
	typeResults(t, s, w, "1=0")
	pairNext(t, s, w, 2)
	before := roundsOf(s).view

	test.Tap(roundsOf(s).toBye)
	o := topOverlay(w)
	var startNo *kit.TextEntry
	walk(o, func(c fyne.CanvasObject) {
		if e, ok := c.(*kit.TextEntry); ok && startNo == nil {
			startNo = e
		}
	})
	if startNo == nil {
		t.Fatal("Move to bye asks no start number")
	}
	startNo.SetText(strconv.Itoa(bye.StartNo))
	test.Tap(button(t, o, lang.L("Save")))
	o = topOverlay(w)
	if o == nil {
		t.Fatal("a second bye for the same player was accepted without a warning")
	}
	text := strings.Join(labels(o), "\n")
	if !strings.Contains(text, lang.L("Make the change anyway?")) || !strings.Contains(text, ":") {
		t.Fatalf("warning dialog says %q", text)
	}
	after := mustRound(t, svc, tour.ID, 2)
	if after.Bye == nil || after.Bye.StartNo != before.Bye.StartNo {
		t.Fatalf("the change was saved before the director confirmed: bye %+v", after.Bye)
	}
	tapYes(t, w)
	after = mustRound(t, svc, tour.ID, 2)
	if after.Bye == nil || after.Bye.StartNo != bye.StartNo {
		t.Fatalf("after confirming, the bye is %+v, want no. %d", after.Bye, bye.StartNo)
	}
}

// TestCorrectingAResultAsksFirst: typing a different result on a board
// that has one asks before correcting; the same key just moves on; a round
// with results is unpaired only after a second confirmation.
func TestCorrectingAResultAsksFirst(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 4, "Чотири", model.SystemSwissDutch, 3)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "10")
	roundsOf(s).goToBoard(0)
	test.Type(roundsOf(s).boards, "1")
	if topOverlay(w) != nil || roundsOf(s).row != 1 {
		t.Fatalf("the same result typed again should move on; row %d, overlay %v", roundsOf(s).row, topOverlay(w))
	}
	roundsOf(s).goToBoard(0)
	test.Type(roundsOf(s).boards, "=")
	if topOverlay(w) == nil {
		t.Fatal("a correction was made without asking")
	}
	if got := mustRound(t, svc, tour.ID, 1).Boards[0].Result; got != model.WhiteWon {
		t.Fatalf("board 1 changed to %q before confirming", got)
	}
	tapYes(t, w)
	if got := mustRound(t, svc, tour.ID, 1).Boards[0].Result; got != model.Drawn {
		t.Fatalf("board 1 after the correction: %q", got)
	}

	// Unpairing round 2 after a result was entered asks twice: the second
	// time with the Service's message on the results that go too.
	pairNext(t, s, w, 2)
	typeResults(t, s, w, "1")
	test.Tap(roundsOf(s).unpair)
	tapYes(t, w)
	if roundsOf(s).paired != 2 {
		t.Fatal("a round with a result was unpaired on the first confirmation")
	}
	tapYes(t, w)
	if roundsOf(s).paired != 1 || len(mustRound(t, svc, tour.ID, 1).Boards) != 2 {
		t.Fatalf("after unpairing, %d rounds paired", roundsOf(s).paired)
	}
}

// TestSixPlayerRoundRobin pairs all five rounds at once (Berger tables),
// enters every result and shows the 6×6 grid.
func TestSixPlayerRoundRobin(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 6, 6, "Кругова шістка", model.SystemRoundRobin, 5)
	s.tabs.Select(tabOf[*pairingPanel](s))
	test.Tap(roundsOf(s).pair)
	if roundsOf(s).paired != 5 {
		t.Fatalf("round robin: %d rounds paired, want all 5 at once", roundsOf(s).paired)
	}
	for r := 1; r <= 5; r++ {
		roundsOf(s).roundSel.SetSelected(roundLabel(r))
		if roundsOf(s).round != r || len(roundsOf(s).view.Boards) != 3 {
			t.Fatalf("round %d shows round %d with %d boards", r, roundsOf(s).round, len(roundsOf(s).view.Boards))
		}
		typeResults(t, s, w, "1=0")
	}
	// the typed results as the Crosstable and Standings tabs read them
	// (ui/standings' TestRoundRobinCrosstable shows and prints them)
	cv, err := svc.Tournaments.Crosstable(context.Background(), tour.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	uitest.CheckRoundRobinGrid(t, cv, 6)
	st, err := svc.Tournaments.Standings(context.Background(), tour.ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, r := range st.Rows {
		total += r.Points
	}
	if total != 30 { // 15 games, one point each
		t.Errorf("round robin points add up to %d half-points, want 30", total)
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
