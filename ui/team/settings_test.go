package team

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/teams"
)

// TestTeamSettingsThroughScreens: «Налаштування» opens a team tournament's
// own form, filled with what is stored (the settings could not be
// edited after creation). A preset chosen on the form is stored by its key,
// so its extra match for first place (§19) is kept; the boards can change
// until a line-up is entered, and then the refusal says why and changes
// nothing.
func TestTeamSettingsThroughScreens(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addPlayers(t, svc, 8)
	s, w := newTestTournaments(t, svc)
	createTeamTournament(t, s, w, "Кубок U18", 4, "Москва 2010, командний кубок U18 (§19)", "3", "1")
	id := s.Ctx.Current.ID
	stored := func() teams.Settings {
		t.Helper()
		_, set, err := svc.Teams.Teams(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		return set
	}
	if set := stored(); set.TieBreaks != "moscow-2010-youth-cup" || !set.ExtraMatch {
		t.Fatalf("a preset chosen on the form: stored %q, extra match %v", set.TieBreaks, set.ExtraMatch)
	}
	if buttonOf(s, "Settings").Disabled() {
		t.Fatal("Settings is disabled for a team tournament")
	}
	test.Tap(buttonOf(s, "Settings"))
	f := teamFormOf(s)
	if f.name.Text != "Кубок U18" || f.boards.Text != "4" || f.boys.Text != "3" || f.girls.Text != "1" ||
		f.preset.Selected != "Москва 2010, командний кубок U18 (§19)" || f.noShow.Text != "" || f.noShow.PlaceHolder != defaultHint("4") || f.bye.Text != "" {
		t.Fatalf("the form is not filled: name %q boards %q boys %q girls %q preset %q no-show %q bye %q",
			f.name.Text, f.boards.Text, f.boys.Text, f.girls.Text, f.preset.Selected, f.noShow.Text, f.bye.Text)
	}
	f.name.SetText("Кубок U18, фінал")
	f.boards.SetText("2")
	f.girls.SetText("0")
	f.boys.SetText("0")
	test.Tap(teamDialogOf(s).Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("saving the settings: %q", labels(o))
	}
	if s.Ctx.Current.Name != "Кубок U18, фінал" {
		t.Fatalf("current tournament %q", s.Ctx.Current.Name)
	}
	if set := stored(); set.Scoring.Boards != 2 || set.TieBreaks != "moscow-2010-youth-cup" || set.Rules.Boys != 0 {
		t.Fatalf("stored after the edit: %+v", set)
	}

	addTeam(t, s, w, "A", surnames[0:2], 0)
	addTeam(t, s, w, "B", surnames[2:4], 0)
	addTeam(t, s, w, "C", surnames[4:6], 0)
	addTeam(t, s, w, "D", surnames[6:8], 0)
	ctx := context.Background()
	if _, _, err := svc.Teams.Pair(ctx, id); err != nil {
		t.Fatal(err)
	}
	v, err := svc.Teams.View(ctx, id, "")
	if err != nil {
		t.Fatal(err)
	}
	var lineup []model.PlayerID
	for _, m := range v.Teams[0].Members {
		lineup = append(lineup, m.Player)
	}
	if err := svc.Teams.SetLineup(ctx, id, 1, v.Teams[0].ID, lineup, false); err != nil {
		t.Fatal(err)
	}
	test.Tap(buttonOf(s, "Settings"))
	teamFormOf(s).boards.SetText("3")
	test.Tap(teamDialogOf(s).Save)
	o := topOverlay(w)
	if o == nil || !strings.Contains(strings.Join(labels(o), " "), "кількість дошок змінити не можна") {
		t.Fatalf("boards after a line-up: %v", o)
	}
	if set := stored(); set.Scoring.Boards != 2 {
		t.Fatalf("the refused change was stored: %+v", set.Scoring)
	}
}
