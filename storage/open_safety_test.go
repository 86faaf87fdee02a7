package storage

import (
	"database/sql"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"arbiter/model"
)

// snapshot is every file of a folder with its bytes.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, e := range entries {
		if e.IsDir() {
			out[e.Name()] = "dir"
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		out[e.Name()] = string(b)
	}
	return out
}

func sameSnapshot(t *testing.T, before, after map[string]string) {
	t.Helper()
	for name, b := range before {
		a, ok := after[name]
		switch {
		case !ok:
			t.Errorf("%s was removed", name)
		case a != b:
			t.Errorf("%s changed (%d bytes → %d)", name, len(b), len(a))
		}
	}
	for name := range after {
		if _, ok := before[name]; !ok {
			t.Errorf("%s was created", name)
		}
	}
}

// liveCopy copies path with its -wal and -shm while the database at path is
// open, as a crash or power cut leaves them, to the name to.
func liveCopy(t *testing.T, from, to string) {
	t.Helper()
	for _, suffix := range []string{"", "-wal", "-shm"} {
		b, err := os.ReadFile(from + suffix)
		if err != nil {
			t.Fatalf("read %s%s: %v", from, suffix, err)
		}
		writeBytes(b)(t, to+suffix)
	}
}

// TestRefusedWithJournalStayUntouched: a damaged or alien file with a -wal
// and -shm beside it is refused, and all three stay byte-identical (SQLite
// must not replay or checkpoint the journal).
func TestRefusedWithJournalStayUntouched(t *testing.T) {
	cases := []struct {
		name   string
		make   func(t *testing.T, live string)
		damage func(b []byte) []byte
		says   string
	}{
		{"damaged pages", func(t *testing.T, live string) { filledDB(t, live) }, func(b []byte) []byte {
			for i := 4096 * 2; i < len(b); i++ {
				b[i] = byte(i * 7)
			}
			return b
		}, "пошкоджено"},
		{"truncated", func(t *testing.T, live string) { filledDB(t, live) }, func(b []byte) []byte { return b[:len(b)/2/4096*4096] }, "пошкоджено"},
		{"another program's WAL database", foreignDB("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)"), func(b []byte) []byte { return b }, "іншої програми"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src, dir := t.TempDir(), t.TempDir()
			live := filepath.Join(src, "live.db")
			c.make(t, live)
			db := openRaw(t, live)
			if _, err := db.Exec("PRAGMA journal_mode = WAL"); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Exec("PRAGMA wal_autocheckpoint = 0"); err != nil {
				t.Fatal(err)
			}
			if _, err := db.Exec("CREATE TABLE IF NOT EXISTS extra (x); INSERT INTO extra VALUES (1)"); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, "data.db")
			liveCopy(t, live, path)
			db.Close()
			b, _ := os.ReadFile(path)
			writeBytes(c.damage(b))(t, path)
			before := snapshot(t, dir)
			if len(before["data.db-wal"]) == 0 {
				t.Fatal("the set-up left no -wal journal")
			}
			s, err := openTest(path)
			if err == nil {
				s.Close()
				t.Fatal("Open succeeded, want a refusal")
			}
			if !strings.Contains(model.Message(err, "uk"), c.says) {
				t.Errorf("message %q, want %q", model.Message(err, "uk"), c.says)
			}
			sameSnapshot(t, before, snapshot(t, dir))
		})
	}
}

func TestMissingFolderRefused(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "usb", "turnir.db")
	_, err := Open(path)
	if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), "Чи вставлено USB-флешку") ||
		!strings.Contains(model.Message(err, "uk"), filepath.Join(dir, "usb")) {
		t.Errorf("Open in a missing folder: %v", err)
	}
	if got := dirList(t, dir); got != "" {
		t.Errorf("created %q", got)
	}
}

func TestOpenDefaultCreatesItsFolder(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", filepath.Join(t.TempDir(), "share"))
	s, err := openTestWith(OpenDefault())
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want, _ := DefaultPath()
	if s.Path() != want || len(appliedMigrations(t, s)) == 0 {
		t.Errorf("OpenDefault: %s, %v", s.Path(), appliedMigrations(t, s))
	}
}

// TestNewFileAppearsComplete: a new database is built aside and put in
// place finished; nothing else is left in the folder.
func TestNewFileAppearsComplete(t *testing.T) {
	dir := t.TempDir()
	s := mustOpen(t, filepath.Join(dir, "new.db"))
	s.Close()
	if got := dirList(t, dir); got != "new.db" {
		t.Errorf("folder holds %q", got)
	}
}

