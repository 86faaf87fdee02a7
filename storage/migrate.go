package storage

import (
	"context"
	"database/sql"
	"embed"
	"fmt"
	"path"
	"regexp"
	"sort"
	"strconv"
	"time"

	"arbiter/model"
)

// Migrations are storage/migrations/NNNN_name.sql, applied in version order.
// A migration, once released, is never edited: change the schema with a new
// file. The package documentation lists what each one holds.
//
//go:embed migrations/*.sql
var migrationFS embed.FS

type migration struct {
	version int
	name    string // file name
	sql     string
}

var migrationName = regexp.MustCompile(`^(\d{4})_[a-z0-9_]+\.sql$`)

// loadMigrations returns the embedded migrations in version order, or an
// error if a file name is malformed or two files share a version.
func loadMigrations() ([]migration, error) {
	entries, err := migrationFS.ReadDir("migrations")
	if err != nil {
		return nil, err
	}
	var ms []migration
	seen := map[int]string{}
	for _, e := range entries {
		m := migrationName.FindStringSubmatch(e.Name())
		if m == nil {
			return nil, fmt.Errorf("migration file name %q is not NNNN_name.sql", e.Name())
		}
		v, _ := strconv.Atoi(m[1])
		if prev, dup := seen[v]; dup {
			return nil, fmt.Errorf("migrations %s and %s share version %d", prev, e.Name(), v)
		}
		seen[v] = e.Name()
		body, err := migrationFS.ReadFile(path.Join("migrations", e.Name()))
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{version: v, name: e.Name(), sql: string(body)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	return ms, nil
}

// latestVersion is the newest schema version this program knows.
func latestVersion() int {
	ms, err := loadMigrations()
	if err != nil || len(ms) == 0 {
		return 0
	}
	return ms[len(ms)-1].version
}

// newestMigration is the highest version in schema_migrations.
func newestMigration(ctx context.Context, q querier) (int, error) {
	var newest sql.NullInt64
	err := q.QueryRowContext(ctx, "SELECT max(version) FROM schema_migrations").Scan(&newest)
	return int(newest.Int64), err
}

// pending returns the embedded migrations not yet in schema_migrations, in
// version order, reading in one plain (deferred) read: opening a file that
// is up to date takes no write lock.
func (s *core) pending(ctx context.Context) ([]migration, error) {
	ms, err := loadMigrations()
	if err != nil {
		return nil, model.Errorf(model.Internal, "storage.migrate", model.Msg("The program was built with broken database migrations."), err)
	}
	done := map[int]bool{}
	var tables int
	if err := s.db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'").Scan(&tables); err != nil {
		return nil, openFailure(s.path, err)
	}
	if tables > 0 {
		rows, err := s.db.QueryContext(ctx, "SELECT version FROM schema_migrations")
		if err != nil {
			return nil, openFailure(s.path, err)
		}
		defer rows.Close()
		for rows.Next() {
			var v int
			if err := rows.Scan(&v); err != nil {
				return nil, openFailure(s.path, err)
			}
			done[v] = true
		}
		if err := rows.Err(); err != nil {
			return nil, openFailure(s.path, err)
		}
	}
	var out []migration
	for _, m := range ms {
		if !done[m.version] {
			out = append(out, m)
		}
	}
	return out, nil
}

// migrateIfDue applies the pending migrations, if any, after the
// pre-migration backup (beforeMigrate).
func (s *core) migrateIfDue(ctx context.Context) error {
	pending, err := s.pending(ctx)
	if err != nil || len(pending) == 0 {
		return err
	}
	if err := s.hooks.beforeMigrate(ctx, s); err != nil {
		return err
	}
	if err := s.migrate(ctx, pending); err != nil {
		return err
	}
	for _, m := range pending {
		if m.version == nameKeysVersion {
			return s.fillNameKeys(ctx)
		}
	}
	return nil
}

// nameKeysVersion is the migration that adds name_key (0028_name_keys.sql).
const nameKeysVersion = 28

// fillNameKeys gives the settlements, clubs and coaches of a file made
// before migration 0028 their name_key (model.Fold of the name), in ID
// order, in one transaction; a row that folds like an earlier one keeps a
// NULL key (the file had the two before names were compared folded).
func (s *core) fillNameKeys(ctx context.Context) error {
	return s.writeTx(ctx, func(tx *core) error {
		for _, table := range []string{"settlements", "clubs", "coaches"} {
			rows, err := tx.q.QueryContext(ctx, "SELECT id, name FROM "+table+" WHERE name_key IS NULL ORDER BY id")
			if err != nil {
				return mapErr("fillNameKeys", err)
			}
			type row struct {
				id   int64
				name string
			}
			var all []row
			for rows.Next() {
				var r row
				if err := rows.Scan(&r.id, &r.name); err != nil {
					rows.Close()
					return mapErr("fillNameKeys", err)
				}
				all = append(all, r)
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return mapErr("fillNameKeys", err)
			}
			taken := map[string]bool{}
			for _, r := range all {
				key := model.Fold(r.name)
				if taken[key] {
					continue
				}
				taken[key] = true
				if _, err := tx.q.ExecContext(ctx, "UPDATE "+table+" SET name_key = ? WHERE id = ?", key, r.id); err != nil {
					return mapErr("fillNameKeys", err)
				}
			}
		}
		return nil
	})
}

// migrate applies, in version order, the given migrations (all of them when
// ms is nil: a new database). Each runs in its own transaction together
// with its schema_migrations row and the application ID, so a failed
// migration leaves no trace.
func (s *core) migrate(ctx context.Context, ms []migration) error {
	if ms == nil {
		var err error
		if ms, err = s.pending(ctx); err != nil {
			return err
		}
	}
	for _, m := range ms {
		if err := s.apply(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

const createMigrationsTable = `CREATE TABLE IF NOT EXISTS schema_migrations (
	version    INTEGER PRIMARY KEY,
	name       TEXT NOT NULL,
	applied_at TEXT NOT NULL
)`

func (s *core) apply(ctx context.Context, m migration) error {
	return s.writeTx(ctx, func(st *core) error {
		q := st.q
		if _, err := q.ExecContext(ctx, createMigrationsTable); err != nil {
			return migrationErr(m, err)
		}
		var done int
		if err := q.QueryRowContext(ctx, "SELECT count(*) FROM schema_migrations WHERE version = ?", m.version).Scan(&done); err != nil {
			return migrationErr(m, err)
		}
		if done > 0 {
			return nil
		}
		if _, err := q.ExecContext(ctx, m.sql); err != nil {
			return migrationErr(m, err)
		}
		if _, err := q.ExecContext(ctx, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
			m.version, m.name, time.Now().UTC().Format(time.RFC3339)); err != nil {
			return migrationErr(m, err)
		}
		_, err := q.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", ApplicationID))
		return migrationErr(m, err)
	})
}

func migrationErr(m migration, err error) error {
	if err == nil {
		return nil
	}
	return model.Errorf(model.Internal, "storage.migrate", model.Msg("Could not upgrade the data file (migration %s); the file was not changed.", m.name), err)
}
