package panel

import (
	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/ui/internal/uitest"
	"testing"
)

// TestFIDEActionRules: fideAction runs the action once when nothing needs
// confirming and shows an error that is not a warning.
func TestFIDEActionRules(t *testing.T) {
	w := uitest.NewWindow(t)
	calls, done := 0, false
	FIDEAction(w, func(fide.Ack) error { calls++; return nil }, func() { done = true })
	if calls != 1 || !done || uitest.TopOverlay(w) != nil {
		t.Errorf("no warning: %d calls, done %v", calls, done)
	}
	FIDEAction(w, func(fide.Ack) error { return model.Errorf(model.Invalid, "x", model.Msg("Import"), nil) }, func() { t.Error("done after an error") })
	if o := uitest.TopOverlay(w); o == nil || !uitest.HasLabel(o, "Імпорт") {
		t.Error("the error is not shown")
	}
}
