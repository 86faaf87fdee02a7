package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"arbiter/ui/web"

	"arbiter/model"
)

func init() {
	register(command{
		name:    "publish",
		summary: "a tournament's results as a static web site: --tournament ID --out DIR",
		run:     runPublish,
	})
}

var publishSpec = cmdSpec{name: "publish", db: true, opts: []option{
	strOpt("tournament", "ID", "the tournament").required(),
	strOpt("out", "DIR", "the folder to write the site into").required(),
}, about: "Writes the index, per round the pairings, results and standings, the crosstable and the players, in Ukrainian and English."}

// runPublish writes the site: the index, per round the pairings, results
// and standings, the crosstable and the players, in Ukrainian and English.
func runPublish(e *env, args []string) int {
	_, opts, code, stop := publishSpec.read(e, args)
	if stop {
		return code
	}
	if opts["tournament"] == "" || opts["out"] == "" {
		return publishSpec.failf(e, model.Msg("give --tournament and --out."))
	}
	id, ok := tournamentID(e, opts["tournament"])
	if !ok {
		return exitBadInput
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	if isTeam, code, ok := isTeamTournament(e, svc, id); !ok || isTeam {
		if !ok {
			return code
		}
		return publishTeams(e, svc, id, opts["out"]) // team_stage.go
	}
	site, err := web.Gather(context.Background(), svc.Services, id)
	if err == nil {
		site.FIDE, err = svc.FIDE.Mode(context.Background(), id) // the marker of a tournament out of FIDE mode
		if err == nil {
			site.Chess960, err = svc.Chess960().Get(context.Background(), id) // the rounds' positions (ui/web chess960.go)
		}
	}
	if err != nil {
		return e.report(err)
	}
	if err := web.Write(opts["out"], site); err != nil {
		var me *model.Error
		if errors.As(err, &me) { // a link where a folder belongs: says what to do
			return e.report(err)
		}
		fmt.Fprintln(e.stderr, "arbiter-cli:", e.lang.Tr("cannot write the site into %s.", opts["out"]), err)
		return exitBadInput
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Site written: %s (%d rounds).", filepath.Join(opts["out"], "index.html"), len(site.Rounds)))
	return exitOK
}
