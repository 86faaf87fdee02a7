package ui

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"

	"arbiter/ui/kit"
)

func key(name fyne.KeyName) *fyne.KeyEvent { return &fyne.KeyEvent{Name: name} }

// pressOnWindow types a key while no field has the focus.
func pressOnWindow(t *testing.T, w fyne.Window, name fyne.KeyName) {
	t.Helper()
	w.Canvas().Unfocus()
	h := w.Canvas().OnTypedKey()
	if h == nil {
		t.Fatalf("the window does not answer %s", name)
	}
	h(key(name))
}

// Escape cancels a dialog from inside a text field and
// from the window, Enter saves from a field; nothing is saved on Escape.
func TestEditDialogAnswersEnterAndEscape(t *testing.T) {
	svc := newTestService(t)
	s, w := newTestPlayers(t, svc)
	test.Tap(s.add)
	test.Type(s.form.surname, "Ковальчук")
	s.form.surname.TypedKey(key(fyne.KeyEscape))
	if o := topOverlay(w); o != nil {
		t.Fatalf("Escape in a field left the dialog open: %q", labels(o))
	}
	if ps := mustPlayers(t, svc); len(ps) != 0 {
		t.Fatalf("Escape saved %d players", len(ps))
	}
	test.Tap(s.add)
	pressOnWindow(t, w, fyne.KeyEscape)
	if topOverlay(w) != nil {
		t.Fatal("Escape on the window left the dialog open")
	}

	test.Tap(s.add)
	test.Type(s.form.surname, "Ковальчук")
	test.Type(s.form.name, "Ганна")
	test.Type(s.form.birthDate, "05.03.2012")
	s.form.gender.SetSelected(lang.L("female"))
	pressOnWindow(t, w, fyne.KeyReturn)
	if o := topOverlay(w); o != nil {
		t.Fatalf("Enter on the window did not save: %q", labels(o))
	}
	if ps := mustPlayers(t, svc); len(ps) != 1 || ps[0].Surname != "Ковальчук" {
		t.Fatalf("after Enter the registry holds %+v", ps)
	}
}

// A refusal is read and closed with Enter; the form under it keeps its
// keys (Escape then cancels the form).
func TestMessageAndConfirmAnswerKeys(t *testing.T) {
	svc := newTestService(t)
	s, w := newTestPlayers(t, svc)
	test.Tap(s.add)
	test.Type(s.form.birthDate, "31.02.2012")
	s.form.birthDate.TypedKey(key(fyne.KeyReturn)) // saves: refused, the message is shown over the form
	if len(w.Canvas().Overlays().List()) != 2 {
		t.Fatalf("%d overlays after a refused save, want the form and the message", len(w.Canvas().Overlays().List()))
	}
	pressOnWindow(t, w, fyne.KeyReturn)
	if n := len(w.Canvas().Overlays().List()); n != 1 {
		t.Fatalf("Enter left %d overlays, want the form alone", n)
	}
	pressOnWindow(t, w, fyne.KeyEscape)
	if topOverlay(w) != nil {
		t.Fatal("Escape did not cancel the form after the message")
	}

	yes := 0
	kit.Confirm(w, "?", "Видалити?", func() { yes++ })
	pressOnWindow(t, w, fyne.KeyEscape)
	if topOverlay(w) != nil || yes != 0 {
		t.Fatalf("Escape on a question: open %v, answered yes %d times", topOverlay(w) != nil, yes)
	}
	kit.Confirm(w, "?", "Видалити?", func() { yes++ })
	pressOnWindow(t, w, fyne.KeyReturn)
	if topOverlay(w) != nil || yes != 1 {
		t.Fatalf("Enter on a question: open %v, answered yes %d times", topOverlay(w) != nil, yes)
	}
}

// At the desk: ↓/↑ walk the results, Enter registers the one reached; г
// finds ґ; a search that finds nobody says what was searched.
func TestDeskSearchFromTheKeyboard(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 0, "Вечірній турнір", model.SystemSwissDutch, 3)
	ctx := context.Background()
	addPlayer(t, svc, model.Player{Surname: "Ґудзь", Name: "Максим", FIDERating: 1900})
	d := deskOf(s)
	test.Tap(d.register)
	f := d.form
	test.Type(f.search, "енко") // Антоненко, Василенко, Гончаренко
	if len(f.matches) != 3 || f.chosen != 0 {
		t.Fatalf("«енко» found %d, chosen %d", len(f.matches), f.chosen)
	}
	for _, k := range []fyne.KeyName{fyne.KeyDown, fyne.KeyDown, fyne.KeyDown, fyne.KeyUp} {
		f.search.TypedKey(key(k))
	}
	want := f.matches[1]
	if f.chosen != want.ID {
		t.Fatalf("↓↓↓↑ picked player %d, want the second result %s", f.chosen, want.Surname)
	}
	f.search.TypedKey(key(fyne.KeyReturn))
	if o := topOverlay(w); o != nil {
		t.Fatalf("Enter did not register: %q", labels(o))
	}
	ps, _ := svc.Tournaments.Participants(ctx, tour.ID)
	if len(ps) != 1 || ps[0].PlayerID != want.ID {
		t.Fatalf("registered %+v, want %s", ps, want.Surname)
	}

	test.Tap(d.register)
	f = d.form
	test.Type(f.search, "Гудзь")
	if len(f.matches) != 1 || f.matches[0].Surname != "Ґудзь" {
		t.Fatalf("«Гудзь» found %v, want Ґудзь", f.matches)
	}
	f.search.SetText("Щербань")
	if !f.noMatch.Visible() || !strings.Contains(f.noMatch.Text, "«Щербань»") {
		t.Errorf("an empty result says %q (visible %v)", f.noMatch.Text, f.noMatch.Visible())
	}
	f.search.SetText("Ґудз")
	if f.noMatch.Visible() {
		t.Error("the no-match line stays after a match")
	}
	f.search.TypedKey(key(fyne.KeyEscape))
	if topOverlay(w) != nil {
		t.Fatal("Escape did not close the registration dialog")
	}
}

// The player form creates a club and a coach in place and selects them.
func TestPlayerFormCreatesClubAndCoach(t *testing.T) {
	svc := newTestService(t)
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
	e.TypedKey(key(fyne.KeyReturn))
	if f.club.Selected != "Гамбіт" {
		t.Errorf("club shows %q, want the new «Гамбіт»", f.club.Selected)
	}
	test.Tap(f.addCoach)
	e = w.Canvas().Focused().(*kit.TextEntry)
	test.Type(e, "Петренко Олег")
	e.TypedKey(key(fyne.KeyReturn))
	if f.coach.Selected != "Петренко Олег" {
		t.Errorf("coach shows %q", f.coach.Selected)
	}
	clubs, _ := svc.Registry.Clubs(context.Background())
	coaches, _ := svc.Registry.Coaches(context.Background())
	if len(clubs) != 1 || len(coaches) != 1 {
		t.Fatalf("stored %d clubs and %d coaches, want 1 and 1", len(clubs), len(coaches))
	}
	test.Type(f.surname, "Ковальчук")
	test.Type(f.name, "Ганна")
	test.Type(f.birthDate, "05.03.2012")
	f.gender.SetSelected(lang.L("female"))
	f.surname.TypedKey(key(fyne.KeyReturn))
	ps := mustPlayers(t, svc)
	if len(ps) != 1 || ps[0].ClubID != clubs[0].ID || ps[0].CoachID != coaches[0].ID {
		t.Fatalf("saved %+v, want the new club %d and coach %d", ps, clubs[0].ID, coaches[0].ID)
	}
}
