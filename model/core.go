package model

import (
	"context"
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
