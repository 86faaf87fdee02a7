package model

import (
	"context"
	"log"
	"time"
)

// core is what every domain service shares: the Store (the whole data file,
// or one transaction of it), the clock and the language of view text.
type core struct {
	store Store
	now   func() time.Time
	lang  Lang
}

// today returns the current day by the clock.
func (c core) today() Date { return DateOf(c.now()) }

// tx runs fn with a core bound to one transaction.
func (c core) tx(ctx context.Context, fn func(tx core) error) error {
	return c.store.Tx(ctx, func(st Store) error {
		return fn(core{store: st, now: c.now, lang: c.lang})
	})
}

// readTx runs fn with a core bound to one read transaction: one
// consistent state, no write lock (Store.ReadTx).
func (c core) readTx(ctx context.Context, fn func(tx core) error) error {
	return c.store.ReadTx(ctx, func(st Store) error {
		return fn(core{store: st, now: c.now, lang: c.lang})
	})
}

// Backup reasons the App asks the store for (storage/backup names).
const (
	BackupBeforePairing = "pairing"
	BackupBeforeFinish  = "finish"
)

// saveCopy asks the store for a backup copy before a big change. A failed
// copy is logged and does not stop the change.
func (c core) saveCopy(ctx context.Context, reason string) {
	if err := c.store.SaveCopy(ctx, reason); err != nil {
		log.Printf("arbiter: backup copy (%s): %v", reason, err)
	}
}

// startCopy makes the backup copy for reason (as saveCopy) while the
// caller goes on reading, and returns a function that waits for it. A copy
// holds the data file as it was when the copy began, so the caller must
// wait before it writes: the copy then holds the state before the change.
// The copy is made even when ctx is cancelled meanwhile. wait may be called
// any number of times.
func (c core) startCopy(ctx context.Context, reason string) (wait func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		c.saveCopy(context.WithoutCancel(ctx), reason)
	}()
	return func() { <-done }
}
