package knockout

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/internal/uitest"
	"arbiter/ui/panel"
)

// TestKnockoutLotAndPrintouts: on the bracket tab of an 8-player knockout
// the director draws the first colours by lot again (the seed is shown, and
// each match's first game follows engine/knockout's lot), prints the
// bracket with every player's name on it and the knockout's crosstable;
// once a game is recorded the lot can no longer be drawn.
func TestKnockoutLotAndPrintouts(t *testing.T) {
	_, s, w, _ := setUpKnockout(t, 8, "Олімпійка вісім", 3)
	panel.LotSeed = func() uint64 { return 20100317 }
	t.Cleanup(func() { panel.LotSeed = panel.DefaultLotSeed })
	s.SelectTab("Bracket")
	k := bracketOf(s)
	// A new knockout already draws its first colours by lot (seed 004 §5,
	// the form's default); the director draws again with another seed.
	if k.view == nil || !k.view.ColourLot || k.view.ColourSeed == 20100317 || k.drawLot.Disabled() {
		t.Fatalf("before the lot: view %+v, button disabled %v", k.view, k.drawLot.Disabled())
	}
	test.Tap(k.drawLot)
	uitest.TapYes(t, w)
	if !k.view.ColourLot || k.view.ColourSeed != 20100317 || !strings.Contains(k.lot.Text, "20100317") {
		t.Fatalf("after the lot: %+v, label %q", k.view, k.lot.Text)
	}
	// Match p of round 1 (seed 20100317·1000+100+p): White in game 1 for the
	// better seed (A) or the other (B), worked out by hand from SplitMix64.
	const lot = "AAAB"
	for i, m := range k.view.Rounds[0] {
		want := m.A.StartNo
		if lot[i] == 'B' {
			want = m.B.StartNo
		}
		if m.Next == nil || m.Next.White != want {
			t.Errorf("match 1.%d: next game %+v, want White %d", i+1, m.Next, want)
		}
	}
	test.Tap(k.print)
	uitest.Dismiss(t, w)
	test.Tap(k.table)
	uitest.Dismiss(t, w)
	dir, _ := s.Printer.Dir()
	files, _ := filepath.Glob(filepath.Join(dir, "сітка_*.pdf"))
	if len(files) != 1 {
		t.Fatalf("bracket printouts %v", files)
	}
	text, err := exec.Command("pdftotext", "-layout", "-enc", "UTF-8", files[0], "-").Output()
	if err != nil {
		t.Fatalf("pdftotext (make test installs poppler-utils): %v", err)
	}
	for _, name := range uitest.Surnames[:8] {
		if !strings.Contains(string(text), name) {
			t.Errorf("%s is not on the bracket", name)
		}
	}
	if !strings.Contains(string(text), "ключ 20100317") {
		t.Errorf("the lot is not printed:\n%s", text)
	}
	if tables, _ := filepath.Glob(filepath.Join(dir, "таблиця_сітки_*.pdf")); len(tables) != 1 {
		t.Errorf("crosstable printouts %v", tables)
	}
	var win *widget.Button
	uitest.Walk(k.rounds, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == "1-0" && win == nil {
			win = b
		}
	})
	test.Tap(win)
	if !k.drawLot.Disabled() {
		t.Error("the lot can still be drawn after a game")
	}
	if want := lang.L("Draw colours by lot"); k.drawLot.Text != want {
		t.Errorf("button %q", k.drawLot.Text)
	}
}
