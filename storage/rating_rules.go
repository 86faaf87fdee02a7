package storage

import (
	"context"
	"database/sql"
	"errors"

	"arbiter/engine/ratinglist"
	"arbiter/engine/ratingmethod"
	"arbiter/model"
	"arbiter/model/ratings"
)

// RatingRule implements model.RatingRuleStore (table
// tournament_rating_rules, migration 0041).
func (s *RatingStore) RatingRule(ctx context.Context, id model.TournamentID) (model.RatingRule, error) {
	var r model.RatingRule
	var method, admit, ties string
	var off int
	err := s.q.QueryRowContext(ctx, `SELECT method, lists, period, admit_method, admit_lists, admit_period, ties, check_off
		FROM tournament_rating_rules WHERE tournament_id = ?`, id).
		Scan(&method, &r.Lists, &r.Period, &admit, &r.AdmitLists, &r.AdmitPeriod, &ties, &off)
	if errors.Is(err, sql.ErrNoRows) {
		return model.RatingRule{}, nil
	}
	if err != nil {
		return r, mapErr("RatingRule", err)
	}
	r.Method, r.AdmitMethod, r.Ties, r.CheckOff = ratingmethod.Method(method), ratingmethod.Method(admit), model.TieOrder(ties), off == 1
	return r, nil
}

// SetRatingRule implements model.RatingRuleStore.
func (s *RatingStore) SetRatingRule(ctx context.Context, id model.TournamentID, r model.RatingRule) error {
	off := 0
	if r.CheckOff {
		off = 1
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO tournament_rating_rules (tournament_id, method, lists, period,
		admit_method, admit_lists, admit_period, ties, check_off) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (tournament_id) DO UPDATE SET method = excluded.method, lists = excluded.lists,
		period = excluded.period, admit_method = excluded.admit_method, admit_lists = excluded.admit_lists,
		admit_period = excluded.admit_period, ties = excluded.ties, check_off = excluded.check_off`,
		id, string(r.Method), r.Lists, r.Period, string(r.AdmitMethod), r.AdmitLists, r.AdmitPeriod, string(r.Ties), off)
	return mapErr("SetRatingRule", err)
}

// ListRatings implements model.RatingRuleStore: the newest ratings from
// player_ratings and each user list's newest import, or as of a period
// from rating_history.
func (s *RatingStore) ListRatings(ctx context.Context, player model.PlayerID, period string) ([]ratingmethod.Held, error) {
	var rows *sql.Rows
	var err error
	if period == "" {
		rows, err = s.q.QueryContext(ctx, `SELECT system, rating, period FROM player_ratings WHERE player_id = ?
			UNION ALL
			SELECT h.list, h.rating, h.period FROM rating_history h
			JOIN (SELECT list, max(period) AS p FROM rating_history WHERE list GLOB 'user:*' GROUP BY list) n
			  ON h.list = n.list AND h.period = n.p
			WHERE h.player_id = ?`, int64(player), int64(player))
	} else {
		rows, err = s.q.QueryContext(ctx, `SELECT h.list, h.rating, h.period FROM rating_history h
			JOIN (SELECT list, max(period) AS p FROM rating_history WHERE period <= ? GROUP BY list) n
			  ON h.list = n.list AND h.period = n.p
			WHERE h.player_id = ?`, period, int64(player))
	}
	if err != nil {
		return nil, mapErr("ListRatings", err)
	}
	defer rows.Close()
	var out []ratingmethod.Held
	for rows.Next() {
		var h ratingmethod.Held
		var list string
		if err := rows.Scan(&list, &h.Rating, &h.Period); err != nil {
			return nil, mapErr("ListRatings", err)
		}
		h.List = ratingmethod.List(list)
		out = append(out, h)
	}
	return out, mapErr("ListRatings", rows.Err())
}

// NewestListPeriod implements model.RatingRuleStore.
func (s *RatingStore) NewestListPeriod(ctx context.Context, list ratingmethod.List) (string, error) {
	var p sql.NullString
	err := s.q.QueryRowContext(ctx, `SELECT max(period) FROM rating_history WHERE list = ?`, string(list)).Scan(&p)
	return p.String, mapErr("NewestListPeriod", err)
}

// SetEntryRating implements model.RatingRuleStore (table entry_ratings).
func (s *RatingStore) SetEntryRating(ctx context.Context, e model.EntryRating) error {
	manual := 0
	if e.Manual {
		manual = 1
	}
	_, err := s.q.ExecContext(ctx, `INSERT INTO entry_ratings (tournament_id, player_id, list, period, manual)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (tournament_id, player_id) DO UPDATE SET list = excluded.list,
		period = excluded.period, manual = excluded.manual`, e.TournamentID, int64(e.PlayerID), string(e.List), e.Period, manual)
	return mapErr("SetEntryRating", err)
}

// EntryRatings implements model.RatingRuleStore.
func (s *RatingStore) EntryRatings(ctx context.Context, id model.TournamentID) ([]model.EntryRating, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT player_id, list, period, manual FROM entry_ratings
		WHERE tournament_id = ? ORDER BY player_id`, id)
	if err != nil {
		return nil, mapErr("EntryRatings", err)
	}
	defer rows.Close()
	var out []model.EntryRating
	for rows.Next() {
		e := model.EntryRating{TournamentID: id}
		var list string
		var manual int
		if err := rows.Scan(&e.PlayerID, &list, &e.Period, &manual); err != nil {
			return nil, mapErr("EntryRatings", err)
		}
		e.List, e.Manual = ratingmethod.List(list), manual == 1
		out = append(out, e)
	}
	return out, mapErr("EntryRatings", rows.Err())
}

