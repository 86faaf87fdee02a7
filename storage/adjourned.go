package storage

import (
	"context"

	"arbiter/model"
)

// AdjournedGames implements model.AdjournedStore (table adjourned_games,
// migration 0039): the open adjourned games, by round and board.
func (s *PlayoffStore) AdjournedGames(ctx context.Context, id model.TournamentID) ([]model.AdjournedGame, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT round, board, at FROM adjourned_games
		WHERE tournament_id = ? ORDER BY round, board`, id)
	if err != nil {
		return nil, mapErr("AdjournedGames", err)
	}
	defer rows.Close()
	var out []model.AdjournedGame
	for rows.Next() {
		var g model.AdjournedGame
		var at string
		if err := rows.Scan(&g.Round, &g.Board, &at); err != nil {
			return nil, mapErr("AdjournedGames", err)
		}
		g.At = parseUTC(at)
		out = append(out, g)
	}
	return out, mapErr("AdjournedGames", rows.Err())
}

// AddAdjourned implements model.AdjournedStore.
func (s *PlayoffStore) AddAdjourned(ctx context.Context, id model.TournamentID, g model.AdjournedGame) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO adjourned_games (tournament_id, round, board, at) VALUES (?, ?, ?, ?)
		ON CONFLICT (tournament_id, round, board) DO NOTHING`, id, g.Round, g.Board, formatUTC(g.At))
	return mapErr("AddAdjourned", err)
}

// EndAdjourned implements model.AdjournedStore.
func (s *PlayoffStore) EndAdjourned(ctx context.Context, id model.TournamentID, round, board int) error {
	_, err := s.q.ExecContext(ctx, `DELETE FROM adjourned_games WHERE tournament_id = ? AND round = ? AND board = ?`, id, round, board)
	return mapErr("EndAdjourned", err)
}
