package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"arbiter/model"
)

// Deleted records (migration 0021): a delete of a player, club, coach or
// tournament first copies the row and every row its ON DELETE CASCADE
// removes with it into deleted_records, in the same transaction.

// deletedTable is one table's rows in a deleted record.
type deletedTable struct {
	Table string           `json:"table"`
	Rows  []map[string]any `json:"rows"`
	// Replace: rows whose reference the delete sets to NULL (ON DELETE SET
	// NULL); a restore writes them back over the nulled ones.
	Replace bool `json:"replace,omitempty"`
}

type deletedData struct {
	Tables []deletedTable `json:"tables"`
	// seen: the rows captured so far (table and row as JSON); a table
	// reached by two cascade paths (a team member cascades from its team
	// and from its tournament) is captured once, or the restore would
	// insert its rows twice and be refused.
	seen map[string]bool
}

// deleteRecorded deletes the row id of table (kind for the record, name
// the SQL expression naming it) after recording it; op and the gone
// messages are the Delete method's.
func (s *core) deleteRecorded(ctx context.Context, op, kind, table, name string, id int64, gone model.Text) error {
	return s.write(ctx, func(c *core) error {
		tx := c
		var label string
		err := tx.q.QueryRowContext(ctx, "SELECT "+name+" FROM "+table+" WHERE id = ?", id).Scan(&label)
		if err != nil {
			return notFound(op, gone, err)
		}
		var data deletedData
		if err := tx.capture(ctx, table, "id = ?", []any{id}, &data, 0); err != nil {
			return mapErr(op, err)
		}
		js, err := json.Marshal(data)
		if err != nil {
			return mapErr(op, err)
		}
		if _, err := tx.q.ExecContext(ctx, "INSERT INTO deleted_records (kind, record_id, name, deleted_at, data) VALUES (?, ?, ?, ?, ?)",
			kind, id, label, now().UTC().Format(time.RFC3339), string(js)); err != nil {
			return mapErr(op, err)
		}
		res, err := tx.q.ExecContext(ctx, "DELETE FROM "+table+" WHERE id = ?", id)
		return affected(op, gone, res, err)
	})
}

