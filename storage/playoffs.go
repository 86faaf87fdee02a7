package storage

import (
	"context"
	"database/sql"
	"errors"

	"arbiter/engine/playoff"
	"arbiter/model"
)

// PlayoffRule implements model.PlayoffStore (table playoff_rules,
// migration 0030).
func (s *PlayoffStore) PlayoffRule(ctx context.Context, id model.TournamentID) (model.PlayoffRule, error) {
	var r model.PlayoffRule
	var places, form string
	var extra int
	err := s.q.QueryRowContext(ctx, `SELECT places, tied, form, extra_match FROM playoff_rules WHERE tournament_id = ?`, id).
		Scan(&places, &r.Tied, &form, &extra)
	if errors.Is(err, sql.ErrNoRows) {
		return model.PlayoffRule{}, nil
	}
	if err != nil {
		return r, mapErr("PlayoffRule", err)
	}
	if r.Places, err = playoff.ParsePlaces(places); err != nil {
		return model.PlayoffRule{}, mapErr("PlayoffRule", err)
	}
	r.Form, r.Extra = model.PlayoffForm(form), extra == 1
	return r, nil
}

// SetPlayoffRule implements model.PlayoffStore.
func (s *PlayoffStore) SetPlayoffRule(ctx context.Context, id model.TournamentID, r model.PlayoffRule) error {
	if !r.Active() {
		_, err := s.q.ExecContext(ctx, `DELETE FROM playoff_rules WHERE tournament_id = ?`, id)
		return mapErr("SetPlayoffRule", err)
	}
	extra := 0
	if r.Extra {
		extra = 1
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO playoff_rules (tournament_id, places, tied, form, extra_match) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (tournament_id) DO UPDATE SET places = excluded.places, tied = excluded.tied, form = excluded.form,
		extra_match = excluded.extra_match`, id, playoff.PlacesText(r.Places), r.Tied, string(r.Form), extra)
	return mapErr("SetPlayoffRule", err)
}

// PlayoffGames implements model.PlayoffStore.
func (s *PlayoffStore) PlayoffGames(ctx context.Context, id model.TournamentID) ([]model.PlayoffGame, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT no, kind, place, white_player, black_player, result FROM playoff_games
		WHERE tournament_id = ? ORDER BY no`, id)
	if err != nil {
		return nil, mapErr("PlayoffGames", err)
	}
	defer rows.Close()
	var out []model.PlayoffGame
	for rows.Next() {
		g := model.PlayoffGame{TournamentID: id}
		var kind string
		if err := rows.Scan(&g.No, &kind, &g.Place, &g.White, &g.Black, &g.Result); err != nil {
			return nil, mapErr("PlayoffGames", err)
		}
		g.Kind = model.PlayoffKind(kind)
		out = append(out, g)
	}
	return out, mapErr("PlayoffGames", rows.Err())
}

// AddPlayoffGame implements model.PlayoffStore.
func (s *PlayoffStore) AddPlayoffGame(ctx context.Context, g model.PlayoffGame) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO playoff_games (tournament_id, no, kind, place, white_player, black_player, result)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, g.TournamentID, g.No, string(g.Kind), g.Place, g.White, g.Black, g.Result)
	return mapErr("AddPlayoffGame", err)
}

// DeletePlayoffGame implements model.PlayoffStore.
func (s *PlayoffStore) DeletePlayoffGame(ctx context.Context, id model.TournamentID, no int) error {
	res, err := s.q.ExecContext(ctx, `DELETE FROM playoff_games WHERE tournament_id = ? AND no = ?`, id, no)
	return affected("DeletePlayoffGame", model.Msg("There is no such play-off game."), res, err)
}
