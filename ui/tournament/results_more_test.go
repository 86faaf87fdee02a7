package tournament

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
)

// TestVCL_Q180_GUIOtherResult: the results without a key (FIDE C.02
// VCL4THP.13 Q180–185: ½-0, 0-½, 0-0 and the unrated W/L, D/D, L/W) are
// chosen from «Other result…» for the selected board and stored.
func TestVCL_Q180_GUIOtherResult(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 4, "Чотири", model.SystemSwissDutch, 3)
	pairNext(t, s, w, 1)
	for board, want := range []model.GameResult{model.WhiteHalfBlackZero, model.DrawnUnrated} {
		roundsOf(s).goToBoard(board)
		roundsOf(s).onOtherResultTapped()
		var radio *widget.RadioGroup
		walk(topOverlay(w), func(o fyne.CanvasObject) {
			if r, ok := o.(*widget.RadioGroup); ok {
				radio = r
			}
		})
		if radio == nil {
			t.Fatal("no list of results")
		}
		radio.SetSelected(moreResultText(want))
		tapYes(t, w)
		if got := mustRound(t, svc, tour.ID, 1).Boards[board].Result; got != want {
			t.Errorf("board %d: %v, want %v", board+1, got, want)
		}
	}
}
