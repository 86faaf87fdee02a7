package main

// Requested byes (FIDE C.02, VCL4THP.13 Q171–179; model/tournaments/byes.go):
//
//	arbiter-cli --db F tournament bye ID PLAYER_ID ROUND half|zero|full|none [--confirm]
//	arbiter-cli --db F tournament half-byes ID PLAYER_ID barred|allowed
//	arbiter-cli --db F tournament register ID PLAYER_ID… --no-half-byes
//	arbiter-cli --db F tournament withdraw ID PLAYER_ID ROUND
//
// In FIDE mode a second half-point bye and a full-point bye given by hand
// (which FIDE deprecates) are Level 3 warnings, refused until --confirm is
// given; the full-point bye is a ### FPB line of the TRF. A player marked
// «not entitled to half-point byes» is refused one.

import (
	"context"
	"fmt"
	"strconv"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/fide"
)

func init() {
	tournamentSubs["bye"] = tournamentSub{opts: confirmOpts()[:1], args: "ID PLAYER_ID ROUND half|zero|full|none", min: 4, max: 4, run: tournamentBye,
		about: "Requests a bye of a round not yet paired: half (½ point), zero, full (a point the director grants; FIDE deprecates it) or none (cancels). In FIDE mode a second half-point bye and a full-point bye need --confirm."}
	tournamentSubs["half-byes"] = tournamentSub{args: "ID PLAYER_ID barred|allowed", min: 3, max: 3, run: tournamentHalfByes,
		about: "Marks the player as not entitled to half-point byes (barred) or entitled again (allowed)."}
	tournamentSubs["withdraw"] = tournamentSub{args: "ID PLAYER_ID ROUND", min: 3, max: 3, run: tournamentWithdraw,
		about: "Withdraws the player from ROUND on (a round not yet paired in a Swiss): not paired again, marked in the standings. ROUND 0 cancels a withdrawal not yet in effect."}
	reg := tournamentSubs["register"]
	reg.opts = append(reg.opts, boolOpt("no-half-byes", "the players are not entitled to half-point byes"))
	tournamentSubs["register"] = reg
}

// byeCodes are the bye words of the command line.
var byeCodes = map[string]trf.Result{"half": trf.HalfBye, "zero": trf.ZeroBye, "full": trf.FullBye, "none": 0}

func tournamentBye(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, player, r, ok := tournamentPlayerRound(e, pos)
	if !ok {
		return exitBadInput
	}
	code, known := byeCodes[pos[3]]
	if !known {
		return badArg(e, model.Msg("Bye %q: half, zero, full or none.", pos[3]))
	}
	ws, err := svc.FIDE.SetBye(context.Background(), id, player, r, code, ackOf(o))
	if err != nil {
		return reportFIDE(e, err)
	}
	printShown(e, ws)
	fmt.Fprintln(e.stdout, e.lang.Tr("Bye saved."))
	return exitOK
}

// tournamentPlayerRound reads ID PLAYER_ID ROUND.
func tournamentPlayerRound(e *env, pos []string) (model.TournamentID, model.PlayerID, int, bool) {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return 0, 0, 0, false
	}
	ids, ok := playerIDs(e, pos[1:2])
	if !ok {
		return 0, 0, 0, false
	}
	r, ok := posInt(e, pos[2], e.lang.Tr("Round"))
	return id, ids[0], r, ok
}

func tournamentHalfByes(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ids, ok := playerIDs(e, pos[1:2])
	if !ok {
		return exitBadInput
	}
	var barred bool
	switch pos[2] {
	case "barred":
		barred = true
	case "allowed":
	default:
		return badArg(e, model.Msg("%q: barred (not entitled to half-point byes) or allowed.", pos[2]))
	}
	if err := svc.FIDE.SetHalfByesBarred(context.Background(), id, ids[0], barred); err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Saved."))
	return exitOK
}

// printShown prints the warnings an action kept, with their level, on
// standard error.
func printShown(e *env, ws []fide.Warning) {
	for _, w := range ws {
		fmt.Fprintln(e.stderr, "arbiter-cli:", w.In(e.lang))
	}
}

func tournamentWithdraw(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ids, ok := playerIDs(e, pos[1:2])
	if !ok {
		return exitBadInput
	}
	r, err := strconv.Atoi(pos[2])
	if err != nil || r < 0 {
		return badArg(e, model.Msg("Round %q: a round number, or 0 to cancel the withdrawal.", pos[2]))
	}
	if err := svc.Tournaments.Withdraw(context.Background(), id, ids[0], r); err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Saved."))
	return exitOK
}
