package teams

import (
	"context"

	"arbiter/model"
)

// CreateTournament creates a team tournament and its settings in one
// transaction. t.System is one of the team systems; t.Rounds is needed for
// a team Swiss (round robins take theirs from the number of teams). A
// stage (t.Stage, seed 004 §19) follows team tournaments only
// (stage.go).
func (s *Service) CreateTournament(ctx context.Context, t model.Tournament, o Options) (model.Tournament, error) {
	t, set, err := prepare("CreateTeamTournament", t, o)
	if err != nil {
		return t, err
	}
	err = s.st.TeamTx(ctx, func(tx Tx) error {
		if err := checkStageSources(ctx, tx, "CreateTeamTournament", &t); err != nil {
			return err
		}
		if err := tx.CreateTournament(ctx, &t); err != nil {
			return err
		}
		set.Tournament = t.ID
		return tx.SaveTeamSettings(ctx, set)
	})
	return t, err
}

// UpdateTournament saves the settings of an existing team tournament in one
// transaction: the event's name, dates and venue, the system and rounds,
// the boards, the scoring, the tie-breaks, the composition rules and the
// stage link (the previous stages and who qualifies, stage.go), with
// the checks of CreateTournament. What the rounds already played depend on
// stays fixed once they exist:
//   - the system, once round 1 is paired;
//   - the number of boards, once a line-up is entered;
//   - a team Swiss's rounds cannot drop below the rounds paired;
//   - a tie-break list without the extra match for first place, once that
//     match is set.
//
// The standings, the composition warnings and the printouts follow the new
// settings at once. The fields the team form does not show (season, cup,
// rating used, the finished mark …) keep their stored values.
// Errors: Invalid (as CreateTournament), NotFound, Conflict.
func (s *Service) UpdateTournament(ctx context.Context, t model.Tournament, o Options) (model.Tournament, error) {
	const op = "UpdateTeamTournament"
	var out model.Tournament
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, t.ID, "UpdateTeamTournament")
		if err != nil {
			return err
		}
		next := e.t
		next.Name, next.Venue, next.StartDate, next.EndDate = t.Name, t.Venue, t.StartDate, t.EndDate
		next.System, next.Rounds, next.Admission.BornFrom, next.Admission.BornTo = t.System, t.Rounds, t.Admission.BornFrom, t.Admission.BornTo
		next.Stage = t.Stage
		if err := checkStageSources(ctx, tx, op, &next); err != nil {
			return err
		}
		next, set, err := prepare(op, next, o)
		if err != nil {
			return err
		}
		set.Tournament = next.ID
		paired := e.lastRound()
		switch {
		case paired > 0 && next.System != e.t.System:
			return model.Errorf(model.Conflict, op, model.Msg("The system cannot change once round 1 is paired."), nil)
		case set.Scoring.Boards != e.set.Scoring.Boards && e.hasLineups():
			return model.Errorf(model.Conflict, op, model.Msg("Line-ups for %d boards are entered: the number of boards cannot change.", e.set.Scoring.Boards), nil)
		case next.System == SystemSwiss && next.Rounds < paired:
			return model.Errorf(model.Conflict, op, model.Msg("%d rounds are already paired; the number of rounds cannot be smaller. (team)", paired), nil)
		case e.extra != nil && !set.ExtraMatch:
			return model.Errorf(model.Conflict, op, model.Msg("The extra match for first place is set: keep a tie-break list that provides for it (§3, §19)."), nil)
		}
		if err := tx.UpdateTournament(ctx, next); err != nil {
			return err
		}
		if err := tx.SaveTeamSettings(ctx, set); err != nil {
			return err
		}
		out = next
		return nil
	})
	if err != nil {
		return t, err
	}
	return out, nil
}

// hasLineups reports a match of the event with a line-up entered.
func (e *event) hasLineups() bool {
	for _, m := range e.matches {
		if len(m.Boards) > 0 {
			return true
		}
	}
	return e.extra != nil && len(e.extra.Boards) > 0
}
