package teams

import (
	"context"

	"arbiter/model"
)

// The club rules of seed 004 §3 beyond «члены одного коллектива»
// (rules.go): «Количество команд от одного коллектива – не более одной»
// (Rules.OneTeamPerClub) and «членами одного коллектива не менее года на
// момент начала соревнования» (Rules.ClubMonths = 12). §19 asks only one
// club, so each rule is set on its own. A membership is checked only
// where the player's membership date is known (model.Player.ClubSince):
// the registry often does not have it, and a missing date is no breach.

// maxClubMonths bounds Rules.ClubMonths (20 years; the column's CHECK).
const maxClubMonths = 240

func checkClubRules(op string, r Rules) error {
	if r.ClubMonths < 0 || r.ClubMonths > maxClubMonths {
		return bad(op, model.Msg("Club membership: %d months is not a number from 0 to %d.", r.ClubMonths, maxClubMonths))
	}
	return nil
}

// clubBreaches checks team tm (of club, the team's club or its first
// member's, 0 none) with its players against the two rules.
func clubBreaches(ctx context.Context, tx Tx, e *event, tm *Team, club model.ClubID, players []model.Player) ([]breach, error) {
	r := e.set.Rules
	var out []breach
	if r.OneTeamPerClub && club != 0 {
		for i := range e.teams {
			o := &e.teams[i]
			if o.ID == tm.ID {
				continue
			}
			oc, err := teamClub(ctx, tx, o)
			if err != nil {
				return nil, err
			}
			if oc == club {
				name, err := clubName(ctx, tx, club)
				if err != nil {
					return nil, err
				}
				out = append(out, breach{model.Msg("Club %q already has team %q in the tournament; the regulations allow at most one team of a club.", name, o.Name)})
				break
			}
		}
	}
	if r.ClubMonths > 0 && club != 0 {
		for _, p := range players {
			if p.ClubID != club {
				continue // another club: the one-club rule's breach
			}
			if m, ok := p.MemberMonthsOn(e.t.StartDate); ok && m < r.ClubMonths {
				out = append(out, breach{model.Msg("%s has been a member of the club since %s, less than %d months before the start on %s.",
					p.FullName(), p.ClubSince.Display(), r.ClubMonths, e.t.StartDate.Display())})
			}
		}
	}
	return out, nil
}

// teamClub is a team's club: its own, else its first member's with one.
func teamClub(ctx context.Context, tx Tx, t *Team) (model.ClubID, error) {
	if t.Club != 0 {
		return t.Club, nil
	}
	for _, m := range t.Members {
		p, err := tx.Player(ctx, m.Player)
		if err != nil {
			return 0, err
		}
		if p.ClubID != 0 {
			return p.ClubID, nil
		}
	}
	return 0, nil
}

func clubName(ctx context.Context, tx Tx, id model.ClubID) (string, error) {
	c, err := tx.Club(ctx, id)
	if err != nil && !model.IsKind(err, model.NotFound) {
		return "", err
	}
	return c.Name, nil
}
