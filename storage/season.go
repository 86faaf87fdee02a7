package storage

import (
	"context"
	"encoding/json"

	"arbiter/model"
)

var (
	_ model.SeasonStore     = (*SeasonStore)(nil)
	_ model.SeasonMainStore = (*SeasonStore)(nil)
)

var (
	seasonGone = model.Msg("The season is not in the database.")
)

// CreateSeason implements model.SeasonStore.
func (s *SeasonStore) CreateSeason(ctx context.Context, se *model.Season) error {
	rules, err := json.Marshal(se.Rules)
	if err != nil {
		return mapErr("CreateSeason", err)
	}
	res, err := s.q.ExecContext(ctx, "INSERT INTO seasons (year, name, rules) VALUES (?, ?, ?)", se.Year, se.Name, string(rules))
	if err != nil {
		return mapErr("CreateSeason", err)
	}
	id, err := res.LastInsertId()
	se.ID = model.SeasonID(id)
	return mapErr("CreateSeason", err)
}

// UpdateSeason implements model.SeasonStore: the name and the rule set.
func (s *SeasonStore) UpdateSeason(ctx context.Context, se model.Season) error {
	rules, err := json.Marshal(se.Rules)
	if err != nil {
		return mapErr("UpdateSeason", err)
	}
	res, err := s.q.ExecContext(ctx, "UPDATE seasons SET name = ?, rules = ? WHERE id = ?", se.Name, string(rules), se.ID)
	return affected("UpdateSeason", seasonGone, res, err)
}

// SeasonByYear implements model.SeasonStore.
func (s *SeasonStore) SeasonByYear(ctx context.Context, year int) (model.Season, error) {
	rows, err := s.querySeasons(ctx, "WHERE year = ?", year)
	if err != nil {
		return model.Season{}, err
	}
	if len(rows) == 0 {
		return model.Season{}, model.Errorf(model.NotFound, "SeasonByYear", seasonGone, nil)
	}
	return rows[0], nil
}

// Seasons implements model.SeasonStore, by year.
func (s *SeasonStore) Seasons(ctx context.Context) ([]model.Season, error) {
	return s.querySeasons(ctx, "")
}

func (s *core) querySeasons(ctx context.Context, where string, args ...any) ([]model.Season, error) {
	rows, err := s.q.QueryContext(ctx, "SELECT id, year, name, rules FROM seasons "+where+" ORDER BY year", args...)
	if err != nil {
		return nil, mapErr("Seasons", err)
	}
	defer rows.Close()
	var out []model.Season
	for rows.Next() {
		var se model.Season
		var rules string
		if err := rows.Scan(&se.ID, &se.Year, &se.Name, &rules); err != nil {
			return nil, mapErr("Seasons", err)
		}
		if err := json.Unmarshal([]byte(rules), &se.Rules); err != nil {
			return nil, model.Errorf(model.Internal, "Seasons", model.Msg("The season's rule set in the data file is damaged."), err)
		}
		out = append(out, se)
	}
	return out, mapErr("Seasons", rows.Err())
}
