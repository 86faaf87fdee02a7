package main

// A Swiss round built by hand, and undoing the last pairing-integrity
// event (FIDE C.02, VCL4THP.13 Q63–64, Q114; model/tournaments/pairing_byhand.go,
// model/tournaments/event_undo.go):
//
//	arbiter-cli --db F tournament pair-manual ID --pair W-B [--pair W-B …] [--bye NO] [--confirm]
//	arbiter-cli --db F tournament undo-event ID [--confirm]
//
// pair-manual enters the next round board by board (start numbers, White
// first); it opens the manual-pairing phase, closed by validate-pairings.
// undo-event without --confirm only says what would be lost.

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/fide"
)

func init() {
	tournamentSubs["pair-manual"] = tournamentSub{opts: []option{
		listOpt("pair", "W-B", "a board: White's and Black's start numbers, e.g. 3-7; one per board, in board order"),
		intOpt("bye", "NO", "the start number of the player who gets the pairing-allocated bye"),
		confirmOpts()[0],
	}, args: "ID", min: 1, max: 1, run: tournamentPairManual,
		about: "Builds the next Swiss round by hand (for instance when the engine finds no legal pairing); rule breaches are Level 3 (--confirm). Validate it with validate-pairings."}
	tournamentSubs["undo-event"] = tournamentSub{opts: []option{boolOpt("confirm", "undo; without it, only say what would be lost")}, args: "ID", min: 1, max: 1, run: tournamentUndoEvent,
		about: "Undoes the tournament's last pairing-integrity event: the data file goes back to the copy made before it (the current state is kept as a copy first)."}
}

// parseBoard reads "W-B" as a board.
func parseBoard(s string) (trf.Board, bool) {
	w, b, ok := strings.Cut(strings.TrimSpace(s), "-")
	if !ok {
		return trf.Board{}, false
	}
	wn, err1 := strconv.Atoi(strings.TrimSpace(w))
	bn, err2 := strconv.Atoi(strings.TrimSpace(b))
	if err1 != nil || err2 != nil || wn < 1 || bn < 1 {
		return trf.Board{}, false
	}
	return trf.Board{White: wn, Black: bn}, true
}

func tournamentPairManual(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	var h model.HandRound
	for _, s := range optList(o, "pair") {
		b, ok := parseBoard(s)
		if !ok {
			return badArg(e, model.Msg("--pair: %q is not a board; write the start numbers of White and Black, e.g. 3-7.", s))
		}
		h.Boards = append(h.Boards, b)
	}
	if s, given := o["bye"]; given {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			return badArg(e, model.Msg("--bye: %q is not a start number.", s))
		}
		h.Bye = n
	}
	if len(h.Boards) == 0 && h.Bye == 0 {
		return badArg(e, model.Msg("Give the round's boards with --pair W-B (and the bye with --bye NO)."))
	}
	v, ws, err := svc.ByHand.Pair(context.Background(), id, h, ackOf(o))
	if err != nil {
		return reportFIDE(e, err)
	}
	for _, w := range ws {
		if w.Level < fide.Confirm {
			fmt.Fprintln(e.stderr, "arbiter-cli:", w.In(e.lang))
		}
	}
	printRound(e, v)
	fmt.Fprintln(e.stdout, e.lang.Tr("Round %d was built by hand; validate it with validate-pairings before the next round.", v.Round))
	return exitOK
}

func tournamentUndoEvent(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ctx := context.Background()
	if o["confirm"] == "" {
		plan, err := svc.EventUndo.Plan(ctx, id)
		if err != nil {
			return e.report(err)
		}
		fmt.Fprintln(e.stdout, e.lang.Tr("Undoing puts back the backup copy %s. This will be lost:", plan.Copy.Path))
		for _, l := range plan.Lost {
			fmt.Fprintln(e.stdout, "  - "+l.In(e.lang))
		}
		return badArg(e, model.Msg("Nothing was changed. To undo the event, repeat with --confirm."))
	}
	plan, saved, err := svc.EventUndo.Undo(ctx, id, fide.Ack{Confirmed: true})
	if err != nil {
		return reportFIDE(e, err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Undone: %s (round %d). The state before it is back; the state before the undo is kept in %s.", plan.Event.Kind.Name(e.lang), plan.Event.Round, saved.Path))
	return exitOK
}
