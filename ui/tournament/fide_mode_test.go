package tournament

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/ui/panel"
)

// TestVCL_Q58_SettingsDialog: in the GUI a change of the number of rounds
// after the start opens a Level 4 dialog that shows what will change (FIDE
// C.02 VCL4THP.13 Q58, Q217); No keeps the old settings, Yes saves and
// logs the change, and the history shows it. Leaving FIDE mode takes two
// dialogs and marks the tournament on the list (Q43, Q46).
func TestVCL_Q58_SettingsDialog(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 6, 6, "Турнір ФІДЕ", model.SystemSwissDutch, 5)
	pairNext(t, s, w, 1)

	open := func() {
		test.Tap(buttonOf(s, "Settings"))
		formOf(s).rounds.SetText("4")
		settingsOf(s).onSaveTapped()
	}
	open()
	text := overlayText(t, s)
	if !strings.Contains(text, "Рівень 4: Кількість турів змінюється після жеребкування 1-го туру.") || !strings.Contains(text, "турів: 5 → 4") {
		t.Fatalf("the dialog says %q", text)
	}
	test.Tap(button(t, topOverlay(w), lang.L("No")))
	if got, _ := svc.Tournaments.GetTournament(context.Background(), tour.ID); got.Rounds != 5 {
		t.Fatalf("No saved %d rounds", got.Rounds)
	}
	settingsOf(s).onSaveTapped() // the settings dialog is still open
	tapYes(t, w)
	if got, _ := svc.Tournaments.GetTournament(context.Background(), tour.ID); got.Rounds != 4 {
		t.Fatalf("Yes kept %d rounds", got.Rounds)
	}

	test.Tap(buttonOf(s, "History"))
	if text := overlayText(t, s); !strings.Contains(text, lang.L("In FIDE mode.")) || !strings.Contains(text, "Змінено кількість турів: number of rounds 5 -> 4") {
		t.Fatalf("history %q", text)
	}
	test.Tap(button(t, topOverlay(w), lang.L("Leave FIDE mode…")))
	if text := overlayText(t, s); !strings.Contains(text, "Рівень 4: Турнір виходить з режиму ФІДЕ. Це не можна скасувати.") {
		t.Fatalf("first step %q", text)
	}
	tapYes(t, w)
	if text := overlayText(t, s); !strings.HasPrefix(text, "Підтвердьте ще раз") && !strings.Contains(text, lang.L("Confirm once more")) {
		t.Fatalf("second step %q", text)
	}
	if m, _ := svc.FIDE.Mode(context.Background(), tour.ID); !m.On {
		t.Fatal("left after one confirmation")
	}
	tapYes(t, w)
	if m, _ := svc.FIDE.Mode(context.Background(), tour.ID); !m.Left() {
		t.Fatal("still in FIDE mode after two confirmations")
	}
	if line := tournamentLine(s.tournaments[0]) + panel.MarkOf(s.Marks, s.tournaments[0]); !strings.Contains(line, "не в режимі ФІДЕ з 1-го туру") {
		t.Errorf("list line %q", line)
	}
}

// TestVCL_Q65_PhaseButtons: on the rounds tab «Редагувати пари» opens the
// manual-pairing phase, the next round waits for it, and «Затвердити
// пари» compares the round with the engine's: a swapped board is a Level 4
// dialog showing the engine's pairing (Q65, Q68–69).
func TestVCL_Q65_PhaseButtons(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 6, 6, "Ручні пари", model.SystemSwissDutch, 5)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "1=0")
	pairNext(t, s, w, 2)
	test.Tap(roundsOf(s).phase.edit)
	if r, _ := svc.FIDE.EditedRound(context.Background(), tour.ID); r != 2 {
		t.Fatalf("editing round %d", r)
	}
	roundsOf(s).goToBoard(0)
	test.Tap(roundsOf(s).swap)
	if topOverlay(w) != nil { // the swap may break a colour rule: confirm it
		tapYes(t, w)
	}
	test.Tap(roundsOf(s).phase.validate)
	text := overlayText(t, s)
	if !strings.Contains(text, "Рівень 4: Жеребкування 2-го туру відрізняється від програмного.") || !strings.Contains(text, "програма зводить: ") {
		t.Fatalf("validation dialog %q", text)
	}
	for topOverlay(w) != nil {
		tapYes(t, w)
	}
	if r, _ := svc.FIDE.EditedRound(context.Background(), tour.ID); r != 0 {
		t.Errorf("still editing round %d", r)
	}
	es, _ := svc.FIDE.History(context.Background(), tour.ID)
	if len(es) != 2 || es[1].Kind != fide.KindMPA {
		t.Errorf("history %+v", es)
	}
}
