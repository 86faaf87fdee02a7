package standings

import (
	"os/exec"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/ui/internal/uitest"
)

// TestBoysAndGirlsDiplomas: a joint event with the boys' and girls'
// tables and a year-of-birth group (b2009: born 2009 or later); after a
// round the boys' table holds the boys only, placed from 1, and «Дипломи
// цієї таблиці» prints diplomas for its places 1–3 naming the table; the
// girls' table likewise.
func TestBoysAndGirlsDiplomas(t *testing.T) {
	svc, _ := uitest.OpenService(t, uitest.DBPath(t))
	ps := addJointPlayers(t, svc, 6)
	tn := swiss("Кубок юнаків і дівчат", 5)
	tn.SubStandings = "boys,girls,b2009" // as the form saves it (ui/tournament's TestSubStandingsFormKeepsTheTypedKey)
	s, w, tour := openWith(t, svc, ps, tn)
	played(t, svc, tour.ID, "101")

	showTab(t, s, "Standings")
	sp := standingsOf(s)
	if len(sp.view.Subs) != 3 {
		t.Fatalf("sub-standings %+v", sp.view.Subs)
	}
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
		removeAll(t, s, "дипломи_*.pdf")
		test.Tap(sp.diplomas)
		uitest.Dismiss(t, w)
		files := printouts(s, "дипломи_*.pdf")
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
}

// The standings tab's Diploma template… button is offered with a
// tournament chosen and opens the editor (ui/diploma) of that tournament.
func TestDiplomaTemplateButton(t *testing.T) {
	_, s, w, tour := setUp(t, 4, 4, swiss("Кубок Броварів", 5))
	if standingsOf(s).template.Disabled() {
		t.Fatal("the Diploma template… button is disabled with a tournament chosen")
	}
	test.Tap(standingsOf(s).template)
	title := lang.L("Diploma template: {{.Name}}", map[string]string{"Name": tour.Name})
	if standingsOf(s).diplomaEditor == nil || !strings.Contains(strings.Join(uitest.Labels(uitest.TopOverlay(w)), " "), title) {
		t.Fatalf("no template editor of %q opened: %q", tour.Name, uitest.Labels(uitest.TopOverlay(w)))
	}
}
