package storage

import (
	"context"
	"database/sql"

	"arbiter/model"
)

// The fixed rating of unrated players in rating-based tie-breaks
// (migration 0051; model/unrated_rating.go).

func (s *TournamentStore) UnratedRating(ctx context.Context, id model.TournamentID) (int, error) {
	var r int
	err := s.q.QueryRowContext(ctx, `SELECT rating FROM tournament_unrated_rating WHERE tournament_id = ?`, id).Scan(&r)
	if err == sql.ErrNoRows {
		return 0, nil
	}
	return r, mapErr("UnratedRating", err)
}

func (s *TournamentStore) SetUnratedRating(ctx context.Context, id model.TournamentID, rating int) error {
	if rating == 0 {
		_, err := s.q.ExecContext(ctx, `DELETE FROM tournament_unrated_rating WHERE tournament_id = ?`, id)
		return mapErr("SetUnratedRating", err)
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO tournament_unrated_rating (tournament_id, rating) VALUES (?, ?)
		ON CONFLICT (tournament_id) DO UPDATE SET rating = excluded.rating`, id, rating)
	return mapErr("SetUnratedRating", err)
}
