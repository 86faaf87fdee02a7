package model

import (
	"context"
	"time"

	"arbiter/model/i18n"
)

// App holds the domain services the GUI and the command-line tool call,
// built once on one Store and one clock (lila's Env): Players (saving a
// player by the registry's rules), Tournaments (set-up, registration,
// results, standings) with StartOrders, Pairings, Knockouts,
// TournamentRatings and TRF beside it, and Backups, FIDE, ByHand and
// EventUndo. The services share the Store and the
// clock, so one action may use several of them inside one transaction. An
// App is safe for concurrent use when its Store is.
type App struct {
	Players     *Players // saving a player by the registry's rules (players.go)
	Tournaments *Tournaments
	Knockouts   *Knockouts // a knockout's bracket, colours and games (knockout_service.go)
	// TournamentRatings: a tournament's rating rule, lines and check (tournament_rating_service.go)
	TournamentRatings *TournamentRatings
	TRF               *TRFFiles    // a tournament's TRF export and import (trf_service.go)
	StartOrders       *StartOrders // the starting numbers and the lot (start_order_service.go)
	Pairings          *Pairings    // pairing, the rounds and the forbidden pairs (pairing_service.go)
	Backups           *Backups     // the data file's backup copies (backups.go)
	FIDE              *FIDE        // FIDE mode and the pairing-integrity log (fide_service.go)
	ByHand            *RoundByHand // a Swiss round built by hand (pairing_byhand.go)
	EventUndo         *EventUndo   // undoing the last pairing-integrity event (event_undo.go)

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

// app returns the services on c.
func (c core) app() *App {
	return &App{Players: c.players(), Tournaments: c.tournaments(), Knockouts: c.knockouts(),
		TournamentRatings: c.tournamentRatings(), TRF: c.trfFiles(),
		StartOrders: c.startOrders(), Pairings: c.pairings(), Backups: c.backups(), FIDE: c.fide(),
		ByHand: c.byHand(), EventUndo: c.eventUndo(), core: c}
}
