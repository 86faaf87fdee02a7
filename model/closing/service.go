package closing

import (
	"time"

	"arbiter/model"
	"arbiter/model/tournaments"
)

// Service closes qualifiers.
type Service struct {
	st  Store
	now func() time.Time
}

// New returns the service on st reading "today" from now.
func New(st Store, now func() time.Time) *Service { return &Service{st: st, now: now} }

// tours are the tournament services inside transaction tx.
func (s *Service) tours(tx Tx) *tournaments.Services {
	return tournaments.New(model.NewApp(tx.Model(), model.WithClock(s.now)))
}

func bad(op string, msg model.Text) error { return model.Errorf(model.Invalid, op, msg, nil) }
