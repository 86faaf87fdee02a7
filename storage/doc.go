// Package storage implements model's store interfaces on one SQLite file
// (modernc.org/sqlite, no cgo). Every public method is one transaction;
// schema changes are embedded, numbered SQL migrations.
package storage
