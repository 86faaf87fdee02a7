package teams_test

import (
	"fmt"
	"testing"

	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/teams"
)

// TestUpdateTournament: a team tournament's settings can be changed after
// it is created, and what the played rounds depend on stays
// fixed: the system once round 1 is paired, the boards once a line-up is
// entered, a Swiss's rounds not below the rounds paired. A refused change
// changes nothing; an accepted one changes the standings at once.
func TestUpdateTournament(t *testing.T) {
	f := newFixture(t)
	o := teams.Options{Boards: 2, NoShowGP: -1, ByeGP: -1}
	tn, err := f.svc.CreateTournament(f.ctx, model.Tournament{Name: "Кубок клубів", System: teams.SystemSwiss,
		StartDate: model.NewDate(2026, 5, 1), Rounds: 3}, o)
	if err != nil {
		t.Fatal(err)
	}
	lineup := map[string][]model.PlayerID{}
	for _, n := range []string{"A", "B", "C", "D"} {
		for i := 0; i < 2; i++ {
			lineup[n] = append(lineup[n], f.player(fmt.Sprintf("%s%d", n, i), model.Male, 2010, 0))
		}
		if _, err := f.svc.CreateTeam(f.ctx, tn.ID, teams.Team{Name: n, Members: members(lineup[n], 0)}, false); err != nil {
			t.Fatal(err)
		}
	}
	settings := func() (model.Tournament, teams.Settings) {
		t.Helper()
		v, err := f.svc.View(f.ctx, tn.ID, "")
		if err != nil {
			t.Fatal(err)
		}
		_, set, err := f.svc.Teams(f.ctx, tn.ID)
		if err != nil {
			t.Fatal(err)
		}
		return v.Tournament, set
	}

	// before round 1 everything can change: a round robin of 4 boards,
	// game points first, 3/1/0 for a match
	edit := tn
	edit.Name, edit.System, edit.Rounds = "Кубок клубів 2026", teams.SystemRoundRobin, 0
	mp := [3]int{3, 1, 0}
	o2 := teams.Options{Boards: 4, Primary: "gp", MatchPoints: &mp, NoShowGP: 6, ByeGP: -1, Rules: teams.Rules{Boys: 3, Girls: 1}}
	got, err := f.svc.UpdateTournament(f.ctx, edit, o2)
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "Кубок клубів 2026" || got.System != teams.SystemRoundRobin || got.Cup != tn.Cup || got.Kind != tn.Kind {
		t.Fatalf("updated %+v", got)
	}
	stored, set := settings()
	if stored.Name != got.Name || stored.System != teams.SystemRoundRobin {
		t.Fatalf("stored %+v", stored)
	}
	if sc := set.Scoring; sc.Boards != 4 || sc.Primary != team.ByGP || sc.Win != 3 || sc.Draw != 1 || sc.Loss != 0 || sc.NoShowGP != 6 ||
		set.Rules.Boys != 3 || set.Rules.Girls != 1 {
		t.Fatalf("stored settings %+v", set)
	}

	// back to a 2-board Swiss of 3 rounds; bad input changes nothing
	edit.System, edit.Rounds = teams.SystemSwiss, 3
	o.Boards = 2
	if _, err := f.svc.UpdateTournament(f.ctx, edit, o); err != nil {
		t.Fatal(err)
	}
	bad := o
	bad.Boards = 0
	if _, err := f.svc.UpdateTournament(f.ctx, edit, bad); !model.IsKind(err, model.Invalid) {
		t.Fatalf("0 boards: %v", err)
	}
	if _, set := settings(); set.Scoring.Boards != 2 {
		t.Fatalf("a refused change was stored: %+v", set.Scoring)
	}
	noName := edit
	noName.Name = " "
	if _, err := f.svc.UpdateTournament(f.ctx, noName, o); !model.IsKind(err, model.Invalid) {
		t.Fatalf("no name: %v", err)
	}
	missing := edit
	missing.ID = 999
	if _, err := f.svc.UpdateTournament(f.ctx, missing, o); !model.IsKind(err, model.NotFound) {
		t.Fatalf("no such tournament: %v", err)
	}

	// round 1 paired: the system is fixed, the boards still free
	if _, _, err := f.svc.Pair(f.ctx, tn.ID); err != nil {
		t.Fatal(err)
	}
	rr := edit
	rr.System, rr.Rounds = teams.SystemRoundRobin, 0
	if _, err := f.svc.UpdateTournament(f.ctx, rr, o); !model.IsKind(err, model.Conflict) {
		t.Fatalf("system after round 1: %v", err)
	}
	three := o
	three.Boards = 3
	if _, err := f.svc.UpdateTournament(f.ctx, edit, three); err != nil {
		t.Fatalf("boards before any line-up: %v", err)
	}
	if _, err := f.svc.UpdateTournament(f.ctx, edit, o); err != nil {
		t.Fatal(err)
	}
	// a line-up entered: the boards are fixed
	if err := f.svc.SetLineup(f.ctx, tn.ID, 1, f.team(tn.ID, "A"), lineup["A"], false); err != nil {
		t.Fatal(err)
	}
	if _, err := f.svc.UpdateTournament(f.ctx, edit, three); !model.IsKind(err, model.Conflict) {
		t.Fatalf("boards after a line-up: %v", err)
	}
	// the tie-breaks and the primary score still change, and the standings follow
	before, err := f.svc.Standings(f.ctx, tn.ID, "")
	if err != nil {
		t.Fatal(err)
	}
	gp := o
	gp.Primary = "gp"
	if _, err := f.svc.UpdateTournament(f.ctx, edit, gp); err != nil {
		t.Fatal(err)
	}
	after, err := f.svc.Standings(f.ctx, tn.ID, "")
	if err != nil {
		t.Fatal(err)
	}
	if before.Primary != team.ByMP || after.Primary != team.ByGP {
		t.Fatalf("primary score before %v, after %v", before.Primary, after.Primary)
	}
	// a Swiss's rounds cannot drop below the rounds paired
	zero := edit
	zero.Rounds = 0
	if _, err := f.svc.UpdateTournament(f.ctx, zero, gp); !model.IsKind(err, model.Invalid) {
		t.Fatalf("0 rounds: %v", err)
	}
	if _, set := settings(); set.Scoring.Primary != team.ByGP || set.Scoring.Boards != 2 {
		t.Fatalf("after refusals: %+v", set.Scoring)
	}
}
