package registry

import (
	"context"

	"arbiter/model"
)

// Service is the use cases of the registry (docs/product.md workflow 2):
// players, clubs, coaches and settlements, their validation and collation,
// and the CSV import. It validates input, enforces the registry rules and
// sorts for display; the Store only persists.
type Service struct {
	app *model.App
}

// New returns the registry service on app (its store and clock; inside
// App.Tx, that transaction's).
func New(app *model.App) *Service { return &Service{app: app} }

// Today returns the current day by the service's clock.
func (s *Service) Today() model.Date { return s.app.Today() }

// inTx runs fn with a Service bound to one transaction.
func (s *Service) inTx(ctx context.Context, fn func(tx *Service) error) error {
	return s.app.Tx(ctx, func(tx *model.App) error { return fn(New(tx)) })
}

// store is the store the service runs on.
func (s *Service) store() model.Store { return s.app.Store() }

func invalid(op string, msg model.Text) error { return model.Errorf(model.Invalid, op, msg, nil) }
