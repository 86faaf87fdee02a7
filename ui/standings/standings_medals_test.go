package standings

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/ui/internal/uitest"
)

// TestSubStandingsMedalsAndFinish: a joint event of boys and girls is
// played and finished on the screen. The finish lists the diplomas of the
// overall table and of the boys' and the girls' tables, and prints every
// one of them naming its table; the standings tab's «Нагороди» menu prints
// the medal list of every table and of the table shown.
func TestSubStandingsMedalsAndFinish(t *testing.T) {
	svc, _ := uitest.OpenService(t, uitest.DBPath(t))
	ps := addJointPlayers(t, svc, 8)
	tn := swiss("Кубок юнаків і дівчат", 2)
	tn.SubStandings = "boys,girls"
	s, w, tour := openWith(t, svc, ps, tn)
	// Before any round: the menu says there is nothing to award.
	showTab(t, s, "Standings")
	standingsOf(s).awards.medalsAll.Action()
	if o := uitest.TopOverlay(w); o == nil || !strings.Contains(strings.Join(uitest.Labels(o), " "), "жодного туру") {
		t.Fatalf("medals before any round: %v", o)
	}
	uitest.Dismiss(t, w)
	played(t, svc, tour.ID, "1010", "1100")

	showTab(t, s, "Standings")
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

	finish(t, s, w) // fix the final standings
	if !s.Current().Finished {
		t.Fatal("not finished")
	}
	if uitest.HasLabel(uitest.TopOverlay(w), lang.L("Norms fulfilled")) {
		t.Fatal("the norms are shown by ui/closing, which this screen lacks")
	}
	text := strings.Join(uitest.Labels(uitest.TopOverlay(w)), "\n")
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
	uitest.TapYes(t, w) // print them
	uitest.Dismiss(t, w)
	dipl := pdfText(t, s, "дипломи*.pdf")
	for title, rows := range tables {
		if n := strings.Count(dipl, "в заліку «"+title+"»"); n != len(rows) {
			t.Errorf("%s: %d diplomas naming the table, want %d", title, n, len(rows))
		}
	}

	// The medal list of every table, then of the girls' table alone.
	showTab(t, s, "Standings")
	sp := standingsOf(s)
	sp.awards.medalsAll.Action()
	uitest.Dismiss(t, w)
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
	removeAll(t, s, "нагородження*.pdf")
	sp.subSel.SetSelected("Дівчата")
	sp.awards.medalsShown.Action()
	uitest.Dismiss(t, w)
	girls := pdfText(t, s, "нагородження*.pdf")
	if strings.Contains(girls, "Юнаки") || strings.Contains(girls, "Загальний залік") || strings.Count(girls, "Дівчата") != len(tables["Дівчата"]) {
		t.Errorf("the girls' medal list:\n%s", girls)
	}
}
