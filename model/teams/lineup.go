package teams

import (
	"context"

	"arbiter/engine/team"
	"arbiter/model"
)

// A line-up is a team's players of one match in board order, as player
// IDs from the screen's click to the stored row; engine/team works on
// plain ints, so the conversion is made once, here, at the engine's door
// (engineIDs, playerIDs).

// DefaultLineup is the line-up pre-filled for a round: the team's main
// players in the declared order, at most boards of them (seed 004 §18:
// the board order follows the team list; substitutes shift the boards).
func (t Team) DefaultLineup(boards int) []model.PlayerID {
	return playerIDs(team.DefaultLineup(roster(&t), boards))
}

// Substitute puts member p into lineup at his declared place, the players
// below him moving down a board; the bottom player leaves when the line-up
// is then longer than boards. A player already in it, or not a member,
// leaves lineup as it is.
func (t Team) Substitute(lineup []model.PlayerID, p model.PlayerID, boards int) []model.PlayerID {
	return playerIDs(team.Substitute(roster(&t), engineIDs(lineup), int(p), boards))
}

// Without is lineup without player p, the boards below moving up.
func Without(lineup []model.PlayerID, p model.PlayerID) []model.PlayerID {
	out := make([]model.PlayerID, 0, len(lineup))
	for _, q := range lineup {
		if q != p {
			out = append(out, q)
		}
	}
	return out
}

// Lineup is the stored line-up of one side of m (home: the first-named
// team), in board order; nil when none is entered.
func (m Match) Lineup(home bool) []model.PlayerID {
	var out []model.PlayerID
	for _, b := range m.Boards {
		p := b.Away
		if home {
			p = b.Home
		}
		if p != 0 {
			out = append(out, p)
		}
	}
	return out
}

// teamPlayers reads the registry records of team id's members in one
// query, by player ID.
func teamPlayers(ctx context.Context, tx Tx, id TeamID) (map[model.PlayerID]model.Player, error) {
	ps, err := tx.TeamPlayers(ctx, id)
	if err != nil {
		return nil, err
	}
	out := make(map[model.PlayerID]model.Player, len(ps))
	for _, p := range ps {
		out[p.ID] = p
	}
	return out, nil
}

// engineIDs is a line-up as engine/team's player numbers.
func engineIDs(ps []model.PlayerID) []int {
	out := make([]int, len(ps))
	for i, p := range ps {
		out[i] = int(p)
	}
	return out
}

// playerIDs is engine/team's line-up as player IDs.
func playerIDs(ps []int) []model.PlayerID {
	if ps == nil {
		return nil
	}
	out := make([]model.PlayerID, len(ps))
	for i, p := range ps {
		out[i] = model.PlayerID(p)
	}
	return out
}
