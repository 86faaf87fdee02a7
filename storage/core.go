package storage

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"sync"
	"time"

	"modernc.org/sqlite"

	"arbiter/storage/backup"
)

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

// readTx runs fn in one deferred, read-only transaction: fn sees one
// consistent state of the file, and neither waits for a writer nor makes
// one wait (WAL). Writes inside fn fail.
func (s *core) readTx(ctx context.Context, fn func(*core) error) error {
	if s.tx != nil {
		return fn(s)
	}
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return mapErr("ReadTx", err)
	}
	defer tx.Rollback()
	return fn(&core{db: s.db, q: tx, tx: tx, path: s.path, hooks: s.hooks, readOnly: s.readOnly})
}

// now is the clock backups are named by; tests move it.
var now = time.Now

// hooks run around writes: the pre-migration copy and the first change of
// each day. One hooks value is shared by a Store and its Tx-bound copies.
type hooks struct {
	mu      sync.Mutex
	lastDay string // the day of the newest copy known to exist, "2006-01-02"

	extras fileExtras
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

// pageCopy writes a copy of the database into the new file path with
// SQLite's online backup API: every page, read in one read transaction, so
// the copy is one consistent state even while other connections write. It
// takes a third of the work of VACUUM INTO, which rebuilds every table and
// index (docs/pairing-speed.md: a copy is made before every pairing). The new file
// needs no journal: it gets its name only when complete.
func (s *core) pageCopy(ctx context.Context, path string) error {
	return s.onlineBackup(ctx, dsn(path, "_pragma=journal_mode(OFF)&_pragma=synchronous(OFF)"), false)
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
