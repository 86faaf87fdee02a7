package storage

import (
	"context"

	"arbiter/model"
	"arbiter/model/datafile"
)

// DB is an open data file. It hands out one store per domain, all on the
// same connection pool and hooks (core): Registry, Tournaments, Playoffs,
// Seasons, FIDE, Personal, Ratings, Files, Teams, Closing and Diplomas, and
// Model, the union of the model root's interfaces that model.NewApp takes.
// Stores gives model/datafile (the composition root) all of them at once.
// A DB is safe for concurrent use.
type DB struct{ c *core }

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

// The accessors by which one domain store reaches another on the same
// core (and so in the same transaction).
func (s *core) registry() *RegistryStore      { return &RegistryStore{s} }
func (s *core) tournaments() *TournamentStore { return &TournamentStore{s} }
func (s *core) files() *FileStore             { return &FileStore{s} }
func (s *core) ratings() *RatingStore         { return &RatingStore{s, s.registry()} }

// Registry returns the store of the registry.
func (d *DB) Registry() *RegistryStore { return d.c.registry() }

// Tournaments returns the store of tournaments.
func (d *DB) Tournaments() *TournamentStore { return d.c.tournaments() }

// Playoffs returns the store of play-offs, Armageddon colours and
// adjourned games.
func (d *DB) Playoffs() *PlayoffStore { return &PlayoffStore{d.c} }

// Seasons returns the store of seasons.
func (d *DB) Seasons() *SeasonStore { return &SeasonStore{d.c} }

// FIDE returns the store of FIDE mode and the integrity log.
func (d *DB) FIDE() *FIDEStore { return &FIDEStore{d.c} }

// Personal returns the store of personal data and entry rules.
func (d *DB) Personal() *PersonalStore { return &PersonalStore{d.c} }

// Ratings returns the store of rating lists (model/ratings).
func (d *DB) Ratings() *RatingStore { return d.c.ratings() }

// Files returns the store of the file's safety (copies, recycle bin).
func (d *DB) Files() *FileStore { return d.c.files() }

// Teams returns the store of team competitions (model/teams).
func (d *DB) Teams() *TeamStore { return &TeamStore{d.c} }

// Closing returns the store of closing a tournament (model/closing).
func (d *DB) Closing() *ClosingStore { return &ClosingStore{d.c} }

// Diplomas returns the store of diploma templates (model/diplomas).
func (d *DB) Diplomas() *DiplomaStore { return &DiplomaStore{d.c} }

// Model returns the store model.NewApp takes: the model root's interfaces
// on this file.
func (d *DB) Model() model.Store { return newModelStore(d.c) }

// Stores returns every domain store of the file, as model/datafile builds
// the services on them.
func (d *DB) Stores() datafile.Stores {
	return datafile.Stores{Model: d.Model(), Teams: d.Teams(), Closing: d.Closing(), Ratings: d.Ratings(), Diplomas: d.Diplomas()}
}

// ReadOnly explains why the file cannot be changed (a *model.Error), or is
// nil when it can.
func (d *DB) ReadOnly() error { return d.c.readOnly }

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
