package model

import (
	"context"
	"time"
)

// Service is the set of use cases the GUI and the command-line tool call.
// It validates input, enforces the registry rules and sorts for display; the
// Store only persists. A Service is safe for concurrent use when its Store is.
type Service struct {
	store Store
	now   func() time.Time
}

// Option configures a Service.
type Option func(*Service)

// WithClock makes the Service read "today" from now (tests use a fixed day).
func WithClock(now func() time.Time) Option { return func(s *Service) { s.now = now } }

// NewService returns a Service on store using the system clock.
func NewService(store Store, opts ...Option) *Service {
	s := &Service{store: store, now: time.Now}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Today returns the current day by the Service's clock.
func (s *Service) Today() Date { return DateOf(s.now()) }

// Store returns the Service's store (for the transaction helper and for
// features built on the same store).
func (s *Service) Store() Store { return s.store }

// inTx runs fn with a Service bound to one transaction.
func (s *Service) inTx(ctx context.Context, fn func(tx *Service) error) error {
	return s.store.Tx(ctx, func(st Store) error {
		return fn(&Service{store: st, now: s.now})
	})
}

// Tx runs fn with a Service bound to one store transaction: everything fn
// does through that Service is kept only if fn returns nil. Use it for
// multi-step actions (an import, filling a demo registry).
func (s *Service) Tx(ctx context.Context, fn func(tx *Service) error) error {
	return s.inTx(ctx, fn)
}
