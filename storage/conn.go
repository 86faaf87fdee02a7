package storage

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"time"
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

// dsn builds a SQLite URI for path (escaped, so '?', '#' and '%' in file
// names are safe) with the given query.
func dsn(path, query string) string {
	return "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + query
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
