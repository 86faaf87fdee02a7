package ui

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// The player dialog's entry-form fields are saved with the player, read
// back when it opens again, and the dialog (its form scrolling inside)
// stays within a 1366×768 window.
func TestPlayerFormEntryFields(t *testing.T) {
	svc := newTestService(t)
	p := addPlayer(t, svc, model.Player{Surname: "Гнатюк", Name: "Ярема"})
	s, w := newTestPlayers(t, svc)
	w.Resize(fyne.NewSize(1366, 768))
	s.openForm(lang.L("Edit player"), p)
	f := s.form.personal
	if f == nil {
		t.Fatal("the player dialog has no entry-form fields")
	}
	test.Type(f.education, "Ліцей № 171")
	test.Type(f.society, "Спартак")
	test.Type(f.address, "Київ, вул. Шулявська, 5")
	f.docType.SetSelectedIndex(2) // birth certificate
	test.Type(f.docNumber, "І-КИ 123456")
	test.Type(f.medical, "15.11.2026")
	test.Type(f.residence, "Київ")
	test.Type(f.district, "Шевченківський")
	if o := topOverlay(w); o == nil || o.Size().Height > 768 || o.Size().Width > 1366 {
		t.Fatalf("the dialog does not fit 1366×768: %v", o)
	}
	test.Tap(s.dialog.Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("dialog still open: %q", labels(o))
	}
	got, err := svc.Personal().Data(context.Background(), p.ID)
	want := model.PersonalData{Player: p.ID, Education: "Ліцей № 171", Society: "Спартак", Address: "Київ, вул. Шулявська, 5",
		DocType: model.DocBirthCertificate, DocNumber: "І-КИ 123456", Medical: model.NewDate(2026, 11, 15), Residence: "Київ", District: "Шевченківський"}
	if err != nil || got != want {
		t.Fatalf("stored %+v, %v; want %+v", got, err, want)
	}
	s.openForm(lang.L("Edit player"), p)
	if s.form.personal.docNumber.Text != "І-КИ 123456" || s.form.personal.docType.SelectedIndex() != 2 || s.form.personal.medical.Text != "15.11.2026" {
		t.Errorf("reopened: %q %d %q", s.form.personal.docNumber.Text, s.form.personal.docType.SelectedIndex(), s.form.personal.medical.Text)
	}
	// A bad date is refused and keeps the dialog open; nothing changes.
	s.form.personal.medical.SetText("31.02.2026")
	test.Tap(s.dialog.Save)
	if topOverlay(w) == nil {
		t.Error("a bad medical date closed the dialog")
	}
	if got, _ := svc.Personal().Data(context.Background(), p.ID); got != want {
		t.Errorf("after the refusal: %+v", got)
	}
}

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

	dir, _ := s.printer.Dir()
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
