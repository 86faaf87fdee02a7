package closing

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/engine/norm"
	"arbiter/ui/internal/uitest"
)

// TestJudgingPanelThroughScreens: the judging panel is typed in the
// closing dialog («Суддівська колегія…»), stored, and the norm list then
// checks ЄСКУ against it: two judges of the 2nd category and one of the
// 3rd let no norm count (norms.md §1.1); a nameless judge is refused and
// changes nothing.
func TestJudgingPanelThroughScreens(t *testing.T) {
	svc, s, w := playedDecisive(t)
	test.Tap(s.Button("Norms, fees, prizes"))
	c := closingOf(s)
	if !strings.Contains(c.norms.Text, "не перевірено") && !strings.Contains(c.norms.Text, "not checked") {
		t.Fatalf("no word on the missing panel:\n%s", c.norms.Text)
	}
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("Judging panel…")))
	p := c.panel
	if p == nil || len(p.rows) != 3 {
		t.Fatalf("the panel dialog: %+v", p)
	}
	for i, name := range []string{"Коваль Петро", "Іваненко Ольга", "Бондар Ігор"} {
		test.Type(p.rows[i].name, name)
	}
	test.Type(p.rows[0].role, "головний суддя")
	p.rows[2].category.SetSelectedIndex(3) // III
	test.Tap(p.add)                        // a fourth, empty row: left out
	test.Tap(p.dlg.Save)
	js, err := svc.Closing.Panel(context.Background(), s.Ctx.Current.ID)
	if err != nil || len(js) != 3 || js[0].Name != "Коваль Петро" || js[0].Role != "головний суддя" ||
		js[1].Category != norm.JudgeSecond || js[2].Category != norm.JudgeThird {
		t.Fatalf("stored panel %+v, %v", js, err)
	}
	if strings.Contains(c.norms.Text, lang.L("norm fulfilled: {{.Norm}} (needed {{.Need}}, K {{.K}})",
		map[string]string{"Norm": levelText("4"), "Need": "2", "K": "5,0"})) || !strings.Contains(c.norms.Text, "Коваль Петро") {
		t.Errorf("a short panel let a norm count:\n%s", c.norms.Text)
	}

	// reopened, the rows are there; a judge without a name is refused
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("Judging panel…")))
	p = c.panel
	if len(p.rows) != 3 || p.rows[1].name.Text != "Іваненко Ольга" {
		t.Fatalf("reopened panel: %d rows", len(p.rows))
	}
	p.rows[1].name.SetText("")
	p.rows[1].role.SetText("секретар")
	test.Tap(p.dlg.Save)
	if o := uitest.TopOverlay(w); o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), "Суддя 2") && !strings.Contains(strings.Join(uitest.Labels(o), " "), "Judge 2") {
		t.Fatalf("a nameless judge: %v", o)
	}
	if js, _ := svc.Closing.Panel(context.Background(), s.Ctx.Current.ID); len(js) != 3 || js[1].Name != "Іваненко Ольга" {
		t.Errorf("a refused panel was stored: %+v", js)
	}
	// three of the 2nd category: the IV norm counts again
	w.Canvas().Overlays().Remove(uitest.TopOverlay(w))
	p.rows[1].name.SetText("Іваненко Ольга")
	p.rows[2].category.SetSelectedIndex(2)
	test.Tap(p.dlg.Save)
	if !strings.Contains(c.norms.Text, lang.L("norm fulfilled: {{.Norm}} (needed {{.Need}}, K {{.K}})",
		map[string]string{"Norm": levelText("4"), "Need": "2", "K": "5,0"})) {
		t.Errorf("a full panel:\n%s", c.norms.Text)
	}
}
