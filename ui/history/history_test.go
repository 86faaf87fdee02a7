package history

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/ui/internal/tourtest"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/panel"
)

// The History button shows a new Swiss in FIDE mode with no events; leaving
// FIDE mode from it takes the two-step Level 5 confirmation (FIDE C.02,
// VCL4THP.13 Q43), after which the tournament is out of FIDE mode, the
// event is in its history and the button is no longer offered.
func TestHistoryLeavesFIDEMode(t *testing.T) {
	svc := uitest.NewService(t)
	w := uitest.NewWindow(t)
	tour := tourtest.Create(t, svc, model.Tournament{Name: "Кубок", System: model.SystemSwissDutch, Rounds: 5})
	reloaded := 0
	c := &panel.Ctx{Svc: svc, Win: w, Current: tour, Reload: func() { reloaded++ }}
	c.Bg.Inline = true
	a := NewAction(c)

	a.Tapped()
	o := uitest.TopOverlay(w)
	if o == nil {
		t.Fatal("the history dialog did not open")
	}
	if !uitest.HasLabel(o, lang.L("In FIDE mode.")) || !uitest.HasLabel(o, lang.L("No pairing-integrity events.")) {
		t.Fatalf("the history dialog of a new Swiss: %q", uitest.Labels(o))
	}
	before := uitest.Labels(o)
	test.Tap(uitest.Button(t, o, lang.L("Leave FIDE mode…")))
	for i := 0; i < 2 && uitest.TopOverlay(w) != o; i++ { // Level 5: two steps
		uitest.TapYes(t, w)
	}
	m, err := svc.FIDE.Mode(context.Background(), tour.ID)
	if err != nil || m.On {
		t.Fatalf("after leaving: %+v %v (the dialog showed %q)", m, err, before)
	}
	if reloaded != 1 {
		t.Errorf("the screen was reloaded %d times, want once", reloaded)
	}
	es, err := svc.FIDE.History(context.Background(), tour.ID)
	if err != nil || len(es) != 1 {
		t.Fatalf("history after leaving: %+v %v", es, err)
	}
	for uitest.TopOverlay(w) != nil {
		w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	}
	a.Tapped()
	if b := uitest.Button(t, uitest.TopOverlay(w), lang.L("Leave FIDE mode…")); !b.Disabled() {
		t.Error("«Leave FIDE mode» is still offered out of FIDE mode")
	}
}
