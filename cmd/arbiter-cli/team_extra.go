package main

// arbiter-cli team extra and team ranking: the extra match for first place
// (seed 004 §3, §19) and the team ranking of an individual tournament (§2).

import (
	"context"
	"fmt"
	"strconv"
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

// clubByRef finds a registry club by number or by its exact name (any case).
func clubByRef(e *env, ref string) (model.ClubID, bool) {
	if n, err := strconv.Atoi(ref); err == nil && n > 0 {
		return model.ClubID(n), true
	}
	svc, done, err := e.openService()
	if err != nil {
		e.report(err)
		return 0, false
	}
	defer done()
	cs, err := svc.Registry.Clubs(context.Background())
	if err != nil {
		e.report(err)
		return 0, false
	}
	for _, c := range cs {
		if strings.EqualFold(c.Name, ref) {
			return c.ID, true
		}
	}
	badArg(e, model.Msg("The registry has no club %q (number or exact name).", ref))
	return 0, false
}

func teamExtra(e *env, svc *teams.Service, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	if _, err := svc.CreateExtraMatch(context.Background(), id); err != nil {
		return e.report(err)
	}
	return printMatches(e, svc, id, teams.ExtraRound)
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

// tsvOrTable reads --format: tsv (the default) or table.
func tsvOrTable(e *env, o map[string]string) (string, bool) {
	f := o["format"]
	if f == "" {
		f = "tsv"
	}
	if f != "tsv" && f != "table" {
		badArg(e, model.Msg("--format %q: tsv or table.", f))
		return "", false
	}
	return f, true
}
