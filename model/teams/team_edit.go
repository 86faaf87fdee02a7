package teams

import (
	"context"

	"strings"

	"arbiter/model"
)

// SaveTeam stores a team as the GUI's team form edits it, in one
// transaction: a new team (ID 0) is registered as CreateTeam does; an
// existing one gets its name, club, settlement, captain and declared
// order (SetMembers' rule: once round 1 is paired the order declared
// stays and players are only added after it). A team outside the
// composition rules is a Conflict (ErrRules) unless confirm.
func (s *Service) SaveTeam(ctx context.Context, id model.TournamentID, tm Team, confirm bool) (Team, error) {
	if tm.ID == 0 {
		return s.CreateTeam(ctx, id, tm, confirm)
	}
	const op = "SaveTeam"
	tm.Name = strings.TrimSpace(tm.Name)
	if tm.Name == "" {
		return tm, bad(op, model.Msg("Give the team's name."))
	}
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, "SaveTeam")
		if err != nil {
			return err
		}
		old, ok := e.byID[tm.ID]
		if !ok {
			return model.Errorf(model.NotFound, op, model.Msg("The team is no longer in the tournament."), nil)
		}
		for _, o := range e.teams {
			if o.ID != tm.ID && strings.EqualFold(o.Name, tm.Name) {
				return model.Errorf(model.Conflict, op, model.Msg("Team %q is already in the tournament (no. %d).", tm.Name, o.Number), nil)
			}
		}
		if e.lastRound() > 0 && !keepsOrder(old.Members, tm.Members) {
			return model.Errorf(model.Conflict, op, model.Msg("The tournament has started: the declared order stays; players can only be added at its end."), nil)
		}
		tm.Tournament, tm.Number = id, old.Number
		if err := checkMembers(ctx, tx, e, &tm, tm.Members, confirm); err != nil {
			return err
		}
		if err := tx.UpdateTeam(ctx, tm); err != nil {
			return err
		}
		return tx.SetTeamMembers(ctx, tm.ID, tm.Members)
	})
	return tm, err
}

// keepsOrder: the new order starts with the old one.
func keepsOrder(old, new []Member) bool {
	if len(new) < len(old) {
		return false
	}
	for i := range old {
		if old[i] != new[i] {
			return false
		}
	}
	return true
}
