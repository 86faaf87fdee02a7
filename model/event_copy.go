package model

import (
	"arbiter/model/fide"
	"context"
)

// EventCopyStore keeps with each pairing-integrity event the name of the
// backup copy made just before the transaction that logged it (storage:
// migration 0048).
type EventCopyStore interface {
	// LastIntegrityEvent is tournament id's newest event and the file
	// name of the copy made before it ("" when none could be made); ok is
	// false when the tournament has no events.
	LastIntegrityEvent(ctx context.Context, id TournamentID) (e fide.Event, copyName string, ok bool, err error)
}

// UndoPlan is what undoing the last event does: the event, the copy put
// back and what is lost (the event first).
type UndoPlan struct {
	Event fide.Event
	Copy  BackupCopy
	Lost  []Text
}
