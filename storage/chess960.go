package storage

import (
	"context"
	"time"

	"arbiter/model"
)

// A tournament's Chess960 mark and its rounds' starting positions
// (migration 0049; model/chess960.go).

func (s *TournamentStore) Chess960(ctx context.Context, id model.TournamentID) (model.Chess960, error) {
	c := model.Chess960{Tournament: id}
	var n int
	if err := s.q.QueryRowContext(ctx, `SELECT count(*) FROM tournament_chess960 WHERE tournament_id = ?`, id).Scan(&n); err != nil {
		return c, mapErr("Chess960", err)
	}
	c.On = n > 0
	rows, err := s.q.QueryContext(ctx, `SELECT round, sp, drawn, at FROM round_chess960 WHERE tournament_id = ? ORDER BY round`, id)
	if err != nil {
		return c, mapErr("Chess960", err)
	}
	defer rows.Close()
	for rows.Next() {
		var p model.Chess960Position
		var at string
		if err := rows.Scan(&p.Round, &p.SP, &p.Drawn, &at); err != nil {
			return c, mapErr("Chess960", err)
		}
		if at != "" {
			if p.At, err = time.Parse(time.RFC3339, at); err != nil {
				return c, model.Errorf(model.Internal, "Chess960", model.Msg("The data file is damaged: the time of a Chess960 position cannot be read."), err)
			}
		}
		c.Rounds = append(c.Rounds, p)
	}
	return c, mapErr("Chess960", rows.Err())
}

func (s *TournamentStore) SetChess960(ctx context.Context, id model.TournamentID, on bool) error {
	var err error
	if on {
		_, err = s.q.ExecContext(ctx, `INSERT INTO tournament_chess960 (tournament_id) VALUES (?) ON CONFLICT DO NOTHING`, id)
	} else if _, err = s.q.ExecContext(ctx, `DELETE FROM tournament_chess960 WHERE tournament_id = ?`, id); err == nil {
		_, err = s.q.ExecContext(ctx, `DELETE FROM round_chess960 WHERE tournament_id = ?`, id)
	}
	return mapErr("SetChess960", err)
}

func (s *TournamentStore) SaveChess960Position(ctx context.Context, id model.TournamentID, p model.Chess960Position) error {
	at := ""
	if !p.At.IsZero() {
		at = p.At.UTC().Format(time.RFC3339)
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO round_chess960 (tournament_id, round, sp, drawn, at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (tournament_id, round) DO UPDATE SET sp = excluded.sp, drawn = excluded.drawn, at = excluded.at`,
		id, p.Round, p.SP, p.Drawn, at)
	return mapErr("SaveChess960Position", err)
}
