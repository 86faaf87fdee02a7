package teams_test

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/teams"
)

// pairedPair is a team Swiss of two teams on four boards, A and B,
// each with four main players and one substitute, round 1 paired. It
// returns the tournament, the two teams (A first) and A's players.
func pairedPair(t *testing.T, f *fixture) (model.TournamentID, teams.Team, teams.Team, []model.PlayerID) {
	t.Helper()
	id := f.tournament(teams.SystemSwiss, 4, 0, teams.Options{})
	var out []teams.Team
	var aps []model.PlayerID
	for _, n := range []string{"A", "B"} {
		var ps []model.PlayerID
		for i := 0; i < 5; i++ {
			ps = append(ps, f.player(fmt.Sprintf("%s%d", n, i), model.Male, 2010, 0))
		}
		tm, err := f.svc.CreateTeam(f.ctx, id, teams.Team{Name: n, Members: members(ps, 1)}, false)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, tm)
		if n == "A" {
			aps = ps
		}
	}
	if _, _, err := f.svc.Pair(f.ctx, id); err != nil {
		t.Fatal(err)
	}
	return id, out[0], out[1], aps
}

// TestLineupRefusals: each line-up engine/team refuses is worded with the
// players' names (a player outside the team by his ID) and stores nothing.
func TestLineupRefusals(t *testing.T) {
	f := newFixture(t)
	id, a, _, ps := pairedPair(t, f)
	outsider := f.player("Чужий", model.Male, 2010, 0)
	for _, c := range []struct {
		name   string
		lineup []model.PlayerID
		says   string
	}{
		{"not in the team", []model.PlayerID{ps[0], outsider, ps[2]}, fmt.Sprintf("№%d (board 2) is not in team \"A\"", outsider)},
		{"twice", []model.PlayerID{ps[0], ps[1], ps[0]}, "A0 Тест is in the line-up twice (again on board 3)"},
		// the list is A0 A1 A2 A3, A4 (substitute): A2 above A1 breaks it
		{"out of order", []model.PlayerID{ps[0], ps[2], ps[1]}, "A2 Тест on board 2 is out of place: the team's list puts him below A1 Тест"},
		{"too few", []model.PlayerID{ps[0], ps[1]}, "2 players; a team with fewer than 3"},
		{"too many", ps, "5 players for 4 boards"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := f.svc.SetLineup(f.ctx, id, 1, a.ID, c.lineup, false)
			if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "en"), c.says) {
				t.Fatalf("%v (%s), want Invalid saying %q", err, model.Message(err, "en"), c.says)
			}
			if ms, _ := f.svc.Matches(f.ctx, id, 1); len(ms[0].Boards) != 0 {
				t.Fatalf("a refused line-up was stored: %+v", ms[0].Boards)
			}
		})
	}
	if err := f.svc.SetLineup(f.ctx, id, 1, teams.TeamID(9999), ps[:4], false); !model.IsKind(err, model.NotFound) {
		t.Errorf("a team not in the tournament: %v", err)
	}
}

// TestNoShowScore: a team that does not come loses the match; its
// opponent, whose line-up is not typed, gets the no-show points of a full
// line-up, capped at the boards: the default 5 points on 4 boards is 4
// (engine/team's Defaults; seed 004 §3). Marked present again, the match
// is open. Score reads from the first-named team's side.
func TestNoShowScore(t *testing.T) {
	f := newFixture(t)
	id, a, b, _ := pairedPair(t, f)
	score := func() string {
		t.Helper()
		v, err := f.svc.View(f.ctx, id, "")
		if err != nil {
			t.Fatal(err)
		}
		m := v.Matches[0]
		return fmt.Sprintf("%s–%s %s", v.TeamByID(m.Home).Name, v.TeamByID(m.Away).Name, v.Score(m))
	}
	ms, _ := f.svc.Matches(f.ctx, id, 1)
	home, away := a, b
	if ms[0].Home == b.ID {
		home, away = b, a
	}
	if got, want := score(), home.Name+"–"+away.Name+" "; got != want {
		t.Fatalf("before any line-up: %q, want %q", got, want)
	}
	if err := f.svc.SetStatus(f.ctx, id, 1, away.ID, true); err != nil {
		t.Fatal(err)
	}
	if got, want := score(), home.Name+"–"+away.Name+" 4–0"; got != want {
		t.Errorf("the second-named team did not come: %q, want %q", got, want)
	}
	if err := f.svc.SetStatus(f.ctx, id, 1, away.ID, false); err != nil {
		t.Fatal(err)
	}
	if err := f.svc.SetStatus(f.ctx, id, 1, home.ID, true); err != nil {
		t.Fatal(err)
	}
	if got, want := score(), home.Name+"–"+away.Name+" 0–4"; got != want {
		t.Errorf("the first-named team did not come: %q, want %q", got, want)
	}
	if err := f.svc.SetStatus(f.ctx, id, 1, home.ID, false); err != nil {
		t.Fatal(err)
	}
	if got, want := score(), home.Name+"–"+away.Name+" "; got != want {
		t.Errorf("both present again: %q, want %q", got, want)
	}
	if v, _ := f.svc.View(f.ctx, id, ""); v.TeamByID(9999).ID != 0 || v.PlayerName(9999) != "" || v.PlayerName(home.Members[0].Player) == "" {
		t.Errorf("TeamByID / PlayerName of an unknown ID, or a member's name")
	}
}

