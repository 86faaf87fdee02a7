package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// TestVCL_Q157_GUIAdjourned: on the results screen the key ? records the
// selected board as adjourned, shown «відкл.» (FIDE C.02 VCL4THP.13
// Q157); pairing on shows the Level 2 warning (Q168); a result key on the
// adjourned board enters its real result, a win only after the Level 3
// dialog is answered Yes (Q163).
func TestVCL_Q157_GUIAdjourned(t *testing.T) {
	_, s, w, _ := setUpTournament(t, 6, 6, "Відкладені", model.SystemSwissDutch, 3)
	s.rounds.s.bg.Inline = true
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "?11")
	if b := s.rounds.view.Boards[0]; !b.Adjourned || b.Result != model.Drawn || s.rounds.cell(0, 5) != "відкл." {
		t.Fatalf("board 1: %+v, cell %q", b, s.rounds.cell(0, 5))
	}
	test.Tap(s.rounds.pair)
	o := topOverlay(w)
	if o == nil || !hasLabelContaining(o, "Рівень 2: Відкладена партія на дошці 1 туру 1") {
		t.Fatalf("no Level 2 warning before pairing: %v", o)
	}
	test.Tap(button(t, o, lang.L("OK")))
	if s.rounds.round != 2 {
		t.Fatalf("round %d shown after pairing", s.rounds.round)
	}
	s.tabs.Select(s.standingsTab)
	if !strings.Contains(s.standings.legend.Text, "Відкладені партії, зараховані як нічиї, доки не внесено їхні результати: тур 1, дошка 1.") {
		t.Errorf("standings legend %q", s.standings.legend.Text)
	}
	s.tabs.Select(s.roundsTab)
	s.rounds.roundSel.SetSelected(roundLabel(1))
	typeResults(t, s, w, "1")
	o = topOverlay(w)
	if o == nil || !hasLabelContaining(o, "Рівень 3:") {
		t.Fatalf("no Level 3 dialog: %v", o)
	}
	test.Tap(button(t, o, lang.L("Yes")))
	if b := s.rounds.view.Boards[0]; b.Adjourned || b.Result != model.WhiteWon || strings.Contains(s.rounds.cell(0, 5), "відкл") {
		t.Errorf("after the real result: %+v", b)
	}
}
