package main

import (
	"errors"
	"fmt"
	"sort"
	"strconv"

	"arbiter/engine/check"
	"arbiter/engine/swiss"
	"arbiter/engine/tiebreak"
	"arbiter/engine/trf"
)

func init() {
	register(command{
		name:    "check",
		summary: "re-pair every round of a played TRF by the Dutch (or Burstein) rules and check the standings against its tie-break list; list what differs (--dutch|--burstein IN.trf [--tiebreaks LIST] [--round N])",
		run:     runCheck,
	})
}

var checkSpec = cmdSpec{name: "check", args: "[IN.trf]", max: -1, dash: anyDash, opts: []option{dutchOpt, bursteinOpt,
	strOpt("tiebreaks", "LIST", "the tie-break list the standings follow, in TRF-2026 codes (BH/C1,BH,SB,DE); default: the file's record 202 (or 212)"),
	intOpt("round", "N", "the round whose standings the file's rank column holds (default: the last round paired)"),
},
	about: `Re-pairs every round of IN.trf (TRF-16 or TRF-2026) by the FIDE Dutch
system (C.04.3), each from the tournament as it stood before that round,
and lists the rounds whose actual pairing differs (boards, colours or the
bye), with the differing boards, and any absolute criterion (C1-C3) the
actual pairing breaks.
With --burstein (or a 192 record FIDE_BURSTEIN…) the rounds are re-paired
by the Burstein system (C.04.4.2); a 192 code ending in _BAKU adds the
Baku acceleration.

Then it ranks the players after the last round (or --round N) by points
and the tie-break list of the file (record 202, or 212; --tiebreaks
replaces it), C.07 art. 4.2, and lists every player whose rank in the file
(001 columns 86-89) is not a place the list gives him, with the values
that decide it. Players the list leaves tied may stand in any order among
their shared places. Without a tie-break list the standings are not
checked (the output says so).

Exit codes: 0 every round and every place agrees, 1 some round or place
differs, 2 bad input, 3 internal error.`}

func runCheck(e *env, args []string) (code int) {
	defer recoverInternal(e, "check", &code)
	pos, o, code, stop := checkSpec.read(e, args)
	if stop {
		return code
	}
	a, err := pairArgsOf(pos, o)
	if err != nil {
		return checkSpec.fail(e, err)
	}
	t, err := readTournamentWith(a.in, trf.Options{WarnPoints: true, UnusualResults: true})
	if err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli check:", err)
		return exitBadInput
	}
	warnTRF(e, "check", a.in, t)
	if err := bakuReady(a.in, t); err != nil {
		fmt.Fprintln(e.stderr, "arbiter-cli check:", err)
		return exitBadInput
	}
	so := systemOf(o, t)
	if t.InitialColour == trf.InitialUnknown {
		// No XXC/152: round 1 is judged with the colour it was actually
		// paired with, as bbpPairings' checker does.
		t.InitialColour = t.InferInitialColour()
	}
	last := t.LastPairedRound()
	standRound := last
	if v, ok := o["round"]; ok {
		if standRound, _ = strconv.Atoi(v); standRound < 1 || standRound > last {
			return checkSpec.fail(e, fmt.Errorf("--round %s: the file has rounds 1 to %d", v, last))
		}
	}
	list, listText, err := checkList(t, o)
	if err != nil {
		fmt.Fprintf(e.stderr, "arbiter-cli check: %s: %v\n", a.in, err)
		return exitBadInput
	}
	differ := 0
	for r := 1; r <= last; r++ {
		lines, err := checkRound(t, r, so)
		if err != nil {
			fmt.Fprintf(e.stderr, "arbiter-cli check: %s: round %d: %v\n", a.in, r, err)
			return exitInternal
		}
		if len(lines) > 0 {
			differ++
			fmt.Fprintf(e.stdout, "round %d differs from %s:\n", r, rulesName(so))
			for _, l := range lines {
				fmt.Fprintln(e.stdout, "  "+l)
			}
		}
	}
	if differ > 0 {
		fmt.Fprintf(e.stdout, "%d of %d rounds differ\n", differ, last)
	} else {
		fmt.Fprintf(e.stdout, "all %d rounds agree with %s\n", last, rulesName(so))
	}
	misplaced, err := checkStandings(e, t, standRound, list, listText)
	if err != nil {
		fmt.Fprintf(e.stderr, "arbiter-cli check: %s: standings: %v\n", a.in, err)
		return exitBadInput
	}
	if differ > 0 || misplaced > 0 {
		return exitNoPairing
	}
	return exitOK
}

