package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"arbiter/engine/roundrobin"
)

func init() {
	register(command{
		name:    "roundrobin",
		summary: "print the FIDE Berger table (--players N [--double [--no-swap]])",
		run:     runRoundRobin,
	})
}

const roundRobinUsage = `usage: arbiter-cli roundrobin --players N [--double] [--no-swap]

  --players N  3 to 40 players (odd: one player is free each round)
  --double     double round robin: the cycle again with colours reversed;
               the last two rounds of the first cycle are exchanged as FIDE
               recommends, unless --no-swap

Each line is one round: "Round r: white-black …", then "bye p" if any.`

func runRoundRobin(e *env, args []string) int {
	fs := flag.NewFlagSet("roundrobin", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	n := fs.Int("players", 0, "")
	double := fs.Bool("double", false, "")
	noSwap := fs.Bool("no-swap", false, "")
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(e.stdout, roundRobinUsage)
		return exitOK
	}
	if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	var rounds []roundrobin.Round
	if err == nil {
		if *double {
			rounds, err = roundrobin.Double(*n, !*noSwap)
		} else {
			rounds, err = roundrobin.Berger(*n)
		}
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli roundrobin:", err)
		fmt.Fprintln(e.stderr, roundRobinUsage)
		return exitBadInput
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
