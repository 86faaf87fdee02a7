package storage

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"arbiter/engine/ratinglist"
	"arbiter/model"
	"arbiter/model/ratings"
)

var (
	_ ratings.Store         = (*RatingStore)(nil)
	_ model.RatingRuleStore = (*RatingStore)(nil)
)

// RatingsTx implements ratings.Store: Tx with the Store bound to it.
func (s *RatingStore) RatingsTx(ctx context.Context, fn func(ratings.Store) error) error {
	return s.write(ctx, func(c *core) error { return fn(c.ratings()) })
}

// LastList implements ratings.Store.
func (s *RatingStore) LastList(ctx context.Context, source ratings.Source) (ratings.List, error) {
	var l ratings.List
	var period, at string
	err := s.q.QueryRowContext(ctx, `SELECT id, source, kind, period, file, imported_at, players, matched
		FROM rating_lists WHERE source = ? ORDER BY id DESC LIMIT 1`, string(source)).
		Scan(&l.ID, &l.Source, &l.Kind, &period, &l.File, &at, &l.Players, &l.Matched)
	if errors.Is(err, sql.ErrNoRows) {
		return l, notFound("LastList", model.Msg("No rating list has been imported yet."), err)
	}
	if err != nil {
		return l, mapErr("LastList", err)
	}
	l.Period, _ = ratinglist.ParsePeriod(period)
	l.ImportedAt, _ = time.Parse(time.RFC3339, at)
	return l, nil
}

