package main

// How unrated players count in rating-based tie-breaks (FIDE C.07 art.
// 10; C.02 VCL4THP.13 Q208–209; model/unrated_rating.go):
//
//	arbiter-cli --db F tournament unrated-rating ID [RATING|none] [--confirm]
//
// none (the default) is C.07's rule: with an unrated player in the
// tournament, ARO, TPR, PTP, APRO, APPO and RTNG are left out; RATING is
// the fixed rating the regulations give unrated players. After round 1 in
// FIDE mode a change is a Level 4 warning (--confirm) and a Tie-breaks event.

import (
	"context"
	"fmt"
	"strconv"

	"arbiter/model"
	"arbiter/model/datafile"
)

func init() {
	tournamentSubs["unrated-rating"] = tournamentSub{opts: confirmOpts()[:1], args: "ID [RATING|none]", min: 1, max: 2, run: tournamentUnratedRating,
		about: "How unrated players count in rating-based tie-breaks (ARO, TPR, PTP, APRO, APPO, RTNG): none (C.07: those tie-breaks are left out when an unrated player takes part) or the fixed RATING the regulations give them; without a value, shows it."}
}

func tournamentUnratedRating(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ur := svc.UnratedRatings()
	if len(pos) == 1 {
		r, err := ur.Get(context.Background(), id)
		if err != nil {
			return e.report(err)
		}
		if r == 0 {
			fmt.Fprintln(e.stdout, e.lang.Tr("Unrated players: rating-based tie-breaks are left out while an unrated player takes part (C.07)."))
		} else {
			fmt.Fprintln(e.stdout, e.lang.Tr("Unrated players count with rating %d in rating-based tie-breaks.", r))
		}
		return exitOK
	}
	r := 0
	if pos[1] != "none" {
		n, err := strconv.Atoi(pos[1])
		if err != nil || n < 1 || n > model.MaxUnratedRating {
			return badArg(e, model.Msg("Rating %q: 1 to %d, or none (C.07: rating-based tie-breaks left out).", pos[1], model.MaxUnratedRating))
		}
		r = n
	}
	if err := ur.Set(context.Background(), id, r, ackOf(o)); err != nil {
		return reportFIDE(e, err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Saved."))
	return exitOK
}
