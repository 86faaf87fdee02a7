package stages_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/registry"
	"arbiter/model/stages"
	"arbiter/model/teams"
	"arbiter/model/tournaments"
	"arbiter/storage"
)

// teamFixture is a data file with the team service and the team-stage
// service on it.
type teamFixture struct {
	t      *testing.T
	app    *model.App
	tours  *tournaments.Services // the tournament services on app
	svc    *teams.Service
	stages *stages.Teams
	n      int // players made so far
}

func newTeamFixture(t *testing.T) *teamFixture {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "teamstages.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	svc := teams.New(st.Teams())
	app := model.NewApp(st.Model())
	return &teamFixture{t: t, app: app, tours: tournaments.New(app), svc: svc, stages: stages.NewTeams(svc)}
}

// event creates a one-board team tournament of the system with the teams
// named (a player each) and returns its ID.
func (f *teamFixture) event(name, system string, rounds int, names ...string) model.TournamentID {
	f.t.Helper()
	tn, err := f.svc.CreateTournament(ctx, model.Tournament{Name: name, System: system, StartDate: model.NewDate(2010, time.December, 1),
		Rounds: rounds}, teams.Options{Boards: 1, NoShowGP: -1, ByeGP: -1})
	if err != nil {
		f.t.Fatal(err)
	}
	for _, n := range names {
		f.n++
		p, err := registry.New(f.app).CreatePlayer(ctx, model.Player{Surname: fmt.Sprintf("Гравець%d", f.n), Name: "Іван", Gender: model.Male,
			BirthDate: model.NewDate(1995, time.March, 1)}, model.SaveOptions{})
		if err != nil {
			f.t.Fatal(err)
		}
		if _, err := f.svc.CreateTeam(ctx, tn.ID, teams.Team{Name: n, Members: []teams.Member{{Player: p.ID}}}, false); err != nil {
			f.t.Fatal(err)
		}
	}
	return tn.ID
}

// play pairs and plays every round of id: each team fields its player;
// decisive, the lower pairing number wins; otherwise every game is drawn.
// finish then finishes it.
func (f *teamFixture) play(id model.TournamentID, decisive, finish bool) {
	f.t.Helper()
	for {
		r, ms, err := f.svc.Pair(ctx, id)
		if err != nil {
			if model.IsKind(err, model.Invalid) && strings.Contains(model.Message(err, "en"), "have been paired") {
				break
			}
			f.t.Fatalf("Pair: %v", err)
		}
		ts, _, _ := f.svc.Teams(ctx, id)
		byID := map[teams.TeamID]teams.Team{}
		for _, t := range ts {
			byID[t.ID] = t
		}
		for _, m := range ms {
			if m.Away == 0 {
				continue
			}
			for _, side := range []teams.TeamID{m.Home, m.Away} {
				if err := f.svc.SetLineup(ctx, id, r, side, []model.PlayerID{byID[side].Members[0].Player}, false); err != nil {
					f.t.Fatal(err)
				}
			}
			code := "="
			if decisive {
				code = "1"
				if byID[m.Away].Number < byID[m.Home].Number {
					code = "0"
				}
			}
			if err := f.svc.SetResult(ctx, id, r, m.Home, 1, code); err != nil {
				f.t.Fatal(err)
			}
		}
	}
	if finish {
		if _, err := f.svc.Finish(ctx, id, false); err != nil {
			f.t.Fatalf("Finish: %v", err)
		}
	}
}

// stage creates a team round robin following the sources by rule.
func (f *teamFixture) stage(name, rule string, places int, from ...model.TournamentID) model.TournamentID {
	f.t.Helper()
	tn, err := f.svc.CreateTournament(ctx, model.Tournament{Name: name, System: teams.SystemRoundRobin, StartDate: model.NewDate(2010, time.December, 10),
		Stage: model.StageLink{From: ids(from), Qualify: rule, Places: places}}, teams.Options{Boards: 1, NoShowGP: -1, ByeGP: -1})
	if err != nil {
		f.t.Fatal(err)
	}
	return tn.ID
}

func ids(from []model.TournamentID) string {
	var s []string
	for _, id := range from {
		s = append(s, fmt.Sprint(id))
	}
	return strings.Join(s, ",")
}

// teamLines writes team qualifiers as «name from place points [reasons] registered».
func teamLines(qs []stages.TeamQualifier) string {
	var out []string
	for _, q := range qs {
		out = append(out, fmt.Sprintf("%s %d %s %s [%s] %v", q.Name, q.From, q.Place, q.PointsText("en"), q.ReasonsText("en"), q.Registered))
	}
	return strings.Join(out, "; ")
}

