package season

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/ui/internal/uitest"
)

// The season's norm table: a row without a score is refused (the row
// named) and nothing is saved; Restore defaults puts norms.md's table back.
func TestSeasonNormTableDialog(t *testing.T) {
	svc := uitest.NewService(t)
	if _, err := svc.Seasons.CreateSeason(context.Background(), 2026, ""); err != nil {
		t.Fatal(err)
	}
	s, w, _ := newTestSeason(t, svc)
	if s.year != 2026 {
		t.Fatalf("season shown %d", s.year)
	}
	test.Tap(s.rules.normTable)
	r := s.rules
	if r.normDialog == nil || !strings.Contains(strings.Join(uitest.Labels(uitest.TopOverlay(w)), " "), lang.L("The default table.")) {
		t.Fatalf("norm table dialog: %q", uitest.Labels(uitest.TopOverlay(w)))
	}
	r.normText.SetText(strings.Replace(r.normText.Text, `"anchor_pct10": 750`, `"anchor_pct10": 0`, 1))
	test.Tap(r.normDialog.Save)
	if o := uitest.TopOverlay(w); o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), "2") || !uitest.HasLabel(o, lang.L("Error")) {
		t.Fatalf("a row without a score: %q", uitest.Labels(uitest.TopOverlay(w)))
	}
	cs := svc.Closing
	se, _ := svc.Seasons.SeasonByYear(context.Background(), 2026)
	if _, def, _ := cs.NormTable(context.Background(), se.ID); !def {
		t.Error("the refused table was saved")
	}
	uitest.TopOverlay(w).Hide()
	r.normText.SetText(strings.Replace(r.normText.Text, `"anchor_pct10": 0`, `"anchor_pct10": 700`, 1))
	test.Tap(r.normDialog.Save)
	tab, def, _ := cs.NormTable(context.Background(), se.ID)
	if def || tab.Rows[1].AnchorPct != 700 {
		t.Fatalf("edited table: %+v %v", tab.Rows[1], def)
	}
	test.Tap(s.rules.normTable)
	test.Tap(s.rules.normRestore)
	if _, def, _ := cs.NormTable(context.Background(), se.ID); !def {
		t.Error("Restore defaults kept the edited table")
	}
}
