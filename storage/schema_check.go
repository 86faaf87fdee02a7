package storage

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"sync"

	"arbiter/model"
)

// checkSchema compares the schema of a file given for restore with the one
// its migrations make (storage/migrations, applied up to the file's newest
// version to an empty database): every migration up to that version is
// recorded, and every table, column (with its declared type, NOT NULL and
// primary key), index (with its columns), view and trigger is there, and
// PRAGMA user_version is the same. Anything missing is named in the refusal;
// an object the file has in addition is no obstacle.
func checkSchema(ctx context.Context, q querier, path string) error {
	newest, err := newestMigration(ctx, q)
	if err != nil {
		return corrupt(path, err)
	}
	want, err := migratedSchema(ctx, newest)
	if err != nil {
		return model.Errorf(model.Internal, "storage.checkSchema", model.Msg("The program was built with broken database migrations."), err)
	}
	have, err := schemaOf(ctx, q)
	if err != nil {
		return corrupt(path, err)
	}
	done, err := appliedVersions(ctx, q)
	if err != nil {
		return corrupt(path, err)
	}
	ms, _ := loadMigrations()
	var missing []string
	for _, m := range ms {
		if m.version <= newest && !done[m.version] {
			missing = append(missing, "migration "+m.name)
		}
	}
	gone := map[string]bool{} // tables missing whole: their columns and indexes go unnamed
	for _, item := range want {
		if t, ok := strings.CutPrefix(item, "table "); ok && !have.has[item] {
			gone[t] = true
		}
	}
	for _, item := range want {
		if !have.has[item] && !gone[tableOf(item)] || strings.HasPrefix(item, "table ") && !have.has[item] {
			missing = append(missing, item)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	shown := missing
	if len(shown) > 8 {
		shown = shown[:8]
	}
	list := strings.Join(shown, "; ")
	if more := len(missing) - len(shown); more > 0 {
		list += fmt.Sprintf("; … %d more", more)
	}
	return model.Errorf(model.Invalid, "storage.checkSchema", model.Msg("%s is not a whole Arbiter data file: it lacks what Arbiter's migrations make (%s). Choose another copy; nothing was changed.", path, list), nil)
}

// schema is the list of a database's schema items, as checkSchema names them.
type schema struct {
	items []string
	has   map[string]bool
}

func (s *schema) add(item string) {
	if !s.has[item] {
		s.has[item] = true
		s.items = append(s.items, item)
	}
}

// schemaOf reads the schema items of the database q.
func schemaOf(ctx context.Context, q querier) (schema, error) {
	s := schema{has: map[string]bool{}}
	rows, err := q.QueryContext(ctx, `SELECT type, name, tbl_name FROM sqlite_schema
		WHERE type IN ('table', 'index', 'view', 'trigger') AND name NOT IN ('sqlite_sequence', 'sqlite_stat1', 'sqlite_stat4')
		ORDER BY type = 'table' DESC, name`)
	if err != nil {
		return s, err
	}
	type object struct{ kind, name, table string }
	var objects []object
	for rows.Next() {
		var o object
		if err := rows.Scan(&o.kind, &o.name, &o.table); err != nil {
			rows.Close()
			return s, err
		}
		objects = append(objects, o)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return s, err
	}
	for _, o := range objects {
		switch o.kind {
		case "table":
			s.add("table " + o.name)
			cols, err := strs(ctx, q, `SELECT name || ' ' || upper(type) || CASE WHEN "notnull" THEN ' NOT NULL' ELSE '' END || CASE WHEN pk > 0 THEN ' PRIMARY KEY' ELSE '' END
				FROM pragma_table_info(?) ORDER BY cid`, o.name)
			if err != nil {
				return s, err
			}
			for _, c := range cols {
				s.add("column " + o.name + "." + strings.TrimSpace(c))
			}
		case "index":
			cols, err := strs(ctx, q, "SELECT coalesce(name, '<expression>') FROM pragma_index_info(?) ORDER BY seqno", o.name)
			if err != nil {
				return s, err
			}
			s.add(fmt.Sprintf("index %s ON %s (%s)", o.name, o.table, strings.Join(cols, ", ")))
		default:
			s.add(o.kind + " " + o.name)
		}
	}
	var uv int
	if err := q.QueryRowContext(ctx, "PRAGMA user_version").Scan(&uv); err != nil {
		return s, err
	}
	s.add(fmt.Sprintf("user_version %d", uv))
	return s, nil
}

func strs(ctx context.Context, q querier, query string, args ...any) ([]string, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

func appliedVersions(ctx context.Context, q querier) (map[int]bool, error) {
	rows, err := q.QueryContext(ctx, "SELECT version FROM schema_migrations")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	done := map[int]bool{}
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		done[v] = true
	}
	return done, rows.Err()
}

// migrated caches migratedSchema by version.
var migrated = struct {
	sync.Mutex
	by map[int][]string
}{by: map[int][]string{}}

// migratedSchema is the schema items of an empty database after the
// migrations up to version, made in memory.
func migratedSchema(ctx context.Context, version int) ([]string, error) {
	migrated.Lock()
	defer migrated.Unlock()
	if items, ok := migrated.by[version]; ok {
		return items, nil
	}
	ms, err := loadMigrations()
	if err != nil {
		return nil, err
	}
	var upTo []migration
	for _, m := range ms {
		if m.version <= version {
			upTo = append(upTo, m)
		}
	}
	db, err := sql.Open("sqlite", "file:reference?mode=memory&_pragma=foreign_keys(1)&_txlock=immediate")
	if err != nil {
		return nil, err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	s := &core{db: db, q: db, path: ":memory:", hooks: &hooks{}}
	if err := s.migrate(ctx, upTo); err != nil {
		return nil, err
	}
	sc, err := schemaOf(ctx, db)
	if err != nil {
		return nil, err
	}
	items := append([]string(nil), sc.items...)
	sort.SliceStable(items, func(i, j int) bool { return rank(items[i]) < rank(items[j]) })
	migrated.by[version] = items
	return items, nil
}

// tableOf is the table a column or index item belongs to.
func tableOf(item string) string {
	if rest, ok := strings.CutPrefix(item, "column "); ok {
		t, _, _ := strings.Cut(rest, ".")
		return t
	}
	if _, rest, ok := strings.Cut(item, " ON "); ok && strings.HasPrefix(item, "index ") {
		t, _, _ := strings.Cut(rest, " ")
		return t
	}
	return ""
}

// rank orders the missing items: tables first, then columns, indexes, the rest.
func rank(item string) int {
	for i, p := range []string{"table ", "column ", "index "} {
		if strings.HasPrefix(item, p) {
			return i
		}
	}
	return 3
}