func TestReadOnlyFileOpensForViewing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "archive.db")
	filledDB(t, path)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, dir)
	s := mustOpen(t, path)
	ro := s.ReadOnly()
	if ro == nil || !strings.Contains(model.Message(ro, "uk"), "лише для перегляду") {
		t.Fatalf("ReadOnly() = %v", ro)
	}
	ps, err := s.Players(ctx, model.PlayerFilter{})
	if err != nil || len(ps) != 300 {
		t.Errorf("Players: %d, %v", len(ps), err)
	}
	err = s.Tx(ctx, func(tx model.Store) error {
		return tx.CreatePlayer(ctx, &model.Player{Surname: "Нова", Name: "Ні", BirthDate: model.NewDate(2000, 1, 1), Gender: model.Female, Citizenship: "UKR"})
	})
	if err == nil || model.Message(err, "uk") != model.Message(ro, "uk") {
		t.Errorf("a write on a read-only file: %v", err)
	}
	if err := s.CreatePlayer(ctx, &model.Player{Surname: "Нова", Name: "Ні", BirthDate: model.NewDate(2000, 1, 1), Gender: model.Female, Citizenship: "UKR"}); err == nil ||
		!strings.Contains(model.Message(err, "uk"), "захищений від запису") {
		t.Errorf("a write outside Tx on a read-only file: %v", err)
	}
	s.Close()
	sameSnapshot(t, before, snapshot(t, dir))
}

// holdWriteLock begins a write transaction on its own connection and keeps
// it until the test ends.
func holdWriteLock(t *testing.T, path string) {
	t.Helper()
	db := openRaw(t, path)
	db.SetMaxOpenConns(1)
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec("INSERT INTO settlements (name) VALUES ('Writer')"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tx.Rollback(); db.Close() })
}

// TestReadsDoNotWaitForAWriter: while another connection holds the write
// lock, opening an up-to-date file, plain reads and ReadTx all succeed.
func TestReadsDoNotWaitForAWriter(t *testing.T) {
	short(t, 200*time.Millisecond)
	path := filepath.Join(t.TempDir(), "a.db")
	filledDB(t, path)
	holdWriteLock(t, path)
	s, err := openTest(path)
	if err != nil {
		t.Fatalf("Open while another connection writes: %v", err)
	}
	defer s.Close()
	if ps, err := s.Players(ctx, model.PlayerFilter{}); err != nil || len(ps) != 300 {
		t.Errorf("Players: %d, %v", len(ps), err)
	}
	err = s.ReadTx(ctx, func(tx model.Store) error {
		_, err := tx.Clubs(ctx)
		return err
	})
	if err != nil {
		t.Errorf("ReadTx: %v", err)
	}
}

// TestBusyWriteSaysAnotherCopyWrites: a write that cannot get the lock
// within the busy timeout says so.
func TestBusyWriteSaysAnotherCopyWrites(t *testing.T) {
	short(t, 100*time.Millisecond)
	path := filepath.Join(t.TempDir(), "a.db")
	s := mustOpen(t, path)
	defer s.Close()
	holdWriteLock(t, path)
	err := s.Tx(ctx, func(tx model.Store) error { return tx.CreateClub(ctx, &model.Club{Name: "Ладья"}) })
	if !strings.Contains(model.Message(err, "uk"), "Інша копія Арбітра") {
		t.Errorf("busy write: %v", err)
	}
	if clubs, _ := s.Clubs(ctx); len(clubs) != 0 {
		t.Errorf("clubs after the refused write: %v", clubs)
	}
}

// short sets the busy timeout for one test.
func short(t *testing.T, d time.Duration) {
	old := busyTimeout
	busyTimeout = d
	t.Cleanup(func() { busyTimeout = old })
}

// oldSchemaDB makes an Arbiter database with only the first n migrations.
func oldSchemaDB(t *testing.T, path string, n int) {
	t.Helper()
	db := openRaw(t, path+"?_pragma=journal_mode(WAL)&_txlock=immediate")
	s := &core{db: db, q: db, path: path, hooks: &hooks{}}
	ms, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.migrate(ctx, ms[:n]); err != nil {
		t.Fatal(err)
	}
	db.Close()
}

// TestMigrationOnlyWhenDue: an old file is upgraded on open; an up-to-date
// one is opened even while another connection holds the write lock (see
// TestReadsDoNotWaitForAWriter), and an old one then reports the busy file.
func TestMigrationOnlyWhenDue(t *testing.T) {
	short(t, 100*time.Millisecond)
	path := filepath.Join(t.TempDir(), "old.db")
	oldSchemaDB(t, path, 2)
	ms, _ := loadMigrations()
	func() {
		db := openRaw(t, path)
		defer db.Close()
		db.SetMaxOpenConns(1)
		tx, err := db.Begin()
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		if _, err := tx.Exec("INSERT INTO settlements (name) VALUES ('Writer')"); err != nil {
			t.Fatal(err)
		}
		if _, err := Open(path); !strings.Contains(model.Message(err, "uk"), "Інша копія Арбітра") {
			t.Errorf("migration while another connection writes: %v", err)
		}
	}()
	s := mustOpen(t, path)
	defer s.Close()
	if got := appliedMigrations(t, s); len(got) != len(ms) {
		t.Errorf("after the upgrade: %v", got)
	}
}

// openRaw opens a plain SQLite connection pool on path (a URI's query may follow).
func openRaw(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	return db
}
