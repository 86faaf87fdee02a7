package storage

import (
	"context"
	"fmt"

	"arbiter/engine/trf"
	"arbiter/model"
)

// UpdateTournament implements model.TournamentDayStore.
func (s *TournamentStore) UpdateTournament(ctx context.Context, t model.Tournament) error {
	res, err := s.q.ExecContext(ctx, `UPDATE tournaments SET season_id = ?, name = ?, start_date = ?, end_date = ?,
		kind = ?, cup = ?, level = ?, system = ?, rounds = ?, venue = ?, time_control = ?, tiebreaks = ?,
		settings = ?, finished = ? WHERE id = ?`,
		nullID(t.SeasonID), t.Name, t.StartDate.String(), t.EndDate.String(), string(t.Kind), string(t.Cup),
		string(t.Level), t.System, t.Rounds, t.Venue, t.TimeControl, t.TieBreaks, settingsJSON(t), t.Finished, t.ID)
	return affected("UpdateTournament", tournamentGone, res, err)
}

// AllTournaments implements model.TournamentDayStore.
func (s *TournamentStore) AllTournaments(ctx context.Context) ([]model.Tournament, error) {
	return s.queryTournaments(ctx, "")
}

// UpdateEntry implements model.TournamentDayStore.
func (s *TournamentStore) UpdateEntry(ctx context.Context, e model.Entry) error {
	res, err := s.q.ExecContext(ctx, `UPDATE tournament_players SET club_id = ?, coach_id = ?, rating = ?,
		points = ?, place = ?, place_to = ?, fee = ?, paid = ?, checked_in = ?, withdrawn_from = ?, byes = ?,
		half_byes_barred = ? WHERE tournament_id = ? AND player_id = ?`,
		nullID(e.ClubID), nullID(e.CoachID), e.Rating, e.Points, nullInt(e.Place), nullInt(max(e.PlaceTo, e.Place)),
		e.Fee, e.Paid, e.CheckedIn, e.WithdrawnFrom, byesText(e.Byes), e.HalfByesBarred, e.TournamentID, e.PlayerID)
	return affected("UpdateEntry", model.Msg("The player is not registered in the tournament."), res, err)
}

// DeleteEntry implements model.TournamentDayStore.
func (s *TournamentStore) DeleteEntry(ctx context.Context, id model.TournamentID, player model.PlayerID) error {
	res, err := s.q.ExecContext(ctx, `DELETE FROM tournament_players WHERE tournament_id = ? AND player_id = ?`,
		id, player)
	return affected("DeleteEntry", model.Msg("The player is not registered in the tournament."), res, err)
}

// Renumber implements model.TournamentDayStore: the games are read, deleted,
// and written back with the new numbers, because the foreign key from
// tournament_games to the start number does not follow updates.
func (s *TournamentStore) Renumber(ctx context.Context, id model.TournamentID, to map[int]int) error {
	return s.write(ctx, func(c *core) error {
		tx := c.tournaments()
		games, err := tx.Games(ctx, id)
		if err != nil {
			return err
		}
		if err := tx.DeleteGames(ctx, id, 1); err != nil {
			return err
		}
		const shift = 1 << 30 // out of the way of every real start number
		if _, err := tx.q.ExecContext(ctx, `UPDATE tournament_players SET start_no = start_no + ?
			WHERE tournament_id = ?`, shift, id); err != nil {
			return mapErr("Renumber", err)
		}
		for from, dest := range to {
			if _, err := tx.q.ExecContext(ctx, `UPDATE tournament_players SET start_no = ?
				WHERE tournament_id = ? AND start_no = ?`, dest, id, from+shift); err != nil {
				return mapErr("Renumber", err)
			}
		}
		var left int
		if err := tx.q.QueryRowContext(ctx, `SELECT count(*) FROM tournament_players
			WHERE tournament_id = ? AND start_no > ?`, id, shift).Scan(&left); err != nil {
			return mapErr("Renumber", err)
		}
		if left > 0 {
			return model.Errorf(model.Invalid, "Renumber", model.Msg("The new numbering does not cover every participant."), fmt.Errorf("%d left", left))
		}
		for i := range games {
			games[i].StartNo = to[games[i].StartNo]
			if games[i].Opponent != 0 {
				games[i].Opponent = to[games[i].Opponent]
			}
		}
		return tx.AddGames(ctx, games) // the model renumbers only before a knockout bracket has games
	})
}

// DeleteGames implements model.TournamentDayStore.
func (s *TournamentStore) DeleteGames(ctx context.Context, id model.TournamentID, from int) error {
	_, err := s.q.ExecContext(ctx, `DELETE FROM tournament_games WHERE tournament_id = ? AND round >= ?`, id, from)
	return mapErr("DeleteGames", err)
}

// UpdateGame implements model.TournamentDayStore.
func (s *TournamentStore) UpdateGame(ctx context.Context, g model.RoundGame) error {
	colour := g.Colour
	if colour == 0 {
		colour = trf.NoColour
	}
	res, err := s.q.ExecContext(ctx, `UPDATE tournament_games SET opponent_no = ?, colour = ?, result = ?, board = ?
		WHERE tournament_id = ? AND round = ? AND start_no = ?`, nullInt(g.Opponent), string(rune(colour)),
		string(rune(resultToken(g.Result))), g.Board, g.TournamentID, g.Round, g.StartNo)
	return affected("UpdateGame", model.Msg("There is no such game."), res, err)
}

