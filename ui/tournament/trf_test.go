package tournament

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/kit"
)

// playedFour is a 4-player Swiss with `rounds` rounds played through the screens.
func playedFour(t *testing.T, rounds int) (*datafile.Services, *Screen, fyne.Window) {
	t.Helper()
	svc, s, w, _ := setUpTournament(t, 4, 4, "Четвірка", model.SystemSwissDutch, 3)
	for r := 1; r <= rounds; r++ {
		pairNext(t, s, w, r)
		typeResults(t, s, w, "1=")
	}
	return svc, s, w
}

// TestExportAndImportTRF writes the tournament as TRF-16 and imports the
// file again as a new tournament outside any season: same players, same
// rounds, players matched to the registry.
func TestExportAndImportTRF(t *testing.T) {
	svc, s, w := playedFour(t, 2)
	path := filepath.Join(t.TempDir(), "четвірка.trf")
	panelOf[*trfExport](s).exportTo(path)
	if o := topOverlay(w); o == nil || !strings.Contains(strings.Join(labels(o), " "), path) {
		t.Fatalf("export message %v", o)
	}
	tr, err := trf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Players) != 4 || len(tr.Players[0].Games) < 2 {
		t.Fatalf("exported %d players with %d rounds", len(tr.Players), len(tr.Players[0].Games))
	}
	w.Canvas().Overlays().Top().Hide()

	panelOf[*trfImport](s).askImport("четвірка.trf", tr)
	o := topOverlay(w)
	if o == nil {
		t.Fatal("import asks nothing")
	}
	if !hasEntryText(o, "Четвірка") {
		t.Errorf("the name is not prefilled from the file")
	}
	setEntry(t, o, "Четвірка", "Четвірка (імпорт)")
	test.Tap(button(t, o, lang.L("Save")))
	if o := topOverlay(w); o == nil || !strings.Contains(strings.Join(labels(o), " "), "Четвірка (імпорт)") {
		t.Fatalf("import report %v", labels(topOverlay(w)))
	}
	if len(s.tournaments) != 2 || s.Ctx.Current.Name != "Четвірка (імпорт)" {
		t.Fatalf("after import: %d tournaments, current %q", len(s.tournaments), s.Ctx.Current.Name)
	}
	st, err := svc.Tournaments.State(context.Background(), s.Ctx.Current.ID)
	if err != nil || st.Players != 4 || st.Paired != 2 {
		t.Errorf("imported tournament state %+v, %v", st, err)
	}
	if got := len(mustPlayers(t, svc)); got != 4 {
		t.Errorf("registry has %d players after import, want the same 4", got)
	}
}

// TestFinishOffersDiplomas closes a played tournament: the final standings
// are fixed, pairing stops, and the diplomas for places 1–3 are printed.
func TestFinishOffersDiplomas(t *testing.T) {
	_, s, w := playedFour(t, 3)
	test.Tap(buttonOf(s, "Finish tournament"))
	tapYes(t, w) // fix the final standings
	if !s.Ctx.Current.Finished || !buttonOf(s, "Finish tournament").Disabled() {
		t.Fatalf("tournament not finished: %+v", s.Ctx.Current)
	}
	tapYes(t, w) // print the diplomas
	dir, _ := s.Printer.Dir()
	files, _ := filepath.Glob(filepath.Join(dir, "дипломи*.pdf"))
	if len(files) != 1 {
		t.Fatalf("diplomas printed: %v", files)
	}
	s.tabs.Select(tabOf[*pairingPanel](s))
	if !roundsOf(s).pair.Disabled() {
		t.Error("a finished tournament can still be paired")
	}
}

// TestPairingAnIncompleteRoundRefused: the next round cannot be paired
// while a board has no result; the message says so and nothing changes.
func TestPairingAnIncompleteRoundRefused(t *testing.T) {
	svc, s, w := playedFour(t, 0)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "1")
	test.Tap(roundsOf(s).pair)
	o := topOverlay(w)
	if o == nil || !hasLabel(o, lang.L("Error")) {
		t.Fatal("pairing with a board open gave no message")
	}
	if st, _ := svc.Tournaments.State(context.Background(), s.Ctx.Current.ID); st.Paired != 1 {
		t.Errorf("%d rounds paired, want 1", st.Paired)
	}
}

// TestSameNameAndDateRefused: a second tournament with the same name and
// start date is refused with a message; the first stays alone.
func TestSameNameAndDateRefused(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	s, w := newTestTournaments(t, svc)
	createTournament(t, s, w, "Кубок", model.SystemSwissDutch, 5)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Кубок")
	test.Tap(dialogOf(s).Save)
	if topOverlay(w) == nil || formOf(s) == nil {
		t.Fatal("the duplicate was accepted without a message")
	}
	if ts, _ := svc.Tournaments.ListTournaments(context.Background()); len(ts) != 1 {
		t.Errorf("%d tournaments stored", len(ts))
	}
}

// A refused TRF names the file, the line and the column in the GUI's words,
// without the reader's English text.
func TestTRFReadErrorInWords(t *testing.T) {
	_, err := trf.Read(strings.NewReader("012 Турнір\n001    1 m    Петренко, Іван                    2100 UKR             2000/01/01  0.0    1  XXXX\n"))
	if err == nil {
		t.Fatal("the broken file was read")
	}
	msg := model.Message(trfReadError("broken.trf", err), kit.GUILang())
	var fe *trf.FormatError
	if !errors.As(err, &fe) {
		t.Fatalf("%v is not a FormatError", err)
	}
	if !strings.Contains(msg, "broken.trf") || !strings.Contains(msg, fmt.Sprintf("рядку %d", fe.Line)) || strings.Contains(msg, fe.Msg) {
		t.Errorf("message %q (reader: %v)", msg, err)
	}
}
