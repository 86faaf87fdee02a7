package kit

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func TestSetEnabled(t *testing.T) {
	test.NewTempApp(t)
	b := widget.NewButton("x", nil)
	for _, on := range []bool{false, true, false} {
		SetEnabled(b, on)
		if b.Disabled() == on {
			t.Fatalf("SetEnabled(%v): disabled %v", on, b.Disabled())
		}
	}
}
