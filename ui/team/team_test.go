package team

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/ui/tournament"
)

// createTeamTournament fills the New team tournament dialog and saves it.
func createTeamTournament(t *testing.T, s *tournament.Screen, w fyne.Window, name string, boards int, preset string, boys, girls string) {
	t.Helper()
	test.Tap(buttonOf(s, "Team tournament"))
	f := teamFormOf(s)
	if f == nil {
		t.Fatal("New team tournament did not open its dialog")
	}
	test.Type(f.name, name)
	f.boards.SetText(fmt.Sprint(boards))
	for _, p := range []string{preset} {
		if p != "" {
			f.preset.SetSelected(p)
		}
	}
	f.boys.SetText(boys)
	f.girls.SetText(girls)
	test.Tap(teamDialogOf(s).Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("team tournament dialog still open: %q", labels(o))
	}
	if s.Ctx.Current.Name != name || !teams.IsTeamSystem(s.Ctx.Current.System) {
		t.Fatalf("current tournament %+v, want the team tournament %q", s.Ctx.Current, name)
	}
}

// addTeam types a team in the Teams tab: its name, then each member found
// by surname (the last subs of them as substitutes), and saves it.
func addTeam(t *testing.T, s *tournament.Screen, w fyne.Window, name string, members []string, subs int) {
	t.Helper()
	r := teamOf(s).reg
	test.Tap(r.newTeam)
	test.Type(r.name, name)
	for i, m := range members {
		test.Type(r.search, m)
		if len(r.results) != 1 {
			t.Fatalf("searching %q found %d players", m, len(r.results))
		}
		if i >= len(members)-subs {
			test.Tap(r.addSub)
		} else {
			test.Tap(r.add)
		}
	}
	test.Tap(r.save)
}

