package teams

import (
	"context"
	"strings"

	"arbiter/model"
)

// CreateTeam registers a team; its number is the next free one. A team
// outside the composition rules is a Conflict (ErrRules) unless confirm.
func (s *Service) CreateTeam(ctx context.Context, id model.TournamentID, tm Team, confirm bool) (Team, error) {
	const op = "CreateTeam"
	if err := trimTeamName(op, &tm); err != nil {
		return tm, err
	}
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, "CreateTeam")
		if err != nil {
			return err
		}
		if e.lastRound() > 0 {
			return bad(op, model.Msg("The tournament has started: no new team can be added."))
		}
		for _, o := range e.teams {
			if strings.EqualFold(o.Name, tm.Name) {
				return model.Errorf(model.Conflict, op, model.Msg("Team %q is already in the tournament (no. %d).", tm.Name, o.Number), nil)
			}
			tm.Number = max(tm.Number, o.Number)
		}
		tm.Number++
		tm.Tournament = id
		if tm.Club != 0 {
			if _, err := tx.Club(ctx, tm.Club); model.IsKind(err, model.NotFound) {
				return model.Errorf(model.NotFound, op, model.Msg("There is no club %d in the registry.", tm.Club), nil)
			} else if err != nil {
				return err
			}
		}
		if err := checkMembers(ctx, tx, e, &tm, tm.Members, confirm); err != nil {
			return err
		}
		return tx.CreateTeam(ctx, &tm)
	})
	return tm, err
}

// AddMembers appends players to a team's declared order (main players
// first, then substitutes: substitute marks them as substitutes).
func (s *Service) AddMembers(ctx context.Context, id model.TournamentID, teamRef string, players []model.PlayerID, substitute, confirm bool) (Team, error) {
	var out Team
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, "AddTeamMembers")
		if err != nil {
			return err
		}
		tm, err := e.teamByRef(teamRef)
		if err != nil {
			return err
		}
		// main players go after the main players already declared, before
		// the substitutes
		at := len(tm.Members)
		if !substitute {
			for at > 0 && tm.Members[at-1].Substitute {
				at--
			}
		}
		ms := append([]Member(nil), tm.Members[:at]...)
		for _, p := range players {
			ms = append(ms, Member{Player: p, Substitute: substitute})
		}
		ms = append(ms, tm.Members[at:]...)
		if err := checkMembers(ctx, tx, e, tm, ms, confirm); err != nil {
			return err
		}
		tm.Members = ms
		out = *tm
		return tx.SetTeamMembers(ctx, tm.ID, ms)
	})
	return out, err
}

// SetMembers replaces a team's declared order (the GUI's team form: main
// players in board order, then the substitutes). Once round 1 is paired
// the order already declared stays: players can only be added after it.
func (s *Service) SetMembers(ctx context.Context, id model.TournamentID, teamRef string, ms []Member, confirm bool) (Team, error) {
	const op = "SetTeamMembers"
	var out Team
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := loadOpen(ctx, tx, id, "SetTeamMembers")
		if err != nil {
			return err
		}
		tm, err := e.teamByRef(teamRef)
		if err != nil {
			return err
		}
		if e.lastRound() > 0 {
			if !keepsOrder(tm.Members, ms) {
				return model.Errorf(model.Conflict, op, model.Msg("The tournament has started: the declared order stays; players can only be added at its end."), nil)
			}
		}
		if err := checkMembers(ctx, tx, e, tm, ms, confirm); err != nil {
			return err
		}
		tm.Members = ms
		out = *tm
		return tx.SetTeamMembers(ctx, tm.ID, ms)
	})
	return out, err
}

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
	if err := trimTeamName(op, &tm); err != nil {
		return tm, err
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

// checkMembers: players exist, none twice, none in another team of the
// tournament (a player plays for one team only), main players before the
// substitutes; then the composition rules (rules.go) unless confirm.
func checkMembers(ctx context.Context, tx Tx, e *event, tm *Team, ms []Member, confirm bool) error {
	const op = "TeamMembers"
	seen := map[model.PlayerID]bool{}
	for _, m := range ms {
		p, err := tx.Player(ctx, m.Player)
		if err != nil {
			if model.IsKind(err, model.NotFound) {
				return model.Errorf(model.NotFound, op, model.Msg("There is no player %d in the registry.", m.Player), nil)
			}
			return err
		}
		if seen[m.Player] {
			return bad(op, model.Msg("%s is already in team %q.", p.FullName(), tm.Name))
		}
		seen[m.Player] = true
		for _, o := range e.teams {
			if o.ID == tm.ID {
				continue
			}
			for _, om := range o.Members {
				if om.Player == m.Player {
					return model.Errorf(model.Conflict, op, model.Msg("%s already plays for team %q; a player may play for one team only.", p.FullName(), o.Name), nil)
				}
			}
		}
	}
	for i := 1; i < len(ms); i++ {
		if ms[i-1].Substitute && !ms[i].Substitute {
			return bad(op, model.Msg("Main players first, in board order, then the substitutes."))
		}
	}
	bs, err := rulesBreaches(ctx, tx, e, tm, ms)
	if err != nil {
		return err
	}
	return rulesErr(op, tm.Name, bs, confirm)
}

// trimTeamName trims tm's name and refuses an empty one.
func trimTeamName(op string, tm *Team) error {
	tm.Name = strings.TrimSpace(tm.Name)
	if tm.Name == "" {
		return bad(op, model.Msg("Give the team's name."))
	}
	return nil
}
