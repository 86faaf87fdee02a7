package storage

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

// FIDEModeRecord implements model.FIDEStore (table tournament_fide_mode,
// migration 0036).
func (s *FIDEStore) FIDEModeRecord(ctx context.Context, id model.TournamentID) (model.FIDEModeRecord, bool, error) {
	var on int
	var at string
	var r model.FIDEModeRecord
	err := s.q.QueryRowContext(ctx, `SELECT fide_on, left_round, left_at FROM tournament_fide_mode WHERE tournament_id = ?`, id).
		Scan(&on, &r.LeftRound, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return r, false, nil
	}
	if err != nil {
		return r, false, mapErr("FIDEModeRecord", err)
	}
	r.On, r.LeftAt = on == 1, parseUTC(at)
	return r, true, nil
}

// SetFIDEModeRecord implements model.FIDEStore. A mode once left is
// never switched on again (the table's trigger refuses it).
func (s *FIDEStore) SetFIDEModeRecord(ctx context.Context, id model.TournamentID, r model.FIDEModeRecord) error {
	on := 0
	if r.On {
		on = 1
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO tournament_fide_mode (tournament_id, fide_on, left_round, left_at)
		VALUES (?, ?, ?, ?) ON CONFLICT (tournament_id) DO UPDATE SET fide_on = excluded.fide_on,
		left_round = excluded.left_round, left_at = excluded.left_at`, id, on, r.LeftRound, formatUTC(r.LeftAt))
	return mapErr("SetFIDEModeRecord", err)
}

// AddIntegrityEvent implements model.FIDEStore (table tournament_events),
// with the copy of the state before the transaction (event_copies.go).
func (s *FIDEStore) AddIntegrityEvent(ctx context.Context, id model.TournamentID, e fide.Event) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO tournament_events (tournament_id, round, at, kind, detail, backup)
		VALUES (?, ?, ?, ?, ?, ?)`, id, e.Round, formatUTC(e.At), string(e.Kind), e.Text, s.copyBeforeEvent(ctx))
	return mapErr("AddIntegrityEvent", err)
}

// IntegrityEvents implements model.FIDEStore.
func (s *FIDEStore) IntegrityEvents(ctx context.Context, id model.TournamentID) ([]fide.Event, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT round, at, kind, detail FROM tournament_events
		WHERE tournament_id = ? ORDER BY id`, id)
	if err != nil {
		return nil, mapErr("IntegrityEvents", err)
	}
	defer rows.Close()
	var out []fide.Event
	for rows.Next() {
		var e fide.Event
		var at, kind string
		if err := rows.Scan(&e.Round, &at, &kind, &e.Text); err != nil {
			return nil, mapErr("IntegrityEvents", err)
		}
		e.At, e.Kind = parseUTC(at), fide.Kind(kind)
		out = append(out, e)
	}
	return out, mapErr("IntegrityEvents", rows.Err())
}

// PairingEdit implements model.FIDEStore (table pairing_edits, migration
// 0037): the round being edited, 0 when none.
func (s *FIDEStore) PairingEdit(ctx context.Context, id model.TournamentID) (int, time.Time, error) {
	var round int
	var at string
	err := s.q.QueryRowContext(ctx, `SELECT round, started_at FROM pairing_edits WHERE tournament_id = ?`, id).Scan(&round, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, time.Time{}, nil
	}
	if err != nil {
		return 0, time.Time{}, mapErr("PairingEdit", err)
	}
	return round, parseUTC(at), nil
}

// SetPairingEdit implements model.FIDEStore: round 0 ends the phase.
func (s *FIDEStore) SetPairingEdit(ctx context.Context, id model.TournamentID, round int, at time.Time) error {
	if round == 0 {
		_, err := s.q.ExecContext(ctx, `DELETE FROM pairing_edits WHERE tournament_id = ?`, id)
		return mapErr("SetPairingEdit", err)
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO pairing_edits (tournament_id, round, started_at) VALUES (?, ?, ?)
		ON CONFLICT (tournament_id) DO UPDATE SET round = excluded.round, started_at = excluded.started_at`, id, round, formatUTC(at))
	return mapErr("SetPairingEdit", err)
}

// AddRatingCorrection implements model.FIDEStore (table
// rating_corrections, migration 0038).
func (s *FIDEStore) AddRatingCorrection(ctx context.Context, id model.TournamentID, c model.RatingCorrection) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO rating_corrections (tournament_id, round, white_no, black_no,
		white_result, black_result, at) VALUES (?, ?, ?, ?, ?, ?, ?)`, id, c.Round, c.White, c.Black,
		string([]byte{byte(c.WhiteResult)}), string([]byte{byte(c.BlackResult)}), formatUTC(c.At))
	return mapErr("AddRatingCorrection", err)
}

// RatingCorrections implements model.FIDEStore.
func (s *FIDEStore) RatingCorrections(ctx context.Context, id model.TournamentID) ([]model.RatingCorrection, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT round, white_no, black_no, white_result, black_result, at
		FROM rating_corrections WHERE tournament_id = ? ORDER BY id`, id)
	if err != nil {
		return nil, mapErr("RatingCorrections", err)
	}
	defer rows.Close()
	var out []model.RatingCorrection
	for rows.Next() {
		var c model.RatingCorrection
		var w, b, at string
		if err := rows.Scan(&c.Round, &c.White, &c.Black, &w, &b, &at); err != nil {
			return nil, mapErr("RatingCorrections", err)
		}
		c.WhiteResult, c.BlackResult, c.At = trf.Result(w[0]), trf.Result(b[0]), parseUTC(at)
		out = append(out, c)
	}
	return out, mapErr("RatingCorrections", rows.Err())
}

// AddExpulsion implements model.FIDEStore (table tournament_expulsions,
// migration 0036).
func (s *FIDEStore) AddExpulsion(ctx context.Context, id model.TournamentID, x model.Expulsion) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO tournament_expulsions (tournament_id, player_id, round, at)
		VALUES (?, ?, ?, ?)`, id, x.PlayerID, x.Round, formatUTC(x.At))
	return mapErr("AddExpulsion", err)
}

// Expulsions implements model.FIDEStore.
func (s *FIDEStore) Expulsions(ctx context.Context, id model.TournamentID) ([]model.Expulsion, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT player_id, round, at FROM tournament_expulsions
		WHERE tournament_id = ? ORDER BY round, player_id`, id)
	if err != nil {
		return nil, mapErr("Expulsions", err)
	}
	defer rows.Close()
	var out []model.Expulsion
	for rows.Next() {
		var x model.Expulsion
		var at string
		if err := rows.Scan(&x.PlayerID, &x.Round, &at); err != nil {
			return nil, mapErr("Expulsions", err)
		}
		x.At = parseUTC(at)
		out = append(out, x)
	}
	return out, mapErr("Expulsions", rows.Err())
}
