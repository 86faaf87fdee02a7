package team

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/teams"

	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
	"arbiter/ui/tournament"
)

// selectTournament selects tournament id in the screen's list.
func selectTournament(t *testing.T, s *tournament.Screen, id model.TournamentID) {
	t.Helper()
	if !s.Open(id) {
		t.Fatalf("tournament %d not in the list", id)
	}
}

// dialogText is the top dialog's labels joined ("" without one).
func dialogText(w fyne.Window) string {
	if o := topOverlay(w); o != nil {
		return strings.Join(labels(o), " ")
	}
	return ""
}

// TestTeamSwissFinishAndStageOnScreen: seed 004 §19 through the screens.
// A played team Swiss of four one-board teams over three rounds (no
// rematch: every pair meets once; the lower number wins: К1 6 match
// points, К2 4, К3 2, К4 0) is finished by the screen's «Завершити
// турнір» — not refused with «Жоден тур не зіграно» — and lists its
// places 1–3; a team round robin made in the team form as its next stage
// (top:3) enters К1–К3 by «Відбір з попереднього етапу».
func TestTeamSwissFinishAndStageOnScreen(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ps := addPlayers(t, svc, 4)
	swiss := uitest.PlayedTeamEvent(t, svc, "Відбір", teams.SystemSwiss, 3, []string{"К1", "К2", "К3", "К4"}, ps)
	s, w := newTestTournaments(t, svc)
	selectTournament(t, s, swiss)
	if buttonOf(s, "Finish tournament").Disabled() {
		t.Fatal("«Завершити турнір» is disabled on a played team Swiss")
	}
	test.Tap(buttonOf(s, "Finish tournament"))
	tapYes(t, w)
	got := dialogText(w)
	for _, want := range []string{lang.L("The places are final; the next stage can take its teams. Diplomas:"), "1. К1 — 6 МО", "2. К2 — 4 МО", "3. К3 — 2 МО"} {
		if !strings.Contains(got, want) {
			t.Fatalf("after finishing: %q, want %q", got, want)
		}
	}
	w.Canvas().Overlays().Remove(topOverlay(w))
	if !s.Ctx.Current.Finished || !teamOf(s).view.Tournament.Finished || buttonOf(s, "Reopen").Disabled() {
		t.Fatalf("not shown as finished: current %v, view %v", s.Ctx.Current.Finished, teamOf(s).view.Tournament.Finished)
	}
	// the legend under the table says what each tie-break code counts
	if l, want := teamOf(s).table.legend.Text, teams.CodeLegend(teamOf(s).view.Standings.List, kit.GUILang()); want == "" || !strings.Contains(l, want) {
		t.Errorf("the table's legend %q lacks the tie-breaks %q", l, want)
	}

	// the next stage through the team form
	test.Tap(buttonOf(s, "Team tournament"))
	f := teamFormOf(s)
	test.Type(f.name, "Фінал")
	f.boards.SetText("1")
	f.stageFrom.SetText(fmt.Sprint(swiss))
	f.stageQualify.SetText("top:3")
	test.Tap(teamDialogOf(s).Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("team form: %q", labels(o))
	}
	if s.Ctx.Current.Stage.From != fmt.Sprint(swiss) || s.Ctx.Current.Stage.Qualify != "top:3" {
		t.Fatalf("stage not stored: %+v", s.Ctx.Current.Stage)
	}
	teamOf(s).tabs.Select(teamOf(s).teamsTab)
	r := teamOf(s).reg
	if !r.qualify.Visible() {
		t.Fatal("no «Відбір з попереднього етапу» on a team stage")
	}
	test.Tap(r.qualify)
	if got := dialogText(w); !strings.Contains(got, "К3 — Відбір: 3, 2 МО (місце)") || !strings.Contains(got, lang.L("Enter {{.N}} teams with their members?", map[string]int{"N": 3})) {
		t.Fatalf("qualifiers: %q", got)
	}
	tapYes(t, w)
	var names []string
	for _, tm := range teamOf(s).view.Teams {
		names = append(names, fmt.Sprintf("%s/%d", tm.Name, len(tm.Members)))
	}
	if strings.Join(names, " ") != "К1/1 К2/1 К3/1" {
		t.Fatalf("the final's teams: %v", names)
	}
	if r.qualify.Visible() {
		// still shown until the stage starts: a second tap says nothing is left
		test.Tap(r.qualify)
		tapYes(t, w)
		if got := dialogText(w); !strings.Contains(got, "уже є в етапі") {
			t.Fatalf("second fill: %q", got)
		}
	}
}

// TestNextSeasonGroupAOnScreen: seed 004 §18 through the screens. Group
// A, a round robin of four teams, and group B of three, finished (the
// lower number wins every match: А1 6 MP, А2 4; Б1 4). On group A's
// Таблиця tab «Група «А» наступного сезону…» with 2 staying and 1 going
// up makes the new group with А1, А2 and Б1, named a year on.
func TestNextSeasonGroupAOnScreen(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ps := addPlayers(t, svc, 7)
	a := uitest.PlayedTeamEvent(t, svc, "Група А 2009", teams.SystemRoundRobin, 0, []string{"А1", "А2", "А3", "А4"}, ps[:4])
	b := uitest.PlayedTeamEvent(t, svc, "Група Б 2009", teams.SystemRoundRobin, 0, []string{"Б1", "Б2", "Б3"}, ps[4:])
	for _, id := range []model.TournamentID{a, b} {
		if _, err := svc.Teams.Finish(context.Background(), id, false); err != nil {
			t.Fatal(err)
		}
	}
	s, w := newTestTournaments(t, svc)
	selectTournament(t, s, a)
	teamOf(s).tabs.Select(teamOf(s).tableTab)
	next := teamOf(s).closing.nextYear
	if !next.Visible() {
		t.Fatal("no «Група «А» наступного сезону…» on a finished group A")
	}
	test.Tap(next)
	form := topOverlay(w)
	if form == nil {
		t.Fatal("no dialog")
	}
	var texts []*kit.TextEntry
	collectEntries(form, &texts)
	if len(texts) != 4 || texts[0].Text != "Група А 2010" || texts[1].Text != "01.10.2010" || texts[2].Text != "7" || texts[3].Text != "1" {
		var got []string
		for _, e := range texts {
			got = append(got, e.Text)
		}
		t.Fatalf("the dialog's fields: %q", got)
	}
	texts[2].SetText("2")
	test.Tap(button(t, form, lang.L("Save")))
	if !strings.Contains(dialogText(w), "Б1 — Група Б 2009: 1, 4 МО (місце)") {
		t.Fatalf("after promoting: %q", dialogText(w))
	}
	var names []string
	for _, tm := range teamOf(s).view.Teams {
		names = append(names, tm.Name)
	}
	if s.Ctx.Current.Name != "Група А 2010" || strings.Join(names, " ") != "А1 А2 Б1" {
		t.Fatalf("current %q with %v", s.Ctx.Current.Name, names)
	}
}

// collectEntries gathers the text entries under o in order.
func collectEntries(o fyne.CanvasObject, out *[]*kit.TextEntry) {
	walk(o, func(c fyne.CanvasObject) {
		if e, ok := c.(*kit.TextEntry); ok {
			*out = append(*out, e)
		}
	})
}
