package storage

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"

	"arbiter/engine/norm"
	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/closing"
)

// ClosingStore keeps what closing a tournament needs (migration 0027): the
// norms, the judging panel, the money and the prizes. It is both
// closing.Store and, inside ClosingTx, closing.Tx.
type ClosingStore struct{ *core }

var (
	_ closing.Store = (*ClosingStore)(nil)
	_ closing.Tx    = (*ClosingStore)(nil)
)

// ClosingTx implements closing.Store: fn runs in one transaction.
func (s *ClosingStore) ClosingTx(ctx context.Context, fn func(closing.Tx) error) error {
	return s.write(ctx, func(c *core) error { return fn(&ClosingStore{c}) })
}

// Model implements closing.Tx.
func (t *ClosingStore) Model() model.Store { return newModelStore(t.core) }

// SaveCopy implements closing.Store (FileStore.SaveCopy).
func (t *ClosingStore) SaveCopy(ctx context.Context, reason string) error {
	return t.files().SaveCopy(ctx, reason)
}

// SeasonNormTable implements closing.Tx.
func (t *ClosingStore) SeasonNormTable(ctx context.Context, id model.SeasonID) (norm.Table, bool, error) {
	var js string
	err := t.q.QueryRowContext(ctx, `SELECT rules FROM season_norm_tables WHERE season_id = ?`, id).Scan(&js)
	if errors.Is(err, sql.ErrNoRows) {
		return norm.Table{}, false, nil
	}
	if err != nil {
		return norm.Table{}, false, mapErr("SeasonNormTable", err)
	}
	tab, err := norm.Parse([]byte(js))
	if err != nil {
		return norm.Table{}, false, model.Errorf(model.Internal, "SeasonNormTable", model.Msg("The season's norm table in the data file is damaged."), err)
	}
	return tab, true, nil
}

// SetSeasonNormTable implements closing.Tx.
func (t *ClosingStore) SetSeasonNormTable(ctx context.Context, id model.SeasonID, tab *norm.Table) error {
	if tab == nil {
		_, err := t.q.ExecContext(ctx, `DELETE FROM season_norm_tables WHERE season_id = ?`, id)
		return mapErr("SetSeasonNormTable", err)
	}
	js, err := json.Marshal(tab)
	if err != nil {
		return mapErr("SetSeasonNormTable", err)
	}
	_, err = t.q.ExecContext(ctx, `INSERT INTO season_norm_tables (season_id, rules) VALUES (?, ?)
		ON CONFLICT (season_id) DO UPDATE SET rules = excluded.rules`, id, string(js))
	return mapErr("SetSeasonNormTable", err)
}

// ReplaceNorms implements closing.Tx.
func (t *ClosingStore) ReplaceNorms(ctx context.Context, id model.TournamentID, ns []closing.NormRecord) error {
	if _, err := t.q.ExecContext(ctx, `DELETE FROM player_norms WHERE tournament_id = ?`, id); err != nil {
		return mapErr("ReplaceNorms", err)
	}
	for _, n := range ns {
		first := 0
		if n.FirstPlace {
			first = 1
		}
		if _, err := t.q.ExecContext(ctx, `INSERT INTO player_norms (player_id, tournament_id, level, games, score, needed, k10, pct10,
			first_place, made_on) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, n.PlayerID, id, string(n.Level), n.Games, n.Score, n.Needed,
			n.K, n.Pct, first, n.MadeOn.String()); err != nil {
			return mapErr("ReplaceNorms", err)
		}
	}
	return nil
}

// RatingPeriod implements closing.Tx.
func (t *ClosingStore) RatingPeriod(ctx context.Context, id model.PlayerID, national bool) (string, error) {
	system := "standard"
	if national {
		system = "national"
	}
	var period string
	err := t.q.QueryRowContext(ctx, `SELECT period FROM player_ratings WHERE player_id = ? AND system = ?`, id, system).Scan(&period)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return period, mapErr("RatingPeriod", err)
}

const normColumns = `player_id, tournament_id, level, games, score, needed, k10, pct10, first_place, made_on`

// PlayerNorms implements closing.Tx.
func (t *ClosingStore) PlayerNorms(ctx context.Context, id model.PlayerID) ([]closing.NormRecord, error) {
	return t.norms(ctx, "PlayerNorms", `SELECT `+normColumns+` FROM player_norms WHERE player_id = ? ORDER BY made_on, tournament_id`, id)
}

// TournamentNorms implements closing.Tx.
func (t *ClosingStore) TournamentNorms(ctx context.Context, id model.TournamentID) ([]closing.NormRecord, error) {
	return t.norms(ctx, "TournamentNorms", `SELECT `+normColumns+` FROM player_norms WHERE tournament_id = ? ORDER BY player_id`, id)
}

func (t *ClosingStore) norms(ctx context.Context, op, q string, arg any) ([]closing.NormRecord, error) {
	rows, err := t.q.QueryContext(ctx, q, arg)
	if err != nil {
		return nil, mapErr(op, err)
	}
	defer rows.Close()
	var out []closing.NormRecord
	for rows.Next() {
		var n closing.NormRecord
		var level, day string
		var first int
		if err := rows.Scan(&n.PlayerID, &n.TournamentID, &level, &n.Games, &n.Score, &n.Needed, &n.K, &n.Pct, &first, &day); err != nil {
			return nil, mapErr(op, err)
		}
		n.Level, n.FirstPlace = season.Level(level), first == 1
		n.MadeOn, _ = model.ParseDate(day)
		out = append(out, n)
	}
	return out, mapErr(op, rows.Err())
}
