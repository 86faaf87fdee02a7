package tournaments

import (
	"context"
	"time"

	"arbiter/model"
)

// core is what every tournament service shares: the App it runs on (inside
// a transaction, that transaction's App) and, read from it, the store, the
// clock and the language of view text.
type core struct {
	app   *model.App
	store model.Store
	now   func() time.Time
	lang  model.Lang
}

// coreOf is the core of the services on a.
func coreOf(a *model.App) core {
	return core{app: a, store: a.Store(), now: a.Now, lang: a.Lang()}
}

// today returns the current day by the clock.
func (c core) today() model.Date { return c.app.Today() }

// tx runs fn with a core bound to one transaction (App.Tx).
func (c core) tx(ctx context.Context, fn func(tx core) error) error {
	return c.app.Tx(ctx, func(tx *model.App) error { return fn(coreOf(tx)) })
}

// readTx runs fn with a core bound to one read transaction (App.ReadTx).
func (c core) readTx(ctx context.Context, fn func(tx core) error) error {
	return c.app.ReadTx(ctx, func(tx *model.App) error { return fn(coreOf(tx)) })
}

// saveCopy asks for a backup copy before a big change (App.SaveCopy).
func (c core) saveCopy(ctx context.Context, reason string) { c.app.SaveCopy(ctx, reason) }

// startCopy starts that copy while the caller reads on (App.StartCopy).
func (c core) startCopy(ctx context.Context, reason string) (wait func()) {
	return c.app.StartCopy(ctx, reason)
}

// players is the App's Players (a tournament's import and registration
// desk create players).
func (c core) players() *model.Players { return c.app.Players }

func invalid(op string, msg model.Text) error { return model.Errorf(model.Invalid, op, msg, nil) }
