package storage

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/storage/backup"
)

// clock fixes the time backups are named by for one test.
func clock(t *testing.T, at time.Time) *time.Time {
	cur := at
	old := now
	now = func() time.Time { return cur }
	t.Cleanup(func() { now = old })
	return &cur
}

func addPlayer(t *testing.T, s *testStore, surname string) model.PlayerID {
	t.Helper()
	p := model.Player{Surname: surname, Name: "Іван", BirthDate: model.NewDate(2010, 3, 4), Gender: model.Male, Citizenship: "UKR"}
	if err := s.Tx(ctx, func(tx model.Store) error { return tx.CreatePlayer(ctx, &p) }); err != nil {
		t.Fatal(err)
	}
	return p.ID
}

func surnames(t *testing.T, s *testStore) string {
	t.Helper()
	ps, err := s.Players(ctx, model.PlayerFilter{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range ps {
		out = append(out, p.Surname)
	}
	return strings.Join(out, ",")
}

func reasons(copies []backup.Copy) string {
	var out []string
	for _, c := range copies {
		out = append(out, string(c.Reason))
	}
	return strings.Join(out, ",")
}

func TestBackupIsAnArbiterCopy(t *testing.T) {
	clock(t, time.Date(2026, 12, 1, 14, 5, 9, 0, time.Local))
	dir := t.TempDir()
	s := mustOpen(t, filepath.Join(dir, "a.db"))
	defer s.Close()
	addPlayer(t, s, "Бондар")
	c, err := s.Backup(ctx, backup.Manual)
	if err != nil {
		t.Fatal(err)
	}
	if c.Path != filepath.Join(dir, "backups", "a-2026-12-01-140509-manual.db") || c.Reason != backup.Manual {
		t.Errorf("copy %+v", c)
	}
	b := mustOpen(t, c.Path)
	defer b.Close()
	if got := surnames(t, b); got != "Бондар" {
		t.Errorf("the copy holds %q", got)
	}
}

// TestDailyBackupOnFirstWriteOfTheDay: the day's first change makes a copy
// of the state before it; later changes that day make none.
func TestDailyBackupOnFirstWriteOfTheDay(t *testing.T) {
	cur := clock(t, time.Date(2026, 12, 1, 9, 0, 0, 0, time.Local))
	dir := t.TempDir()
	s := mustOpen(t, filepath.Join(dir, "a.db"))
	defer s.Close()
	addPlayer(t, s, "Перший")
	addPlayer(t, s, "Другий")
	copies, _ := s.Backups()
	if reasons(copies) != "daily" {
		t.Fatalf("after two changes on one day: %q", reasons(copies))
	}
	*cur = time.Date(2026, 12, 2, 8, 0, 0, 0, time.Local)
	addPlayer(t, s, "Третій")
	copies, _ = s.Backups()
	if reasons(copies) != "daily,daily" {
		t.Fatalf("after a change on the next day: %q", reasons(copies))
	}
	b := mustOpen(t, copies[0].Path)
	defer b.Close()
	if got := surnames(t, b); got != "Перший,Другий" {
		t.Errorf("the second day's copy holds %q (the state before that day's first change)", got)
	}
	// A second Store on the same file (another copy of Arbiter) sees the copy
	// already made today and makes none.
	s2 := mustOpen(t, filepath.Join(dir, "a.db"))
	defer s2.Close()
	addPlayer(t, s2, "Четвертий")
	if copies, _ = s.Backups(); len(copies) != 2 {
		t.Errorf("a second copy of Arbiter made another daily copy: %q", reasons(copies))
	}
}

func TestBackupBeforeMigration(t *testing.T) {
	clock(t, time.Date(2026, 12, 1, 9, 0, 0, 0, time.Local))
	path := filepath.Join(t.TempDir(), "old.db")
	oldSchemaDB(t, path, 2)
	s := mustOpen(t, path)
	defer s.Close()
	copies, _ := s.Backups()
	if reasons(copies) != "migration" {
		t.Fatalf("copies %q", reasons(copies))
	}
	raw := openRaw(t, dsn(copies[0].Path, "mode=ro"))
	defer raw.Close()
	var n int
	if err := raw.QueryRow("SELECT count(*) FROM schema_migrations").Scan(&n); err != nil || n != 2 {
		t.Errorf("the copy has %d migrations (%v), want the 2 from before the upgrade", n, err)
	}
	s.Close()
	s = mustOpen(t, path) // nothing due now: no second copy
	if copies, _ = s.Backups(); len(copies) != 1 {
		t.Errorf("re-open made a copy: %q", reasons(copies))
	}
}

func TestRestore(t *testing.T) {
	cur := clock(t, time.Date(2026, 12, 1, 9, 0, 0, 0, time.Local))
	dir := t.TempDir()
	path := filepath.Join(dir, "a.db")
	s := mustOpen(t, path)
	defer s.Close()
	addPlayer(t, s, "Стара")
	c, err := s.Backup(ctx, backup.Manual)
	if err != nil {
		t.Fatal(err)
	}
	*cur = cur.Add(time.Minute)
	addPlayer(t, s, "Нова")
	other := mustOpen(t, path) // another connection on the file sees the restore too
	defer other.Close()
	saved, err := s.Restore(ctx, c.Path)
	if err != nil {
		t.Fatal(err)
	}
	if got := surnames(t, s); got != "Стара" {
		t.Errorf("after restore: %q", got)
	}
	if got := surnames(t, other); got != "Стара" {
		t.Errorf("another connection after restore: %q", got)
	}
	if saved.Reason != backup.Restore {
		t.Errorf("saved %+v", saved)
	}
	b := mustOpen(t, saved.Path)
	defer b.Close()
	if got := surnames(t, b); got != "Стара,Нова" {
		t.Errorf("the state saved before the restore holds %q", got)
	}
	addPlayer(t, s, "Після") // the restored file is writable as before
}

// TestRestoreRefusesBadFiles: another program's file, a damaged one and a
// newer one are refused; the data file and the backups stay as they were.
func TestRestoreRefusesBadFiles(t *testing.T) {
	clock(t, time.Date(2026, 12, 1, 9, 0, 0, 0, time.Local))
	cases := []refusal{
		{"text file", writeBytes([]byte("surname,name\n")), model.Invalid, "не файл SQLite"},
		{"empty file", writeBytes(nil), model.Invalid, "порожній"},
		{"foreign SQLite", foreignDB("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"), model.Invalid, "іншої програми"},
		{"newer schema", makeNewerSchema, model.Unsupported, "новішою версією"},
		{"damaged", corruptPages, model.Invalid, "пошкоджено"},
		{"missing", func(*testing.T, string) {}, model.NotFound, "немає"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "a.db")
			s := mustOpen(t, path)
			defer s.Close()
			addPlayer(t, s, "Поточна")
			bad := filepath.Join(t.TempDir(), "bad.db")
			c.make(t, bad)
			before := snapshot(t, filepath.Join(dir, "backups"))
			data, _ := os.ReadFile(path)
			_, err := s.Restore(ctx, bad)
			if model.KindOf(err) != c.kind || !strings.Contains(model.Message(err, "uk"), c.says) {
				t.Errorf("Restore: %v; want %s mentioning %q", err, c.kind, c.says)
			}
			if got := surnames(t, s); got != "Поточна" {
				t.Errorf("data after the refusal: %q", got)
			}
			if after, _ := os.ReadFile(path); string(after) != string(data) {
				t.Error("the data file changed")
			}
			sameSnapshot(t, before, snapshot(t, filepath.Join(dir, "backups")))
		})
	}
}