// addRatingHistory keeps an imported rating with its list and period
// (rating_history, migration 0041).
func (s *core) addRatingHistory(ctx context.Context, player model.PlayerID, list, period string, rating, k, games int, source string) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO rating_history (player_id, list, period, rating, k, games, source)
		VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player_id, list, period) DO UPDATE SET rating = excluded.rating,
		k = excluded.k, games = excluded.games, source = excluded.source`,
		int64(player), list, period, rating, k, games, source)
	return mapErr("addRatingHistory", err)
}

// AddHistoryRating implements ratings.Store.
func (s *RatingStore) AddHistoryRating(ctx context.Context, r ratings.PlayerRating) error {
	return s.addRatingHistory(ctx, r.PlayerID, string(r.System), r.Period.String(), r.Rating, r.K, r.Games, r.Source)
}

// AddUserList implements ratings.Store (table user_rating_lists).
func (s *RatingStore) AddUserList(ctx context.Context, name string, l *ratings.List) error {
	res, err := s.q.ExecContext(ctx, `INSERT INTO user_rating_lists (name, period, file, imported_at, players, matched)
		VALUES (?, ?, ?, ?, ?, ?)`, name, l.Period.String(), l.File, formatUTC(l.ImportedAt), l.Players, l.Matched)
	if err != nil {
		return mapErr("AddUserList", err)
	}
	l.ID, err = res.LastInsertId()
	return mapErr("AddUserList", err)
}

// UserLists implements ratings.Store.
func (s *RatingStore) UserLists(ctx context.Context) ([]ratings.List, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT id, name, period, file, imported_at, players, matched
		FROM user_rating_lists ORDER BY id`)
	if err != nil {
		return nil, mapErr("UserLists", err)
	}
	defer rows.Close()
	var out []ratings.List
	for rows.Next() {
		l := ratings.List{Source: ratings.UserSource}
		var name, period, at string
		if err := rows.Scan(&l.ID, &name, &period, &l.File, &at, &l.Players, &l.Matched); err != nil {
			return nil, mapErr("UserLists", err)
		}
		l.Kind = string(ratingmethod.User(name))
		l.Period, _ = ratinglist.ParsePeriod(period)
		l.ImportedAt = parseUTC(at)
		out = append(out, l)
	}
	return out, mapErr("UserLists", rows.Err())
}
