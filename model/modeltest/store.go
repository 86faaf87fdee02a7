package modeltest

import (
	"context"
	"maps"
	"sync"

	"arbiter/model"
)

// data is one consistent state of the registry.
type data struct {
	next        int64
	settlements map[model.SettlementID]model.Settlement
	clubs       map[model.ClubID]model.Club
	coaches     map[model.CoachID]model.Coach
	players     map[model.PlayerID]model.Player
}

func (d *data) clone() *data {
	return &data{next: d.next, settlements: maps.Clone(d.settlements), clubs: maps.Clone(d.clubs),
		coaches: maps.Clone(d.coaches), players: maps.Clone(d.players)}
}

// Store is an in-memory model.Store. The zero value is not usable; call New.
type Store struct {
	mu   *sync.Mutex
	root **data // shared by a Store and the Tx-bound Stores made from it
	d    *data  // the state this Store reads and writes
	inTx bool
}

var _ model.Store = (*Store)(nil)

// New returns an empty store.
func New() *Store {
	d := &data{settlements: map[model.SettlementID]model.Settlement{}, clubs: map[model.ClubID]model.Club{},
		coaches: map[model.CoachID]model.Coach{}, players: map[model.PlayerID]model.Player{}}
	return &Store{mu: &sync.Mutex{}, root: &d}
}

// cur returns the state to use; outside Tx the caller must hold mu.
func (s *Store) cur() *data {
	if s.inTx {
		return s.d
	}
	return *s.root
}

func (s *Store) lock() func() {
	if s.inTx {
		return func() {}
	}
	s.mu.Lock()
	return s.mu.Unlock
}

func (s *Store) newID() int64 {
	d := s.cur()
	d.next++
	return d.next
}

// Tx implements model.Store: fn works on a copy that replaces the state
// only if fn returns nil. Transactions are serialised.
func (s *Store) Tx(ctx context.Context, fn func(model.Store) error) error {
	if s.inTx {
		return fn(s)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	tx := &Store{mu: s.mu, root: s.root, d: (*s.root).clone(), inTx: true}
	if err := fn(tx); err != nil {
		return err
	}
	*s.root = tx.d
	return nil
}

func notFound(op, what string) error {
	return model.Errorf(model.NotFound, op, what+": запису немає.", what+": no such record.", nil)
}

func conflict(op, uk, en string) error { return model.Errorf(model.Conflict, op, uk, en, nil) }

func badRef(op string) error {
	return model.Errorf(model.Invalid, op, "Посилання на запис, якого немає.", "Reference to a missing record.", nil)
}

func referenced(op string) error {
	return conflict(op, "Запис не можна видалити: на нього посилаються інші дані.", "The record is referenced by other data.")
}
