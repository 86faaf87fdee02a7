package demo

import (
	"context"

	"arbiter/model"
)

// Service fills a data file with demonstration data for a first look: the
// demo registry, a big seeded tournament and a played 2010 season.
type Service struct {
	app *model.App
}

// New returns the demo service on app (built on app's store, clock and
// language).
func New(app *model.App) *Service { return &Service{app: app} }

// inTx runs fn with a Service bound to one transaction.
func (s *Service) inTx(ctx context.Context, fn func(tx *Service) error) error {
	return s.app.Tx(ctx, func(tx *model.App) error { return fn(New(tx)) })
}
