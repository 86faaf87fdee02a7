package main

// tournament register --club / --coach: the club and coach a player
// declares for this tournament (docs/season.md: the declaration at each
// registration counts for the season's club and coach tables), instead of
// the registry's.

import (
	"context"
	"strconv"
	"strings"

	"arbiter/model"
	"arbiter/model/datafile"
)

// registerLinkOpts are the options of tournament register for them.
var registerLinkOpts = []option{
	strOpt("club", "CLUB", "the club declared for this tournament (registry number or exact name; default: the registry's)"),
	strOpt("coach", "COACH", "the coach declared for this tournament (registry number or exact name; default: the registry's)"),
}

// declaredLinks reads --club and --coach (0 where not given).
func declaredLinks(e *env, svc *datafile.Services, o map[string]string) (model.ClubID, model.CoachID, bool) {
	ctx := context.Background()
	var club model.ClubID
	var coach model.CoachID
	if ref := o["club"]; ref != "" {
		cs, err := svc.Registry.Clubs(ctx)
		if err != nil {
			e.report(err)
			return 0, 0, false
		}
		id, ok := refID(ref, len(cs), func(i int) (int64, string) { return int64(cs[i].ID), cs[i].Name })
		if !ok {
			badArg(e, model.Msg("The registry has no club %q (number or exact name).", ref))
			return 0, 0, false
		}
		club = model.ClubID(id)
	}
	if ref := o["coach"]; ref != "" {
		cs, err := svc.Registry.Coaches(ctx)
		if err != nil {
			e.report(err)
			return 0, 0, false
		}
		id, ok := refID(ref, len(cs), func(i int) (int64, string) { return int64(cs[i].ID), cs[i].Name })
		if !ok {
			badArg(e, model.Msg("The registry has no coach %q (number or exact name).", ref))
			return 0, 0, false
		}
		coach = model.CoachID(id)
	}
	return club, coach, true
}

// refID finds a record by its number or its exact name (case aside)
// among n records.
func refID(ref string, n int, rec func(i int) (int64, string)) (int64, bool) {
	num, err := strconv.ParseInt(ref, 10, 64)
	for i := 0; i < n; i++ {
		id, name := rec(i)
		if (err == nil && id == num) || strings.EqualFold(name, ref) {
			return id, true
		}
	}
	return 0, false
}