// AddAudit implements model.TournamentDayStore.
func (s *TournamentStore) AddAudit(ctx context.Context, a model.AuditRecord) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO tournament_audit (tournament_id, at, round, action, detail)
		VALUES (?, ?, ?, ?, ?)`, a.TournamentID, a.At, a.Round, a.Action, a.Detail)
	return mapErr("AddAudit", err)
}

// Audit implements model.TournamentDayStore.
func (s *TournamentStore) Audit(ctx context.Context, id model.TournamentID) ([]model.AuditRecord, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT tournament_id, at, round, action, detail FROM tournament_audit
		WHERE tournament_id = ? ORDER BY id`, id)
	if err != nil {
		return nil, mapErr("Audit", err)
	}
	defer rows.Close()
	var out []model.AuditRecord
	for rows.Next() {
		var a model.AuditRecord
		if err := rows.Scan(&a.TournamentID, &a.At, &a.Round, &a.Action, &a.Detail); err != nil {
			return nil, mapErr("Audit", err)
		}
		out = append(out, a)
	}
	return out, mapErr("Audit", rows.Err())
}

// AddKnockoutGame implements model.TournamentDayStore.
func (s *TournamentStore) AddKnockoutGame(ctx context.Context, g model.KnockoutGame) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO knockout_games (tournament_id, round, pair, no, stage, white_no,
		black_no, white_points) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, g.TournamentID, g.Round, g.Pair, g.No, g.Stage,
		g.White, g.Black, g.WhitePoints)
	return mapErr("AddKnockoutGame", err)
}

// KnockoutGames implements model.TournamentDayStore.
func (s *TournamentStore) KnockoutGames(ctx context.Context, id model.TournamentID) ([]model.KnockoutGame, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT tournament_id, round, pair, no, stage, white_no, black_no,
		white_points FROM knockout_games WHERE tournament_id = ? ORDER BY round, pair, no`, id)
	if err != nil {
		return nil, mapErr("KnockoutGames", err)
	}
	defer rows.Close()
	var out []model.KnockoutGame
	for rows.Next() {
		var g model.KnockoutGame
		if err := rows.Scan(&g.TournamentID, &g.Round, &g.Pair, &g.No, &g.Stage, &g.White, &g.Black,
			&g.WhitePoints); err != nil {
			return nil, mapErr("KnockoutGames", err)
		}
		out = append(out, g)
	}
	return out, mapErr("KnockoutGames", rows.Err())
}

// DeleteKnockoutGames implements model.TournamentDayStore.
func (s *TournamentStore) DeleteKnockoutGames(ctx context.Context, id model.TournamentID, from int) error {
	_, err := s.q.ExecContext(ctx, `DELETE FROM knockout_games WHERE tournament_id = ? AND round >= ?`, id, from)
	return mapErr("DeleteKnockoutGames", err)
}

// DeleteKnockoutGame implements model.TournamentDayStore.
func (s *TournamentStore) DeleteKnockoutGame(ctx context.Context, g model.KnockoutGame) error {
	res, err := s.q.ExecContext(ctx, `DELETE FROM knockout_games WHERE tournament_id = ? AND round = ? AND pair = ?
		AND no = ?`, g.TournamentID, g.Round, g.Pair, g.No)
	return affected("DeleteKnockoutGame", model.Msg("There is no such game."), res, err)
}

// SetForbiddenPairs implements model.TournamentDayStore.
func (s *TournamentStore) SetForbiddenPairs(ctx context.Context, id model.TournamentID, pairs [][2]model.PlayerID) error {
	return s.write(ctx, func(c *core) error {
		tx := c.tournaments()
		if _, err := tx.q.ExecContext(ctx, `DELETE FROM tournament_forbidden WHERE tournament_id = ?`, id); err != nil {
			return mapErr("SetForbiddenPairs", err)
		}
		for _, p := range pairs {
			a, b := min(p[0], p[1]), max(p[0], p[1])
			if _, err := tx.q.ExecContext(ctx, `INSERT OR IGNORE INTO tournament_forbidden (tournament_id,
				player_a, player_b) VALUES (?, ?, ?)`, id, a, b); err != nil {
				return mapErr("SetForbiddenPairs", err)
			}
		}
		return nil
	})
}

// ForbiddenPairs implements model.TournamentDayStore.
func (s *TournamentStore) ForbiddenPairs(ctx context.Context, id model.TournamentID) ([][2]model.PlayerID, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT player_a, player_b FROM tournament_forbidden
		WHERE tournament_id = ? ORDER BY player_a, player_b`, id)
	if err != nil {
		return nil, mapErr("ForbiddenPairs", err)
	}
	defer rows.Close()
	var out [][2]model.PlayerID
	for rows.Next() {
		var p [2]model.PlayerID
		if err := rows.Scan(&p[0], &p[1]); err != nil {
			return nil, mapErr("ForbiddenPairs", err)
		}
		out = append(out, p)
	}
	return out, mapErr("ForbiddenPairs", rows.Err())
}

// EntryNames implements model.TournamentDayStore: three columns instead of
// the registry's eighteen, read while a pairing is computed (docs/pairing-speed.md).
func (s *TournamentStore) EntryNames(ctx context.Context, id model.TournamentID) ([]model.Player, error) {
	rows, err := s.q.QueryContext(ctx, "SELECT id, surname, name FROM players WHERE "+registeredIn+" ORDER BY id", id)
	if err != nil {
		return nil, mapErr("EntryNames", err)
	}
	defer rows.Close()
	var out []model.Player
	for rows.Next() {
		var p model.Player
		if err := rows.Scan(num(&p.ID), &p.Surname, &p.Name); err != nil {
			return nil, mapErr("EntryNames", err)
		}
		out = append(out, p)
	}
	return out, mapErr("EntryNames", rows.Err())
}
