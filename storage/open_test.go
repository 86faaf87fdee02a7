package storage

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/diplomas"
	"arbiter/model/ratings"
	"arbiter/model/teams"
)

var ctx = context.Background()

func mustOpen(t *testing.T, path string) *testStore {
	t.Helper()
	d, err := Open(path)
	if err != nil {
		t.Fatalf("Open(%s): %v", path, err)
	}
	return wholeFile(d)
}

// testStore gives a test the model root's stores of one open file
// (modelStore) and, through its methods, the other domain stores: the
// tests read and write across domains as the services do.
type testStore struct {
	*core
	modelStore
	file *DB
}

func wholeFile(d *DB) *testStore { return &testStore{d.c, newModelStore(d.c), d} }

// openTest is Open for a test that reads and writes across domains.
func openTest(path string) (*testStore, error) { return openTestWith(Open(path)) }

func openTestWith(d *DB, err error) (*testStore, error) {
	if err != nil {
		return nil, err
	}
	return wholeFile(d), nil
}

func (s *testStore) Close() error { return s.file.Close() }
func (s *testStore) Path() string { return s.file.Path() }
func (s *testStore) RatingsTx(ctx context.Context, fn func(ratings.Store) error) error {
	return s.file.Ratings().RatingsTx(ctx, fn)
}
func (s *testStore) TeamTx(ctx context.Context, fn func(teams.Tx) error) error {
	return s.file.Teams().TeamTx(ctx, fn)
}
func (s *testStore) ClosingTx(ctx context.Context, fn func(closing.Tx) error) error {
	return s.file.Closing().ClosingTx(ctx, fn)
}
func (s *testStore) DiplomaTx(ctx context.Context, fn func(diplomas.Tx) error) error {
	return s.file.Diplomas().DiplomaTx(ctx, fn)
}

func TestMigrationsOnEmptyDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter.db")
	s := mustOpen(t, path)
	ms, err := loadMigrations()
	if err != nil || len(ms) == 0 {
		t.Fatalf("loadMigrations: %d, %v", len(ms), err)
	}
	applied := appliedMigrations(t, s)
	if len(applied) != len(ms) {
		t.Fatalf("applied %v, want %d migrations", applied, len(ms))
	}
	for _, m := range ms {
		if applied[m.version] == "" {
			t.Errorf("migration %s not recorded", m.name)
		}
	}
	for _, table := range []string{"settlements", "clubs", "coaches", "players"} {
		var n int
		if err := s.db.QueryRow("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?", table).Scan(&n); err != nil || n != 1 {
			t.Errorf("table %s: %d, %v", table, n, err)
		}
	}
	var appID uint32
	if err := s.db.QueryRow("PRAGMA application_id").Scan(&appID); err != nil || appID != ApplicationID {
		t.Errorf("application_id %#x, %v", appID, err)
	}
	s.Close()

	again := mustOpen(t, path)
	defer again.Close()
	if got := appliedMigrations(t, again); !equalMaps(got, applied) {
		t.Errorf("re-open changed schema_migrations: %v, was %v", got, applied)
	}
}

func appliedMigrations(t *testing.T, s *testStore) map[int]string {
	t.Helper()
	rows, err := s.db.Query("SELECT version, name || ' ' || applied_at FROM schema_migrations")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[int]string{}
	for rows.Next() {
		var v int
		var s string
		if err := rows.Scan(&v, &s); err != nil {
			t.Fatal(err)
		}
		out[v] = s
	}
	return out
}

