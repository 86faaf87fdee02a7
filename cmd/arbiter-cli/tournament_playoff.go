package main

// Play-offs after the last round from the command line (seed
// 004 §11: two tied for a place play an Armageddon, a game replayed
// until decisive or a match to two wins; §3, §19: the extra match for
// first place).
//
//	arbiter-cli --db F tournament playoff ID
//	arbiter-cli --db F tournament playoff-rule ID [--places 1,3] [--form armageddon|game|match2] [--extra-match] [--off]
//	arbiter-cli --db F tournament playoff-game ID WHITE BLACK 1-0|½-½|0-1
//	arbiter-cli --db F tournament playoff-undo ID
//	arbiter-cli --db F tournament playoff-lot ID A B [--seed S]

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"arbiter/engine/playoff"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/playoffs"
)

func init() {
	tournamentSubs["playoff"] = tournamentSub{args: "ID", min: 1, max: 1, run: tournamentPlayoff,
		about: "The play-off rule, and the play-offs the final standings need, with their games."}
	tournamentSubs["playoff-rule"] = tournamentSub{opts: []option{
		strOpt("places", "1,3", "two tied on points for one of these places play off; three or more go by the tie-breaks"),
		strOpt("form", "armageddon|game|match2", "an Armageddon, a game replayed until decisive, or a match to two wins"),
		boolOpt("extra-match", "a 2nd alone who won every game may challenge the 1st (seed 004 §3, §19)"),
		boolOpt("off", "no play-offs"),
	}, args: "ID", min: 1, max: 1, run: tournamentPlayoffRule}
	tournamentSubs["playoff-game"] = tournamentSub{args: "ID WHITE BLACK 1-0|½-½|0-1", min: 4, max: 4, run: tournamentPlayoffGame,
		about: "A play-off game by start numbers, White first."}
	tournamentSubs["playoff-undo"] = tournamentSub{args: "ID", min: 1, max: 1, run: tournamentPlayoffUndo,
		about: "Deletes the last play-off game recorded."}
	tournamentSubs["playoff-lot"] = tournamentSub{opts: []option{strOpt("seed", "S", "the seed of the lot (default: from the clock)")},
		args: "ID A B", min: 3, max: 3, run: tournamentPlayoffLot,
		about: "Who of the tied pair A, B has White, by lot; arbiter-cli lot --players 2 --seed S repeats it."}
}

func tournamentPlayoff(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	v, err := svc.Playoffs.View(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Rule: ")+playoffs.RuleText(v.Rule).In(e.lang))
	switch {
	case !v.Rule.Active():
	case !v.Final:
		fmt.Fprintln(e.stdout, e.lang.Tr("Play-off games come after the last round, once every result is in."))
	case len(v.Playoffs) == 0:
		fmt.Fprintln(e.stdout, e.lang.Tr("No play-off is needed: points and tie-breaks decide the places."))
	}
	writePlayoffs(e, v.Playoffs)
	if len(v.Stale) > 0 {
		fmt.Fprintln(e.stdout, e.lang.Tr("Recorded games that belong to no play-off any more (round results changed): ")+strings.Join(v.Stale, ", "))
	}
	return exitOK
}

func tournamentPlayoffRule(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ctx := context.Background()
	r, err := svc.Playoffs.Rule(ctx, id)
	if err != nil {
		return e.report(err)
	}
	if o["off"] != "" {
		if len(o) > 1 {
			return badArg(e, model.Msg("--off turns the rule off; give no other option with it."))
		}
		r = model.PlayoffRule{}
	}
	if s, set := o["places"]; set {
		ps, err := playoff.ParsePlaces(s)
		if err != nil {
			return badArg(e, model.Msg("Places %q are not understood: give place numbers separated by commas, e.g. 1 or 1,3.", s))
		}
		r.Places = ps
	}
	if f, set := o["form"]; set {
		switch model.PlayoffForm(f) {
		case model.PlayoffArmageddon, model.PlayoffSingle, model.PlayoffMatch2:
			r.Form = model.PlayoffForm(f)
		default:
			return badArg(e, model.Msg("Form %q is unknown: armageddon (a draw wins for Black), game (played until decisive) or match2 (a match to two wins).", f))
		}
		if len(r.Places) == 0 {
			r.Places = []int{1}
		}
	}
	if o["extra-match"] != "" {
		r.Extra = true
	}
	if err := svc.Playoffs.SetRule(ctx, id, r); err != nil {
		return e.report(err)
	}
	return tournamentPlayoff(e, svc, pos, nil)
}

// playoffPairArgs reads ID A B: the tournament and two start numbers.
func playoffPairArgs(e *env, pos []string) (id model.TournamentID, a, b int, ok bool) {
	if id, ok = tournamentID(e, pos[0]); !ok {
		return
	}
	if a, ok = posInt(e, pos[1], e.lang.Tr("Start number")); !ok {
		return
	}
	b, ok = posInt(e, pos[2], e.lang.Tr("Start number"))
	return
}

func tournamentPlayoffGame(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, w, b, ok := playoffPairArgs(e, pos)
	if !ok {
		return exitBadInput
	}
	p, err := svc.Playoffs.RecordGame(context.Background(), id, w, b, pos[3])
	if err != nil {
		return e.report(err)
	}
	writePlayoffs(e, []model.PlayoffView{p})
	return exitOK
}

func tournamentPlayoffUndo(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	g, err := svc.Playoffs.UndoLastGame(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprint(e.stdout, e.lang.Tr("Play-off game no. %d (%s) undone.\n", g.No, g.Result))
	return tournamentPlayoff(e, svc, pos, nil)
}

// tournamentPlayoffLot draws White for the next game of the play-off
// between A and B (without --seed the seed comes from the clock and is
// printed).
func tournamentPlayoffLot(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, a, b, ok := playoffPairArgs(e, pos)
	if !ok {
		return exitBadInput
	}
	seed := uint64(time.Now().UnixNano() % 1_000_000_000)
	if s, set := o["seed"]; set {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil || v > 1<<53 {
			return badArg(e, model.Msg("The lot seed %q must be a non-negative whole number.", s))
		}
		seed = v
	}
	w, err := svc.Playoffs.ColourLot(context.Background(), id, a, b, seed)
	if err != nil {
		return e.report(err)
	}
	bl := a + b - w
	fmt.Fprint(e.stdout, e.lang.Tr("Lot (seed %d): White no. %d, Black no. %d\n", seed, w, bl))
	return exitOK
}
