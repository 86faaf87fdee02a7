package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/kit"
)

// dialogHeight is the height an open dialog asks for.
func dialogHeight(o fyne.CanvasObject) float32 {
	if p, ok := o.(*widget.PopUp); ok {
		return p.Content.MinSize().Height
	}
	return o.MinSize().Height
}

// TestConfirmListFitsTheScreen: a confirmation listing 40 qualifiers
// keeps its height within a 768-pixel screen (the list scrolls), still
// holds every line, and Yes answers it; a short one is the plain confirm.
func TestConfirmListFitsTheScreen(t *testing.T) {
	for _, n := range []int{3, 40} {
		w := newTestWindow(t)
		var lines []string
		for i := 1; i <= n; i++ {
			lines = append(lines, fmt.Sprintf("Гравець %d — Півфінал А: %d, 5 (місце)", i, i))
		}
		yes := false
		kit.ConfirmList(w, "Qualifiers", strings.Join(lines, "\n")+"\nRegister?", func() { yes = true })
		o := topOverlay(w)
		if o == nil {
			t.Fatalf("%d lines: no dialog", n)
		}
		text := strings.Join(labels(o), "\n")
		for _, l := range lines {
			if !strings.Contains(text, l) {
				t.Fatalf("%d lines: %q is not shown", n, l)
			}
		}
		if height := dialogHeight(o); height > 700 || height < 100 {
			t.Errorf("%d lines: the dialog is %.0f pixels high", n, height)
		}
		tapYes(t, w)
		if !yes {
			t.Errorf("%d lines: Yes did not answer", n)
		}
	}
}