func equalMaps(a, b map[int]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestMigrationFileNames(t *testing.T) {
	ms, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	if ms[0].name != "0001_registry.sql" || latestVersion() != ms[len(ms)-1].version {
		t.Errorf("first %s, latest %d", ms[0].name, latestVersion())
	}
	for i := 1; i < len(ms); i++ {
		if ms[i].version <= ms[i-1].version {
			t.Errorf("%s after %s", ms[i].name, ms[i-1].name)
		}
	}
}

// TestPragmasOnEveryConnection holds several connections open at once, so
// the pool must create new ones, and checks each has the pragmas.
func TestPragmasOnEveryConnection(t *testing.T) {
	s := mustOpen(t, filepath.Join(t.TempDir(), "a.db"))
	defer s.Close()
	var conns []*sql.Conn
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for i := 0; i < 3; i++ {
		c, err := s.db.Conn(ctx)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
		for pragma, want := range map[string]string{"journal_mode": "wal", "foreign_keys": "1", "synchronous": "2", "busy_timeout": "5000"} {
			var got string
			if err := c.QueryRowContext(ctx, "PRAGMA "+pragma).Scan(&got); err != nil || got != want {
				t.Errorf("connection %d: PRAGMA %s = %q, %v; want %q", i, pragma, got, err, want)
			}
		}
	}
}

// refusal is one kind of file Open must refuse without touching it.
type refusal struct {
	name string
	make func(t *testing.T, path string)
	kind model.Kind
	says string // part of the Ukrainian message
}

func TestRefusedFilesStayByteIdentical(t *testing.T) {
	cases := []refusal{
		{"zero-length file", writeBytes(nil), model.Invalid, "порожній (0 байтів)"},
		{"another program's empty SQLite", foreignDB("CREATE TABLE t (x)", "DROP TABLE t"), model.Invalid, "порожня база даних SQLite"},
		{"our application_id, no Arbiter tables", foreignDB(fmt.Sprintf("PRAGMA application_id = %d", ApplicationID), "CREATE TABLE schema_migrations (version INTEGER)"), model.Invalid, "іншої програми"},
		{"random bytes", writeRandom(5000), model.Invalid, "не файл SQLite"},
		{"text file", writeBytes([]byte("surname,name\nКоваль,Іван\n")), model.Invalid, "не файл SQLite"},
		{"short SQLite header", writeBytes([]byte("SQLite format 3\x00abc")), model.Invalid, "не файл SQLite"},
		{"foreign SQLite", foreignDB("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"), model.Invalid, "іншої програми"},
		{"foreign SQLite with schema_migrations", foreignDB("CREATE TABLE schema_migrations (version INTEGER, dirty INTEGER)"), model.Invalid, "іншої програми"},
		{"foreign application_id", foreignDB("PRAGMA application_id = 1234", "CREATE TABLE t (x)"), model.Invalid, "іншої програми"},
		{"foreign WAL database", foreignDB("PRAGMA journal_mode = WAL", "CREATE TABLE t (x)"), model.Invalid, "іншої програми"},
		{"newer schema", makeNewerSchema, model.Unsupported, "новішою версією"},
		{"truncated", truncated, model.Invalid, "пошкоджено"},
		{"corrupt pages", corruptPages, model.Invalid, "пошкоджено"},
		{"bad page size", badPageSize, model.Invalid, "пошкоджено"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "data.db")
			c.make(t, path)
			before, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			filesBefore := dirList(t, dir)
			s, err := openTest(path)
			if err == nil {
				s.Close()
				t.Fatal("Open succeeded, want a refusal")
			}
			if model.KindOf(err) != c.kind || !strings.Contains(model.Message(err, "uk"), c.says) {
				t.Errorf("err %v: kind %q, message %q; want %q mentioning %q", err, model.KindOf(err), model.Message(err, "uk"), c.kind, c.says)
			}
			if msg := strings.ToLower(strings.ReplaceAll(model.Message(err, "uk"), path, "")); strings.Contains(msg, "sqlite_") || strings.Contains(msg, "constraint") {
				t.Errorf("message leaks driver text: %q", msg)
			}
			after, err := os.ReadFile(path)
			if err != nil || !bytes.Equal(before, after) {
				t.Errorf("file changed (%d bytes → %d, %v)", len(before), len(after), err)
			}
			if got := dirList(t, dir); got != filesBefore {
				t.Errorf("directory changed: %s → %s", filesBefore, got)
			}
		})
	}
}

func TestRefusesDirectory(t *testing.T) {
	_, err := Open(t.TempDir())
	if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), "тека") {
		t.Errorf("Open(directory): %v", err)
	}
	if _, err := Open(""); !model.IsKind(err, model.Invalid) {
		t.Errorf("Open(\"\"): %v", err)
	}
}

func dirList(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return strings.Join(names, ",")
}