// checkList is the tie-break list of the standings: --tiebreaks, or the
// file's record 202 (212). A nil list with no error: the file has none.
func checkList(t *trf.Tournament, o opts) ([]tiebreak.Spec, string, error) {
	text, ok := o["tiebreaks"]
	where := "--tiebreaks"
	if !ok {
		if text, ok = check.TieBreakList(t); !ok {
			return nil, "", nil
		}
		where = "record 202"
	}
	list, err := tiebreak.ParseList(text)
	if err == nil && len(list) > 0 && list[0].Code == tiebreak.PTS {
		list = list[1:]
	}
	if err != nil {
		return nil, "", fmt.Errorf("%s %q: %w (write the codes as BH/C1,BH,SB,DE)", where, text, err)
	}
	return list, text, nil
}

// checkStandings prints the standings check and returns how many players
// are out of place.
func checkStandings(e *env, t *trf.Tournament, r int, list []tiebreak.Spec, text string) (int, error) {
	if list == nil {
		fmt.Fprintln(e.stdout, "standings not checked: the file has no tie-break list (record 202); give one with --tiebreaks")
		return 0, nil
	}
	if r == 0 {
		fmt.Fprintln(e.stdout, "standings not checked: no round has been paired")
		return 0, nil
	}
	rep, err := check.Standings(t, r, list)
	if err != nil {
		return 0, err
	}
	if len(rep.Misplaced) == 0 {
		fmt.Fprintf(e.stdout, "the standings after round %d follow the tie-break list %s\n", r, text)
		return 0, nil
	}
	fmt.Fprintf(e.stdout, "the standings after round %d differ from the tie-break list %s:\n", r, text)
	for _, m := range rep.Misplaced {
		fmt.Fprintln(e.stdout, "  "+m.Describe(list))
	}
	fmt.Fprintf(e.stdout, "%d of %d places differ\n", len(rep.Misplaced), len(rep.Standings.Rows))
	return len(rep.Misplaced), nil
}

// checkRound compares the recorded pairing of round r with the pairing
// by so's system of the tournament before round r; it returns the
// differences.
func checkRound(t *trf.Tournament, r int, so swiss.Options) ([]string, error) {
	actual := t.PairingOf(r)
	var lines []string
	vs := check.Round(t, r, actual)
	if so.System == swiss.Burstein {
		vs = check.RoundBurstein(t, r, actual)
	}
	for _, v := range vs {
		lines = append(lines, "breaks "+v.String())
	}
	sp, err := pairBy(t.Before(r), r, so)
	if errors.Is(err, swiss.ErrNoValidPairing) {
		return append(lines, "no pairing meets the absolute criteria, yet the round was paired"), nil
	}
	if err != nil {
		return nil, err
	}
	return append(lines, systemWords(diffPairings(actual, fromSwiss(sp), t, r), so)...), nil
}

// diffPairings lists the boards only one side has, colour swaps and a
// different bye.
func diffPairings(actual, dutch trf.Pairing, t *trf.Tournament, r int) []string {
	key := func(b trf.Board) [2]int {
		if b.White > b.Black {
			return [2]int{b.Black, b.White}
		}
		return [2]int{b.White, b.Black}
	}
	mine := map[[2]int]trf.Board{}
	for _, b := range dutch.Boards {
		mine[key(b)] = b
	}
	var only, colours []string
	seen := map[[2]int]bool{}
	for _, b := range actual.Boards {
		seen[key(b)] = true
		d, ok := mine[key(b)]
		switch {
		case !ok:
			only = append(only, fmt.Sprintf("file has %d-%d, not a Dutch board", b.White, b.Black))
		case d != b && !unplayedBoard(t, r, b):
			colours = append(colours, fmt.Sprintf("file has %d-%d, Dutch colours are %d-%d", b.White, b.Black, d.White, d.Black))
		}
	}
	for _, b := range dutch.Boards {
		if !seen[key(b)] {
			only = append(only, fmt.Sprintf("Dutch pairs %d-%d", b.White, b.Black))
		}
	}
	sort.Strings(only)
	out := append(only, colours...)
	if actual.Bye != dutch.Bye {
		out = append(out, fmt.Sprintf("file gives the bye to %s, Dutch to %s", who(actual.Bye), who(dutch.Bye)))
	}
	return out
}

// unplayedBoard: a board recorded without colours (a forfeit written
// "- -") cannot disagree on colours.
func unplayedBoard(t *trf.Tournament, r int, b trf.Board) bool {
	return t.Player(b.White).Game(r).Colour == trf.NoColour
}

func who(id int) string {
	if id == 0 {
		return "nobody"
	}
	return fmt.Sprint(id)
}