// capture appends the rows of table matching where, then, for every table
// whose foreign key to table cascades on delete, the rows that refer to
// them, recursively.
func (s *core) capture(ctx context.Context, table, where string, args []any, out *deletedData, depth int) error {
	if depth > 4 {
		return fmt.Errorf("cascade deeper than 4 tables below %s", table)
	}
	rows, err := s.rowsOf(ctx, "SELECT * FROM "+table+" WHERE "+where, args)
	if err != nil {
		return err
	}
	rows = out.unseen(table, rows)
	if len(rows) == 0 {
		return nil
	}
	out.Tables = append(out.Tables, deletedTable{Table: table, Rows: rows})
	children, err := s.cascades(ctx, table)
	if err != nil {
		return err
	}
	for _, c := range children {
		sub := fmt.Sprintf("(%s) IN (SELECT %s FROM %s WHERE %s)", strings.Join(c.from, ", "), strings.Join(c.to, ", "), table, where)
		if c.setNull {
			nulled, err := s.rowsOf(ctx, "SELECT * FROM "+c.table+" WHERE "+sub, args)
			if err != nil {
				return err
			}
			if nulled = out.unseen(c.table, nulled); len(nulled) > 0 {
				out.Tables = append(out.Tables, deletedTable{Table: c.table, Rows: nulled, Replace: true})
			}
			continue
		}
		if err := s.capture(ctx, c.table, sub, args, out, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// unseen keeps the rows of table not captured yet, and marks them seen.
func (d *deletedData) unseen(table string, rows []map[string]any) []map[string]any {
	if d.seen == nil {
		d.seen = map[string]bool{}
	}
	out := rows[:0]
	for _, r := range rows {
		b, err := json.Marshal(r) // map keys in sorted order: one text per row
		key := table + "\x00" + string(b)
		if err == nil && d.seen[key] {
			continue
		}
		d.seen[key] = true
		out = append(out, r)
	}
	return out
}

// cascade is a foreign key of table to a parent that cascades on delete
// (or, setNull, sets the reference to NULL).
type cascade struct {
	table    string
	from, to []string
	setNull  bool
}

// cascades lists the tables whose rows a delete from parent removes.
func (s *core) cascades(ctx context.Context, parent string) ([]cascade, error) {
	rows, err := s.q.QueryContext(ctx, `SELECT m.name, f.id, f."from", coalesce(f."to", 'id'), f.on_delete
		FROM sqlite_schema m, pragma_foreign_key_list(m.name) f
		WHERE m.type = 'table' AND f."table" = ? ORDER BY m.name, f.id, f.seq`, parent)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []cascade
	last := ""
	for rows.Next() {
		var table, from, to, onDelete string
		var id int
		if err := rows.Scan(&table, &id, &from, &to, &onDelete); err != nil {
			return nil, err
		}
		if onDelete != "CASCADE" && onDelete != "SET NULL" {
			continue
		}
		key := fmt.Sprint(table, "#", id)
		if key != last {
			out = append(out, cascade{table: table, setNull: onDelete == "SET NULL"})
			last = key
		}
		c := &out[len(out)-1]
		c.from, c.to = append(c.from, `"`+from+`"`), append(c.to, `"`+to+`"`)
	}
	return out, rows.Err()
}

// rowsOf reads every column of the rows a query returns.
func (s *core) rowsOf(ctx context.Context, query string, args []any) ([]map[string]any, error) {
	rows, err := s.q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	var out []map[string]any
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			return nil, err
		}
		m := make(map[string]any, len(cols))
		for i, c := range cols {
			if b, ok := vals[i].([]byte); ok {
				vals[i] = string(b)
			}
			m[c] = vals[i]
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// DeletedRecords implements model.DeletionStore: newest first.
func (s *FileStore) DeletedRecords(ctx context.Context) ([]model.DeletedRecord, error) {
	rows, err := s.q.QueryContext(ctx, "SELECT id, kind, record_id, name, deleted_at FROM deleted_records ORDER BY id DESC")
	if err != nil {
		return nil, mapErr("DeletedRecords", err)
	}
	defer rows.Close()
	var out []model.DeletedRecord
	for rows.Next() {
		var r model.DeletedRecord
		var at string
		if err := rows.Scan(&r.ID, &r.Kind, &r.RecordID, &r.Name, &at); err != nil {
			return nil, mapErr("DeletedRecords", err)
		}
		r.At, _ = time.Parse(time.RFC3339, at)
		out = append(out, r)
	}
	return out, mapErr("DeletedRecords", rows.Err())
}

// RestoreDeleted implements model.DeletionStore: the rows go back with
// their IDs (foreign keys checked at commit) and the record is removed.
func (s *FileStore) RestoreDeleted(ctx context.Context, id int64) (model.DeletedRecord, error) {
	const op = "RestoreDeleted"
	var rec model.DeletedRecord
	err := s.write(ctx, func(c *core) error {
		tx := c
		var js, at string
		err := tx.q.QueryRowContext(ctx, "SELECT id, kind, record_id, name, deleted_at, data FROM deleted_records WHERE id = ?", id).
			Scan(&rec.ID, &rec.Kind, &rec.RecordID, &rec.Name, &at, &js)
		if err != nil {
			return notFound(op, model.Msg("There is no such deleted record (it may have been restored already)."), err)
		}
		rec.At, _ = time.Parse(time.RFC3339, at)
		dec := json.NewDecoder(bytes.NewReader([]byte(js)))
		dec.UseNumber()
		var data deletedData
		if err := dec.Decode(&data); err != nil {
			return mapErr(op, err)
		}
		if _, err := tx.q.ExecContext(ctx, "PRAGMA defer_foreign_keys = ON"); err != nil {
			return mapErr(op, err)
		}
		for _, t := range data.Tables {
			for _, row := range t.Rows {
				if err := tx.insertRow(ctx, t.Table, row, t.Replace); err != nil {
					return mapErr(op, err)
				}
			}
		}
		_, err = tx.q.ExecContext(ctx, "DELETE FROM deleted_records WHERE id = ?", id)
		return mapErr(op, err)
	})
	if model.IsKind(err, model.Invalid) || model.IsKind(err, model.Conflict) {
		err = restoreErr(op, rec, err) // a constraint: something took the record's place
	}
	return rec, err
}

// insertRow inserts one captured row; columns the table no longer has are
// left out.
func (s *core) insertRow(ctx context.Context, table string, row map[string]any, replace bool) error {
	var cols, marks []string
	var args []any
	for c, v := range row {
		cols = append(cols, `"`+c+`"`)
		marks = append(marks, "?")
		if n, ok := v.(json.Number); ok {
			if i, err := n.Int64(); err == nil {
				v = i
			} else if f, err := n.Float64(); err == nil {
				v = f
			}
		}
		args = append(args, v)
	}
	verb := "INSERT"
	if replace {
		verb = "INSERT OR REPLACE"
	}
	_, err := s.q.ExecContext(ctx, fmt.Sprintf("%s INTO %s (%s) VALUES (%s)", verb, table, strings.Join(cols, ", "), strings.Join(marks, ", ")), args...)
	return err
}

func restoreErr(op string, rec model.DeletedRecord, err error) error {
	return model.Errorf(model.Conflict, op, model.Msg("%q cannot be restored: the data changed since it was deleted (such a record exists again, or a club, coach or player it refers to is gone). Remove or bring back what is in the way and try again.", rec.Name), err)
}

// DeleteTournament implements model.SafetyStore: the tournament with its
// registrations, games and everything else of it, recorded first.
func (s *FileStore) DeleteTournament(ctx context.Context, id model.TournamentID) error {
	return s.deleteRecorded(ctx, "DeleteTournament", "tournament", "tournaments", "name", int64(id), model.Msg("The tournament does not exist (it may have been deleted)."))
}

// TournamentVersion implements model.SafetyStore: the change counter of
// migration 0021.
func (s *FileStore) TournamentVersion(ctx context.Context, id model.TournamentID) (int64, error) {
	var v int64
	err := s.q.QueryRowContext(ctx, "SELECT version FROM tournaments WHERE id = ?", id).Scan(&v)
	if err != nil {
		return 0, notFound("TournamentVersion", model.Msg("The tournament does not exist (it may have been deleted)."), err)
	}
	return v, nil
}
