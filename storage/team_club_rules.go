package storage

import (
	"context"

	"arbiter/model"
	"arbiter/model/teams"
)

// The club rules of a team tournament (migration 0043;
// model/teams/club_rules.go), kept in team_settings beside the others and
// written and read after them.

func (t *TeamStore) saveClubRules(ctx context.Context, set teams.Settings) error {
	_, err := t.q.ExecContext(ctx, `UPDATE team_settings SET one_team_per_club = ?, club_months = ? WHERE tournament_id = ?`,
		set.Rules.OneTeamPerClub, set.Rules.ClubMonths, set.Tournament)
	return mapErr("SaveTeamSettings", err)
}

func (t *TeamStore) readClubRules(ctx context.Context, id model.TournamentID, set *teams.Settings) error {
	err := t.q.QueryRowContext(ctx, `SELECT one_team_per_club, club_months FROM team_settings WHERE tournament_id = ?`, id).
		Scan(&set.Rules.OneTeamPerClub, &set.Rules.ClubMonths)
	return err // TeamSettings maps it
}
