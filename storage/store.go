package storage

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"arbiter/model"
)

// ApplicationID is written to the SQLite header (PRAGMA application_id) of
// every Arbiter database: "ARBT" in ASCII. A file with another non-zero
// application ID is not ours and is refused.
const ApplicationID = 0x41524254

// busyTimeout is how long a write waits for another connection's write
// to finish before it gives up with "another copy of Arbiter is writing".
// Tests shorten it.
var busyTimeout = 5 * time.Second

// pragmas are applied by the driver to every new connection (style.md §4.7:
// PRAGMA foreign_keys is per connection). synchronous=FULL makes a
// committed action survive a power cut; _txlock=immediate takes the write
// lock at BEGIN of a writing transaction (Tx) so two writers wait
// (busy_timeout) instead of failing; ReadTx and plain reads are deferred and
// never wait for a writer (WAL).
func pragmas() string {
	return fmt.Sprintf("_pragma=busy_timeout(%d)&_pragma=foreign_keys(1)", busyTimeout.Milliseconds()) +
		"&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_txlock=immediate"
}

// readOnlyPragmas open a file the program may not write: a connection that
// cannot write, immutable (no -wal/-shm created) when no journal is beside
// the file.
func readOnlyPragmas(path string) string {
	q := fmt.Sprintf("mode=ro&_pragma=busy_timeout(%d)&_pragma=foreign_keys(1)&_pragma=query_only(1)", busyTimeout.Milliseconds())
	if _, err := os.Stat(path + "-wal"); err != nil {
		q += "&immutable=1"
	}
	return q
}

// querier is what *sql.DB and *sql.Tx have in common; every query method of
// Store goes through s.q, so the same code runs inside or outside Tx.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	PrepareContext(ctx context.Context, query string) (*sql.Stmt, error)
}

// core is an open Arbiter database, shared by every domain store of it
// (stores.go): the connection pool, the querier of the transaction the
// stores are bound to, and the hooks around writes. A core made by Open is
// safe for concurrent use; one made by write or readTx is bound to that
// transaction and must not outlive it. core has no exported methods, so a
// domain store that embeds it offers only its own.
type core struct {
	db   *sql.DB
	q    querier // db, or the transaction for a Tx-bound Store
	tx   *sql.Tx // non-nil inside Tx
	path string
	// stmts are statements prepared in this transaction (bulk inserts)
	stmts map[string]*sql.Stmt
	// readOnly explains why the file cannot be changed; nil when it can.
	readOnly error
	// hooks run around writes (backups); shared by the Tx-bound copies.
	hooks *hooks
	// eventCopy is the copy made before this transaction's first
	// pairing-integrity event (event_copies.go).
	eventCopy *string
}

// Open opens the Arbiter database at path, or creates it when path does not
// exist but its folder does. Before SQLite touches an existing file it is
// checked read-only (inspect) and refused, left byte-identical with any
// -wal/-shm beside it, when it is empty, not SQLite, another program's
// database, damaged, or has a schema newer than this program knows. A file
// the program may not write is opened read-only (see ReadOnly). Opening
// takes the write lock only when a migration is due. Every refusal is a
// *model.Error whose message names the file and what to do.
func Open(path string) (*DB, error) {
	ctx := context.Background()
	if path == "" {
		return nil, model.Errorf(model.Invalid, "storage.Open", model.Msg("No data file given."), nil)
	}
	if err := checkPlatformPath(path); err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, openErr(path, err)
	}
	staleChecks.Do(removeStaleChecks)
	var state fileState
	release, err := holding(abs, true, func(shared bool) error {
		var ierr error
		state, ierr = inspect(ctx, abs, shared)
		return ierr
	})
	if err != nil {
		return nil, err
	}
	s, err := openChecked(ctx, abs, state)
	if err != nil {
		release()
		return nil, err
	}
	s.hooks.extras.release = release
	return &DB{s}, nil
}

// openChecked opens the file at abs that inspect found in state.
func openChecked(ctx context.Context, abs string, state fileState) (*core, error) {
	switch state {
	case fileMissing:
		if err := create(ctx, abs); err != nil {
			return nil, err
		}
	case fileReadOnly:
		return openReadOnly(ctx, abs)
	}
	db, err := sql.Open("sqlite", dsn(abs, pragmas()))
	if err != nil {
		return nil, openErr(abs, err)
	}
	s := &core{db: db, q: db, path: abs, hooks: &hooks{}}
	if err := s.migrateIfDue(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// OpenDefault opens the default data file (DefaultPath), creating its folder
// on first start: the one place whose folder Open does not require.
func OpenDefault() (*DB, error) {
	path, err := DefaultPath()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, openErr(path, err)
	}
	return Open(path)
}

// dsn builds a SQLite URI for path (escaped, so '?', '#' and '%' in file
// names are safe) with the given query.
func dsn(path, query string) string {
	return "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + query
}

// Path returns the absolute path of the data file.
func (d *DB) Path() string { return d.c.path }

// Close closes the database; after it no store of d may be used.
func (d *DB) Close() error { return d.c.hooks.extras.close(d.c.db) }

// write runs fn in one transaction, committed if fn returns nil and rolled
// back otherwise (also on panic, which is re-raised): the transaction of
// every domain store's Tx. It takes the write lock at BEGIN; reads use
// readTx. Inside a transaction it runs fn in the same one.
func (s *core) write(ctx context.Context, fn func(*core) error) error {
	if s.tx != nil {
		return fn(s)
	}
	if s.readOnly != nil {
		return s.readOnly
	}
	s.hooks.beforeWrite(ctx, s)
	return s.writeTx(ctx, fn)
}

// writeTx is Tx without the hooks (migrations use it).
func (s *core) writeTx(ctx context.Context, fn func(*core) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return mapErr("Tx", err)
	}
	committed := false
	defer func() {
		if !committed {
			tx.Rollback()
		}
	}()
	if err := fn(&core{db: s.db, q: tx, tx: tx, path: s.path, hooks: s.hooks}); err != nil {
		return err
	}
	if err := s.hooks.extras.commit(ctx, tx.Commit); err != nil {
		return mapErr("Tx", err)
	}
	committed = true
	return nil
}

func openErr(path string, err error) error {
	return model.Errorf(model.Internal, "storage.Open", model.Msg("Cannot open the data file %s. Check that it exists and is writable.", path), err)
}

// num scans an INTEGER column into an integer field, NULL as 0, without
// database/sql's detour: it writes an integer scanned into an int as text
// and parses it back, and reaches a named integer type by reflection. A
// tournament's entries and games are thousands of rows (docs/pairing-speed.md).
func num[T ~int | ~int64](p *T) sql.Scanner { return intScanner[T]{p} }

type intScanner[T ~int | ~int64] struct{ p *T }

func (n intScanner[T]) Scan(src any) error {
	switch v := src.(type) {
	case int64:
		*n.p = T(v)
		return nil
	case nil:
		*n.p = 0
		return nil
	}
	return fmt.Errorf("storage: a %T where an integer belongs", src)
}