// TestSaveTeamAndMembers: before round 1 a team's name, club and order
// change freely; a name another team has is refused; once round 1 is
// paired the declared order stays and players may only be added after
// it, through SaveTeam and SetMembers alike.
func TestSaveTeamAndMembers(t *testing.T) {
	f := newFixture(t)
	id := f.tournament(teams.SystemSwiss, 2, 0, teams.Options{})
	var ps []model.PlayerID
	for i := 0; i < 7; i++ {
		ps = append(ps, f.player(fmt.Sprintf("Гравець%d", i), model.Male, 2010, 0))
	}
	a, err := f.svc.SaveTeam(f.ctx, id, teams.Team{Name: " A ", Members: members(ps[0:3], 1)}, false)
	if err != nil || a.ID == 0 || a.Name != "A" || a.Number != 1 {
		t.Fatalf("a new team through SaveTeam: %+v %v", a, err)
	}
	b, err := f.svc.SaveTeam(f.ctx, id, teams.Team{Name: "B", Members: members(ps[3:5], 0)}, false)
	if err != nil {
		t.Fatal(err)
	}
	a.Name, a.Captain, a.Members = "Академія", "Тренер", members([]model.PlayerID{ps[1], ps[0], ps[2]}, 1)
	if got, err := f.svc.SaveTeam(f.ctx, id, a, false); err != nil || got.Name != "Академія" || got.Number != 1 {
		t.Fatalf("renaming and reordering before round 1: %+v %v", got, err)
	}
	dup := b
	dup.Name = "академія"
	if _, err := f.svc.SaveTeam(f.ctx, id, dup, false); !model.IsKind(err, model.Conflict) {
		t.Errorf("another team's name in other letters: %v", err)
	}
	if _, err := f.svc.SaveTeam(f.ctx, id, teams.Team{ID: a.ID, Name: "  "}, false); !model.IsKind(err, model.Invalid) {
		t.Errorf("an empty name: %v", err)
	}
	if _, err := f.svc.SaveTeam(f.ctx, id, teams.Team{ID: 9999, Name: "C"}, false); !model.IsKind(err, model.NotFound) {
		t.Errorf("a team no longer there: %v", err)
	}
	if _, _, err := f.svc.Pair(f.ctx, id); err != nil {
		t.Fatal(err)
	}
	stored := mustTeams(t, f, id)[0]
	if stored.Name != "Академія" || stored.Captain != "Тренер" || stored.Members[0].Player != ps[1] {
		t.Fatalf("stored team %+v", stored)
	}
	swapped := members([]model.PlayerID{ps[0], ps[1], ps[2]}, 1)
	if _, err := f.svc.SetMembers(f.ctx, id, "1", swapped, false); !model.IsKind(err, model.Conflict) {
		t.Errorf("SetMembers reordering after round 1: %v", err)
	}
	stored.Members = swapped
	if _, err := f.svc.SaveTeam(f.ctx, id, stored, false); !model.IsKind(err, model.Conflict) {
		t.Errorf("SaveTeam reordering after round 1: %v", err)
	}
	shorter := members([]model.PlayerID{ps[1], ps[0]}, 0)
	if _, err := f.svc.SetMembers(f.ctx, id, "Академія", shorter, false); !model.IsKind(err, model.Conflict) {
		t.Errorf("dropping a declared player after round 1: %v", err)
	}
	longer := append(members([]model.PlayerID{ps[1], ps[0], ps[2]}, 1), teams.Member{Player: ps[5], Substitute: true})
	got, err := f.svc.SetMembers(f.ctx, id, "Академія", longer, false)
	if err != nil || len(got.Members) != 4 || got.Members[3].Player != ps[5] {
		t.Fatalf("adding after round 1: %+v %v", got, err)
	}
	if _, err := f.svc.SetMembers(f.ctx, id, "Z", longer, false); !model.IsKind(err, model.NotFound) {
		t.Errorf("a team the tournament does not have: %v", err)
	}
}

