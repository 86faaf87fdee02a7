package main

// Adjourned games (FIDE C.02, VCL4THP.13 Q157–169; model/tournaments/adjourned.go):
//
//	arbiter-cli --db F tournament result ID ROUND BOARD ?|відкл
//	arbiter-cli --db F tournament result ID ROUND BOARD 1-0 [--confirm]
//
// "?" records the game as adjourned: a draw for pairing, shown as
// «відкл.» in the round and noted under the standings until its real
// result is entered. A real result other than a draw is a Level 3 warning
// (--confirm) and a ### Adjournment line; pairing while one is open prints
// a Level 2 warning; finishing and the TRF-16 file are refused while one
// is open.

import (
	"context"
	"fmt"

	"arbiter/model"
	"arbiter/model/datafile"
)

// printPairingWarnings writes the Level 2 warnings of pairing the next
// round (an adjourned game still open, Q168) to standard error.
func printPairingWarnings(e *env, svc *datafile.Services, id model.TournamentID) {
	ws, err := svc.FIDE.PairingWarnings(context.Background(), id)
	if err != nil {
		return // the pairing reports the error
	}
	for _, w := range ws {
		fmt.Fprintln(e.stderr, "arbiter-cli:", w.In(e.lang))
	}
}

// adjournedNote writes, under the standings, the adjourned games of
// their rounds still open (counted as draws) to standard error; the table
// on standard output stays tab-separated.
func adjournedNote(e *env, gs []model.AdjournedGame) {
	if note := model.AdjournedNote(e.lang, gs); note != "" {
		fmt.Fprintln(e.stderr, "arbiter-cli:", note)
	}
}
