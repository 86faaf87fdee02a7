package main

// Players still level after every tie-break (FIDE C.02, VCL4THP.13 Q205,
// Q207; model/tie_order.go):
//
//	arbiter-cli --db F tournament tie-order ID [NO…] [--note TEXT] [--clear] [--confirm]
//	arbiter-cli --db F tournament tiebreak-value ID [NO=VALUE…] [--note TEXT] [--clear] [--confirm]
//
// Without numbers (and without --clear) both list the groups of the final
// standings still level and what is entered. In FIDE mode each change is
// a Level 3 warning, refused until --confirm is given; each is logged as
// a pairing-integrity event (a ### line of the TRF-2026 file) and undone
// with tournament undo-event.

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"arbiter/model"
	"arbiter/model/datafile"
)

func init() {
	opts := func() []option {
		return append([]option{strOpt("note", "TEXT", "the decision it follows, kept in the logged event"),
			boolOpt("clear", "remove what is entered first")}, confirmOpts()[:1]...)
	}
	tournamentSubs["tie-order"] = tournamentSub{opts: opts(), args: "ID [START_NO…]", min: 1, max: -1, run: tournamentTieOrder,
		about: "Ranks players still level after every tie-break in the final standings, in the order given (an external decision); without numbers, lists the players still level."}
	tournamentSubs["tiebreak-value"] = tournamentSub{opts: opts(), args: "ID [START_NO=VALUE…]", min: 1, max: -1, run: tournamentTieBreakValue,
		about: "Enters the values of an external tie-break (e.g. a play-off held elsewhere): they rank the players level after the tie-break list, higher first; without values, lists them."}
}

func tournamentTieOrder(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	var nos []int
	for _, s := range pos[1:] {
		n, ok := posInt(e, s, e.lang.Tr("Start number"))
		if !ok {
			return exitBadInput
		}
		nos = append(nos, n)
	}
	ties := svc.TieOrders()
	if len(nos) == 0 && o["clear"] == "" {
		return printTies(e, svc, id)
	}
	if len(nos) > 0 && o["clear"] != "" {
		return badArg(e, model.Msg("--clear takes no start numbers."))
	}
	ws, err := ties.Order(context.Background(), id, nos, o["note"], ackOf(o))
	if err != nil {
		return reportFIDE(e, err)
	}
	printShown(e, ws)
	fmt.Fprintln(e.stdout, e.lang.Tr("Saved."))
	return exitOK
}

func tournamentTieBreakValue(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	values := map[int]int{}
	for _, s := range pos[1:] {
		no, val, found := strings.Cut(s, "=")
		n, err := strconv.Atoi(no)
		v, okv := model.ParseTieBreakValue(val)
		if !found || err != nil || n < 1 || !okv {
			return badArg(e, model.Msg("%q: write START_NO=VALUE, e.g. 5=1.5 (at most two decimals).", s))
		}
		values[n] = v
	}
	if len(values) == 0 && o["clear"] == "" {
		return printTies(e, svc, id)
	}
	ws, err := svc.TieOrders().SetValues(context.Background(), id, values, o["clear"] != "", o["note"], ackOf(o))
	if err != nil {
		return reportFIDE(e, err)
	}
	printShown(e, ws)
	fmt.Fprintln(e.stdout, e.lang.Tr("Saved."))
	return exitOK
}

// printTies lists the groups still level in the final standings and the
// values and order entered, one player a line: start no., name, external
// value, rank by hand.
func printTies(e *env, svc *datafile.Services, id model.TournamentID) int {
	st, err := svc.TieOrders().State(context.Background(), id)
	if err != nil {
		return e.report(err)
	}
	if !st.Final {
		fmt.Fprintln(e.stdout, e.lang.Tr("Ties are ranked by hand in the final standings: every round must be played first."))
	}
	fmt.Fprintln(e.stdout, strings.Join([]string{"№", e.lang.Tr("Player"), e.lang.Tr("External tie-break"), e.lang.Tr("Rank by hand")}, "\t"))
	line := func(no int) {
		val, rank := "", ""
		if v, ok := st.Values[no]; ok {
			val = model.TieBreakValueText(v)
		}
		if r, ok := st.Order[no]; ok {
			rank = strconv.Itoa(r)
		}
		fmt.Fprintln(e.stdout, strings.Join(cellsSafe([]string{strconv.Itoa(no), st.Names[no], val, rank}), "\t"))
	}
	shown := map[int]bool{}
	for i, g := range st.Level {
		fmt.Fprintln(e.stdout, e.lang.Tr("Still level, group %d:", i+1))
		for _, no := range g {
			line(no)
			shown[no] = true
		}
	}
	var rest []int
	for no := range st.Names {
		_, v := st.Values[no]
		_, r := st.Order[no]
		if !shown[no] && (v || r) {
			rest = append(rest, no)
		}
	}
	sort.Ints(rest)
	if len(rest) > 0 {
		fmt.Fprintln(e.stdout, e.lang.Tr("Entered for players no longer level:"))
		for _, no := range rest {
			line(no)
		}
	}
	return exitOK
}
