package main

import (
	"context"
	"strconv"
	"strings"

	"arbiter/model"
)

// The arguments that team sub-commands share: a registry club by number or
// name, and --format.

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