// TestRestoreRefusesAnIncompleteSchema: a copy that opens as an Arbiter
// file but lacks a table, a column or an index its migrations made is
// refused with a message naming what is missing, and nothing changes.
func TestRestoreRefusesAnIncompleteSchema(t *testing.T) {
	clock(t, time.Date(2026, 12, 1, 9, 0, 0, 0, time.Local))
	cases := []struct {
		name, sql string
		says      []string
	}{
		{"table dropped", "DROP TABLE tournament_judges", []string{"table tournament_judges"}},
		{"two tables dropped", "DROP TABLE tournament_judges; DROP TABLE team_ranking", []string{"table team_ranking", "table tournament_judges"}},
		{"index dropped", "DROP INDEX players_surname", []string{"index players_surname ON players (surname"}},
		{"column dropped", "ALTER TABLE players DROP COLUMN occupation", []string{"column players.occupation TEXT"}},
		{"migration row deleted", "DELETE FROM schema_migrations WHERE version = 25", []string{"migration 0025_teams.sql"}},
		{"user_version set", "PRAGMA user_version = 7", []string{"user_version 0"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "a.db")
			s := mustOpen(t, path)
			defer s.Close()
			addPlayer(t, s, "Поточна")
			good, err := s.Backup(ctx, backup.Manual)
			if err != nil {
				t.Fatal(err)
			}
			bad := filepath.Join(t.TempDir(), "bad.db")
			b, _ := os.ReadFile(good.Path)
			writeBytes(b)(t, bad)
			db := openRaw(t, bad)
			if _, err := db.Exec(c.sql); err != nil {
				t.Fatal(err)
			}
			db.Close()
			before := snapshot(t, filepath.Join(dir, "backups"))
			data, _ := os.ReadFile(path)
			_, err = s.Restore(ctx, bad)
			msg := model.Message(err, "uk")
			if model.KindOf(err) != model.Invalid || !strings.Contains(msg, "не цілий файл даних Арбітра") {
				t.Errorf("Restore: %v; want an Invalid refusal", err)
			}
			for _, want := range c.says {
				if !strings.Contains(msg, want) {
					t.Errorf("message %q does not name %q", msg, want)
				}
			}
			if c.name == "table dropped" && strings.Contains(msg, "column tournament_judges") {
				t.Errorf("message %q names the columns of a table missing whole", msg)
			}
			if got := surnames(t, s); got != "Поточна" {
				t.Errorf("data after the refusal: %q", got)
			}
			if after, _ := os.ReadFile(path); string(after) != string(data) {
				t.Error("the data file changed")
			}
			sameSnapshot(t, before, snapshot(t, filepath.Join(dir, "backups")))
		})
	}
}
