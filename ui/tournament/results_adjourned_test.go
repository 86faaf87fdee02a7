package tournament

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/ui/kit"
)

// TestVCL_Q157_GUIAdjourned: on the results screen the key ? records the
// selected board as adjourned, shown «відкл.» (FIDE C.02 VCL4THP.13
// Q157); pairing on shows the Level 2 warning (Q168); a result key on the
// adjourned board enters its real result, a win only after the Level 3
// dialog is answered Yes (Q163).
func TestVCL_Q157_GUIAdjourned(t *testing.T) {
	svc, s, w, _ := setUpTournament(t, 6, 6, "Відкладені", model.SystemSwissDutch, 3)
	roundsOf(s).s.Bg.Inline = true
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "?11")
	if b := roundsOf(s).view.Boards[0]; !b.Adjourned || b.Result != model.Drawn || roundsOf(s).cell(0, 5) != "відкл." {
		t.Fatalf("board 1: %+v, cell %q", b, roundsOf(s).cell(0, 5))
	}
	test.Tap(roundsOf(s).pair)
	o := topOverlay(w)
	if o == nil || !hasLabelContaining(o, "Рівень 2: Відкладена партія на дошці 1 туру 1") {
		t.Fatalf("no Level 2 warning before pairing: %v", o)
	}
	test.Tap(button(t, o, lang.L("OK")))
	if roundsOf(s).round != 2 {
		t.Fatalf("round %d shown after pairing", roundsOf(s).round)
	}
	// the standings name it (ui/standings' TestVCL_Q157_GUIAdjournedUnderStandings
	// shows the line under the table)
	if st, err := svc.Tournaments.Standings(context.Background(), s.Ctx.Current.ID, 2); err != nil ||
		!strings.Contains(model.AdjournedNote(kit.GUILang(), st.Adjourned), "Відкладені партії, зараховані як нічиї, доки не внесено їхні результати: тур 1, дошка 1.") {
		t.Errorf("standings after round 2 name the adjourned games %+v (%v)", st, err)
	}
	s.tabs.Select(tabOf[*pairingPanel](s))
	roundsOf(s).roundSel.SetSelected(roundLabel(1))
	typeResults(t, s, w, "1")
	o = topOverlay(w)
	if o == nil || !hasLabelContaining(o, "Рівень 3:") {
		t.Fatalf("no Level 3 dialog: %v", o)
	}
	test.Tap(button(t, o, lang.L("Yes")))
	if b := roundsOf(s).view.Boards[0]; b.Adjourned || b.Result != model.WhiteWon || strings.Contains(roundsOf(s).cell(0, 5), "відкл") {
		t.Errorf("after the real result: %+v", b)
	}
}
