package tournaments

import (
	"context"

	"arbiter/model"
	"arbiter/model/fide"
)

// FIDE is the service of a tournament's FIDE mode and its
// pairing-integrity log (FIDE C.02, VCL4THP.13; docs/vcl.md): the mode,
// leaving it, the history, and the actions whose warnings need an
// fide.Ack (the same actions on Tournaments pass none, so a warning that
// needs confirmation refuses them with a Conflict wrapping *fide.Pending).
type FIDE struct{ core }

func (c core) fide() *FIDE { return &FIDE{c} }

// Mode returns tournament id's FIDE mode. Errors: NotFound.
func (s *FIDE) Mode(ctx context.Context, id model.TournamentID) (model.FIDEMode, error) {
	t, err := s.store.Tournament(ctx, id)
	if err != nil {
		return model.FIDEMode{}, err
	}
	return s.fideMode(ctx, t)
}

// LeaveWarnings are the warnings of leaving FIDE mode (Q43: two-step
// Level 4, showing what will change).
func LeaveWarnings(round int) []fide.Warning {
	return []fide.Warning{{Level: fide.Changes, Code: "leave-fide", TwoStep: true,
		Msg: model.Msg("The tournament leaves FIDE mode. This cannot be undone."),
		Changes: []model.Text{
			model.Msg("the tournament is marked «not in FIDE mode» on lists, printouts and the site"),
			model.Msg("the TRF file records it as a ### Non-FIDE line with round %d", round),
			model.Msg("settings FIDE does not allow become available"),
		}}}
}

// Leave takes tournament id out of FIDE mode for good (Q42–45), after
// the two confirmations of LeaveWarnings. One transaction. Errors:
// NotFound, Invalid (a system outside FIDE mode), Conflict (already left;
// a confirmation missing: *fide.Pending).
func (s *FIDE) Leave(ctx context.Context, id model.TournamentID, ack fide.Ack) error {
	const op = "LeaveFIDEMode"
	return s.tx(ctx, func(c core) error {
		l, err := c.tournaments().loadBare(ctx, id)
		if err != nil {
			return err
		}
		m, err := c.fideMode(ctx, l.t)
		switch {
		case err != nil:
			return err
		case !m.Applies:
			return invalid(op, model.Msg("This kind of tournament has no FIDE mode."))
		case !m.On:
			return model.Errorf(model.Conflict, op, model.Msg("The tournament left FIDE mode in round %d; it cannot go back.", m.LeftRound), nil)
		}
		if err := gate(op, LeaveWarnings(l.paired), ack); err != nil {
			return err
		}
		return c.leaveFIDE(ctx, l.t, l.paired, "the director's choice")
	})
}

// History lists tournament id's pairing-integrity events, oldest first
// (Q112). Errors: NotFound.
func (s *FIDE) History(ctx context.Context, id model.TournamentID) ([]fide.Event, error) {
	if _, err := s.store.Tournament(ctx, id); err != nil {
		return nil, err
	}
	return s.store.IntegrityEvents(ctx, id)
}

// UpdateTournament is Tournaments.UpdateTournament with the confirmations
// of ack: Level 4 for the number of rounds or the tie-break list after the
// start, Level 3 for a last round the change makes wrong, Level 5 for a
// setting that leaves FIDE mode (fide_settings.go).
func (s *FIDE) UpdateTournament(ctx context.Context, t model.Tournament, ack fide.Ack) (model.Tournament, error) {
	return s.tournaments().updateTournament(ctx, t, ack)
}

// SetForbiddenPairs is Pairings.SetForbiddenPairs with the
// confirmations of ack: a pair added after round 1 is Level 5 in FIDE
// mode (it leaves it, Q196), Level 3 outside it (fide_forbidden.go).
func (s *FIDE) SetForbiddenPairs(ctx context.Context, id model.TournamentID, pairs [][2]model.PlayerID, ack fide.Ack) error {
	return s.tournaments().setForbiddenPairs(ctx, id, pairs, ack)
}

// ImportTRF is Tournaments.ImportTRF with the confirmation of ack: an
// imported round that breaks the pairing rules is a Level 3 warning
// (Q55, fide_import.go).
func (s *FIDE) ImportTRF(ctx context.Context, req model.TRFImport, ack fide.Ack) (model.TRFImportReport, error) {
	return s.tournaments().importTRFAck(ctx, req, ack)
}
