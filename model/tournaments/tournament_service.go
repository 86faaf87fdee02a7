package tournaments

import (
	"context"

	"arbiter/model"
)

// Tournaments is the use cases of a tournament (docs/product.md workflows 1,
// 3–7): set-up, the registration desk, results, standings and their
// explanations, finishing and the audit. The services split from it run on
// the same core: StartOrders (the starting numbers), Pairings (the rounds),
// Knockouts (a knockout's bracket), TournamentRatings and TRFFiles.
type Tournaments struct{ core }

// Today returns the current day by the Tournaments' clock.
func (s *Tournaments) Today() model.Date { return s.today() }

// inTx runs fn with Tournaments bound to one transaction.
func (s *Tournaments) inTx(ctx context.Context, fn func(tx *Tournaments) error) error {
	return s.tx(ctx, func(c core) error { return fn(c.tournaments()) })
}

func (c core) tournaments() *Tournaments { return &Tournaments{c} }
