package tournament

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// The timetable dialog opens on the season's template (seed 000), saves
// the edited times and the entry rules in one action; the desk prints the
// entry forms in one click, and the registration list carries the
// timetable.
func TestScheduleDialogAndEntryForms(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 3, 3, "Першість", model.SystemSwissDutch, 3)
	ctx := context.Background()
	f := s.openSchedule(tour)
	if f == nil {
		t.Fatal("no timetable dialog")
	}
	if f.regFrom.Text != "16:00" || f.regTo.Text != "17:30" || f.drawFrom.Text != "17:30" || f.openTo.Text != "18:15" ||
		f.days[0].Text != tour.StartDate.Display() || f.starts[0].Text != "18:20" || len(f.days) != 3 {
		t.Fatalf("not the template: %q %q %q %q %q %q", f.regFrom.Text, f.regTo.Text, f.drawFrom.Text, f.openTo.Text, f.days[0].Text, f.starts[0].Text)
	}
	f.starts[2].SetText("10:00")
	f.days[2].SetText(f.days[1].Text) // round 3 on day 2 at 10:00: before round 2 at 18:20
	test.Tap(button(t, topOverlay(w), lang.L("Save")))
	if o := topOverlay(w); o == nil || !hasLabel(o, "Тур 3 стоїть у розкладі раніше за тур 2: розставте тури по порядку.") && !hasLabel(o, "Round 3 is scheduled before round 2: put the rounds in order.") {
		t.Fatalf("rounds out of order: %v", labels(o))
	}
	w.Canvas().Overlays().Remove(topOverlay(w)) // the error's dialog
	f.starts[1].SetText("09:00")
	f.required[3].SetChecked(true) // the document
	f.residence.SetText("Київ")
	f.orStudent.SetChecked(true)
	test.Tap(button(t, topOverlay(w), lang.L("Save")))
	if o := topOverlay(w); o != nil {
		t.Fatalf("dialog still open: %q", labels(o))
	}
	sc, _ := svc.Schedules().Get(ctx, tour.ID)
	if rt, _ := sc.Round(3); sc.RegFrom != "16:00" || rt.Start != "10:00" || rt.Day != model.DateOf(tour.StartDate.Time().AddDate(0, 0, 1)) {
		t.Errorf("stored timetable %+v", sc)
	}
	r, _ := svc.Personal().EntryRules(ctx, tour.ID)
	if strings.Join(r.Required, ",") != "document" || r.Residence != "Київ" || !r.OrStudent {
		t.Errorf("stored rules %+v", r)
	}

	dir, _ := s.Printer.Dir()
	deskOf(s).onEntryFormsTapped()
	deskOf(s).onPrintTapped()
	forms, _ := filepath.Glob(filepath.Join(dir, "заявки*.pdf"))
	regs, _ := filepath.Glob(filepath.Join(dir, "реєстрація*.pdf"))
	if len(forms) != 1 || len(regs) != 1 {
		t.Fatalf("printed %v %v", forms, regs)
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Fatal("the PDF tests need poppler-utils")
	}
	text, err := exec.Command("pdftotext", "-raw", forms[0], "-").Output()
	if err != nil || strings.Count(string(text), "ЗАЯВКА НА УЧАСТЬ") != 3 || !strings.Contains(string(text), "Першість") {
		t.Errorf("entry forms: %v\n%s", err, text)
	}
	text, _ = exec.Command("pdftotext", "-raw", regs[0], "-").Output()
	if !strings.Contains(string(text), "Реєстрація 16:00–17:30, жеребкування 17:30–18:00, відкриття 18:00–18:15.") {
		t.Errorf("registration list without the timetable:\n%s", text)
	}
}