// AddList implements ratings.Store.
func (s *RatingStore) AddList(ctx context.Context, l *ratings.List) error {
	res, err := s.q.ExecContext(ctx, `INSERT INTO rating_lists (source, kind, period, file, imported_at, players, matched)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, string(l.Source), l.Kind, l.Period.String(), l.File,
		l.ImportedAt.UTC().Format(time.RFC3339), l.Players, l.Matched)
	if err != nil {
		return mapErr("AddList", err)
	}
	l.ID, err = res.LastInsertId()
	return mapErr("AddList", err)
}

// ClearFIDEList implements ratings.Store.
func (s *RatingStore) ClearFIDEList(ctx context.Context) error {
	_, err := s.q.ExecContext(ctx, `DELETE FROM fide_list_players`)
	return mapErr("ClearFIDEList", err)
}

const fideListColumns = `fide_id, name, name_key, federation, sex, title, w_title, o_title,
	standard, standard_games, standard_k, rapid, rapid_games, rapid_k, blitz, blitz_games, blitz_k, birth_year, flag`

// PutFIDEList implements ratings.Store with one multi-row upsert, prepared
// once per transaction for each batch size (parsing the statement costs as
// much as running it).
func (s *RatingStore) PutFIDEList(ctx context.Context, kind ratinglist.Kind, players []ratings.ListEntry) error {
	if len(players) == 0 {
		return nil
	}
	key := fmt.Sprintf("fide_list %s %d", kind, len(players))
	args := make([]any, 0, len(players)*19)
	for _, p := range players {
		args = append(args, p.FIDEID, p.Name, p.Key, p.Federation, p.Sex, p.Title, p.WTitle, p.OTitle,
			p.Standard.Rating, p.Standard.Games, p.Standard.K, p.Rapid.Rating, p.Rapid.Games, p.Rapid.K,
			p.Blitz.Rating, p.Blitz.Games, p.Blitz.K, p.BirthYear, p.Flag)
	}
	if st := s.stmts[key]; st != nil {
		_, err := st.ExecContext(ctx, args...)
		return mapErr("PutFIDEList", err)
	}
	query := fideListInsert(kind, len(players))
	if s.tx == nil {
		_, err := s.q.ExecContext(ctx, query, args...)
		return mapErr("PutFIDEList", err)
	}
	st, err := s.tx.PrepareContext(ctx, query)
	if err != nil {
		return mapErr("PutFIDEList", err)
	}
	if s.stmts == nil {
		s.stmts = map[string]*sql.Stmt{}
	}
	s.stmts[key] = st
	_, err = st.ExecContext(ctx, args...)
	return mapErr("PutFIDEList", err)
}

// fideListInsert is the upsert of n list players of kind.
func fideListInsert(kind ratinglist.Kind, n int) string {
	var q strings.Builder
	q.WriteString("INSERT INTO fide_list_players (" + fideListColumns + ") VALUES ")
	for i := 0; i < n; i++ {
		if i > 0 {
			q.WriteByte(',')
		}
		q.WriteString("(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")
	}
	set := "name = excluded.name, name_key = excluded.name_key, federation = excluded.federation, sex = excluded.sex, " +
		"title = excluded.title, w_title = excluded.w_title, o_title = excluded.o_title, birth_year = excluded.birth_year, flag = excluded.flag"
	switch kind {
	case ratinglist.Standard:
		set += ", standard = excluded.standard, standard_games = excluded.standard_games, standard_k = excluded.standard_k"
	case ratinglist.Rapid:
		set += ", rapid = excluded.rapid, rapid_games = excluded.rapid_games, rapid_k = excluded.rapid_k"
	case ratinglist.Blitz:
		set += ", blitz = excluded.blitz, blitz_games = excluded.blitz_games, blitz_k = excluded.blitz_k"
	default:
		set += ", standard = excluded.standard, standard_games = excluded.standard_games, standard_k = excluded.standard_k, " +
			"rapid = excluded.rapid, rapid_games = excluded.rapid_games, rapid_k = excluded.rapid_k, " +
			"blitz = excluded.blitz, blitz_games = excluded.blitz_games, blitz_k = excluded.blitz_k"
	}
	q.WriteString(" ON CONFLICT (fide_id) DO UPDATE SET " + set)
	return q.String()
}

func scanListPlayer(sc interface{ Scan(...any) error }) (ratinglist.Player, error) {
	var p ratinglist.Player
	var key string
	err := sc.Scan(&p.FIDEID, &p.Name, &key, &p.Federation, &p.Sex, &p.Title, &p.WTitle, &p.OTitle,
		&p.Standard.Rating, &p.Standard.Games, &p.Standard.K, &p.Rapid.Rating, &p.Rapid.Games, &p.Rapid.K,
		&p.Blitz.Rating, &p.Blitz.Games, &p.Blitz.K, &p.BirthYear, &p.Flag)
	return p, err
}

// FIDEListPlayer implements ratings.Store.
func (s *RatingStore) FIDEListPlayer(ctx context.Context, fideID int64) (ratinglist.Player, error) {
	p, err := scanListPlayer(s.q.QueryRowContext(ctx, "SELECT "+fideListColumns+" FROM fide_list_players WHERE fide_id = ?", fideID))
	if errors.Is(err, sql.ErrNoRows) {
		return p, notFound("FIDEListPlayer", model.Msg("No player with that FIDE ID in the last imported list."), err)
	}
	return p, mapErr("FIDEListPlayer", err)
}

// SearchFIDEList implements ratings.Store: a range scan of the name index.
func (s *RatingStore) SearchFIDEList(ctx context.Context, prefix string, limit int) ([]ratinglist.Player, error) {
	rows, err := s.q.QueryContext(ctx, "SELECT "+fideListColumns+` FROM fide_list_players
		WHERE name_key >= ? AND name_key < ? ORDER BY name_key, fide_id LIMIT ?`, prefix, prefix+"\U0010FFFF", limit)
	if err != nil {
		return nil, mapErr("SearchFIDEList", err)
	}
	defer rows.Close()
	var out []ratinglist.Player
	for rows.Next() {
		p, err := scanListPlayer(rows)
		if err != nil {
			return nil, mapErr("SearchFIDEList", err)
		}
		out = append(out, p)
	}
	return out, mapErr("SearchFIDEList", rows.Err())
}

// SetPlayerRating implements ratings.Store (insert or replace), keeping
// the rating in rating_history too (rating_rules.go).
func (s *RatingStore) SetPlayerRating(ctx context.Context, r ratings.PlayerRating) error {
	_, err := s.q.ExecContext(ctx, `INSERT INTO player_ratings (player_id, system, rating, k, games, period, source)
		VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (player_id, system) DO UPDATE SET rating = excluded.rating,
		k = excluded.k, games = excluded.games, period = excluded.period, source = excluded.source`,
		int64(r.PlayerID), string(r.System), r.Rating, r.K, r.Games, r.Period.String(), r.Source)
	if err != nil {
		return mapErr("SetPlayerRating", err)
	}
	return s.addRatingHistory(ctx, r.PlayerID, string(r.System), r.Period.String(), r.Rating, r.K, r.Games, r.Source)
}

// PlayerRatings implements ratings.Store, in the order standard, rapid,
// blitz, national.
func (s *RatingStore) PlayerRatings(ctx context.Context, id model.PlayerID) ([]ratings.PlayerRating, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT player_id, system, rating, k, games, period, source FROM player_ratings
		WHERE player_id = ? ORDER BY CASE system WHEN 'standard' THEN 1 WHEN 'rapid' THEN 2 WHEN 'blitz' THEN 3 ELSE 4 END`, int64(id))
	if err != nil {
		return nil, mapErr("PlayerRatings", err)
	}
	defer rows.Close()
	var out []ratings.PlayerRating
	for rows.Next() {
		var r ratings.PlayerRating
		var period string
		if err := rows.Scan(&r.PlayerID, &r.System, &r.Rating, &r.K, &r.Games, &period, &r.Source); err != nil {
			return nil, mapErr("PlayerRatings", err)
		}
		r.Period, _ = ratinglist.ParsePeriod(period)
		out = append(out, r)
	}
	return out, mapErr("PlayerRatings", rows.Err())
}
