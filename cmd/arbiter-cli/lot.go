package main

// lot: repeat a drawing of lots (engine/lot), and `tournament draw-lots`:
// number a stored round robin by lot.
//
//	arbiter-cli lot --players N --seed S
//	arbiter-cli --db F tournament draw-lots ID [--seed S]

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"arbiter/engine/lot"
	"arbiter/model"
	"arbiter/model/datafile"
)

func init() {
	register(command{
		name:    "lot",
		summary: "repeat a drawing of starting numbers by lot (--players N --seed S)",
		run:     runLot,
	})
	tournamentSubs["draw-lots"] = tournamentSub{opts: []option{strOpt("seed", "S", "the seed of the lot (default: from the clock, printed)")}, args: "ID", min: 1, max: 1,
		about: "Numbers a round robin's players by lot and prints the draw.", run: tournamentDrawLots}
}

var lotSpec = cmdSpec{name: "lot", dash: anyDash, opts: []option{
	intOpt("players", "N", "the number of players, 1 to 10000").required(),
	strOpt("seed", "S", "the seed of the lot (a whole number from 0; default 0)"),
}, about: `Prints one line per place in the initial ranking list (rating, title,
name; C.04.2): "RANK NUMBER", the starting number the lot with seed S
gives that place — the draw printed on the lot protocol, repeated.`}

func runLot(e *env, args []string) int {
	_, o, code, stop := lotSpec.read(e, args)
	if stop {
		return code
	}
	n := optInt(o, "players", 0)
	if n < 1 || n > 10000 {
		return lotSpec.failf(e, model.Msg("--players: the number of players, 1 to 10000."))
	}
	var seed uint64
	if s, set := o["seed"]; set {
		var err error
		if seed, err = strconv.ParseUint(s, 10, 64); err != nil {
			return lotSpec.failf(e, model.Msg("--seed %q: a whole number from 0.", s))
		}
	}
	for i, no := range lot.Draw(n, seed) {
		fmt.Fprintf(e.stdout, "%d %d\n", i+1, no)
	}
	return exitOK
}

// tournamentDrawLots numbers a round robin by lot; without --seed the seed
// is taken from the clock and printed, so the draw can be repeated.
func tournamentDrawLots(e *env, svc *datafile.Services, pos []string, opts map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	seed := uint64(time.Now().UnixNano() % 1_000_000_000)
	if s, set := opts["seed"]; set {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			return badArg(e, model.Msg("The lot seed %q must be a non-negative whole number.", s))
		}
		seed = v
	}
	ctx := context.Background()
	if err := svc.StartOrders.DrawLots(ctx, id, seed); err != nil {
		return e.report(err)
	}
	rec, err := svc.StartOrders.Lot(ctx, id)
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintf(e.stdout, "%s %d\n", e.lang.Tr("Lot seed:"), seed)
	for _, l := range rec.Lines {
		fmt.Fprintf(e.stdout, "%d\t%d\t%s\t%s\n", l.Rank, l.Participant.StartNo, l.Participant.Player.FullName(),
			ratingCell(l.Participant.Rating))
	}
	return exitOK
}

func ratingCell(r int) string {
	if r == 0 {
		return "-"
	}
	return strconv.Itoa(r)
}
