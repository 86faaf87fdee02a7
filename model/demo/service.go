package demo

import (
	"context"

	"arbiter/model"
	"arbiter/model/tournaments"
)

// Service fills a data file with demonstration data for a first look: the
// demo registry, a big seeded tournament and a played 2010 season.
type Service struct {
	app   *model.App
	tours *tournaments.Services // the tournaments of app
}

// New returns the demo service on app (built on app's store, clock and
// language); tours are the tournament services on the same App
// (tournaments.New(app)).
func New(app *model.App, tours *tournaments.Services) *Service {
	return &Service{app: app, tours: tours}
}

// inTx runs fn with a Service bound to one transaction.
func (s *Service) inTx(ctx context.Context, fn func(tx *Service) error) error {
	return s.app.Tx(ctx, func(tx *model.App) error { return fn(New(tx, tournaments.New(tx))) })
}
