package tournament

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/kit"
)

// pdfText is the text of the one printout matching pattern in the test
// printer's folder.
func pdfText(t *testing.T, s *Screen, pattern string) string {
	t.Helper()
	dir, _ := s.Printer.Dir()
	files, _ := filepath.Glob(filepath.Join(dir, pattern))
	if len(files) != 1 {
		t.Fatalf("printouts %s: %v", pattern, files)
	}
	out, err := exec.Command("pdftotext", "-layout", "-enc", "UTF-8", files[0], "-").Output()
	if err != nil {
		t.Fatalf("pdftotext (make test installs poppler-utils): %v", err)
	}
	return string(out)
}

// TestSubStandingsMedalsAndFinish: a joint
// event of boys and girls typed through the form is played and finished
// through the screens. The finish lists the diplomas of the overall table
// and of the boys' and the girls' tables, and prints every one of them
// naming its table; the standings tab's «Нагороди» menu prints the medal
// list of every table and of the table shown.
func TestSubStandingsMedalsAndFinish(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addJointPlayers(t, svc, 8)
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Кубок юнаків і дівчат")
	formOf(s).rounds.SetText("2")
	formOf(s).subStandings.SetSelected([]string{kit.SubLabel("boys"), kit.SubLabel("girls")})
	test.Tap(dialogOf(s).Save)
	for i := 0; i < 8; i++ {
		registerByName(t, s, w, surnames[i], 0)
	}
	// Before any round: the menu says there is nothing to award.
	s.tabs.Select(tabOf[*standingsPanel](s))
	standingsOf(s).awards.medalsAll.Action()
	if o := topOverlay(w); o == nil || !strings.Contains(strings.Join(labels(o), " "), "жодного туру") {
		t.Fatalf("medals before any round: %v", o)
	}
	dismiss(t, w)
	s.tabs.Select(tabOf[*pairingPanel](s))
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "1010")
	pairNext(t, s, w, 2)
	typeResults(t, s, w, "1100")

	s.tabs.Select(tabOf[*standingsPanel](s))
	v := standingsOf(s).view
	if v == nil || len(v.Subs) != 2 {
		t.Fatalf("standings %+v", v)
	}
	// What the finish must list: places 1–3 of each table, as the standings place them.
	placed := func(rows []model.StandingsRow) []model.StandingsRow {
		var out []model.StandingsRow
		for _, r := range rows {
			if r.PlaceFrom <= 3 {
				out = append(out, r)
			}
		}
		return out
	}
	tables := map[string][]model.StandingsRow{"Юнаки": placed(v.Subs[0].Rows), "Дівчата": placed(v.Subs[1].Rows)}
	for title, rows := range tables {
		if len(rows) < 3 {
			t.Fatalf("%s: %d placed 1–3", title, len(rows))
		}
		for _, r := range rows {
			if (r.StartNo%2 == 1) != (title == "Юнаки") { // numbers by rating: boys 1, 3, 5, 7
				t.Fatalf("%s: no. %d", title, r.StartNo)
			}
		}
	}

	test.Tap(buttonOf(s, "Finish tournament"))
	tapYes(t, w) // fix the final standings
	if !s.Ctx.Current.Finished {
		t.Fatal("not finished")
	}
	if hasLabel(topOverlay(w), lang.L("Norms fulfilled")) {
		pressOnWindow(t, w, fyne.KeyReturn) // the diplomas question waits until the norms are read
	}
	text := strings.Join(labels(topOverlay(w)), "\n")
	for title, rows := range tables {
		_, block, ok := strings.Cut(text, "\n"+title+": ")
		if !ok {
			t.Fatalf("the finish does not list the %s' diplomas:\n%s", title, text)
		}
		block, _, _ = strings.Cut(block, "\n")
		for _, r := range rows {
			if !strings.Contains(block, r.Place+" "+r.Name) {
				t.Errorf("%s: %s %s is not listed:\n%s", title, r.Place, r.Name, text)
			}
		}
	}
	tapYes(t, w) // print them
	dismiss(t, w)
	dipl := pdfText(t, s, "дипломи*.pdf")
	for title, rows := range tables {
		if n := strings.Count(dipl, "в заліку «"+title+"»"); n != len(rows) {
			t.Errorf("%s: %d diplomas naming the table, want %d", title, n, len(rows))
		}
	}

	// The medal list of every table, then of the girls' table alone.
	s.tabs.Select(tabOf[*standingsPanel](s))
	sp := standingsOf(s)
	sp.awards.medalsAll.Action()
	dismiss(t, w)
	all := pdfText(t, s, "нагородження*.pdf")
	for title, rows := range tables {
		for _, r := range rows {
			medal := []string{"", "золота", "срібна", "бронзова"}[r.PlaceFrom]
			if !strings.Contains(all, title) || !containsLine(all, title, r.Name, medal) {
				t.Errorf("medal list: no line %s %s %s:\n%s", title, r.Name, medal, all)
			}
		}
	}
	if !strings.Contains(all, "Загальний залік") {
		t.Errorf("medal list without the overall table:\n%s", all)
	}
	dir, _ := s.Printer.Dir()
	removeAll(t, filepath.Join(dir, "нагородження*.pdf"))
	sp.subSel.SetSelected("Дівчата")
	sp.awards.medalsShown.Action()
	dismiss(t, w)
	girls := pdfText(t, s, "нагородження*.pdf")
	if strings.Contains(girls, "Юнаки") || strings.Contains(girls, "Загальний залік") || strings.Count(girls, "Дівчата") != len(tables["Дівчата"]) {
		t.Errorf("the girls' medal list:\n%s", girls)
	}
}

// addJointPlayers stores n registry players for a joint event: boys and
// girls by turns (the strongest a boy), falling FIDE ratings, born 2007,
// 2008, … (the i-th in 2007+i).
func addJointPlayers(t *testing.T, svc *datafile.Services, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		g := model.Male
		if i%2 == 1 {
			g = model.Female
		}
		addPlayer(t, svc, model.Player{Surname: surnames[i], Name: "Олена", Gender: g, FIDERating: 2000 - 50*i,
			BirthDate: model.NewDate(2007+i, time.March, 1)})
	}
}

// containsLine says whether one line of text holds every word.
func containsLine(text string, words ...string) bool {
	for _, l := range strings.Split(text, "\n") {
		ok := true
		for _, w := range words {
			ok = ok && strings.Contains(l, w)
		}
		if ok {
			return true
		}
	}
	return false
}

func removeAll(t *testing.T, pattern string) {
	t.Helper()
	files, _ := filepath.Glob(pattern)
	for _, f := range files {
		if err := os.Remove(f); err != nil {
			t.Fatal(err)
		}
	}
}
