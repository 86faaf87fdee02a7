package tournament

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// overlayText is every label of the top dialog, joined.
func overlayText(t *testing.T, s *Screen) string {
	t.Helper()
	o := topOverlay(s.Win)
	if o == nil {
		t.Fatal("no dialog is open")
	}
	return strings.Join(labels(o), "\n")
}

// On screen: a correction in round 1 after round 2 is
// paired warns that round 2 stays paired on the old result; clearing
// says «Стерти»; a colour swap lists the rules it breaks, each sentence
// naming its rule once; finishing early says how many rounds go unplayed.
func TestWarningsADirectorNeeds(t *testing.T) {
	_, s, w, _ := setUpTournament(t, 6, 6, "Вечірній турнір", model.SystemSwissDutch, 5)
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "1=0")
	pairNext(t, s, w, 2)

	roundsOf(s).roundSel.SetSelected(roundLabel(1))
	if roundsOf(s).round != 1 {
		t.Fatalf("round shown %d, want 1", roundsOf(s).round)
	}
	typeResults(t, s, w, "0") // board 1 had 1-0
	text := overlayText(t, s)
	want := lang.L("Round {{.R}} was already paired on the old result; it stays as it is, and only the rounds paired from now on use the correction (C.04.2).",
		map[string]int{"R": 2})
	if !strings.Contains(text, want) {
		t.Errorf("correcting round 1 says %q, want the warning %q", text, want)
	}
	pressOnWindow(t, w, fyneEscape)
	roundsOf(s).goToBoard(0)
	roundsOf(s).enterResult(model.NoGameResult)
	if text := overlayText(t, s); !strings.Contains(text, lang.L("Board {{.B}} has the result {{.Old}}. Clear it?",
		map[string]string{"B": "1", "Old": "1-0"})) {
		t.Errorf("clearing says %q", text)
	}
	pressOnWindow(t, w, fyneEscape)

	roundsOf(s).roundSel.SetSelected(roundLabel(2))
	roundsOf(s).goToBoard(0)
	test.Tap(roundsOf(s).swap)
	text = overlayText(t, s)
	if !strings.Contains(text, "C.04.3 ст. 1.7, 5.2") || strings.Contains(text, "colour-preference:") || strings.Contains(text, "C3: Правило") {
		t.Errorf("swap warning:\n%s", text)
	}
	pressOnWindow(t, w, fyneEscape)
	typeResults(t, s, w, "1=0")

	test.Tap(buttonOf(s, "Finish tournament"))
	pressOnWindow(t, w, fyneReturn) // «Fix the final standings…?» — yes
	text = overlayText(t, s)
	if !strings.Contains(text, "3 тури (3–5) так і не буде зіграно") {
		t.Errorf("finishing early says %q", text)
	}
}

const (
	fyneEscape = fyne.KeyEscape
	fyneReturn = fyne.KeyReturn
)

// The line under the boards names each kind of absence once.
func TestAbsencesTextNamesEachKindOnce(t *testing.T) {
	p := func(no int, name string) model.BoardPlayer { return model.BoardPlayer{StartNo: no, Name: name} }
	rv := model.RoundView{Bye: &model.BoardPlayer{StartNo: 15, Name: "Лисенко Павло"}}
	rv.NotPaired = append(rv.NotPaired, model.Absence{Player: p(3, "Бойко Ірина"), Code: 'Z'},
		model.Absence{Player: p(9, "Мельник Олег"), Code: 'Z'}, model.Absence{Player: p(7, "Шевчук Роман"), Code: 'H'})
	got := absencesText(rv)
	want := lang.L("Bye: {{.Name}}", map[string]string{"Name": "15. Лисенко Павло"}) + " · " +
		lang.L("Half-point bye: {{.Names}}", map[string]string{"Names": "7. Шевчук Роман"}) + " · " +
		lang.L("Not playing: {{.Names}}", map[string]string{"Names": "3. Бойко Ірина, 9. Мельник Олег"})
	if got != want {
		t.Errorf("absences\n%q\nwant\n%q", got, want)
	}
}
