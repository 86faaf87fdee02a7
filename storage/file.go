package storage

import (
	"context"
	"database/sql"
	"os"
	"sync"

	"arbiter/model"
	"arbiter/storage/backup"
)

// The data file as the GUI sees it (model.FileStore): backups in the
// model's terms, the window claim and the change counter.

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

func modelCopy(c backup.Copy) model.BackupCopy {
	return model.BackupCopy{Path: c.Path, Time: c.Time, Reason: string(c.Reason), Label: c.Reason.Label()}
}

// BackupCopies implements model.FileStore.
func (s *FileStore) BackupCopies() ([]model.BackupCopy, error) {
	copies, err := s.Backups()
	out := make([]model.BackupCopy, len(copies))
	for i, c := range copies {
		out[i] = modelCopy(c)
	}
	return out, err
}

// MakeBackup implements model.FileStore.
func (s *FileStore) MakeBackup(ctx context.Context) (model.BackupCopy, error) {
	c, err := s.Backup(ctx, backup.Manual)
	return modelCopy(c), err
}

// RestoreBackup implements model.FileStore.
func (s *FileStore) RestoreBackup(ctx context.Context, path string) (model.BackupCopy, error) {
	c, err := s.Restore(ctx, path)
	return modelCopy(c), err
}

// ChangedElsewhere implements model.FileStore: PRAGMA data_version on one
// connection kept for it changes when any other connection commits; this
// program's own commits move the mark too (commit), so only another
// copy of Arbiter or arbiter-cli makes it report true. The first call
// sets the mark and reports false.
func (s *FileStore) ChangedElsewhere(ctx context.Context) (bool, error) {
	x := &s.hooks.extras
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.watch == nil {
		c, err := s.db.Conn(ctx)
		if err != nil {
			return false, mapErr("ChangedElsewhere", err)
		}
		x.watch = c
		v, err := x.version(ctx)
		x.seen = v
		return false, mapErr("ChangedElsewhere", err)
	}
	v, err := x.version(ctx)
	if err != nil {
		return false, mapErr("ChangedElsewhere", err)
	}
	changed := v != x.seen || x.pending
	x.seen, x.pending = v, false
	return changed, nil
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
