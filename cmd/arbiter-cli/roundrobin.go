package main

import (
	"fmt"

	"arbiter/engine/roundrobin"
)

func init() {
	register(command{
		name:    "roundrobin",
		summary: "print the FIDE Berger table (--players N [--double [--no-swap]])",
		run:     runRoundRobin,
	})
}

var roundRobinSpec = cmdSpec{name: "roundrobin", dash: anyDash, opts: []option{
	intOpt("players", "N", "3 to 40 players (odd: one player is free each round)").required(),
	boolOpt("double", "double round robin: the cycle again with colours reversed; the last two rounds of the first cycle are exchanged as FIDE recommends, unless --no-swap"),
	boolOpt("no-swap", "with --double: keep the last two rounds of the first cycle in place"),
}, about: `Each line is one round: "Round r: white-black …", then "bye p" if any.`}

func runRoundRobin(e *env, args []string) int {
	_, o, code, stop := roundRobinSpec.read(e, args)
	if stop {
		return code
	}
	n := optInt(o, "players", 0)
	var rounds []roundrobin.Round
	var err error
	if o["double"] != "" {
		rounds, err = roundrobin.Double(n, o["no-swap"] == "")
	} else {
		rounds, err = roundrobin.Berger(n)
	}
	if err != nil {
		return roundRobinSpec.fail(e, err)
	}
	for _, rd := range rounds {
		fmt.Fprintf(e.stdout, "Round %d:", rd.Number)
		for _, b := range rd.Boards {
			fmt.Fprintf(e.stdout, " %d-%d", b.White, b.Black)
		}
		if rd.Bye != 0 {
			fmt.Fprintf(e.stdout, " bye %d", rd.Bye)
		}
		fmt.Fprintln(e.stdout)
	}
	return exitOK
}
