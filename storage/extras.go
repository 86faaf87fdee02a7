package storage

import (
	"context"
	"database/sql"
	"os"
	"sync"
)

// fileExtras is shared by a Store and its transaction-bound copies.
type fileExtras struct {
	mu    sync.Mutex
	watch *sql.Conn // the connection PRAGMA data_version is read on
	seen  int64     // data_version at the last look or own commit
	// pending: another copy's change was seen just before an own commit
	// moved the mark past it; the next look reports it.
	pending bool
	claim   *os.File // held open (and flock-ed) while a window shows the file
	// release ends this Store's count in inUse, after SQLite closed.
	release func()
}

func (x *fileExtras) version(ctx context.Context) (int64, error) {
	var v int64
	err := x.watch.QueryRowContext(ctx, "PRAGMA data_version").Scan(&v)
	return v, err
}

// commit runs an own commit with the mark held, so that a look cannot fall
// between the commit and the mark moving past it (which would report this
// program's change as another copy's), and a change by another copy made
// before the commit is still reported (pending).
func (x *fileExtras) commit(ctx context.Context, commit func() error) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.watch != nil {
		if v, err := x.version(ctx); err == nil && v != x.seen {
			x.pending = true
		}
	}
	if err := commit(); err != nil {
		return err
	}
	if x.watch != nil {
		if v, err := x.version(ctx); err == nil {
			x.seen = v
		}
	}
	return nil
}

// closeExtras releases the watch connection (before the pool closes) and,
// after it, the window claim.
func (x *fileExtras) close(db *sql.DB) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.watch != nil {
		x.watch.Close()
		x.watch = nil
	}
	err := db.Close()
	if x.release != nil {
		x.release()
	}
	if x.claim != nil {
		x.claim.Close() // only after SQLite closed: closing a descriptor drops the process's POSIX locks
		x.claim = nil
	}
	return err
}
