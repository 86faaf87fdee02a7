package main

import (
	"context"
	"fmt"

	"arbiter/model/datafile"
	"arbiter/model/demo"
	"arbiter/model/registry"
)

func init() {
	register(command{
		name:    "demo",
		summary: "fill an EMPTY data file with a demo registry (60 players, 6 clubs, 8 coaches, 3 settlements)",
		run:     runDemo,
	})
}

var demoSpec = cmdSpec{name: "demo", db: true, about: "Fills an EMPTY data file with the demo registry."}

func runDemo(e *env, args []string) int {
	if _, _, code, stop := demoSpec.read(e, args); stop {
		return code
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	n, err := fillDemo(context.Background(), svc)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Demo registry created: %d players, %d clubs, %d coaches, %d settlements.", n.Players, n.Clubs, n.Coaches, n.Settlements))
	return exitOK
}

// demoRefDate is the day the demo registry's ages are counted to.
var demoRefDate = demo.RegistryDate

// fillDemo adds the demo registry (demo.Service.FillRegistry) in one
// transaction, refusing a registry that is not empty.
func fillDemo(ctx context.Context, svc *datafile.Services) (registry.ImportResult, error) {
	return svc.Demo.FillRegistry(ctx)
}