// roster writes a tournament's teams with their members' count.
func (f *teamFixture) roster(id model.TournamentID) string {
	f.t.Helper()
	ts, _, err := f.svc.Teams(ctx, id)
	if err != nil {
		f.t.Fatal(err)
	}
	var out []string
	for _, t := range ts {
		out = append(out, fmt.Sprintf("%d %s/%d", t.Number, t.Name, len(t.Members)))
	}
	return strings.Join(out, ", ")
}

// TestTeamStageTopN: seed 004 §19, a team Swiss then a round robin of its
// top teams. The Swiss of four teams over three rounds has no rematch, so
// every team meets every other; the lower number wins each match: К1 6
// match points (3 wins × 2, C.07 art. 11.1.1), К2 4, К3 2, К4 0, places 1–4.
// top:3 takes К1–К3 with their members (and the final then plays);
// score:2 (2 match points or more) takes К1–К3 too, for their score; a
// second fill has nobody left to enter.
func TestTeamStageTopN(t *testing.T) {
	f := newTeamFixture(t)
	swiss := f.event("Відбір", teams.SystemSwiss, 3, "К1", "К2", "К3", "К4")
	f.play(swiss, true, true)

	final := f.stage("Фінал", "top:3", 0, swiss)
	qs, err := f.stages.Qualifiers(ctx, final)
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("К1 %d 1 6 MP [place] false; К2 %d 2 4 MP [place] false; К3 %d 3 2 MP [place] false", swiss, swiss, swiss)
	if got := teamLines(qs); got != want {
		t.Fatalf("qualifiers\n got %s\nwant %s", got, want)
	}
	if got := f.roster(final); got != "" {
		t.Fatalf("Qualifiers entered teams: %s", got)
	}
	if _, err := f.stages.Fill(ctx, final); err != nil {
		t.Fatal(err)
	}
	if got := f.roster(final); got != "1 К1/1, 2 К2/1, 3 К3/1" {
		t.Fatalf("entered %s, want 1 К1/1, 2 К2/1, 3 К3/1", got)
	}
	if qs, _ := f.stages.Qualifiers(ctx, final); !qs[0].Registered || !qs[2].Registered {
		t.Fatalf("not marked entered after Fill: %s", teamLines(qs))
	}
	if _, err := f.stages.Fill(ctx, final); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "en"), "in the stage already") {
		t.Fatalf("second Fill: %v", err)
	}

	byScore := f.stage("Фінал за очками", "score:2", 0, swiss)
	qs, err = f.stages.Fill(ctx, byScore)
	if err != nil {
		t.Fatal(err)
	}
	want = fmt.Sprintf("К1 %d 1 6 MP [score] false; К2 %d 2 4 MP [score] false; К3 %d 3 2 MP [score] false", swiss, swiss, swiss)
	if got := teamLines(qs); got != want {
		t.Fatalf("score:2 qualifiers\n got %s\nwant %s", got, want)
	}
	// the stage is a round robin of its own: it plays
	f.play(final, true, true)
}

