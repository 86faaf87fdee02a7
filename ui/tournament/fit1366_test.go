package tournament

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/teams"

	"arbiter/ui/internal/uitest"
	"arbiter/ui/kit"
	"arbiter/ui/panels"
)

// At 1366×768 nothing of the tournament screen is cut off: with the
// program's own theme (the test theme measures differently), every tab of
// a tournament with a played round, and every tab of a team tournament,
// needs at most the width of a 1366-pixel screen. A wider toolbar makes
// Fyne widen the window past the screen, and the right edge is lost (seen
// under openbox: the rounds bar).
//
// The widths are those of the Ukrainian labels, the longest: the test runs
// itself again in a process of its own with the Ukrainian interface, so the
// language does not leak into the other tests.
func TestTournamentTabsFit1366(t *testing.T) {
	if !inChild(t, "TestTournamentTabsFit1366") {
		return
	}
	kit.SetupLanguage(nil)
	if lang.L("Tournaments") != "Турніри" {
		t.Fatalf("the child runs in %q, not Ukrainian", lang.L("Tournaments"))
	}
	svc := newTestService(t)
	w := newTestWindow(t)
	fyne.CurrentApp().Settings().SetTheme(theme.DefaultTheme())
	ctx := context.Background()
	if _, err := svc.Demo.Season(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Demo.Tournament(ctx, 16, 9, 3, 1); err != nil {
		t.Fatal(err)
	}
	teamID := fitTeamTournament(t, svc)
	limit := float32(1366) - 2*theme.Padding()
	check := func(what string, o fyne.CanvasObject) {
		t.Helper()
		m := o.MinSize()
		t.Logf("%s: %.0f", what, m.Width)
		if m.Width > limit {
			t.Errorf("%s needs %.0f pixels, more than a 1366-pixel screen gives (%.0f)", what, m.Width, limit)
		}
	}
	ts := New(svc, w, panels.All())
	ts.Inline() // the screen loads on the test's goroutine
	content := ts.BuildUI()
	w.SetContent(content)
	ts.Reload()
	title := lang.L("Tournaments")
	check(title, content)
	for i, tn := range ts.tournaments {
		if tn.ID != teamID {
			ts.list.Select(i)
			break
		}
	}
	for _, tab := range ts.tabs.Items {
		ts.tabs.Select(tab)
		check(title+" / "+tab.Text, content)
	}
	// a team tournament shows tabs of its own (ui/team)
	for i, tn := range ts.tournaments {
		if tn.ID == teamID {
			ts.list.Select(i)
		}
	}
	if ts.Ctx.Current.ID != teamID {
		t.Fatal("the team tournament is not in the list")
	}
	var teamTabs *container.AppTabs // the body's own tabs (ui/team)
	uitest.Walk(content, func(o fyne.CanvasObject) {
		if tabs, ok := o.(*container.AppTabs); ok && tabs != ts.tabs && o.Visible() {
			teamTabs = tabs
		}
	})
	if teamTabs == nil || len(teamTabs.Items) == 0 {
		t.Fatal("the team tournament shows no tabs of its own")
	}
	for _, tab := range teamTabs.Items {
		teamTabs.Select(tab)
		check(title+" / "+tab.Text+" (team)", content)
	}
}

// fitTeamTournament is a 4-team, 4-board round robin of the demo registry
// with round 1 paired.
func fitTeamTournament(t *testing.T, svc *datafile.Services) model.TournamentID {
	t.Helper()
	ctx := context.Background()
	ts := svc.Teams
	tn, err := ts.CreateTournament(ctx, model.Tournament{Name: "Командна першість ДЮСШ", System: teams.SystemRoundRobin,
		StartDate: svc.Today()}, teams.Options{Boards: 4, TieBreaks: "moscow-2010-dyussh", NoShowGP: -1, ByeGP: -1})
	if err != nil {
		t.Fatal(err)
	}
	players, err := svc.Registry.SearchPlayers(ctx, "")
	if err != nil || len(players) < 16 {
		t.Fatalf("%d demo players: %v", len(players), err)
	}
	for i, name := range []string{"ДЮСШ № 1", "Ірпінський шаховий клуб «Ґамбіт»", "ШК «Каїсса»", "Академія"} { // a long name: the line-up titles must not widen the window
		var ms []teams.Member
		for _, p := range players[4*i : 4*i+4] {
			ms = append(ms, teams.Member{Player: p.ID})
		}
		if _, err := ts.CreateTeam(ctx, tn.ID, teams.Team{Name: name, Members: ms}, true); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, err := ts.Pair(ctx, tn.ID); err != nil {
		t.Fatal(err)
	}
	return tn.ID
}
