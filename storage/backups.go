package storage

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sync"
	"time"

	"modernc.org/sqlite"

	"arbiter/model"
	"arbiter/storage/backup"
)

// now is the clock backups are named by; tests move it.
var now = time.Now

// hooks run around writes: the pre-migration copy and the first change of
// each day. One hooks value is shared by a Store and its Tx-bound copies.
type hooks struct {
	mu      sync.Mutex
	lastDay string // the day of the newest copy known to exist, "2006-01-02"

	extras fileExtras
}

// beforeMigrate makes the copy of an existing file before its schema is
// upgraded; no copy, no upgrade.
func (h *hooks) beforeMigrate(ctx context.Context, s *core) error {
	_, err := s.files().Backup(ctx, backup.Migration)
	return err
}

// beforeWrite makes the day's first copy before the day's first change. A
// failed copy is logged and does not stop the change: the director's work
// in the hall matters more than the copy.
func (h *hooks) beforeWrite(ctx context.Context, s *core) {
	t := now()
	day := t.Local().Format("2006-01-02")
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.lastDay == day {
		return
	}
	copies, err := backup.List(s.path)
	if err == nil && backup.Today(copies, t) {
		h.lastDay = day
		return
	}
	if _, err := backup.Make(ctx, s.pageCopy, s.path, backup.Daily, t); err != nil {
		log.Printf("arbiter: the day's backup copy: %v", err)
		return
	}
	h.lastDay = day
}

// Backup writes a consistent copy of the data file (pageCopy) into the
// backups folder beside it, for reason r, and prunes old copies (see
// package backup). It must not be called inside Tx.
func (s *FileStore) Backup(ctx context.Context, r backup.Reason) (backup.Copy, error) {
	if s.tx != nil {
		return backup.Copy{}, model.Errorf(model.Internal, "Backup", model.Msg("A backup copy cannot be made in the middle of a change."), nil)
	}
	c, err := backup.Make(ctx, s.pageCopy, s.path, r, now())
	if err == nil {
		s.hooks.mu.Lock()
		s.hooks.lastDay = c.Time.Format("2006-01-02")
		s.hooks.mu.Unlock()
	}
	return c, err
}

// Backups lists the copies of the data file, newest first.
func (s *FileStore) Backups() ([]backup.Copy, error) { return backup.List(s.path) }

// Restore replaces the contents of the data file with the copy at file,
// after making a copy of the current state (reason backup.Restore). file is
// checked first like a data file being opened: another program's file, a
// damaged one or one from a newer version is refused and nothing changes;
// so is one whose schema lacks a table, column or index its migrations
// made (checkSchema).
// The copy is written into the open database with SQLite's online backup
// API, so other connections see the restored state; an older copy is then
// upgraded. It returns the copy of the replaced state.
func (s *FileStore) Restore(ctx context.Context, file string) (backup.Copy, error) {
	if s.readOnly != nil {
		return backup.Copy{}, s.readOnly
	}
	abs, err := filepath.Abs(file)
	if err != nil {
		return backup.Copy{}, openErr(file, err)
	}
	if abs == s.path {
		return backup.Copy{}, model.Errorf(model.Invalid, "Restore", model.Msg("%s is the open data file itself; give a backup copy.", abs), nil)
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return backup.Copy{}, model.Errorf(model.NotFound, "Restore", model.Msg("%s does not exist (or cannot be read); nothing was changed.", abs), err)
	}
	_, err = holding(abs, false, func(shared bool) error {
		if fi.IsDir() || fi.Size() == 0 {
			_, err := inspect(ctx, abs, shared)
			return err
		}
		return checkFile(ctx, abs, checkOpts{canWrite: writable(abs, fi), shared: shared, schema: true})
	})
	if err != nil {
		return backup.Copy{}, err
	}
	saved, err := s.Backup(ctx, backup.Restore)
	if err != nil {
		return backup.Copy{}, err
	}
	if err := s.restoreFrom(ctx, abs); err != nil {
		return saved, err
	}
	pending, err := s.pending(ctx)
	if err == nil && len(pending) > 0 {
		err = s.migrate(ctx, pending)
	}
	return saved, err
}

// pageCopy writes a copy of the database into the new file path with
// SQLite's online backup API: every page, read in one read transaction, so
// the copy is one consistent state even while other connections write. It
// takes a third of the work of VACUUM INTO, which rebuilds every table and
// index (docs/pairing-speed.md: a copy is made before every pairing). The new file
// needs no journal: it gets its name only when complete.
func (s *core) pageCopy(ctx context.Context, path string) error {
	return s.onlineBackup(ctx, dsn(path, "_pragma=journal_mode(OFF)&_pragma=synchronous(OFF)"), false)
}

// restoreFrom copies every page of file into the open database.
func (s *core) restoreFrom(ctx context.Context, file string) error {
	err := s.onlineBackup(ctx, dsn(file, "mode=ro"), true)
	if err != nil {
		return model.Errorf(model.Internal, "Restore", model.Msg("Could not restore the data from %s; the data file was left as it was. Try again with the other copies of Arbiter closed.", file), err)
	}
	return nil
}

// onlineBackup copies every page, in one step of SQLite's online backup
// API, from the open database into the database at uri, or with restore
// from it into the open database.
func (s *core) onlineBackup(ctx context.Context, uri string, restore bool) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(dc any) error {
		c, ok := dc.(interface {
			NewBackup(string) (*sqlite.Backup, error)
			NewRestore(string) (*sqlite.Backup, error)
		})
		if !ok {
			return fmt.Errorf("driver %T has no online backup", dc)
		}
		start := c.NewBackup
		if restore {
			start = c.NewRestore
		}
		b, err := start(uri)
		if err != nil {
			return err
		}
		if _, err := b.Step(-1); err != nil {
			b.Finish()
			return err
		}
		return b.Finish()
	})
}

// SaveCopy implements model.SafetyStore: a backup copy for reason. Inside a
// transaction it makes none (the action's own copy was made before it).
func (s *FileStore) SaveCopy(ctx context.Context, reason string) error {
	if s.tx != nil || s.readOnly != nil {
		return nil
	}
	_, err := s.Backup(ctx, backup.Reason(reason))
	return err
}