// TestTeamStageRefusals: each is refused with the kind and the words that
// say what to change, and enters nobody.
func TestTeamStageRefusals(t *testing.T) {
	f := newTeamFixture(t)
	open := f.event("Незавершений", teams.SystemSwiss, 3, "О1", "О2", "О3", "О4")
	f.play(open, true, false)
	drawn := f.event("Нічийний", teams.SystemSwiss, 3, "Н1", "Н2", "Н3", "Н4")
	f.play(drawn, false, true)
	done := f.event("Завершений", teams.SystemSwiss, 3, "З1", "З2", "З3", "З4")
	f.play(done, true, true)
	same := f.event("Двійник", teams.SystemSwiss, 3, "З1", "Х2", "Х3", "Х4")
	f.play(same, true, true)

	cases := []struct {
		name  string
		stage model.TournamentID
		kind  model.Kind
		words string
	}{
		{"source not finished", f.stage("С1", "top:2", 0, open), model.Conflict, "is not finished"},
		// every match drawn: all four share places 1–4 across the top 2
		{"place shared across the limit", f.stage("С2", "top:2", 0, drawn), model.Conflict, "places 1–4 are shared across the top 2"},
		{"nobody selected", f.stage("С3", "score:10", 0, done), model.Conflict, "selects nobody"},
		{"more than the places", f.stage("С4", "top:3", 2, done), model.Conflict, "3 teams qualify but the stage \"С4\" takes 2"},
		{"a rating rule", f.stage("С5", "top:1+rating:2000", 0, done), model.Invalid, "a team stage takes teams by place"},
		{"two teams of one name", f.stage("С6", "top:1", 0, done, same), model.Conflict, "Two qualifying teams are named \"З1\""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := f.stages.Fill(ctx, c.stage)
			if !model.IsKind(err, c.kind) || !strings.Contains(model.Message(err, "en"), c.words) {
				t.Fatalf("want %v saying %q, got %v", c.kind, c.words, err)
			}
			if got := f.roster(c.stage); got != "" {
				t.Fatalf("a refused fill entered %s", got)
			}
		})
	}

	// an individual tournament cannot be a team stage's source
	ind, err := f.tours.Tournaments.CreateTournament(ctx, model.Tournament{Name: "Особистий", System: model.SystemRoundRobin,
		StartDate: model.NewDate(2010, time.November, 1), Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.svc.CreateTournament(ctx, model.Tournament{Name: "Командний етап", System: teams.SystemRoundRobin, StartDate: model.NewDate(2010, time.December, 10),
		Stage: model.StageLink{From: fmt.Sprint(ind.ID), Qualify: "top:2"}}, teams.Options{Boards: 1, NoShowGP: -1, ByeGP: -1})
	if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "en"), "is an individual tournament") {
		t.Fatalf("individual source: %v", err)
	}
	// a stage that has started takes no more teams
	started := f.stage("Почався", "top:3", 0, done)
	if _, err := f.stages.Fill(ctx, started); err != nil {
		t.Fatal(err)
	}
	if _, _, err := f.svc.Pair(ctx, started); err != nil {
		t.Fatal(err)
	}
	if _, err := f.stages.Fill(ctx, started); !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "en"), "has started") {
		t.Fatalf("started stage: %v", err)
	}
}

// TestPromote: seed 004 §18, next season's group A is group A's first 7
// and group B's winner. Here group A is a round robin of 4 teams and
// group B of 3, the lower number winning every match (А1 3 wins, А2 2, …;
// Б1 2 wins): Stay 2, Up 1 gives А1, А2 and Б1 in one new round robin with
// group A's settings, linked to both groups by the rule top:A=2,B=1.
func TestPromote(t *testing.T) {
	f := newTeamFixture(t)
	a := f.event("Група А 2009", teams.SystemRoundRobin, 0, "А1", "А2", "А3", "А4")
	b := f.event("Група Б 2009", teams.SystemRoundRobin, 0, "Б1", "Б2", "Б3")
	f.play(a, true, true)
	f.play(b, true, false)

	next := model.Tournament{Name: "Група А 2010", StartDate: model.NewDate(2010, time.October, 1)}
	_, _, err := f.stages.Promote(ctx, stages.Promotion{GroupA: a, GroupB: b, Stay: 2, Up: 1, Tournament: next})
	if !model.IsKind(err, model.Conflict) || !strings.Contains(model.Message(err, "en"), "is not finished") {
		t.Fatalf("group B not finished: %v", err)
	}
	if ts, _ := f.tours.Tournaments.ListTournaments(ctx); len(ts) != 2 {
		t.Fatalf("a refused promotion left a tournament: %d tournaments", len(ts))
	}
	if _, err := f.svc.Finish(ctx, b, false); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []stages.Promotion{{GroupA: a, GroupB: a, Stay: 2, Up: 1, Tournament: next}, {GroupA: a, GroupB: b, Stay: 0, Up: 1, Tournament: next}} {
		if _, _, err := f.stages.Promote(ctx, bad); !model.IsKind(err, model.Invalid) {
			t.Fatalf("Promote %+v: %v", bad, err)
		}
	}
	got, qs, err := f.stages.Promote(ctx, stages.Promotion{GroupA: a, GroupB: b, Stay: 2, Up: 1, Tournament: next})
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("А1 %d 1 6 MP [place] false; А2 %d 2 4 MP [place] false; Б1 %d 1 4 MP [place] false", a, a, b)
	if l := teamLines(qs); l != want {
		t.Fatalf("promoted\n got %s\nwant %s", l, want)
	}
	if r := f.roster(got.ID); r != "1 А1/1, 2 А2/1, 3 Б1/1" {
		t.Fatalf("group A 2010: %s", r)
	}
	if got.System != teams.SystemRoundRobin || got.Stage.From != fmt.Sprintf("%d,%d", a, b) || got.Stage.Qualify != fmt.Sprintf("top:%d=2,%d=1", a, b) {
		t.Fatalf("the new group: %s, stage %+v", got.System, got.Stage)
	}
}
