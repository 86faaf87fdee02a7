package storage

import (
	"context"
	"database/sql"

	"arbiter/model"
)

// A tournament's timetable and round schedule (migration 0047;
// model/schedule.go).

func (s *TournamentStore) Schedule(ctx context.Context, id model.TournamentID) (model.Schedule, error) {
	sc := model.Schedule{Tournament: id}
	err := s.q.QueryRowContext(ctx, `SELECT reg_from, reg_to, draw_from, draw_to, open_from, open_to FROM tournament_schedule
		WHERE tournament_id = ?`, id).Scan(&sc.RegFrom, &sc.RegTo, &sc.DrawFrom, &sc.DrawTo, &sc.OpenFrom, &sc.OpenTo)
	if err != nil && err != sql.ErrNoRows {
		return sc, mapErr("Schedule", err)
	}
	rows, err := s.q.QueryContext(ctx, `SELECT round, day, start FROM round_schedule WHERE tournament_id = ? ORDER BY round`, id)
	if err != nil {
		return sc, mapErr("Schedule", err)
	}
	defer rows.Close()
	for rows.Next() {
		var rt model.RoundTime
		var day string
		if err := rows.Scan(&rt.Round, &day, &rt.Start); err != nil {
			return sc, mapErr("Schedule", err)
		}
		if rt.Day, err = model.ParseDate(day); err != nil {
			return sc, model.Errorf(model.Internal, "Schedule", model.Msg("The data file is damaged: a round date cannot be read."), err)
		}
		sc.Rounds = append(sc.Rounds, rt)
	}
	return sc, mapErr("Schedule", rows.Err())
}

func (s *TournamentStore) SaveSchedule(ctx context.Context, sc model.Schedule) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO tournament_schedule (tournament_id, reg_from, reg_to, draw_from, draw_to, open_from, open_to)
		VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tournament_id) DO UPDATE SET reg_from = excluded.reg_from, reg_to = excluded.reg_to,
		draw_from = excluded.draw_from, draw_to = excluded.draw_to, open_from = excluded.open_from, open_to = excluded.open_to`,
		sc.Tournament, sc.RegFrom, sc.RegTo, sc.DrawFrom, sc.DrawTo, sc.OpenFrom, sc.OpenTo)
	if err != nil {
		return mapErr("SaveSchedule", err)
	}
	if _, err := s.q.ExecContext(ctx, `DELETE FROM round_schedule WHERE tournament_id = ?`, sc.Tournament); err != nil {
		return mapErr("SaveSchedule", err)
	}
	for _, rt := range sc.Rounds {
		if _, err := s.q.ExecContext(ctx, `INSERT INTO round_schedule (tournament_id, round, day, start) VALUES (?, ?, ?, ?)`,
			sc.Tournament, rt.Round, rt.Day.String(), rt.Start); err != nil {
			return mapErr("SaveSchedule", err)
		}
	}
	return nil
}
