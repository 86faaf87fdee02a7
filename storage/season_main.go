package storage

import (
	"context"
	"database/sql"

	"arbiter/model"
)

// SetMainDeclaration implements model.SeasonMainStore: it stores the
// choice, or removes it when both sides are 0.
func (s *SeasonStore) SetMainDeclaration(ctx context.Context, id model.SeasonID, d model.MainDeclaration) error {
	if d.ClubID == 0 && d.CoachID == 0 {
		_, err := s.q.ExecContext(ctx, "DELETE FROM season_main_declarations WHERE season_id = ? AND player_id = ?", id, d.PlayerID)
		return mapErr("SetMainDeclaration", err)
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO season_main_declarations (season_id, player_id, club_id, coach_id)
		VALUES (?, ?, ?, ?) ON CONFLICT (season_id, player_id) DO UPDATE SET club_id = excluded.club_id, coach_id = excluded.coach_id`,
		id, d.PlayerID, nullID(d.ClubID), nullID(d.CoachID))
	return mapErr("SetMainDeclaration", err)
}

// MainDeclarations implements model.SeasonMainStore, by player.
func (s *SeasonStore) MainDeclarations(ctx context.Context, id model.SeasonID) ([]model.MainDeclaration, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT player_id, club_id, coach_id FROM season_main_declarations
		WHERE season_id = ? ORDER BY player_id`, id)
	if err != nil {
		return nil, mapErr("MainDeclarations", err)
	}
	defer rows.Close()
	var out []model.MainDeclaration
	for rows.Next() {
		var d model.MainDeclaration
		var club, coach sql.NullInt64
		if err := rows.Scan(&d.PlayerID, &club, &coach); err != nil {
			return nil, mapErr("MainDeclarations", err)
		}
		d.ClubID, d.CoachID = model.ClubID(club.Int64), model.CoachID(coach.Int64)
		out = append(out, d)
	}
	return out, mapErr("MainDeclarations", rows.Err())
}

// DeleteSeason implements model.SeasonMainStore: a season its tournaments
// still refer to is a Conflict (the foreign key refuses it).
func (s *SeasonStore) DeleteSeason(ctx context.Context, id model.SeasonID) error {
	res, err := s.q.ExecContext(ctx, "DELETE FROM seasons WHERE id = ?", id)
	return affected("DeleteSeason", seasonGone, res, err)
}
