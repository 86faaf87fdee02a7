package storage

import (
	"context"
	"database/sql"
	"errors"
	"log"
	"path/filepath"

	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/storage/backup"
)

// The copy of the data file before a pairing-integrity event (FIDE C.02,
// VCL4THP.13 Q114; model/tournaments/event_undo.go, migration 0048). The first event
// a transaction logs makes a backup copy (reason backup.Event) of the
// state the transaction started from: the copy is read on a connection
// of its own, and in WAL mode that connection sees the last committed
// state, not this transaction's uncommitted writes (the write lock this
// transaction holds keeps anyone else from committing meanwhile). Every
// event of the transaction keeps the copy's file name. A failed copy is
// logged and does not stop the change (as the day's copy, core.go);
// its events keep no name and cannot be undone in one step.

// copyBeforeEvent returns the file name of the copy made before this
// transaction, making it on the first call; "" outside a transaction, on
// a read-only file or when the copy failed.
func (s *core) copyBeforeEvent(ctx context.Context) string {
	if s.tx == nil || s.readOnly != nil {
		return ""
	}
	if s.eventCopy != nil {
		return *s.eventCopy
	}
	name := ""
	c, err := backup.Make(ctx, s.pageCopy, s.path, backup.Event, now())
	if err != nil {
		log.Printf("arbiter: backup copy before a pairing-integrity event: %v", err)
	} else {
		name = filepath.Base(c.Path)
	}
	s.eventCopy = &name
	return name
}

// LastIntegrityEvent implements model.EventCopyStore.
func (s *FIDEStore) LastIntegrityEvent(ctx context.Context, id model.TournamentID) (fide.Event, string, bool, error) {
	var e fide.Event
	var at, kind, name string
	err := s.q.QueryRowContext(ctx, `SELECT round, at, kind, detail, backup FROM tournament_events
		WHERE tournament_id = ? ORDER BY id DESC LIMIT 1`, id).Scan(&e.Round, &at, &kind, &e.Text, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return e, "", false, nil
	}
	if err != nil {
		return e, "", false, mapErr("LastIntegrityEvent", err)
	}
	e.At, e.Kind = parseUTC(at), fide.Kind(kind)
	return e, name, true, nil
}
