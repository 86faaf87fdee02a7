package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// TestDeskSecondNameNeverRegistersTheFirst: «Чорновол Ан» matches two
// players; the first Enter picks the first of them (and says so), and a
// second name typed after it must not register the first player: the new
// search forgets the pick, and Enter with several results picks again.
func TestDeskSecondNameNeverRegistersTheFirst(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	anna := addPlayer(t, svc, model.Player{Surname: "Чорновол", Name: "Анна", FIDERating: 2026})
	addPlayer(t, svc, model.Player{Surname: "Чорновол", Name: "Андрій", FIDERating: 1900})
	addPlayer(t, svc, model.Player{Surname: "Бойко", Name: "Іван", FIDERating: 1800})
	addPlayer(t, svc, model.Player{Surname: "Бойко", Name: "Ірина", FIDERating: 1700})
	s, w := newTestTournaments(t, svc)
	createTournament(t, s, w, "Вечірній турнір", model.SystemSwissDutch, 5)
	test.Tap(s.desk.register)
	f := s.desk.form
	test.Type(f.search, "Чорновол Ан")
	if len(f.matches) != 2 || f.chosen != 0 {
		t.Fatalf("«Чорновол Ан»: %d matches, chosen %d; want 2 and none", len(f.matches), f.chosen)
	}
	if want := lang.L("{{.N}} players match: Enter picks the first, ↓/↑ move through the list.", map[string]int{"N": 2}); f.enterHint.Text != want {
		t.Errorf("before the first Enter the hint says %q, want %q", f.enterHint.Text, want)
	}
	f.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if f.chosen == 0 || len(s.desk.shown) != 0 {
		t.Fatalf("first Enter: chosen %d, registered %d; want a pick and nothing registered", f.chosen, len(s.desk.shown))
	}
	picked := f.matches[f.picked]
	if f.enterHint.Text != lang.L("Enter registers {{.Name}}.", map[string]string{"Name": picked.FullName()}) {
		t.Errorf("after the pick the hint says %q", f.enterHint.Text)
	}
	if f.chosenLabel.Text == "" {
		t.Error("the pick is not shown")
	}
	// the director types another name over it
	f.search.SetText("")
	test.Type(f.search, "Бойко")
	if f.chosen != 0 {
		t.Fatalf("a new search kept the earlier pick (player %d)", f.chosen)
	}
	f.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(s.desk.shown) != 0 {
		t.Fatalf("Enter after the second name registered %q", s.desk.shown[0].Player.FullName())
	}
	if p := f.matches[f.picked]; p.Surname != "Бойко" || f.chosen != p.ID {
		t.Fatalf("Enter on «Бойко» picked %+v", p)
	}
	f.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(s.desk.shown) != 1 || s.desk.shown[0].Player.Surname != "Бойко" || s.desk.shown[0].PlayerID == anna.ID {
		t.Fatalf("registered %+v, want the Бойко picked", s.desk.shown)
	}
	// the next registration starts with an empty search
	test.Tap(s.desk.register)
	if s.desk.form.search.Text != "" || s.desk.form.chosen != 0 {
		t.Errorf("the next registration opens with %q, chosen %d", s.desk.form.search.Text, s.desk.form.chosen)
	}
}

// TestDeskNewPlayerFitsAndEnterSaves: at 1366×768 the registration dialog
// with the new player's fields open is no taller than the window (the
// form scrolls inside, «Save» stays in view), and Enter in the new
// player's fields saves and registers.
func TestDeskNewPlayerFitsAndEnterSaves(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	s, w := newTestTournaments(t, svc)
	w.Resize(fyne.NewSize(1366, 768))
	createTournament(t, s, w, "Відкритий турнір", model.SystemSwissDutch, 5)
	test.Tap(s.desk.register)
	f := s.desk.form
	test.Type(f.search, "Ковальчук")
	test.Tap(f.newPlayer)
	o := topOverlay(w)
	if o == nil {
		t.Fatal("no dialog")
	}
	if h := o.MinSize().Height; h > 768 {
		t.Errorf("the dialog needs %.0f pixels of a 768-pixel window", h)
	}
	save := s.desk.dialog.Save
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(save)
	if bottom := pos.Y + save.Size().Height; bottom > 768 || save.Size().Height == 0 {
		t.Errorf("«Save» ends at %.0f (height %.0f), below the 768-pixel window", bottom, save.Size().Height)
	}
	if f.enterHint.Text != lang.L("Enter saves the new player and registers them.") {
		t.Errorf("hint %q", f.enterHint.Text)
	}
	test.Type(f.player.Name, "Ганна")
	test.Type(f.player.BirthDate, "05.03.2012")
	f.player.Gender.SetSelected(lang.L("female"))
	f.player.BirthDate.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if len(s.desk.shown) != 1 || s.desk.shown[0].Player.Surname != "Ковальчук" {
		t.Fatalf("Enter in the birth date did not register the new player: %+v (dialog %q)", s.desk.shown, labels(topOverlay(w)))
	}
}
