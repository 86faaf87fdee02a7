package main

// The command line feeds the season as the GUI does:
// a tournament created with --cup gold|silver (or --season YEAR) joins
// that season's calendar, and `season create 2010` creates the 2010
// calendar of the regulation.

import (
	"context"
	"fmt"
	"strconv"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/datafile"
)

// joinSeason sets t.SeasonID: --season YEAR, or, for a Golden or Silver
// Cup tournament, the season of its first day. A cup tournament whose
// season does not exist is refused (create the season first, or --cup none).
func joinSeason(e *env, svc *datafile.Services, t *model.Tournament, given string) (int, bool) {
	year := t.StartDate.Year
	if given != "" {
		y, err := strconv.Atoi(given)
		if err != nil {
			return badArg(e, model.Msg("--season: year %q is not a number.", given)), false
		}
		if y != year {
			return badArg(e, model.Msg("The tournament starts on %s, outside season %d.", model.LocalDate(t.StartDate), y)), false
		}
	} else if t.Cup != season.CupGold && t.Cup != season.CupSilver {
		return exitOK, true
	}
	se, err := svc.Seasons.SeasonByYear(context.Background(), year)
	if model.IsKind(err, model.NotFound) {
		return badArg(e, model.Msg("There is no season %d: create it (season create %d) or give --cup none.", year, year)), false
	}
	if err != nil {
		return e.report(err), false
	}
	t.SeasonID = se.ID
	return exitOK, true
}

// seasonCreate2010 creates season 2010 with its rule set and the Golden
// Cup calendar of regulation 000, as the GUI's «Створити сезон 2010 за
// положенням».
func seasonCreate2010(e *env, svc *datafile.Services) int {
	se, cal, err := svc.Seasons.CreateSeason2010(context.Background())
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintf(e.stdout, "%s: %s\n", se.Name, e.lang.Tr("created with the 2010 rule set and the regulation's calendar (%d tournaments)", len(cal)))
	for _, t := range cal {
		fmt.Fprintf(e.stdout, "%d\t%s\t%s\n", t.ID, t.StartDate, t.Name)
	}
	return exitOK
}
