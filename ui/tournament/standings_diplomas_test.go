package tournament

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"

	"arbiter/ui/kit"
)

// TestBoysAndGirlsDiplomas: a joint event typed through the form with the
// boys' and girls' tables and a year-of-birth group (b2009: born 2009 or
// later); after a round the boys' table holds the boys only, placed from
// 1, and «Дипломи цієї таблиці» prints diplomas for its places 1–3 naming
// the table; the girls' table likewise; the form keeps the typed key.
func TestBoysAndGirlsDiplomas(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addJointPlayers(t, svc, 6)
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Кубок юнаків і дівчат")
	formOf(s).subStandings.SetSelected([]string{kit.SubLabel("boys"), kit.SubLabel("girls")})
	test.Type(formOf(s).moreSubs, "b2009")
	test.Tap(dialogOf(s).Save)
	if got := s.Ctx.Current.SubStandings; got != "boys,girls,b2009" {
		t.Fatalf("sub-standings saved %q", got)
	}
	for i := 0; i < 6; i++ {
		registerByName(t, s, w, surnames[i], 0)
	}
	pairNext(t, s, w, 1)
	typeResults(t, s, w, "101")

	s.tabs.Select(tabOf[*standingsPanel](s))
	sp := standingsOf(s)
	if len(sp.view.Subs) != 3 {
		t.Fatalf("sub-standings %+v", sp.view.Subs)
	}
	dir, _ := s.Printer.Dir()
	for _, tc := range []struct {
		title  string
		gender model.Gender
	}{{"Юнаки", model.Male}, {"Дівчата", model.Female}} {
		sp.subSel.SetSelected(tc.title)
		if len(sp.rows) != 3 || sp.rows[0].PlaceFrom != 1 {
			t.Fatalf("%s: rows %+v", tc.title, sp.rows)
		}
		for _, r := range sp.rows {
			if (r.StartNo%2 == 1) != (tc.gender == model.Male) { // numbers by rating: boys 1, 3, 5
				t.Errorf("%s: no. %d %s", tc.title, r.StartNo, r.Name)
			}
		}
		before, _ := filepath.Glob(filepath.Join(dir, "дипломи_*.pdf"))
		for _, f := range before {
			if err := os.Remove(f); err != nil {
				t.Fatal(err)
			}
		}
		test.Tap(sp.diplomas)
		dismiss(t, w)
		files, _ := filepath.Glob(filepath.Join(dir, "дипломи_*.pdf"))
		if len(files) != 1 {
			t.Fatalf("%s: diplomas %v", tc.title, files)
		}
		out, err := exec.Command("pdftotext", "-enc", "UTF-8", files[0], "-").Output()
		if err != nil {
			t.Fatalf("pdftotext (make test installs poppler-utils): %v", err)
		}
		text := string(out)
		if n := strings.Count(text, "в заліку «"+tc.title+"»"); n != 3 {
			t.Errorf("%s: %d diplomas naming the table, want 3:\n%s", tc.title, n, text)
		}
		for _, r := range sp.rows {
			if !strings.Contains(text, strings.Fields(r.Name)[0]) {
				t.Errorf("%s: no diploma for %s", tc.title, r.Name)
			}
		}
	}
	sp.subSel.SetSelected("2009 р. н. і молодші")
	if len(sp.rows) != 4 {
		t.Errorf("born 2009 or later: %+v", sp.rows)
	}
	test.Tap(buttonOf(s, "Settings"))
	if got := formOf(s).moreSubs.Text; got != "b2009" {
		t.Errorf("the form shows the typed key as %q", got)
	}
}

// The standings tab's Diploma template… button is offered with a
// tournament chosen and opens the editor (ui/diploma) of that tournament.
func TestDiplomaTemplateButton(t *testing.T) {
	_, s, w, tour := setUpTournament(t, 4, 4, "Кубок Броварів", model.SystemSwissDutch, 5)
	if standingsOf(s).template.Disabled() {
		t.Fatal("the Diploma template… button is disabled with a tournament chosen")
	}
	test.Tap(standingsOf(s).template)
	title := lang.L("Diploma template: {{.Name}}", map[string]string{"Name": tour.Name})
	if standingsOf(s).diplomaEditor == nil || !strings.Contains(strings.Join(labels(topOverlay(w)), " "), title) {
		t.Fatalf("no template editor of %q opened: %q", tour.Name, labels(topOverlay(w)))
	}
}
