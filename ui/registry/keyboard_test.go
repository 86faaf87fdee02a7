package registry

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
)

// Escape cancels a dialog from inside a text field and
// from the window, Enter saves from a field; nothing is saved on Escape.
func TestEditDialogAnswersEnterAndEscape(t *testing.T) {
	svc := uitest.NewService(t)
	s, w := newTestPlayers(t, svc)
	test.Tap(s.add)
	test.Type(s.form.Surname, "Ковальчук")
	s.form.Surname.TypedKey(uitest.Key(fyne.KeyEscape))
	if o := uitest.TopOverlay(w); o != nil {
		t.Fatalf("Escape in a field left the dialog open: %q", uitest.Labels(o))
	}
	if ps := uitest.MustPlayers(t, svc); len(ps) != 0 {
		t.Fatalf("Escape saved %d players", len(ps))
	}
	test.Tap(s.add)
	uitest.PressOnWindow(t, w, fyne.KeyEscape)
	if uitest.TopOverlay(w) != nil {
		t.Fatal("Escape on the window left the dialog open")
	}

	test.Tap(s.add)
	test.Type(s.form.Surname, "Ковальчук")
	test.Type(s.form.Name, "Ганна")
	test.Type(s.form.BirthDate, "05.03.2012")
	s.form.Gender.SetSelected(lang.L("female"))
	uitest.PressOnWindow(t, w, fyne.KeyReturn)
	if o := uitest.TopOverlay(w); o != nil {
		t.Fatalf("Enter on the window did not save: %q", uitest.Labels(o))
	}
	if ps := uitest.MustPlayers(t, svc); len(ps) != 1 || ps[0].Surname != "Ковальчук" {
		t.Fatalf("after Enter the registry holds %+v", ps)
	}
}

// A refusal is read and closed with Enter; the form under it keeps its
// keys (Escape then cancels the form).
func TestMessageAndConfirmAnswerKeys(t *testing.T) {
	svc := uitest.NewService(t)
	s, w := newTestPlayers(t, svc)
	test.Tap(s.add)
	test.Type(s.form.BirthDate, "31.02.2012")
	s.form.BirthDate.TypedKey(uitest.Key(fyne.KeyReturn)) // saves: refused, the message is shown over the form
	if len(w.Canvas().Overlays().List()) != 2 {
		t.Fatalf("%d overlays after a refused save, want the form and the message", len(w.Canvas().Overlays().List()))
	}
	uitest.PressOnWindow(t, w, fyne.KeyReturn)
	if n := len(w.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("Enter left %d overlays, want the form alone", n)
	}
	uitest.PressOnWindow(t, w, fyne.KeyEscape)
	if uitest.TopOverlay(w) != nil {
		t.Fatal("Escape did not cancel the form after the message")
	}

	yes := 0
	kit.Confirm(w, "?", "Видалити?", func() { yes++ })
	uitest.PressOnWindow(t, w, fyne.KeyEscape)
	if uitest.TopOverlay(w) != nil || yes != 0 {
		t.Fatalf("Escape on a question: open %v, answered yes %d times", uitest.TopOverlay(w) != nil, yes)
	}
	kit.Confirm(w, "?", "Видалити?", func() { yes++ })
	uitest.PressOnWindow(t, w, fyne.KeyReturn)
	if uitest.TopOverlay(w) != nil || yes != 1 {
		t.Fatalf("Enter on a question: open %v, answered yes %d times", uitest.TopOverlay(w) != nil, yes)
	}
}

// The player form creates a club and a coach in place and selects them.
func TestPlayerFormCreatesClubAndCoach(t *testing.T) {
	svc := uitest.NewService(t)
	s, w := newTestPlayers(t, svc)
	test.Tap(s.add)
	f := s.form
	test.Tap(f.addClub)
	name := w.Canvas().Focused()
	e, ok := name.(*kit.TextEntry)
	if !ok {
		t.Fatalf("the new-club dialog does not focus its name field: %T", name)
	}
	test.Type(e, "Гамбіт")
	e.TypedKey(uitest.Key(fyne.KeyReturn))
	if f.club.Selected != "Гамбіт" {
		t.Errorf("club shows %q, want the new «Гамбіт»", f.club.Selected)
	}
	test.Tap(f.addCoach)
	e = w.Canvas().Focused().(*kit.TextEntry)
	test.Type(e, "Петренко Олег")
	e.TypedKey(uitest.Key(fyne.KeyReturn))
	if f.coach.Selected != "Петренко Олег" {
		t.Errorf("coach shows %q", f.coach.Selected)
	}
	clubs, _ := svc.Registry.Clubs(context.Background())
	coaches, _ := svc.Registry.Coaches(context.Background())
	if len(clubs) != 1 || len(coaches) != 1 {
		t.Fatalf("stored %d clubs and %d coaches, want 1 and 1", len(clubs), len(coaches))
	}
	test.Type(f.Surname, "Ковальчук")
	test.Type(f.Name, "Ганна")
	test.Type(f.BirthDate, "05.03.2012")
	f.Gender.SetSelected(lang.L("female"))
	f.Surname.TypedKey(uitest.Key(fyne.KeyReturn))
	ps := uitest.MustPlayers(t, svc)
	if len(ps) != 1 || ps[0].ClubID != clubs[0].ID || ps[0].CoachID != coaches[0].ID {
		t.Fatalf("saved %+v, want the new club %d and coach %d", ps, clubs[0].ID, coaches[0].ID)
	}
}
