package tournaments

import (
	"context"

	"arbiter/model"
)

// Service is the use cases of a tournament (docs/product.md workflows 1,
// 3–7): set-up, the registration desk, results, standings and their
// explanations, finishing and the audit. The services split from it run on
// the same core: StartOrders (the starting numbers), Pairings (the rounds),
// Knockouts (a knockout's bracket), TournamentRatings and TRFFiles.
type Service struct{ core }

// Today returns the current day by the service's clock.
func (s *Service) Today() model.Date { return s.today() }

// inTx runs fn with the service bound to one transaction.
func (s *Service) inTx(ctx context.Context, fn func(tx *Service) error) error {
	return s.tx(ctx, func(c core) error { return fn(c.tournaments()) })
}

func (c core) tournaments() *Service { return &Service{c} }