// TestRankingSizeAndText: the §2 team ranking of an individual tournament
// counts 3 players until set; 0 (all) to 50 are kept, others refused, and
// a team tournament has no such ranking.
func TestRankingSizeAndText(t *testing.T) {
	f := newFixture(t)
	tn, err := f.tours.Tournaments.CreateTournament(f.ctx, model.Tournament{Name: "Особистий", StartDate: model.NewDate(2026, 5, 1), Rounds: 5})
	if err != nil {
		t.Fatal(err)
	}
	if n, err := f.svc.RankingSize(f.ctx, tn.ID); err != nil || n != 3 { // DefaultRankingSize, seed 004 §2
		t.Fatalf("default ranking size: %d %v", n, err)
	}
	for _, n := range []int{5, 0, 50} {
		if err := f.svc.SetRankingSize(f.ctx, tn.ID, n); err != nil {
			t.Fatalf("size %d: %v", n, err)
		}
		if got, _ := f.svc.RankingSize(f.ctx, tn.ID); got != n {
			t.Errorf("size %d stored as %d", n, got)
		}
	}
	for _, n := range []int{-1, 51} {
		if err := f.svc.SetRankingSize(f.ctx, tn.ID, n); !model.IsKind(err, model.Invalid) {
			t.Errorf("size %d: %v", n, err)
		}
	}
	team := f.tournament(teams.SystemSwiss, 4, 0, teams.Options{})
	if err := f.svc.SetRankingSize(f.ctx, team, 3); !model.IsKind(err, model.Invalid) {
		t.Errorf("a team tournament: %v", err)
	}
	row := teams.RankingRow{Place: 3, Last: 4, Members: []model.StandingsRow{{Name: "Бойко Дмитро", Place: "1"}, {Name: "Грабовська Христина", Place: "2–3"}}}
	if got := row.PlaceText() + " | " + row.MembersText(); got != "3-4 | Бойко Дмитро (1), Грабовська Христина (2–3)" {
		t.Errorf("ranking row text: %q", got)
	}
}

// TestSettingsRefusals: settings engine/team refuses are worded with the
// value and the limit, and nothing is created.
func TestSettingsRefusals(t *testing.T) {
	f := newFixture(t)
	for _, c := range []struct {
		name string
		o    teams.Options
		says string
	}{
		{"no-show over the boards", teams.Options{Boards: 4, NoShowGP: 9 * 2, ByeGP: -1}, "does not come (9): 0 to 4"},
		{"bye over the boards", teams.Options{Boards: 4, NoShowGP: -1, ByeGP: 10}, "team bye (5): 0 to 4"},
		{"too few admitted", teams.Options{Boards: 2, NoShowGP: -1, ByeGP: -1, MinPlayers: 3}, "round (3): 1 to 2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := f.svc.CreateTournament(f.ctx, model.Tournament{Name: c.name, System: teams.SystemRoundRobin, StartDate: model.NewDate(2026, 5, 1)}, c.o)
			if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "en"), c.says) {
				t.Fatalf("%v (%s), want Invalid saying %q", err, model.Message(err, "en"), c.says)
			}
		})
	}
	if ts, _ := f.tours.Tournaments.ListTournaments(f.ctx); len(ts) != 0 {
		t.Errorf("refused settings created %d tournaments", len(ts))
	}
}

// TestPlayersAndEvent: Players reads the named records once each, leaving
// out 0 and a player not in the registry; Event returns the stored event.
func TestPlayersAndEvent(t *testing.T) {
	f := newFixture(t)
	id, a, b, ps := pairedPair(t, f)
	got, err := f.svc.Players(f.ctx, []model.PlayerID{ps[0], 0, ps[0], 9999, ps[1]})
	if err != nil || len(got) != 2 || got[ps[0]].Surname != "A0" || got[ps[1]].Surname != "A1" {
		t.Fatalf("Players: %v %v", got, err)
	}
	tn, set, ts, ms, eng, err := f.svc.Event(f.ctx, id)
	if err != nil || tn.ID != id || set.Scoring.Boards != 4 || len(ts) != 2 || ts[0].ID != a.ID || ts[1].ID != b.ID || len(ms) != 1 || len(eng.Teams) != 2 {
		t.Fatalf("Event: %+v %+v %d teams %d matches %v", tn, set, len(ts), len(ms), err)
	}
}
