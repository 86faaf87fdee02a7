// Package storage implements model's store interfaces on one SQLite file
// (modernc.org/sqlite, no cgo). Every public method is one statement or one
// transaction; schema changes are embedded, numbered SQL migrations.
//
// # Opening
//
// Open(path) checks the file before it writes anything: the 100-byte header
// is read by hand, then the contents through a read-only, immutable
// connection (no locks, no -wal/-shm files). A file that is not SQLite,
// another program's SQLite database (tables but no schema_migrations, or a
// foreign PRAGMA application_id), a corrupt or truncated file, or a schema
// newer than this program is refused with a *model.Error and left
// byte-identical. Only then is the database opened with the pragmas
// journal_mode=WAL, foreign_keys=1, busy_timeout=5000 and synchronous=FULL
// on every connection, and pending migrations are applied.
//
// # Migrations
//
// migrations/NNNN_name.sql are applied in version order, each in its own
// transaction that also records it in schema_migrations and stamps the
// application ID (ApplicationID). Released migrations are never edited.
// 0001_registry.sql holds settlements, clubs, coaches and players;
// 0002_season.sql (seasons, tournaments) comes next.
//
// # Writing methods
//
// Query through s.q, which is the *sql.DB or, inside Store.Tx, the
// transaction, so the same method works in both. Turn every database error
// into a *model.Error with mapErr (constraint violations become Conflict or
// Invalid) and a missing row into NotFound with notFound. Store 0 IDs as
// NULL (nullID).
//
// # Not here
//
// No validation beyond the schema's constraints and no sorting for display:
// model.Service does both.
package storage
