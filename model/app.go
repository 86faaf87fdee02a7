package model

import (
	"context"
	"time"

	"arbiter/model/i18n"
)

// App is the shared core the GUI, the command-line tool and every domain
// package run on, built once on one Store and one clock (lila's Env): the
// store, the clock and the language of view text (Store, Now, Today,
// Lang), one transaction over all of them (Tx, ReadTx), and the services
// of model's root: Players (saving a player by the registry's rules),
// Backups, Personal and the deleted records. The tournament domain's
// services are model/tournaments', built on an App by tournaments.New
// (inside Tx, on the transaction's App); model/datafile.Services holds
// both. An App is safe for concurrent use when its Store is.
type App struct {
	Players *Players // saving a player by the registry's rules (players.go)
	Backups *Backups // the data file's backup copies (backups.go)

	core core
}

// Option configures an App.
type Option func(*core)

// WithLanguage sets the language of the text the App's views carry (the
// explanations, labels and warnings it builds as strings); errors carry
// their message as a Text, which the caller renders (Message). The default
// is Ukrainian. There is no process-wide language: two Apps in two
// languages may run side by side.
func WithLanguage(l Lang) Option { return func(c *core) { c.lang = l } }

// WithClock makes the App read "today" from now (tests use a fixed day).
func WithClock(now func() time.Time) Option { return func(c *core) { c.now = now } }

// NewApp returns the App on store using the system clock.
func NewApp(store Store, opts ...Option) *App {
	c := core{store: store, now: time.Now, lang: i18n.Uk}
	for _, o := range opts {
		o(&c)
	}
	return c.app()
}

// Lang returns the App's language (WithLanguage).
func (a *App) Lang() Lang { return a.core.lang }

// Now returns the current time by the App's clock (WithClock); the
// services of model's sibling packages (model/closing, model/ratings) run
// on it too (model/datafile).
func (a *App) Now() time.Time { return a.core.now() }

// Store returns the store the App runs on (inside Tx, that
// transaction's), for the services of model's sibling packages built on an
// App (model/demo, model/playoffs); the programs call services, not the
// store.
func (a *App) Store() Store { return a.core.store }

// Today returns the current day by the App's clock.
func (a *App) Today() Date { return a.core.today() }

// Tx runs fn with an App bound to one store transaction: everything fn
// does through that App is kept only if fn returns nil. Use it for
// multi-step actions (an import, filling a demo registry).
func (a *App) Tx(ctx context.Context, fn func(tx *App) error) error {
	return a.core.tx(ctx, func(c core) error { return fn(c.app()) })
}

// ReadTx runs fn with an App bound to one read transaction (Store.ReadTx):
// one consistent state, no write lock, for reads that span several
// queries (the season tables).
func (a *App) ReadTx(ctx context.Context, fn func(tx *App) error) error {
	return a.core.readTx(ctx, func(c core) error { return fn(c.app()) })
}

// SaveCopy asks the store for a backup copy before a big change (reason:
// BackupBeforePairing, BackupBeforeFinish); a failed copy is logged and
// does not stop the change. The tournament services call it.
func (a *App) SaveCopy(ctx context.Context, reason string) { a.core.saveCopy(ctx, reason) }

// StartCopy makes that copy while the caller goes on reading and returns a
// function that waits for it; the caller waits before it writes, so the
// copy holds the state before the change.
func (a *App) StartCopy(ctx context.Context, reason string) (wait func()) {
	return a.core.startCopy(ctx, reason)
}

// The recycle bin and the data file's state, as the screens ask the App
// for them (the store's side: SafetyStore and FileStore, safety.go).

// DeletedRecords lists the deletions that can be undone, newest first.
func (a *App) DeletedRecords(ctx context.Context) ([]DeletedRecord, error) {
	return a.core.store.DeletedRecords(ctx)
}

// RestoreDeleted brings a deleted player, club, coach or tournament back.
func (a *App) RestoreDeleted(ctx context.Context, id int64) (DeletedRecord, error) {
	return a.core.store.RestoreDeleted(ctx, id)
}

// ReadOnly is nil when the data file can be changed, or says why not.
func (a *App) ReadOnly() error { return a.core.store.ReadOnly() }

// ClaimWindow: see FileStore.
func (a *App) ClaimWindow() bool { return a.core.store.ClaimWindow() }

// ChangedElsewhere: see FileStore.
func (a *App) ChangedElsewhere(ctx context.Context) (bool, error) {
	return a.core.store.ChangedElsewhere(ctx)
}

// app returns the services on c.
func (c core) app() *App {
	return &App{Players: c.players(), Backups: c.backups(), core: c}
}
