package storage

import (
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

// Path returns the absolute path of the data file.
func (d *DB) Path() string { return d.c.path }

// Close closes the database; after it no store of d may be used.
func (d *DB) Close() error { return d.c.hooks.extras.close(d.c.db) }

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
