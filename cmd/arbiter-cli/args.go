package main

import (
	"strconv"

	"arbiter/model"
)

// The reading of the arguments that many sub-commands share: a tournament's ID,
// a round, a positive number, and the report of one it cannot use.

// badArg reports an unreadable argument.
func badArg(e *env, msg model.Text) int {
	return e.report(model.Errorf(model.Invalid, "arbiter-cli", msg, nil))
}

// posInt reads a positive whole number argument.
func posInt(e *env, s, what string) (int, bool) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		badArg(e, model.Msg("%s %q must be a positive whole number.", what, s))
		return 0, false
	}
	return n, true
}

// tournamentID reads the ID argument.
func tournamentID(e *env, s string) (model.TournamentID, bool) {
	n, ok := posInt(e, s, e.lang.Tr("Tournament ID"))
	return model.TournamentID(n), ok
}

// tournamentRound reads a command's first two arguments: the tournament's
// ID and a round number.
func tournamentRound(e *env, pos []string) (model.TournamentID, int, bool) {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return 0, 0, false
	}
	r, ok := posInt(e, pos[1], e.lang.Tr("Round"))
	return id, r, ok
}
