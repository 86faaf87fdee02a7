package model

import "context"

// Seasons is the use cases of the season championship (docs/product.md
// workflow 8, docs/season.md): seasons, the calendar, the rules, the tables and
// the main declarations.
type Seasons struct{ core }

// inTx runs fn with Seasons bound to one transaction.
func (s *Seasons) inTx(ctx context.Context, fn func(tx *Seasons) error) error {
	return s.tx(ctx, func(c core) error { return fn(c.seasons()) })
}
