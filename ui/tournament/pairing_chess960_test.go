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

// TestChess960DrawButton: the Chess960 mark of the settings dialog, then
// on the pairing screen the round's position — not drawn, drawn with the
// button (the one stored), entered by hand — and the buttons disabled once
// the round has a result (FIDE C.02 VCL4THP.13 Q222; pairing_chess960.go).
func TestChess960DrawButton(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 4, "Кубок Фішера", model.SystemSwissDutch, 3)
	ctx := context.Background()
	test.Tap(buttonOf(s, "Settings"))
	if formOf(s) == nil || formOf(s).chess960 == nil || formOf(s).chess960.Disabled() {
		t.Fatal("the settings dialog has no Chess960 mark to set")
	}
	formOf(s).chess960.SetChecked(true)
	test.Tap(dialogOf(s).Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("settings dialog still open: %q", labels(o))
	}
	if c, err := svc.Chess960().Get(ctx, tour.ID); err != nil || !c.On {
		t.Fatalf("the mark is not saved: %+v %v", c, err)
	}

	s.tabs.Select(tabOf[*pairingPanel](s))
	test.Tap(roundsOf(s).pair)
	bar := roundsOf(s).c960
	if bar.box.Hidden || bar.label.Text != lang.L("Chess960: the position of round {{.R}} is not drawn yet", map[string]int{"R": 1}) {
		t.Fatalf("before the draw: hidden %v, %q", bar.box.Hidden, bar.label.Text)
	}
	test.Tap(bar.draw)
	p, ok, err := svc.Chess960().Position(ctx, tour.ID, 1)
	if err != nil || !ok || !p.Drawn || p.SP == 518 {
		t.Fatalf("the draw stored %+v %v %v", p, ok, err)
	}
	if bar.label.Text != p.Line(kit.GUILang()) || bar.draw.Text != lang.L("Draw again") {
		t.Errorf("after the draw: %q, button %q; stored %q", bar.label.Text, bar.draw.Text, p.Line(kit.GUILang()))
	}

	test.Tap(bar.enter)
	dlg := topOverlay(w)
	es := entriesIn(dlg)
	if len(es) != 1 {
		t.Fatalf("%d entries in the dialog", len(es))
	}
	test.Type(es[0], "rnbqkbnr")
	test.Tap(button(t, dlg, lang.L("Save")))
	if o := topOverlay(w); o != nil {
		t.Fatalf("a dialog is left open: %q", labels(o))
	}
	if !strings.Contains(bar.label.Text, "SP 518 — RNBQKBNR") {
		t.Errorf("after entering by hand: %q", bar.label.Text)
	}

	v, err := svc.Pairings.Round(ctx, tour.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := svc.Tournaments.SetResult(ctx, tour.ID, 1, v.Boards[0].No, "1-0", false); err != nil {
		t.Fatal(err)
	}
	roundsOf(s).Load()
	if !bar.draw.Disabled() || !bar.enter.Disabled() {
		t.Errorf("the buttons stay enabled after a result: draw %v, enter %v", bar.draw.Disabled(), bar.enter.Disabled())
	}
	if !strings.Contains(bar.label.Text, "SP 518") {
		t.Errorf("after a result: %q", bar.label.Text)
	}
}

// TestChess960BarHidden: a tournament not Chess960 shows no Chess960 row.
func TestChess960BarHidden(t *testing.T) {
	_, s, _, _ := setUpTournament(t, 4, 4, "Звичайний", model.SystemSwissDutch, 3)
	s.tabs.Select(tabOf[*pairingPanel](s))
	test.Tap(roundsOf(s).pair)
	if !roundsOf(s).c960.box.Hidden {
		t.Errorf("the Chess960 row is shown: %q", roundsOf(s).c960.label.Text)
	}
}
