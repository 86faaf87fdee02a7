package main

// FIDE mode and the pairing-integrity log (FIDE C.02, VCL4THP.13;
// docs/vcl.md):
//
//	arbiter-cli --db F tournament fide ID
//	arbiter-cli --db F tournament leave-fide ID [--confirm [--confirm-again]]
//	arbiter-cli --db F tournament set ID [--rounds N] [--tiebreaks LIST] [--edition E] [--confirm [--confirm-again]]
//	arbiter-cli --db F tournament forbid ID PLAYER_ID PLAYER_ID [--confirm [--confirm-again]]
//	arbiter-cli --db F tournament edit-pairings ID
//	arbiter-cli --db F tournament validate-pairings ID [--confirm]
//	arbiter-cli --db F tournament correct-rating ID ROUND BOARD 1-0|=|0-1
//	arbiter-cli --db F tournament expel ID PLAYER_ID [--confirm]
//
// A warning of Level 3 or 4 is refused until --confirm is given, a
// two-step Level 4 or a Level 5 (it leaves FIDE mode) until
// --confirm --confirm-again; the refusal prints every warning with its
// level and what will change, and nothing is written.

import (
	"context"
	"fmt"
	"strconv"

	"arbiter/model"
	"arbiter/model/datafile"
)

func init() {
	tournamentSubs["fide"] = tournamentSub{args: "ID", min: 1, max: 1, run: tournamentFIDE,
		about: "Prints the tournament's FIDE mode, the warnings of its settings and its pairing-integrity events (round, time, kind, text)."}
	tournamentSubs["leave-fide"] = tournamentSub{opts: confirmOpts(), args: "ID", min: 1, max: 1, run: tournamentLeaveFIDE,
		about: "Takes the tournament out of FIDE mode for good: two confirmations (--confirm --confirm-again)."}
	tournamentSubs["set"] = tournamentSub{opts: append([]option{
		intOpt("rounds", "N", "the number of rounds"),
		strOpt("tiebreaks", "academy|fide-swiss|BH,WIN,DE…", "a tie-break preset or list of codes"),
		strOpt("edition", "2024|2026|2009", "the C.07 edition of the tie-breaks (2009 is not FIDE's: it leaves FIDE mode)"),
	}, confirmOpts()...), args: "ID", min: 1, max: 1, run: tournamentSet,
		about: "Changes the number of rounds, the tie-break list or the edition, with the warnings FIDE asks for after the start."}
	tournamentSubs["edit-pairings"] = tournamentSub{args: "ID", min: 1, max: 1, run: tournamentEditPairings,
		about: "Opens the manual-pairing phase of the last paired round: the next round is not paired until it is validated."}
	tournamentSubs["validate-pairings"] = tournamentSub{opts: confirmOpts()[:1], args: "ID", min: 1, max: 1, run: tournamentValidatePairings,
		about: "Ends the manual-pairing phase: compares the round with the engine's pairing (a difference is Level 4 and ### MPA in the TRF)."}
	tournamentSubs["correct-rating"] = tournamentSub{args: "ID ROUND BOARD 1-0|=|0-1", min: 4, max: 4, run: tournamentCorrectRating,
		about: "Records a result for the rating report only: the games and the pairings keep the old one (a ### Rating correction line)."}
	tournamentSubs["expel"] = tournamentSub{opts: confirmOpts()[:1], args: "ID PLAYER_ID", min: 2, max: 2, run: tournamentExpel,
		about: "Expels a player of a Swiss after the last paired round: not paired again, left out of the standings (Level 4: --confirm)."}
	tournamentSubs["forbid"] = tournamentSub{opts: confirmOpts(), args: "ID PLAYER_ID PLAYER_ID", min: 3, max: 3, run: tournamentForbid,
		about: "Adds a forbidden pair (registry IDs). After round 1 this leaves FIDE mode (Level 5)."}
}

func tournamentFIDE(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	ctx := context.Background()
	m, err := svc.FIDE.Mode(ctx, id)
	if err != nil {
		return e.report(err)
	}
	switch {
	case !m.Applies:
		fmt.Fprintln(e.stdout, e.lang.Tr("FIDE mode: does not apply to this kind of tournament"))
	case m.On:
		fmt.Fprintln(e.stdout, e.lang.Tr("FIDE mode: on"))
	default:
		fmt.Fprintln(e.stdout, e.lang.Tr("FIDE mode: left in round %d (%s)", m.LeftRound, m.LeftAt.Format("2006-01-02 15:04 UTC")))
	}
	if t, err := svc.Tournaments.GetTournament(ctx, id); err != nil {
		return e.report(err)
	} else if model.LongEvent(t) {
		fmt.Fprintln(e.stdout, e.lang.Tr("The tournament lasts over 30 days."))
	}
	if xs, err := svc.FIDE.Expulsions(ctx, id); err != nil {
		return e.report(err)
	} else {
		for _, x := range xs {
			fmt.Fprintln(e.stdout, e.lang.Tr("Expelled after round %d: player %d.", x.Round, x.PlayerID))
		}
	}
	ws, err := svc.FIDE.Check(ctx, id)
	if err != nil {
		return e.report(err)
	}
	for _, w := range ws {
		fmt.Fprintln(e.stdout, w.In(e.lang))
	}
	es, err := svc.FIDE.History(ctx, id)
	if err != nil {
		return e.report(err)
	}
	for _, ev := range es {
		at := ""
		if !ev.At.IsZero() {
			at = ev.At.Format("2006-01-02 15:04 UTC")
		}
		fmt.Fprintf(e.stdout, "%d\t%s\t%s\t%s\n", ev.Round, at, ev.Kind.Name(e.lang), ev.Text)
	}
	return exitOK
}