func writeBytes(b []byte) func(*testing.T, string) {
	return func(t *testing.T, path string) {
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func writeRandom(n int) func(*testing.T, string) {
	return func(t *testing.T, path string) {
		r := rand.New(rand.NewPCG(1, 2))
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(r.UintN(256))
		}
		writeBytes(b)(t, path)
	}
}

// foreignDB makes an SQLite database as another program would.
func foreignDB(stmts ...string) func(*testing.T, string) {
	return func(t *testing.T, path string) {
		db, err := sql.Open("sqlite", path)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		for _, s := range stmts {
			if _, err := db.Exec(s); err != nil {
				t.Fatalf("%s: %v", s, err)
			}
		}
	}
}

// filledDB makes an Arbiter database with enough players for several pages.
func filledDB(t *testing.T, path string) {
	s := mustOpen(t, path)
	defer s.Close()
	err := s.Tx(ctx, func(tx model.Store) error {
		for i := 0; i < 300; i++ {
			p := model.Player{Surname: "Коваленко", Name: "Іван", BirthDate: model.NewDate(2000, 1, 1+i%28),
				Gender: model.Male, Citizenship: "UKR", Occupation: strings.Repeat("шахіст ", 10)}
			if err := tx.CreatePlayer(ctx, &p); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func makeNewerSchema(t *testing.T, path string) {
	filledDB(t, path)
	foreignDB("INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, '9999_future.sql', 'x')")(t, path)
}

func truncated(t *testing.T, path string) {
	filledDB(t, path)
	b, _ := os.ReadFile(path)
	writeBytes(b[:len(b)/2/4096*4096])(t, path)
}

func corruptPages(t *testing.T, path string) {
	filledDB(t, path)
	b, _ := os.ReadFile(path)
	for i := 4096 * 2; i < len(b); i++ {
		b[i] = byte(i * 7)
	}
	writeBytes(b)(t, path)
}

func badPageSize(t *testing.T, path string) {
	filledDB(t, path)
	b, _ := os.ReadFile(path)
	b[16], b[17] = 0x03, 0x00 // 768: not a power of two
	writeBytes(b)(t, path)
}

// TestOpenAfterCrashKeepsJournal copies the file and its -wal journal while
// the database is open, as a power cut would leave them, and opens the copy:
// the committed player must be there.
func TestOpenAfterCrashKeepsJournal(t *testing.T) {
	dir := t.TempDir()
	s := mustOpen(t, filepath.Join(dir, "live.db"))
	defer s.Close()
	p := model.Player{Surname: "Стефаник", Name: "Ольга", BirthDate: model.NewDate(1990, 5, 5), Gender: model.Female, Citizenship: "UKR"}
	if err := s.CreatePlayer(ctx, &p); err != nil {
		t.Fatal(err)
	}
	for _, suffix := range []string{"", "-wal"} {
		b, err := os.ReadFile(filepath.Join(dir, "live.db"+suffix))
		if err != nil {
			t.Fatalf("read live.db%s: %v", suffix, err)
		}
		writeBytes(b)(t, filepath.Join(dir, "crashed.db"+suffix))
	}
	c := mustOpen(t, filepath.Join(dir, "crashed.db"))
	defer c.Close()
	if got, err := c.Player(ctx, p.ID); err != nil || got.Surname != "Стефаник" {
		t.Errorf("after crash: %+v, %v", got, err)
	}
}

// TestOpenPathWithSpecialCharacters: the path goes into a SQLite URI, so
// spaces, '?', '#', '%' and Cyrillic must be escaped correctly.
func TestOpenPathWithSpecialCharacters(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Турніри 2026 #1 ?50%")
	path := filepath.Join(dir, "реєстр академії.db")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s := mustOpen(t, path)
	p := model.Player{Surname: "Яковенко", Name: "Ганна", BirthDate: model.NewDate(2011, 7, 7), Gender: model.Female, Citizenship: "UKR"}
	if err := s.CreatePlayer(ctx, &p); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if got := dirList(t, dir); got != "реєстр академії.db" {
		t.Errorf("files in %s: %q", dir, got)
	}
	s = mustOpen(t, path)
	defer s.Close()
	if _, err := s.Player(ctx, p.ID); err != nil {
		t.Errorf("re-open: %v", err)
	}
}
