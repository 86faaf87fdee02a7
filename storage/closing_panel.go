package storage

import (
	"context"

	"arbiter/model"
	"arbiter/model/closing"
)

// Panel implements closing.Tx.
func (t *ClosingStore) Panel(ctx context.Context, id model.TournamentID) ([]closing.Judge, error) {
	rows, err := t.q.QueryContext(ctx, `SELECT name, role, category FROM tournament_judges WHERE tournament_id = ? ORDER BY position`, id)
	if err != nil {
		return nil, mapErr("Panel", err)
	}
	defer rows.Close()
	var out []closing.Judge
	for rows.Next() {
		var j closing.Judge
		if err := rows.Scan(&j.Name, &j.Role, &j.Category); err != nil {
			return nil, mapErr("Panel", err)
		}
		out = append(out, j)
	}
	return out, mapErr("Panel", rows.Err())
}

// SetPanel implements closing.Tx.
func (t *ClosingStore) SetPanel(ctx context.Context, id model.TournamentID, js []closing.Judge) error {
	if _, err := t.q.ExecContext(ctx, `DELETE FROM tournament_judges WHERE tournament_id = ?`, id); err != nil {
		return mapErr("SetPanel", err)
	}
	for i, j := range js {
		if _, err := t.q.ExecContext(ctx, `INSERT INTO tournament_judges (tournament_id, position, name, role, category) VALUES (?, ?, ?, ?, ?)`,
			id, i+1, j.Name, j.Role, j.Category); err != nil {
			return mapErr("SetPanel", err)
		}
	}
	return nil
}
