package main

// Undo on the command line: reopen a finished tournament, unpair the last
// round.
//
//	arbiter-cli --db F tournament reopen ID [--confirm]
//	arbiter-cli --db F tournament unpair ID [--confirm]

import (
	"context"
	"fmt"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/model/i18n"
)

func init() {
	tournamentSubs["reopen"] = tournamentSub{opts: []option{boolOpt("confirm", "reopen; without it, only say what would change")}, args: "ID", min: 1, max: 1,
		about: "Undoes finish: the final places are cleared; the season tables and diplomas change until it is finished again.", run: tournamentReopen}
	tournamentSubs["unpair"] = tournamentSub{opts: []option{boolOpt("confirm", "unpair a round that has results")}, args: "ID", min: 1, max: 1,
		about: "Undoes the last pairing.", run: tournamentUnpair}
}

// reopenWarning is what reopening changes beyond the tournament itself.
func reopenWarning(lang i18n.Lang) string {
	return lang.Tr("The tournament's final places and the norms it gave will be cleared: the season tables (cups, clubs, coaches) and the diplomas change until it is finished again.")
}

// tournamentReopen undoes finishing; without --confirm it only says what
// would change and changes nothing.
func tournamentReopen(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	if o["confirm"] == "" {
		t, err := svc.Tournaments.GetTournament(context.Background(), id)
		if err != nil {
			return e.report(err)
		}
		if !t.Finished {
			return badArg(e, model.Msg("The tournament is not finished."))
		}
		return badArg(e, model.Msg("%s To reopen it, repeat with --confirm.", reopenWarning(e.lang)))
	}
	if isTeam, code, ok := isTeamTournament(e, svc, id); !ok || isTeam {
		if !ok {
			return code
		}
		return teamReopen(e, svc, id) // team_stage.go
	}
	if err := svc.Closing.Reopen(context.Background(), id); err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("The tournament is open again. ")+reopenWarning(e.lang))
	return exitOK
}

// tournamentUnpair deletes the last paired round (a round robin: every
// round); a round with results needs --confirm, and its results go too.
func tournamentUnpair(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	if err := svc.Pairings.Unpair(context.Background(), id, o["confirm"] != ""); err != nil {
		if model.IsKind(err, model.Conflict) && o["confirm"] == "" {
			fmt.Fprintln(e.stderr, "arbiter-cli:", model.Message(err, e.lang), e.lang.Tr("To unpair the round with its results, repeat with --confirm."))
			return exitCode(err)
		}
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("The last round was unpaired."))
	return exitOK
}
