package storage

import (
	"context"

	"arbiter/model"
)

// ArmageddonColours implements model.KnockoutColourStore (table
// knockout_armageddon, migration 0034).
func (s *PlayoffStore) ArmageddonColours(ctx context.Context, id model.TournamentID) ([]model.ArmageddonColours, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT round, pair, white_no, by_lot, lot_seed FROM knockout_armageddon
		WHERE tournament_id = ? ORDER BY round, pair`, id)
	if err != nil {
		return nil, mapErr("ArmageddonColours", err)
	}
	defer rows.Close()
	var out []model.ArmageddonColours
	for rows.Next() {
		c := model.ArmageddonColours{TournamentID: id}
		var byLot int
		var seed int64
		if err := rows.Scan(&c.Round, &c.Pair, &c.White, &byLot, &seed); err != nil {
			return nil, mapErr("ArmageddonColours", err)
		}
		c.ByLot, c.LotSeed = byLot == 1, uint64(seed)
		out = append(out, c)
	}
	return out, mapErr("ArmageddonColours", rows.Err())
}

// SetArmageddonColours implements model.KnockoutColourStore.
func (s *PlayoffStore) SetArmageddonColours(ctx context.Context, c model.ArmageddonColours) error {
	byLot := 0
	if c.ByLot {
		byLot = 1
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO knockout_armageddon (tournament_id, round, pair, white_no, by_lot, lot_seed)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tournament_id, round, pair) DO UPDATE SET white_no = excluded.white_no,
		by_lot = excluded.by_lot, lot_seed = excluded.lot_seed`, c.TournamentID, c.Round, c.Pair, c.White, byLot, int64(c.LotSeed))
	return mapErr("SetArmageddonColours", err)
}

// DeleteArmageddonColours implements model.KnockoutColourStore.
func (s *PlayoffStore) DeleteArmageddonColours(ctx context.Context, id model.TournamentID, round, pair int) error {
	q, args := `DELETE FROM knockout_armageddon WHERE tournament_id = ? AND round = ? AND pair = ?`, []any{id, round, pair}
	if pair == 0 {
		q, args = `DELETE FROM knockout_armageddon WHERE tournament_id = ? AND round >= ?`, []any{id, round}
	}
	_, err := s.q.ExecContext(ctx, q, args...)
	return mapErr("DeleteArmageddonColours", err)
}
