package teams

import (
	"context"
	"errors"

	"arbiter/engine/team"
	"arbiter/model"
)

// ErrExtraMatchRight marks the Conflict of finishing while a team has the
// right to the extra match for first place (§3, §19) and it has not been
// set: Finish with confirm finishes without it.
var ErrExtraMatchRight = errors.New("a team has the right to the extra match for first place")

// FinishReport is what Finish fixed: the final standings (places 1–3 get
// the diplomas, seed 004 §18, §19).
type FinishReport struct {
	Standings *team.Standings
}

// Finish fixes a team tournament's final places, as
// tournaments.Service.FinishTournament does for an individual one: each
// team's place and primary score are stored (Team.Final) and the
// tournament is marked finished, so that the next stage can take its top
// teams (seed 004 §19: «6 команд, занявшие в отборе первые 6 мест») and
// nothing of it changes until Reopen. Refused (Conflict) before any round
// is paired, while the last paired round or the extra match for first
// place is incomplete, and — unless confirm — before the last planned
// round (model.ErrFinishEarly) or while a team has the right to the extra
// match (§3, §19) and it has not been set.
func (s *Service) Finish(ctx context.Context, id model.TournamentID, confirm bool) (FinishReport, error) {
	const op = "FinishTeamTournament"
	var rep FinishReport
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, op)
		if err != nil {
			return err
		}
		last := e.lastRound()
		if last == 0 {
			return model.Errorf(model.Conflict, op, model.Msg("No round has been played; nothing to finish."), nil)
		}
		for r := 1; r <= last; r++ {
			if ok, err := e.roundComplete(r); err != nil {
				return err
			} else if !ok {
				return model.Errorf(model.Conflict, op, model.Msg("Round %d is not complete: enter every result.", r), nil)
			}
		}
		if total := e.totalRounds(); last < total && !confirm {
			return model.Errorf(model.Conflict, op, model.Msg("%d of %d rounds paired: the rest will never be played. Confirm finishing early.", last, total), model.ErrFinishEarly)
		}
		st, err := e.standings(e.engine(), "")
		if err != nil {
			return err
		}
		if x := st.Extra; x != nil {
			switch {
			case e.extra != nil && !x.Played:
				return model.Errorf(model.Conflict, op, model.Msg("The extra match for first place is not finished: enter its line-ups and results."), nil)
			case e.extra == nil && !confirm:
				return model.Errorf(model.Conflict, op, model.Msg("Team %q won every match and placed second: it has the right to an extra match for first place (§3, §19). Set it (team extra) or confirm finishing without it.", e.teamByNumber(x.Challenger)), ErrExtraMatchRight)
			}
		}
		for _, row := range st.Rows {
			tm := e.teamByNumberPtr(row.ID)
			if tm == nil {
				continue
			}
			f := Final{Place: row.Place, PlaceTo: max(row.Place, row.Last), Points: row.MP}
			if st.Primary == team.ByGP {
				f.Points = row.GP
			}
			if err := tx.SetTeamFinal(ctx, tm.ID, f); err != nil {
				return err
			}
		}
		e.t.Finished = true
		if err := tx.UpdateTournament(ctx, e.t); err != nil {
			return err
		}
		rep.Standings = st
		return nil
	})
	return rep, err
}

// Reopen undoes Finish (a correction after closing): the final places are
// cleared and the tournament can change again until it is finished anew.
// Errors: NotFound, Invalid (not a team tournament), Conflict (not
// finished).
func (s *Service) Reopen(ctx context.Context, id model.TournamentID) error {
	const op = "ReopenTeamTournament"
	return s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := load(ctx, tx, id)
		if err != nil {
			return err
		}
		if !e.t.Finished {
			return model.Errorf(model.Conflict, op, model.Msg("The tournament is not finished."), nil)
		}
		for _, tm := range e.teams {
			if err := tx.SetTeamFinal(ctx, tm.ID, Final{}); err != nil {
				return err
			}
		}
		e.t.Finished = false
		return tx.UpdateTournament(ctx, e.t)
	})
}

// teamByNumberPtr is the team with pairing number n, nil when none.
func (e *event) teamByNumberPtr(n int) *Team {
	for i := range e.teams {
		if e.teams[i].Number == n {
			return &e.teams[i]
		}
	}
	return nil
}

// teamByNumber is the name of the team with pairing number n.
func (e *event) teamByNumber(n int) string {
	if t := e.teamByNumberPtr(n); t != nil {
		return t.Name
	}
	return ""
}
