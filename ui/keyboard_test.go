package ui

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// At the desk: ↓/↑ walk the results, Enter registers the one reached; г
// finds ґ; a search that finds nobody says what was searched.
func TestDeskSearchFromTheKeyboard(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 0, "Вечірній турнір", model.SystemSwissDutch, 3)
	ctx := context.Background()
	addPlayer(t, svc, model.Player{Surname: "Ґудзь", Name: "Максим", FIDERating: 1900})
	d := s.desk
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
