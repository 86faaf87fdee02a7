package main

// Team events in stages (README "Team competitions"; seed 004 §18, §19):
// `tournament finish`, `reopen` and `qualify` on a team tournament, and
// the next season's group A made in one step; publish of a team
// tournament.
//
//	arbiter-cli --db F tournament finish T [--confirm]        # a team tournament too
//	arbiter-cli --db F tournament qualify T [--dry-run]       # a team stage: its teams enter
//	arbiter-cli --db F team promote A B --name N --start D [--stay 7] [--up 1] [--end D]

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"arbiter/engine/team"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/stages"
	"arbiter/model/teams"
	"arbiter/ui/web"
)

func init() {
	teamSubs["promote"] = teamSub{opts: []option{strOpt("name", "NAME", "the name of next season's group A").required(),
		strOpt("start", "YYYY-MM-DD", "its first day").required(), strOpt("end", "YYYY-MM-DD", "its last day"),
		intOpt("stay", "N", "how many of group A's first places stay (default 7, §18)"),
		intOpt("up", "N", "how many of group B's first places go up (default 1, §18)")},
		args: "A B", min: 2, max: 2, run: teamPromote,
		about: "Makes next season's group A, a team round robin with group A's settings: group A's first 7 teams and group B's winner (§18), both finished."}
}

// isTeamTournament reports whether tournament id is a team tournament; a
// tournament that cannot be read is reported and ok is false.
func isTeamTournament(e *env, svc *datafile.Services, id model.TournamentID) (isTeam bool, code int, ok bool) {
	t, err := svc.Tournaments.GetTournament(context.Background(), id)
	if err != nil {
		return false, e.report(err), false
	}
	return teams.IsTeamSystem(t.System), exitOK, true
}

// teamFinish is `tournament finish` on a team tournament: the final places
// are fixed and the diplomas' places 1–3 listed.
func teamFinish(e *env, svc *datafile.Services, id model.TournamentID, confirm bool) int {
	rep, err := svc.Teams.Finish(context.Background(), id, confirm)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Tournament finished. Diplomas:"))
	for _, r := range rep.Standings.Rows {
		if r.Place <= 3 {
			fmt.Fprintf(e.stdout, "%s\t%s\t%s\n", r.PlaceText(), r.Name, teamPrimaryCell(rep.Standings.Primary, r))
		}
	}
	return exitOK
}

// teamPrimaryCell is a team's primary score: match points, or game points
// with halves.
func teamPrimaryCell(p team.Primary, r team.Row) string {
	if p == team.ByGP {
		return team.Half(r.GP)
	}
	return fmt.Sprint(r.MP)
}

// teamReopen is `tournament reopen --confirm` on a team tournament.
func teamReopen(e *env, svc *datafile.Services, id model.TournamentID) int {
	if err := svc.Teams.Reopen(context.Background(), id); err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("The tournament is open again: its final places are cleared until it is finished again."))
	return exitOK
}

// teamQualify is `tournament qualify` on a team stage.
func teamQualify(e *env, svc *datafile.Services, id model.TournamentID, dry bool) int {
	ctx := context.Background()
	var qs []stages.TeamQualifier
	var err error
	if dry {
		qs, err = svc.TeamStages.Qualifiers(ctx, id)
	} else {
		qs, err = svc.TeamStages.Fill(ctx, id)
	}
	if err != nil {
		return e.report(err)
	}
	writeTeamQualifiers(e, qs)
	if dry {
		fmt.Fprint(e.stdout, e.lang.Tr("Qualified: %d teams (none entered: --dry-run).\n", len(qs)))
	} else {
		fmt.Fprint(e.stdout, e.lang.Tr("Qualified: %d teams; entered with their members.\n", len(qs)))
	}
	return exitOK
}

func writeTeamQualifiers(e *env, qs []stages.TeamQualifier) {
	head := []string{e.lang.Tr("Team"), e.lang.Tr("From"), e.lang.Tr("Place"), e.lang.Tr("Points"), e.lang.Tr("Players"), e.lang.Tr("Why")}
	fmt.Fprintln(e.stdout, strings.Join(head, "\t"))
	for _, q := range qs {
		fmt.Fprintln(e.stdout, strings.Join(cellsSafe([]string{q.Name, fmt.Sprint(q.From), q.Place, q.PointsText(e.lang),
			fmt.Sprint(q.Members), q.ReasonsText(e.lang)}), "\t"))
	}
}

// teamPromote is `team promote A B`: next season's group A in one step.
func teamPromote(e *env, svc *teams.Service, pos []string, o map[string]string) int {
	var ids [2]model.TournamentID
	for i := range ids {
		id, ok := tournamentID(e, pos[i])
		if !ok {
			return exitBadInput
		}
		ids[i] = id
	}
	t := model.Tournament{Name: o["name"], System: teams.SystemRoundRobin}
	var err error
	if t.StartDate, err = model.ParseDate(o["start"]); err != nil {
		return badArg(e, model.Msg("Give the first day: --start YYYY-MM-DD."))
	}
	if o["end"] != "" {
		if t.EndDate, err = model.ParseDate(o["end"]); err != nil {
			return e.report(err)
		}
	}
	p := stages.Promotion{GroupA: ids[0], GroupB: ids[1], Stay: optInt(o, "stay", 7), Up: optInt(o, "up", 1), Tournament: t}
	got, qs, err := stages.NewTeams(svc).Promote(context.Background(), p)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintf(e.stdout, "%d\t%s\n", got.ID, got.Name)
	writeTeamQualifiers(e, qs)
	return exitOK
}

// publishTeams is publish on a team tournament: the team site (ui/web
// team.go) — standings, each round's matches and boards, the crosstable,
// the teams.
func publishTeams(e *env, svc *datafile.Services, id model.TournamentID, out string) int {
	site, err := web.GatherTeams(context.Background(), svc.Teams, id)
	if err != nil {
		return e.report(err)
	}
	if err := web.WriteTeams(out, site); err != nil {
		var me *model.Error
		if errors.As(err, &me) {
			return e.report(err)
		}
		fmt.Fprintln(e.stderr, "arbiter-cli:", e.lang.Tr("cannot write the site into %s.", out), err)
		return exitBadInput
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Site written: %s (%d rounds).", filepath.Join(out, "index.html"), len(site.Rounds)))
	return exitOK
}
