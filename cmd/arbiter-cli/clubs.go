package main

// clubs / coaches: list the registry's clubs and coaches with their
// country, and set a country (model/registry/country.go: a foreign club or
// coach is left out of the season's club and coach awards, seed 001).
//
//	arbiter-cli --db F clubs list
//	arbiter-cli --db F clubs country CLUB CODE
//	arbiter-cli --db F coaches list
//	arbiter-cli --db F coaches country COACH CODE

import (
	"context"
	"fmt"

	"arbiter/model"
)

func init() {
	register(command{name: "clubs", summary: "the registry's clubs: list, country CLUB CODE",
		run: func(e *env, args []string) int { return runClubsOrCoaches(e, "clubs", args) }})
	register(command{name: "coaches", summary: "the registry's coaches: list, country COACH CODE",
		run: func(e *env, args []string) int { return runClubsOrCoaches(e, "coaches", args) }})
}

func clubsSubs(what string) map[string]subArgs {
	return map[string]subArgs{
		"list": {about: "One line each: number, name, country."},
		"country": {args: "REF CODE", min: 2, max: 2,
			about: fmt.Sprintf("Sets the country (a FIDE code, e.g. UKR, POL) of one of the %s, by registry number or exact name.", what)},
	}
}

func runClubsOrCoaches(e *env, group string, args []string) int {
	subs := clubsSubs(group)
	pos, _, code, stop := subCommand(e, group, subs, "", args)
	if stop {
		return code
	}
	svc, done, err := e.openService()
	if err != nil {
		return e.report(err)
	}
	defer done()
	ctx := context.Background()
	type rec struct {
		id            int64
		name, country string
	}
	var recs []rec
	if group == "clubs" {
		cs, err := svc.Registry.Clubs(ctx)
		if err != nil {
			return e.report(err)
		}
		for _, c := range cs {
			recs = append(recs, rec{int64(c.ID), c.Name, c.Country})
		}
	} else {
		cs, err := svc.Registry.Coaches(ctx)
		if err != nil {
			return e.report(err)
		}
		for _, c := range cs {
			recs = append(recs, rec{int64(c.ID), c.Name, c.Country})
		}
	}
	if args[0] == "list" {
		for _, r := range recs {
			fmt.Fprintf(e.stdout, "%d\t%s\t%s\n", r.id, r.name, r.country)
		}
		return exitOK
	}
	id, ok := refID(pos[0], len(recs), func(i int) (int64, string) { return recs[i].id, recs[i].name })
	if !ok {
		if group == "clubs" {
			return badArg(e, model.Msg("The registry has no club %q (number or exact name).", pos[0]))
		}
		return badArg(e, model.Msg("The registry has no coach %q (number or exact name).", pos[0]))
	}
	if group == "clubs" {
		c, err := svc.Registry.Club(ctx, model.ClubID(id))
		if err == nil {
			c.Country = pos[1]
			c, err = svc.Registry.UpdateClub(ctx, c)
		}
		if err != nil {
			return e.report(err)
		}
		fmt.Fprintf(e.stdout, "%d\t%s\t%s\n", c.ID, c.Name, c.Country)
		return exitOK
	}
	c, err := svc.Registry.Coach(ctx, model.CoachID(id))
	if err == nil {
		c.Country = pos[1]
		c, err = svc.Registry.UpdateCoach(ctx, c)
	}
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintf(e.stdout, "%d\t%s\t%s\n", c.ID, c.Name, c.Country)
	return exitOK
}
