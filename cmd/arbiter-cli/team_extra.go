package main

// arbiter-cli team ranking: the team ranking of an individual tournament
// (seed 004 §2); team extra, the extra match for first place (§3, §19),
// is in team.go.

import (
	"context"
	"fmt"
	"strings"
	"text/tabwriter"

	"arbiter/engine/halfpoint"
	"arbiter/model"
	"arbiter/model/teams"
)

func init() {
	teamSubs["ranking"] = teamSub{opts: []option{intOpt("size", "N", "how many players of a team count (0: all; stored with the tournament)"),
		strOpt("format", "tsv|table", "the output format")}, args: "T", min: 1, max: 1, run: teamRanking,
		about: "The team ranking of an individual tournament (§2)."}
}

// teamRanking prints the §2 team ranking of an individual tournament: TSV
// header place, team, points, players (the counted players, best placed
// first, "name (place)"). --size N stores how many players count.
func teamRanking(e *env, svc *teams.Service, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	f, ok := tsvOrTable(e, o)
	if !ok {
		return exitBadInput
	}
	ctx := context.Background()
	if _, set := o["size"]; set {
		if err := svc.SetRankingSize(ctx, id, optInt(o, "size", 0)); err != nil {
			return e.report(err)
		}
	}
	app, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	t, err := app.Tournaments.GetTournament(ctx, id)
	if err != nil {
		return e.report(err)
	}
	if teams.IsTeamSystem(t.System) {
		return badArg(e, model.Msg("This is a team tournament: see arbiter-cli team standings."))
	}
	size, err := svc.RankingSize(ctx, id)
	if err != nil {
		return e.report(err)
	}
	v, err := app.Tournaments.Standings(ctx, id, 0)
	if err != nil {
		return e.report(err)
	}
	rows := teams.Ranking(*v, size)
	if len(rows) == 0 {
		return badArg(e, model.Msg("No team ranking: no participant has a declared club."))
	}
	var lines [][]string
	for _, r := range rows {
		points := halfpoint.Decimal(r.Points) // --format tsv is for machines: "1.5"
		if f == "table" {
			points = pointsCell(r.Points)
		}
		lines = append(lines, []string{r.PlaceText(), r.Team, points, r.MembersText()})
	}
	head := []string{"place", "team", "points", "players"}
	if f == "table" {
		tw := tabwriter.NewWriter(e.stdout, 0, 0, 2, ' ', 0)
		fmt.Fprintln(tw, "Place\tTeam\tPoints\tPlayers")
		for _, l := range lines {
			fmt.Fprintln(tw, strings.Join(cellsSafe(l), "\t"))
		}
		if err := tw.Flush(); err != nil {
			return e.report(err)
		}
		return exitOK
	}
	fmt.Fprintln(e.stdout, strings.Join(head, "\t"))
	for _, l := range lines {
		fmt.Fprintln(e.stdout, strings.Join(cellsSafe(l), "\t"))
	}
	return exitOK
}
