package seasons

import (
	"context"
	"fmt"
	"strings"

	"arbiter/model"
)

// Service is the use cases of the season championship (docs/product.md
// workflow 8, docs/season.md): seasons, the calendar, the rules, the tables and
// the main declarations.
type Service struct {
	app *model.App
}

// New returns the season service on app (its store, clock and language;
// inside App.Tx, that transaction's).
func New(app *model.App) *Service { return &Service{app: app} }

// inTx runs fn with a Service bound to one transaction.
func (s *Service) inTx(ctx context.Context, fn func(tx *Service) error) error {
	return s.app.Tx(ctx, func(tx *model.App) error { return fn(New(tx)) })
}

// store is the store the service runs on.
func (s *Service) store() model.Store { return s.app.Store() }

func invalid(op string, msg model.Text) error { return model.Errorf(model.Invalid, op, msg, nil) }

// joinInts writes numbers separated by commas: "1, 3".
func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = fmt.Sprint(n)
	}
	return strings.Join(s, ", ")
}
