package tournament

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/ratings"
	"arbiter/ui/internal/uitest"
)

// copyList copies a rating list fixture into a temp dir with the given
// modification time.
func copyList(t *testing.T, name string, mod time.Time) string {
	t.Helper()
	return uitest.CopyList(t, "../..", name, mod)
}

// Publish results (HTML) writes the site of the current tournament.
func TestPublishResults(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addPlayer(t, svc, model.Player{Surname: "Альфа", Name: "Іван", FIDERating: 2000})
	addPlayer(t, svc, model.Player{Surname: "Бета", Name: "Петро", FIDERating: 1900})
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Осінь/2026")
	test.Tap(dialogOf(s).Save)
	registerByName(t, s, w, "Альфа", 0)
	registerByName(t, s, w, "Бета", 0)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "1")
	dir := filepath.Join(t.TempDir(), fileStem(s.Ctx.Current.Name))
	panelOf[*publishAction](s).publishTo(dir)
	if panelOf[*publishAction](s).published != dir || !strings.HasSuffix(dir, "Осінь_2026") {
		t.Fatalf("published %q", panelOf[*publishAction](s).published)
	}
	b, err := os.ReadFile(filepath.Join(dir, "uk", "round-1.html"))
	if err != nil || !strings.Contains(string(b), "1-0") || !strings.Contains(string(b), "Альфа Іван") {
		t.Errorf("round page: %v\n%s", err, b)
	}
	dismiss(t, w)
}

// At the registration desk, a player who is not in the registry is found in
// the last imported FIDE list with the «From FIDE list» button, completed
// and registered in one step.
func TestRegistrationDeskFromFIDEList(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Кубок")
	test.Tap(dialogOf(s).Save)

	path := copyList(t, "players_list_foa.txt", today)
	file, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	st, _ := file.Stat()
	if _, err := svc.Ratings.ImportFIDE(context.Background(), file, st.Size(), ratings.ImportOptions{Name: path, FileModified: st.ModTime()}); err != nil {
		t.Fatal(err)
	}

	test.Tap(deskOf(s).register)
	f := deskOf(s).form
	if f.lists == nil {
		t.Fatal("the registration form has no FIDE list search")
	}
	test.Tap(button(t, topOverlay(w), lang.L("From FIDE list")))
	var query *widget.Entry // the search (ui/registry's list finder)
	var results *widget.List
	walk(topOverlay(w), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Entry:
			query = x
		case *widget.List:
			results = x
		}
	})
	if query == nil || results == nil {
		t.Fatal("«From FIDE list» did not open the search")
	}
	test.Type(query, "müll")
	if n := results.Length(); n != 1 {
		t.Fatalf("«müll» found %d players in the list, want Müller alone", n)
	}
	results.Select(0)
	if f.player == nil || f.player.Surname.Text != "Müller" || f.player.FIDEID.Text != "4600010" || f.player.Rating.Text != "2301" {
		t.Fatalf("the new player's fields are not filled from the list")
	}
	if !strings.Contains(f.chosenLabel.Text, "Müller") {
		t.Errorf("the form says %q", f.chosenLabel.Text)
	}
	f.player.BirthDate.SetText("15.06.1969")
	test.Tap(deskOf(s).dialog.Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("the dialog is still open: %q", labels(o))
	}
	var created model.Player
	for _, p := range mustPlayers(t, svc) {
		if p.FIDEID == 4600010 {
			created = p
		}
	}
	if created.ID == 0 || created.FIDERating != 2301 || created.BirthDate != model.NewDate(1969, 6, 15) {
		t.Fatalf("created %+v", created)
	}
	if len(deskOf(s).shown) != 1 || deskOf(s).shown[0].PlayerID != created.ID {
		t.Fatalf("registered %+v", deskOf(s).shown)
	}
}
