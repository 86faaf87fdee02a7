package main

import (
	"context"
	"fmt"
)

func init() {
	register(command{
		name:    "demo-season",
		summary: "create a played 2010 season (5 Golden Cup qualifiers, 3 Silver Cup rapids); an empty file gets the demo registry first",
		run:     runDemoSeason,
	})
}

var demoSeasonSpec = cmdSpec{name: "demo-season", db: true,
	about: "Creates a played 2010 season; an empty file gets the demo registry first."}

func runDemoSeason(e *env, args []string) int {
	if _, _, code, stop := demoSeasonSpec.read(e, args); stop {
		return code
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	rep, err := svc.Demo.Season(context.Background())
	if err != nil {
		return e.report(err)
	}
	if rep.Registry.Players > 0 {
		fmt.Fprintln(e.stdout, e.lang.Tr("Demo registry created: %d players, %d clubs, %d coaches.", rep.Registry.Players, rep.Registry.Clubs, rep.Registry.Coaches))
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Players of 2010 added to the registry: %d.", rep.Cohort))
	for _, t := range rep.Tournaments {
		fmt.Fprintf(e.stdout, "%s  %s  (%s)\n", t.Tournament.StartDate, t.Tournament.Name, e.lang.Tr("%d players", t.Matched+t.Created))
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Season 2010 played: arbiter-cli season show 2010."))
	return exitOK
}