// TestTeamRoundRobinThroughScreens types a 4-team, 3-round team round
// robin (2 boards, 2 main players and 1 substitute each, preset §18)
// through the screens and reopens it from the file. Berger: R1 A–D B–C,
// R2 D–C A–B, R3 B–D C–A. Every match is typed «1 =» (the first-named
// team has White on board 1: it wins board 1 and draws board 2, 1½–½).
// In R1 A's substitute plays: board 2 is taken out and the substitute
// clicked in.
//
// By hand: MP A 2+2+0 = 4, B 2+0+2 = 4, C 0+0+2 = 2, D 0+2+0 = 2; GP A
// 1½+1½+½ = 3½, B 3½, C 2½, D 2½. The board points are equal too, so the
// match between them decides (§18): A beat B, D beat C — 1 A, 2 B, 3 D, 4 C.
func TestTeamRoundRobinThroughScreens(t *testing.T) {
	path := testDBPath(t)
	svc, closeFile := openService(t, path)
	addPlayers(t, svc, 12)
	s, w := newTestTournaments(t, svc)
	createTeamTournament(t, s, w, "Командний чемпіонат", 2, "Москва 2010, командний чемпіонат (§18)", "", "")
	teamOf(s).tabs.Select(teamOf(s).teamsTab)
	for i, name := range []string{"A", "B", "C", "D"} {
		addTeam(t, s, w, name, surnames[3*i:3*i+3], 1)
		if o := topOverlay(w); o != nil {
			t.Fatalf("team %s: %q", name, labels(o))
		}
	}
	if n := len(teamOf(s).view.Teams); n != 4 {
		t.Fatalf("%d teams stored", n)
	}
	if got := teamOf(s).view.Teams[0].Members; len(got) != 3 || got[0].Substitute || !got[2].Substitute {
		t.Fatalf("team A's order: %+v", got)
	}
	// a player plays for one team only: refused, nothing stored
	r := teamOf(s).reg
	test.Tap(r.newTeam)
	test.Type(r.name, "E")
	test.Type(r.search, surnames[0])
	test.Tap(r.add)
	test.Tap(r.save)
	if o := topOverlay(w); o == nil || !strings.Contains(strings.Join(labels(o), " "), "лише за одну команду") {
		t.Fatalf("a player in two teams: %v", o)
	} else {
		w.Canvas().Overlays().Remove(o)
	}
	if n := len(teamOf(s).view.Teams); n != 4 {
		t.Fatalf("refused team stored: %d teams", n)
	}

	teamOf(s).tabs.Select(teamOf(s).roundsTab)
	rd := teamOf(s).rounds
	for round := 1; round <= 3; round++ {
		test.Tap(rd.pair)
		if o := topOverlay(w); o != nil {
			t.Fatalf("pairing round %d: %q", round, labels(o))
		}
		if rd.round != round || len(rd.shown) != 2 {
			t.Fatalf("round shown %d with %d matches, want round %d", rd.round, len(rd.shown), round)
		}
		for m := 0; m < 2; m++ {
			rd.matches.Select(m)
			if round == 1 && m == 0 {
				home := rd.sides[0]
				home.members.Select(1) // take board 2 out
				if len(home.current) != 1 || home.memberLine(1) != "— "+surnames[1]+" Олег" {
					t.Fatalf("after taking board 2 out: line-up %v, %q", home.current, home.memberLine(1))
				}
				home.members.Select(2) // the substitute goes in: board 2
				if want := []model.PlayerID{teamOf(s).view.Teams[0].Members[0].Player, teamOf(s).view.Teams[0].Members[2].Player}; !slices.Equal(home.current, want) {
					t.Fatalf("substitute: line-up %v, want %v", home.current, want)
				}
				if got := home.memberLine(2); got != "2. "+surnames[2]+" Олег" {
					t.Fatalf("the substitute's row: %q", got)
				}
			}
			test.Tap(rd.sides[0].save)
			test.Tap(rd.sides[1].save)
			test.Tap(rd.boards)
			if w.Canvas().Focused() != rd.boards {
				t.Fatal("tapping the boards does not give them the keyboard")
			}
			test.Type(rd.boards, "1=")
			if o := topOverlay(w); o != nil {
				t.Fatalf("round %d match %d: %q", round, m+1, labels(o))
			}
			if got := rd.e.view.Score(rd.shown[m]); got != "1½–½" {
				t.Fatalf("round %d match %d (%s): score %q", round, m+1, rd.matchLine(m), got)
			}
		}
	}
	if rd.pair.Disabled() != true {
		t.Error("Pair next round is enabled after the last round")
	}
	a := teamOf(s).view.Matches[0].Boards
	if a[1].Home != teamOf(s).view.Teams[0].Members[2].Player {
		t.Errorf("R1 A–D board 2: %v, want A's substitute", a[1])
	}
	want := [][]string{{"1", "A", "4", "3½"}, {"2", "B", "4", "3½"}, {"3", "D", "2", "2½"}, {"4", "C", "2", "2½"}}
	checkStandings := func(st *teamStandings) {
		t.Helper()
		for i, row := range want {
			for c, v := range row {
				if got := st.standingCell(i, c); got != v {
					t.Errorf("standings row %d col %d: %q, want %q", i+1, c, got, v)
				}
			}
		}
		// the crosstable in rank order: A (row 1) against B (column 2)
		if got := st.crossCell(0, 5); got != "1½–½" {
			t.Errorf("crosstable A–B: %q", got)
		}
		if got := st.crossCell(1, 4); got != "½–1½" {
			t.Errorf("crosstable B–A: %q", got)
		}
	}
	teamOf(s).tabs.Select(teamOf(s).tableTab)
	checkStandings(teamOf(s).table)
	if n := len(teamOf(s).table.rows); n != 9 {
		t.Errorf("board-by-board table: %d players, want 9 (the 8 main players and A's substitute)", n)
	}

	// reopened from the file
	closeFile()
	svc2, _ := openService(t, path)
	s2, w2 := newTestTournaments(t, svc2)
	if !s2.Open(s.Current().ID) {
		t.Fatal("reopened: the team tournament is not in the list")
	}
	if !teams.IsTeamSystem(s2.Ctx.Current.System) {
		t.Fatalf("reopened: current %+v", s2.Ctx.Current)
	}
	checkStandings(teamOf(s2).table)
	if !teamOf(s2).tabs.Visible() || individualTabsShown(s2, w2) {
		t.Error("a team tournament shows the individual tabs")
	}
}

// TestTeamCompositionConfirm: a team outside «1 boy + 1 girl» is saved
// only after the director confirms.
func TestTeamCompositionConfirm(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addPlayers(t, svc, 3)
	s, w := newTestTournaments(t, svc)
	createTeamTournament(t, s, w, "Кубок", 2, "", "1", "1")
	addTeam(t, s, w, "Хлопці", surnames[:2], 0)
	o := topOverlay(w)
	if o == nil || !strings.Contains(strings.Join(labels(o), " "), "2 юнаків, а за положенням їх не більше 1") {
		t.Fatalf("no confirmation: %v", o)
	}
	if len(teamOf(s).view.Teams) != 0 {
		t.Fatal("stored before the confirmation")
	}
	tapYes(t, w)
	if len(teamOf(s).view.Teams) != 1 || len(teamOf(s).view.Teams[0].Members) != 2 {
		t.Fatalf("after the confirmation: %+v", teamOf(s).view.Teams)
	}
	if !strings.Contains(teamOf(s).reg.warnings.Text, "не більше 1") {
		t.Errorf("the confirmed breach is not shown: %q", teamOf(s).reg.warnings.Text)
	}
}
