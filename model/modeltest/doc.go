// Package modeltest provides an in-memory model.Store for tests of the
// model and of the GUI, so they need no database file. It keeps the same
// contract as storage: NotFound for missing IDs, Conflict for a duplicate
// FIDE ID or name and for deleting a referenced record, Invalid for a link
// to a missing record, and all-or-nothing Tx.
//
// New returns an empty Store; use it as model.NewService(modeltest.New()).
// It is not for production: nothing is persisted.
package modeltest
