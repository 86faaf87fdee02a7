package registry

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/ui/internal/uitest"
)

// The player dialog's entry-form fields are saved with the player, read
// back when it opens again, and the dialog (its form scrolling inside)
// stays within a 1366×768 window.
func TestPlayerFormEntryFields(t *testing.T) {
	svc := uitest.NewService(t)
	p := uitest.AddPlayer(t, svc, model.Player{Surname: "Гнатюк", Name: "Ярема"})
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
	if o := uitest.TopOverlay(w); o == nil || o.Size().Height > 768 || o.Size().Width > 1366 {
		t.Fatalf("the dialog does not fit 1366×768: %v", o)
	}
	test.Tap(s.dialog.Save)
	if o := uitest.TopOverlay(w); o != nil {
		t.Fatalf("dialog still open: %q", uitest.Labels(o))
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
	if uitest.TopOverlay(w) == nil {
		t.Error("a bad medical date closed the dialog")
	}
	if got, _ := svc.Personal().Data(context.Background(), p.ID); got != want {
		t.Errorf("after the refusal: %+v", got)
	}
}
