package storage

import (
	"context"

	"arbiter/model"
)

// RegistryStore keeps settlements, clubs, coaches and players
// (model.RegistryStore).
type RegistryStore struct{ *core }

// TournamentStore keeps tournaments, their registrations, games, audit,
// knockout games, forbidden pairs, start order and schedule
// (model.TournamentStore, the own methods of model.TournamentDayStore,
// model.StartOrderStore, model.ScheduleStore, model.Chess960Store).
type TournamentStore struct{ *core }

// PlayoffStore keeps what is played beside the rounds: play-off rules and
// games, a knockout's Armageddon colours and adjourned games
// (model.PlayoffStore, model.KnockoutColourStore, model.AdjournedStore).
type PlayoffStore struct{ *core }

// SeasonStore keeps seasons and their main-club/coach declarations
// (model.SeasonStore, model.SeasonMainStore).
type SeasonStore struct{ *core }

// FIDEStore keeps a tournament's FIDE mode and its pairing-integrity log
// (model.FIDEStore).
type FIDEStore struct{ *core }

// PersonalStore keeps the players' personal data and the tournaments'
// entry rules (model.PersonalStore).
type PersonalStore struct{ *core }

// FileStore is the data file's safety: backup copies, restore, the
// recycle bin of deleted records, change detection and the read-only state
// (model.FileStore and model.SafetyStore but ReadTx, which model.Store has).
type FileStore struct{ *core }

// RatingStore keeps the rating lists (migration 0022), the players' rating
// history and a tournament's rating rule. It is ratings.Store (whose
// registry half is the embedded RegistryStore) and model.RatingRuleStore.
type RatingStore struct {
	*core
	*RegistryStore
}

// TeamStore keeps the team competitions. It is both teams.Store and,
// inside TeamTx, teams.Tx.
type TeamStore struct{ *core }

// The accessors by which one domain store reaches another on the same
// core (and so in the same transaction).
func (s *core) registry() *RegistryStore      { return &RegistryStore{s} }
func (s *core) tournaments() *TournamentStore { return &TournamentStore{s} }
func (s *core) files() *FileStore             { return &FileStore{s} }
func (s *core) ratings() *RatingStore         { return &RatingStore{s, s.registry()} }

// modelStore is model.Store: the domain stores the model root uses, joined
// on one core, with the transactions that bind all of them at once. It
// declares only Tx and ReadTx; the rest are its parts' methods.
type modelStore struct {
	c *core
	*RegistryStore
	*TournamentStore
	*PlayoffStore
	*SeasonStore
	*FIDEStore
	*PersonalStore
	*FileStore
	rules
}

// rules is the rating-rule half of RatingStore (model.RatingRuleStore),
// without the registry RatingStore embeds.
type rules = model.RatingRuleStore

var _ model.Store = modelStore{}

func newModelStore(c *core) modelStore {
	return modelStore{c, c.registry(), c.tournaments(), &PlayoffStore{c}, &SeasonStore{c}, &FIDEStore{c}, &PersonalStore{c}, c.files(), c.ratings()}
}

// Tx implements model.Store: fn runs in one transaction (core.write) with
// every domain store bound to it.
func (m modelStore) Tx(ctx context.Context, fn func(model.Store) error) error {
	return m.c.write(ctx, func(c *core) error { return fn(newModelStore(c)) })
}

// ReadTx implements model.Store: fn runs in one deferred, read-only
// transaction (core.readTx).
func (m modelStore) ReadTx(ctx context.Context, fn func(model.Store) error) error {
	return m.c.readTx(ctx, func(c *core) error { return fn(newModelStore(c)) })
}

// Each domain store implements its model interfaces (pinned at compile
// time); model.Store is their union with the transactions.
var (
	_ model.RegistryStore       = (*RegistryStore)(nil)
	_ model.TournamentStore     = (*TournamentStore)(nil)
	_ model.StartOrderStore     = (*TournamentStore)(nil)
	_ model.ScheduleStore       = (*TournamentStore)(nil)
	_ model.Chess960Store       = (*TournamentStore)(nil)
	_ model.PlayoffStore        = (*PlayoffStore)(nil)
	_ model.KnockoutColourStore = (*PlayoffStore)(nil)
	_ model.AdjournedStore      = (*PlayoffStore)(nil)
	_ model.FIDEStore           = (*FIDEStore)(nil)
	_ model.EventCopyStore      = (*FIDEStore)(nil)
	_ model.PersonalStore       = (*PersonalStore)(nil)
	_ model.FileStore           = (*FileStore)(nil)
)
