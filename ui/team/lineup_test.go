package team

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/ui/internal/uitest"
)

// TestTeamLineupsShownAreSaved: after pairing, each side shows its
// declared order as the line-up, marked «склад не збережено» until it is
// stored; the boards already name those players, and a result typed then
// stores both line-ups with it (one transaction) instead of being refused
// for boards «without a game». Before round 1 no side reads «вільний».
func TestTeamLineupsShownAreSaved(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ps := addPlayers(t, svc, 4)
	ctx := context.Background()
	tn, err := svc.Teams.CreateTournament(ctx, model.Tournament{Name: "Кубок", System: teams.SystemSwiss, Rounds: 3,
		StartDate: model.NewDate(2010, time.December, 1)}, teams.Options{Boards: 1, NoShowGP: -1, ByeGP: -1})
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range []string{"К1", "К2", "К3", "К4"} {
		if _, err := svc.Teams.CreateTeam(ctx, tn.ID, teams.Team{Name: n, Members: []teams.Member{{Player: ps[i].ID}}}, false); err != nil {
			t.Fatal(err)
		}
	}
	s, w := newTestTournaments(t, svc)
	selectTournament(t, s, tn.ID)
	teamOf(s).tabs.Select(teamOf(s).roundsTab)
	rd := teamOf(s).rounds
	for _, side := range rd.sides {
		if side.title.Text != "" {
			t.Fatalf("before round 1 a side reads %q", side.title.Text)
		}
	}
	test.Tap(rd.pair)
	if o := topOverlay(w); o != nil {
		t.Fatalf("pairing: %q", labels(o))
	}
	m := rd.shown[0]
	home, away := teamOf(s).view.TeamByID(m.Home), teamOf(s).view.TeamByID(m.Away)
	for k, side := range rd.sides {
		if want := []string{home.Name, away.Name}[k]; side.title.Text != want || !side.unsaved.Visible() || side.unsaved.Text != lang.L("line-up not saved") {
			t.Fatalf("side %d reads %q (unsaved mark shown %v), want %q marked %q", k, side.title.Text, side.unsaved.Visible(), want, lang.L("line-up not saved"))
		}
	}
	if got, want := rd.boardCell(0, 1), teamOf(s).view.PlayerName(home.Members[0].Player); want == "" || got != want {
		t.Fatalf("board 1, White, before the line-ups are saved: %q, want %q", got, want)
	}
	test.Tap(rd.boards)
	test.Type(rd.boards, "=")
	if o := topOverlay(w); o != nil {
		t.Fatalf("typing a result: %q", labels(o))
	}
	stored, err := svc.Teams.Matches(ctx, tn.ID, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, sm := range stored {
		if sm.ID != m.ID {
			continue
		}
		if len(sm.Boards) != 1 || sm.Boards[0].Home != home.Members[0].Player || sm.Boards[0].Away != away.Members[0].Player || sm.Boards[0].Result == 0 {
			t.Fatalf("stored boards %+v", sm.Boards)
		}
	}
	for k, side := range rd.sides {
		if side.title.Text != []string{home.Name, away.Name}[k] || side.unsaved.Visible() {
			t.Fatalf("after the result side %d reads %q, still marked unsaved: %v", k, side.title.Text, side.unsaved.Visible())
		}
	}
	if got := teamOf(s).view.Score(rd.shown[0]); got != "½–½" {
		t.Fatalf("score %q", got)
	}
}

// TestTeamFormFollowsTournament: a team chosen in one tournament's Команди
// tab, with a search typed, is not left in the form when the director
// chooses another tournament (saving it there would take its members).
func TestTeamFormFollowsTournament(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ps := addPlayers(t, svc, 6)
	a := uitest.PlayedTeamEvent(t, svc, "Перший", teams.SystemRoundRobin, 0, []string{"А1", "А2", "А3"}, ps[:3])
	b := uitest.PlayedTeamEvent(t, svc, "Другий", teams.SystemRoundRobin, 0, []string{"Б1", "Б2", "Б3"}, ps[3:])
	s, _ := newTestTournaments(t, svc)
	selectTournament(t, s, a)
	teamOf(s).tabs.Select(teamOf(s).teamsTab)
	r := teamOf(s).reg
	r.list.Select(0)
	test.Type(r.search, surnames[0][:4])
	if r.name.Text != "А1" || len(r.order) != 1 {
		t.Fatalf("team А1 not in the form: %q, %d members", r.name.Text, len(r.order))
	}
	selectTournament(t, s, b)
	if r.name.Text != "" || len(r.order) != 0 || r.search.Text != "" || r.editing.ID != 0 {
		t.Fatalf("another tournament's form keeps %q, %d members, search %q", r.name.Text, len(r.order), r.search.Text)
	}
}
