package main

// print team-ranking --tournament ID: the team ranking of an individual
// tournament (seed 004 §2; `team ranking`), through ui/printout as the
// standings tab's «Командний залік» prints it.

import (
	"context"
	"errors"

	"arbiter/model"
	"arbiter/model/teams"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

func init() { dbKinds = append(dbKinds, "team-ranking") }

// rankingDocument builds the team ranking; ok false for another kind.
func rankingDocument(e *env, a printArgs) (d *pdf.Document, ok bool, err error) {
	if a.kind != "team-ranking" {
		return nil, false, nil
	}
	app, done, err := e.openService()
	if err != nil {
		return nil, true, err
	}
	defer done()
	ctx, id := context.Background(), model.TournamentID(a.tournament)
	t, err := app.Tournaments.GetTournament(ctx, id)
	if err != nil {
		return nil, true, err
	}
	if teams.IsTeamSystem(t.System) {
		return nil, true, errors.New(e.lang.Tr("this is a team tournament: print its table with team print T standings"))
	}
	svc := app.Teams
	size, err := svc.RankingSize(ctx, id)
	if err != nil {
		return nil, true, err
	}
	v, err := app.Tournaments.Standings(ctx, id, 0)
	if err != nil {
		return nil, true, err
	}
	rows := teams.Ranking(*v, size)
	if len(rows) == 0 {
		return nil, true, errors.New(e.lang.Tr("no team ranking: no participant has a declared club"))
	}
	return printout.TeamRankingIn(e.lang, t, rows, size), true, nil
}
