package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
)

func init() {
	register(command{
		name:    "pair",
		summary: "pair the next round of a TRF by the FIDE Dutch or Burstein system (--dutch|--burstein IN.trf -p [OUT])",
		run:     runPair,
	})
}

// dutchOpt is the input of pair and check, in the spellings of
// bbpPairings and JaVaFo; a file name alone works too.
var dutchOpt = strOpt("dutch", "IN.trf", "the tournament (TRF-16 with XXR/XXC; a file name alone works too)").alias("in", "i")

var pairSpec = cmdSpec{name: "pair", args: "[IN.trf]", max: -1, dash: anyDash, opts: []option{
	dutchOpt,
	bursteinOpt,
	{name: "p", kind: kindString, arg: "OUT.txt", optionalValue: true, aliases: []string{"pairs", "o"},
		help: `where to write the pairing; without a file, "-" or without -p at all: standard output`},
	boolOpt("progress", "report on standard error which bracket is being paired and how many players are left (long pairings)"),
}, about: `Pairs the round after the last one with any pairing in IN.trf (players with
only an absence entry H, F, Z or - in that column are not paired) by the
FIDE Dutch system (C.04.3, 2025 revision), as bbpPairings/JaVaFo do, or
with --burstein by the Burstein system (C.04.4.2) as bbpPairings does; a
file name alone takes the system from the 192 record (FIDE_BURSTEIN…).
A 192 code ending in _BAKU adds the Baku acceleration (C.04.7.1) unless
the file writes its own accelerations (XXA).

Output: the number of lines that follow (boards plus the bye), one
"white black" line per board, the pairing-allocated bye as "N 0" last.
Exit codes: 0 paired, 1 no legal pairing exists, 2 bad input, 3 internal
error.`}

type pairArgs struct {
	in, out  string
	progress bool
}

// pairArgsOf reads the bbpPairings/JaVaFo command lines --dutch IN -p
// [OUT] and IN -p [OUT] as s parsed them.
func pairArgsOf(pos []string, o opts) (pairArgs, error) {
	a := pairArgs{in: o["dutch"], out: o["p"], progress: o["progress"] != ""}
	if a.in == "" {
		a.in = o["burstein"]
	}
	for _, p := range pos {
		if a.in != "" {
			return a, fmt.Errorf("unexpected argument %q", p)
		}
		a.in = p
	}
	if a.in == "" {
		return a, errors.New("no input file (--dutch IN.trf)")
	}
	if a.out == "-" {
		a.out = ""
	}
	return a, nil
}

func runPair(e *env, args []string) (code int) {
	defer recoverInternal(e, "pair", &code)
	pos, o, code, stop := pairSpec.read(e, args)
	if stop {
		return code
	}
	a, err := pairArgsOf(pos, o)
	if err != nil {
		return pairSpec.fail(e, err)
	}
	t, err := readTournamentWith(a.in, trf.Options{UnusualResults: true})
	if err == nil {
		warnTRF(e, "pair", a.in, t)
		err = pairable(a.in, t)
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli pair:", err)
		return exitBadInput
	}
	r := t.LastPairedRound() + 1
	if t.TotalRounds > 0 && r > t.TotalRounds {
		fmt.Fprintf(e.stderr, "arbiter-cli pair: %s: all %d rounds (XXR) are already paired\n", a.in, t.TotalRounds)
		return exitBadInput
	}
	var sp swiss.Pairing
	so := systemOf(o, t)
	if so.System != swiss.Dutch || so.Baku {
		sp, err = pairBy(t.Before(r), r, so)
	} else if a.progress {
		show := progressPrinter(e.lang, e.stderr)
		sp, err = swiss.PairContext(context.Background(), t.Before(r), r, func(p swiss.Progress) {
			show(model.PairingProgress{Bracket: p.Bracket, Score: p.Score, Left: p.Left, Players: p.Players})
		})
	} else {
		sp, err = pairRound(t.Before(r), r)
	}
	if errors.Is(err, swiss.ErrNoValidPairing) {
		crit := "C.04.3 C1-C3"
		if so.System == swiss.Burstein {
			crit = "C.04.4.2, C.04.1"
		}
		fmt.Fprintf(e.stderr, "arbiter-cli pair: %s: round %d: no pairing meets the absolute criteria (%s)\n", a.in, r, crit)
		return exitCode(err) // exitNoPairing
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "arbiter-cli pair: %s: round %d: %v\n", a.in, r, err)
		return exitCode(err) // an engine error: internal
	}
	if path := o["checklist"]; path != "" {
		if code := pairChecklist(e, t, r, so, path); code != exitOK {
			return code
		}
	}
	return writePairsTo(e, a.out, fromSwiss(sp))
}

func writePairsTo(e *env, path string, p trf.Pairing) int {
	var w io.Writer = e.stdout
	var f *os.File
	if path != "" {
		var err error
		if f, err = os.Create(path); err != nil {
			fmt.Fprintln(e.stderr, "arbiter-cli pair:", err)
			return exitBadInput
		}
		w = f
	}
	err := trf.WritePairs(w, p)
	if f != nil {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli pair:", err)
		return exitInternal
	}
	return exitOK
}

func fromSwiss(sp swiss.Pairing) trf.Pairing {
	p := trf.Pairing{Bye: sp.Bye}
	for _, b := range sp.Boards {
		p.Boards = append(p.Boards, trf.Board{White: b.White, Black: b.Black})
	}
	return p
}

// recoverInternal turns a panic of a command into exit code 3.
func recoverInternal(e *env, name string, code *int) {
	if v := recover(); v != nil {
		fmt.Fprintf(e.stderr, "arbiter-cli %s: internal error: %v\n", name, v)
		*code = exitInternal
	}
}