// fideChange runs one change of a tournament's settings or pairings:
// pos holds the tournament ID and then any player IDs (registry IDs), act
// makes the change and says what was done; a refusal that waits for a
// confirmation names the option that gives it (reportFIDE).
func fideChange(e *env, pos []string, act func(ctx context.Context, id model.TournamentID, players []model.PlayerID) (done string, err error)) int {
	id, ok := tournamentID(e, pos[0])
	if !ok {
		return exitBadInput
	}
	players, ok := playerIDs(e, pos[1:])
	if !ok {
		return exitBadInput
	}
	done, err := act(context.Background(), id, players)
	if err != nil {
		return reportFIDE(e, err)
	}
	fmt.Fprintln(e.stdout, done)
	return exitOK
}

func tournamentLeaveFIDE(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	return fideChange(e, pos, func(ctx context.Context, id model.TournamentID, _ []model.PlayerID) (string, error) {
		return e.lang.Tr("The tournament left FIDE mode."), svc.FIDE.Leave(ctx, id, ackOf(o))
	})
}

func tournamentSet(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	return fideChange(e, pos, func(ctx context.Context, id model.TournamentID, _ []model.PlayerID) (string, error) {
		t, err := svc.Tournaments.GetTournament(ctx, id)
		if err != nil {
			return "", err
		}
		if s, given := o["rounds"]; given {
			if t.Rounds, err = strconv.Atoi(s); err != nil {
				return "", model.Errorf(model.Invalid, "arbiter-cli", model.Msg("--rounds: %q is not a number.", s), nil)
			}
		}
		if s, given := o["tiebreaks"]; given {
			t.TieBreaks = s
		}
		if s, given := o["edition"]; given {
			t.Edition = s
		}
		_, err = svc.FIDE.UpdateTournament(ctx, t, ackOf(o))
		return e.lang.Tr("Settings saved."), err
	})
}

func tournamentForbid(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	return fideChange(e, pos, func(ctx context.Context, id model.TournamentID, ids []model.PlayerID) (string, error) {
		pairs, err := svc.Pairings.ForbiddenPairs(ctx, id)
		if err != nil {
			return "", err
		}
		pairs = append(pairs, [2]model.PlayerID{ids[0], ids[1]})
		return e.lang.Tr("Forbidden pair added."), svc.FIDE.SetForbiddenPairs(ctx, id, pairs, ackOf(o))
	})
}

// markNonFIDE adds the marker of a tournament out of FIDE mode to the name
// the printouts' header carries (Q46); diplomas keep the plain name.
func markNonFIDE(e *env, ctx context.Context, svc *datafile.Services, t model.Tournament) (model.Tournament, error) {
	m, err := svc.FIDE.Mode(ctx, t.ID)
	if mark := m.Marker(e.lang); err == nil && mark != "" {
		t.Name += " (" + mark + ")"
	}
	return t, err
}

func tournamentEditPairings(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	return fideChange(e, pos, func(ctx context.Context, id model.TournamentID, _ []model.PlayerID) (string, error) {
		r, err := svc.FIDE.EditPairings(ctx, id)
		return e.lang.Tr("Editing the pairings of round %d.", r), err
	})
}

func tournamentValidatePairings(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	return fideChange(e, pos, func(ctx context.Context, id model.TournamentID, _ []model.PlayerID) (string, error) {
		cmp, err := svc.FIDE.ValidatePairings(ctx, id, ackOf(o))
		if cmp.Differs {
			return e.lang.Tr("Round %d validated; it differs from the engine's pairing (%s), recorded as ### MPA.", cmp.Round, cmp.Engine), err
		}
		return e.lang.Tr("Round %d validated: it is the engine's pairing.", cmp.Round), err
	})
}

func tournamentCorrectRating(e *env, svc *datafile.Services, pos []string, _ map[string]string) int {
	id, r, ok := tournamentRound(e, pos)
	if !ok {
		return exitBadInput
	}
	board, ok := posInt(e, pos[2], e.lang.Tr("Board"))
	if !ok {
		return exitBadInput
	}
	res, ok := model.ParseGameResult(pos[3])
	if !ok {
		return badArg(e, model.Msg("Unknown result %q. Possible: 1-0 (1), ½-½ (= or 5), 0-1 (0), +/- (+), -/+ (-), -/- (--).", pos[3]))
	}
	if err := svc.FIDE.CorrectForRating(context.Background(), id, r, board, res); err != nil {
		return e.report(err)
	}
	fmt.Fprintln(e.stdout, e.lang.Tr("Recorded for the rating report only; the pairings keep the old result."))
	return exitOK
}

func tournamentExpel(e *env, svc *datafile.Services, pos []string, o map[string]string) int {
	return fideChange(e, pos, func(ctx context.Context, id model.TournamentID, ids []model.PlayerID) (string, error) {
		return e.lang.Tr("The player is expelled."), svc.FIDE.Expel(ctx, id, ids[0], ackOf(o))
	})
}
