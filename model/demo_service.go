package model

import "context"

// Demo fills a data file with demonstration data for a first look: the
// demo registry, a big seeded tournament and a played 2010 season.
type Demo struct{ core }

// inTx runs fn with a Demo bound to one transaction.
func (s *Demo) inTx(ctx context.Context, fn func(tx *Demo) error) error {
	return s.tx(ctx, func(c core) error { return fn(c.demo()) })
}
