package teams

import (
	"context"
	"errors"

	"arbiter/model"
	"arbiter/model/i18n"
)

// ErrRules marks the Conflict of a team or a line-up outside the
// tournament's composition rules (Rules and the tournament's admission):
// errors.Is(err, ErrRules). Confirming (the director's override) stores it
// anyway, as model.ErrAdmission does for an individual entry.
var ErrRules = errors.New("team outside the composition rules")

// rulesBreaches checks the declared order ms of team tm against the
// tournament's rules: the birth years of the admission (§3: «1992 года
// рождения и моложе»), at most Rules.Boys boys and Rules.Girls girls among
// the main players (§3: «4 юноши и 1 девушка», §19: «3 юноши + 1
// девушка»), and one club (§3: «члены одного коллектива», §19: «Все
// участники – члены одного коллектива»): the team's club, or without one
// the club of its first member with a club. Players are read from the
// registry (a player's registry club is his club).
func rulesBreaches(ctx context.Context, tx Tx, e *event, tm *Team, ms []Member) ([]breach, error) {
	var out []breach
	a := e.t.Admission
	boys, girls := 0, 0
	club := tm.Club
	var clubName string
	players := make([]model.Player, len(ms))
	for i, m := range ms {
		p, err := tx.Player(ctx, m.Player)
		if err != nil {
			return nil, err
		}
		players[i] = p
		if club == 0 && p.ClubID != 0 {
			club = p.ClubID
		}
	}
	if e.set.Rules.OneClub && club != 0 {
		c, err := tx.Club(ctx, club)
		if err != nil && !model.IsKind(err, model.NotFound) {
			return nil, err
		}
		clubName = c.Name
	}
	for i, m := range ms {
		p := players[i]
		y := p.BirthDate.Year
		switch {
		case a.BornFrom > 0 && y < a.BornFrom:
			out = append(out, breach{model.Msg("%s %s in %d; the tournament admits players born in %d or later.", p.FullName(), bornUK(p), y, a.BornFrom)})
		case a.BornTo > 0 && y > a.BornTo:
			out = append(out, breach{model.Msg("%s %s in %d; the tournament admits players born in %d or earlier.", p.FullName(), bornUK(p), y, a.BornTo)})
		}
		if e.set.Rules.OneClub && club != 0 && p.ClubID != club {
			out = append(out, breach{model.Msg("%s is not of club %q: every member of the team must be of one club.", p.FullName(), clubName)})
		}
		if !m.Substitute {
			if p.Gender == model.Female {
				girls++
			} else {
				boys++
			}
		}
	}
	out = append(out, genderBreaches(e.set.Rules, boys, girls, model.Msg("main players"))...)
	more, err := clubBreaches(ctx, tx, e, tm, club, players) // club_rules.go
	return append(out, more...), err
}

// genderBreaches words too many boys or girls among n players.
func genderBreaches(r Rules, boys, girls int, where model.Text) []breach {
	var out []breach
	if r.Boys > 0 && boys > r.Boys {
		out = append(out, breach{model.Msg("%d boys among the %s; the regulations allow at most %d.", boys, where, r.Boys)})
	}
	if r.Girls > 0 && girls > r.Girls {
		out = append(out, breach{model.Msg("%d girls among the %s; the regulations allow at most %d.", girls, where, r.Girls)})
	}
	return out
}

// lineupBreaches checks the boys and girls of a round's line-up: a
// substitute of the other sex may not break the team's composition.
func lineupBreaches(r Rules, players []model.PlayerID, members map[model.PlayerID]model.Player) []breach {
	if r.Boys == 0 && r.Girls == 0 {
		return nil
	}
	boys, girls := 0, 0
	for _, id := range players {
		if members[id].Gender == model.Female {
			girls++
		} else {
			boys++
		}
	}
	return genderBreaches(r, boys, girls, model.Msg("line-up"))
}

func bornUK(p model.Player) model.Text {
	if p.Gender == model.Female {
		return model.Msg("was born (of a woman)")
	}
	return model.Msg("was born (of a man)")
}

// rulesErr is the Conflict listing the breaches, or nil when there are
// none or the director confirmed them.
func rulesErr(op, team string, bs []breach, confirm bool) error {
	if len(bs) == 0 || confirm {
		return nil
	}
	var msgs []i18n.Localized
	for _, b := range bs {
		msgs = append(msgs, b.msg)
	}
	all := i18n.List{Sep: " ", Items: msgs}
	return model.Errorf(model.Conflict, op, model.Msg("Team %q breaks the regulations: %s Confirm the admission to save it.", team, all), ErrRules)
}

// Warnings lists the composition rules every team of the tournament breaks
// now (for the team screen; the director confirmed each when it was saved).
func (s *Service) Warnings(ctx context.Context, id model.TournamentID) (map[TeamID][]model.Text, error) {
	out := map[TeamID][]model.Text{}
	err := s.st.TeamTx(ctx, func(tx Tx) error {
		e, err := load(ctx, tx, id)
		if err != nil {
			return err
		}
		for i := range e.teams {
			tm := &e.teams[i]
			bs, err := rulesBreaches(ctx, tx, e, tm, tm.Members)
			if err != nil {
				return err
			}
			for _, b := range bs {
				out[tm.ID] = append(out[tm.ID], b.msg)
			}
		}
		return nil
	})
	return out, err
}
