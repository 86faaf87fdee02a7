package tournament

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

// TestVCL_Q63_ByHandDialog: player 1 is a forbidden pair with the other
// three, so the engine has no pairing of round 1 (C.04.1 art. 2); pairing
// says so and offers the round by hand; the dialog takes the boards (1-3,
// 2-4), the forbidden pair is a Level 3 dialog, and the round is saved in
// the manual-pairing phase with a Manual event (FIDE C.02, VCL4THP.13
// Q63–64).
func TestVCL_Q63_ByHandDialog(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 4, "Вручну", model.SystemSwissDutch, 3)
	ctx := context.Background()
	ps, err := svc.Tournaments.Participants(ctx, tour.ID)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[int]model.PlayerID{}
	for _, p := range ps {
		ids[p.StartNo] = p.PlayerID
	}
	if err := svc.Pairings.SetForbiddenPairs(ctx, tour.ID, [][2]model.PlayerID{{ids[1], ids[2]}, {ids[1], ids[3]}, {ids[1], ids[4]}}); err != nil {
		t.Fatal(err)
	}
	s.tabs.Select(tabOf[*pairingPanel](s))
	test.Tap(roundsOf(s).pair)
	if text := overlayText(t, s); !strings.Contains(text, lang.L("Build the round by hand, so that the tournament can go on?")) {
		t.Fatalf("no offer of a round by hand: %q", text)
	}
	tapYes(t, w)
	dlg := topOverlay(w)
	es := entriesIn(dlg)
	if len(es) != 5 { // two boards (White, Black) and the bye
		t.Fatalf("%d entries in the dialog", len(es))
	}
	for i, v := range []string{"1", "3", "2", "4"} {
		test.Type(es[i], v)
	}
	test.Tap(button(t, dlg, lang.L("Save")))
	if text := overlayText(t, s); !strings.Contains(text, "Рівень 3:") || !strings.Contains(text, "C1") {
		t.Fatalf("the forbidden pair is not a Level 3 dialog: %q", text)
	}
	tapYes(t, w)
	if o := topOverlay(w); o != nil {
		t.Fatalf("a dialog is left open: %q", labels(o))
	}
	v, err := svc.Pairings.Round(ctx, tour.ID, 1)
	if err != nil || len(v.Boards) != 2 || v.Boards[0].White.StartNo != 1 || v.Boards[0].Black.StartNo != 3 ||
		v.Boards[1].White.StartNo != 2 || v.Boards[1].Black.StartNo != 4 {
		t.Fatalf("round 1 %+v %v", v, err)
	}
	if r, _ := svc.FIDE.EditedRound(ctx, tour.ID); r != 1 {
		t.Errorf("round 1 is not being edited: %d", r)
	}
	if es, _ := svc.FIDE.History(ctx, tour.ID); len(es) != 1 || es[0].Kind != fide.KindManual {
		t.Errorf("history %+v", es)
	}
}

// TestVCL_Q63_ByHandRefused: a player left out is refused naming him and
// the dialog stays open for the correction.
func TestVCL_Q63_ByHandRefused(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 4, "Вручну", model.SystemSwissDutch, 3)
	s.tabs.Select(tabOf[*pairingPanel](s))
	test.Tap(roundsOf(s).byHand)
	dlg := topOverlay(w)
	es := entriesIn(dlg)
	test.Type(es[0], "1")
	test.Type(es[1], "3")
	test.Tap(button(t, dlg, lang.L("Save")))
	if text := overlayText(t, s); !strings.Contains(text, "(№ 2)") || !strings.Contains(text, "(№ 4)") {
		t.Fatalf("the refusal does not name the missing players: %q", text)
	}
	if v, _ := svc.Tournaments.State(context.Background(), tour.ID); v.Paired != 0 {
		t.Errorf("a refused round was saved: %+v", v)
	}
}

// TestVCL_Q114_UndoButton: the history's «Скасувати останню подію…»
// shows what will be lost (Level 4) and, confirmed, puts back the copy
// made before the round built by hand: round 1 is unpaired again.
func TestVCL_Q114_UndoButton(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 4, "Вручну", model.SystemSwissDutch, 3)
	ctx := context.Background()
	if _, _, err := svc.ByHand.Pair(ctx, tour.ID, model.HandRound{Boards: []trf.Board{{White: 1, Black: 3}, {White: 4, Black: 2}}}, fide.Ack{Confirmed: true}); err != nil {
		t.Fatal(err)
	}
	test.Tap(buttonOf(s, "History"))
	test.Tap(button(t, topOverlay(w), lang.L("Undo the last event…")))
	text := overlayText(t, s)
	if !strings.Contains(text, "Рівень 4:") || !strings.Contains(text, "подія: Ручне жеребкування, тур 1") {
		t.Fatalf("the undo dialog %q", text)
	}
	tapYes(t, w)
	if st, _ := svc.Tournaments.State(ctx, tour.ID); st.Paired != 0 {
		t.Errorf("round 1 is still paired after the undo: %+v", st)
	}
	if es, _ := svc.FIDE.History(ctx, tour.ID); len(es) != 0 {
		t.Errorf("history after the undo %+v", es)
	}
}
