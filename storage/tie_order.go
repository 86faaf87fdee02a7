package storage

import (
	"context"

	"arbiter/model"
)

// The arbiter's order of players still level after every tie-break and
// the values of an external tie-break (migration 0050; model/tie_order.go).

func (s *TournamentStore) TieOrder(ctx context.Context, id model.TournamentID) (map[model.PlayerID]int, error) {
	return s.playerInts(ctx, "TieOrder", `SELECT player_id, rank FROM tournament_tie_order WHERE tournament_id = ?`, id)
}

func (s *TournamentStore) SetTieOrder(ctx context.Context, id model.TournamentID, ranks map[model.PlayerID]int) error {
	return s.setPlayerInts(ctx, "SetTieOrder", `DELETE FROM tournament_tie_order WHERE tournament_id = ?`,
		`INSERT INTO tournament_tie_order (tournament_id, player_id, rank) VALUES (?, ?, ?)`, id, ranks)
}

func (s *TournamentStore) TieBreakValues(ctx context.Context, id model.TournamentID) (map[model.PlayerID]int, error) {
	return s.playerInts(ctx, "TieBreakValues", `SELECT player_id, value FROM tournament_tiebreak_values WHERE tournament_id = ?`, id)
}

func (s *TournamentStore) SetTieBreakValues(ctx context.Context, id model.TournamentID, values map[model.PlayerID]int) error {
	return s.setPlayerInts(ctx, "SetTieBreakValues", `DELETE FROM tournament_tiebreak_values WHERE tournament_id = ?`,
		`INSERT INTO tournament_tiebreak_values (tournament_id, player_id, value) VALUES (?, ?, ?)`, id, values)
}

func (s *TournamentStore) playerInts(ctx context.Context, op, query string, id model.TournamentID) (map[model.PlayerID]int, error) {
	rows, err := s.q.QueryContext(ctx, query, id)
	if err != nil {
		return nil, mapErr(op, err)
	}
	defer rows.Close()
	out := map[model.PlayerID]int{}
	for rows.Next() {
		var p model.PlayerID
		var v int
		if err := rows.Scan(&p, &v); err != nil {
			return nil, mapErr(op, err)
		}
		out[p] = v
	}
	return out, mapErr(op, rows.Err())
}

func (s *TournamentStore) setPlayerInts(ctx context.Context, op, del, ins string, id model.TournamentID, m map[model.PlayerID]int) error {
	if _, err := s.q.ExecContext(ctx, del, id); err != nil {
		return mapErr(op, err)
	}
	for p, v := range m {
		if _, err := s.q.ExecContext(ctx, ins, id, p, v); err != nil {
			return mapErr(op, err)
		}
	}
	return nil
}
