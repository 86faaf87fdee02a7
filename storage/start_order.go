package storage

import (
	"context"
	"database/sql"
	"errors"

	"arbiter/model"
)

// StartOrder implements model.StartOrderStore (table tournament_start_order,
// migration 0023).
func (s *TournamentStore) StartOrder(ctx context.Context, id model.TournamentID) (model.StartOrder, error) {
	var o model.StartOrder
	var method string
	var seed int64
	err := s.q.QueryRowContext(ctx, `SELECT method, seed FROM tournament_start_order WHERE tournament_id = ?`, id).
		Scan(&method, &seed)
	if errors.Is(err, sql.ErrNoRows) {
		return model.StartOrder{Method: model.StartByRating}, nil
	}
	if err != nil {
		return o, mapErr("StartOrder", err)
	}
	return model.StartOrder{Method: model.StartOrderMethod(method), Seed: uint64(seed)}, nil
}

// SetStartOrder implements model.StartOrderStore. The seed is kept as the
// signed 64-bit integer with the same bits.
func (s *TournamentStore) SetStartOrder(ctx context.Context, id model.TournamentID, o model.StartOrder) error {
	if o.Method == "" {
		o.Method = model.StartByRating
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO tournament_start_order (tournament_id, method, seed) VALUES (?, ?, ?)
		ON CONFLICT (tournament_id) DO UPDATE SET method = excluded.method, seed = excluded.seed`,
		id, string(o.Method), int64(o.Seed))
	return mapErr("SetStartOrder", err)
}
