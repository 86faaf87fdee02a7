package model

import "context"

// Registry is the use cases of the registry (docs/product.md workflow 2):
// players, clubs, coaches and settlements, their validation and collation,
// and the CSV import. It validates input, enforces the registry rules and
// sorts for display; the Store only persists.
type Registry struct{ core }

// Today returns the current day by the Registry's clock.
func (s *Registry) Today() Date { return s.today() }

// inTx runs fn with a Registry bound to one transaction.
func (s *Registry) inTx(ctx context.Context, fn func(tx *Registry) error) error {
	return s.tx(ctx, func(c core) error { return fn(c.registry()) })
}
