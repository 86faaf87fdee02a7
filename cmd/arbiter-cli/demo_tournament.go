package main

// demo-tournament: a big demo tournament so the GUI can be tried on a big
// event (docs/product.md "Qualities": fast for 1,000 players):
//
//	arbiter-cli --db F demo-tournament [--players 1000] [--rounds 9] [--play 3] [--seed 1] [--date YYYY-MM-DD]
//
// It adds the players to the registry, creates a Swiss tournament with
// them, sorts the starting ranks, and pairs and plays --play rounds with
// random results (the stronger player more likely wins). The same seed
// gives the same tournament; --date sets its day (default today), so make
// docs renders the same pictures every day.

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"arbiter/model"
	"arbiter/model/i18n"
)

func init() {
	register(command{name: "demo-tournament", summary: "create a big seeded demo Swiss tournament (players, pairings, random results)", run: runDemoTournament})
}

var demoTournamentSpec = cmdSpec{name: "demo-tournament", db: true, opts: []option{
	intOpt("players", "1000", "the number of players, 2 to 9999 (the most a TRF-16 start number allows)"),
	intOpt("rounds", "9", "the number of rounds"),
	intOpt("play", "3", "how many rounds are paired and played"),
	intOpt("seed", "1", "the seed of the random results: the same seed, the same tournament"),
	strOpt("date", "YYYY-MM-DD", "its first day (default: today)"),
}}

func runDemoTournament(e *env, args []string) int {
	_, opts, code, stop := demoTournamentSpec.read(e, args)
	if stop {
		return code
	}
	var err error
	var day model.Date
	if v, ok := opts["date"]; ok {
		if day, err = model.ParseDate(v); err != nil {
			return badArg(e, model.Msg("--date: %q must be a date, YYYY-MM-DD.", v))
		}
		delete(opts, "date")
	}
	n := map[string]int{"players": 1000, "rounds": 9, "play": 3, "seed": 1}
	for k, v := range opts {
		if n[k], err = strconv.Atoi(v); err != nil || n[k] < 0 {
			return badArg(e, model.Msg("--%s: %q must be a non-negative whole number.", k, v))
		}
	}
	switch {
	case n["players"] < 2 || n["players"] > 9999:
		return badArg(e, model.Msg("--players: 2 to 9999."))
	case n["play"] > n["rounds"]:
		return badArg(e, model.Msg("--play cannot exceed --rounds."))
	}
	var clock []model.Option
	if day.Valid() {
		clock = append(clock, model.WithClock(func() time.Time { return day.Time() }))
	}
	svc, done, err := e.openService(clock...)
	if err != nil {
		return e.report(err)
	}
	defer done()
	start := time.Now()
	id, err := svc.Demo.Tournament(context.Background(), n["players"], n["rounds"], n["play"], uint64(n["seed"]))
	if err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Demo tournament no. %d: %d players, %d rounds, %d played (%s s).", id, n["players"], n["rounds"], n["play"], i18n.Decimal{V: time.Since(start).Seconds(), Places: 1}))
	return exitOK
}
