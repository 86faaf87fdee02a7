// Package backup names, lists and prunes the backup copies of an Arbiter
// data file, and writes one from an open database through a Writer (a
// consistent copy even while other connections write, never a file copy of
// a live database: storage's Writer copies every page with SQLite's online
// backup API).
//
// The copies live in a folder "backups" beside the data file. A copy of
// /media/usb/turnir.db made at 14:05:09 on 1 December 2026 before pairing a
// round is backups/turnir-2026-12-01-140509-pairing.db: the data file's
// name, the local date and time, the reason (Reason). Only files named so
// for this data file are listed or pruned; anything else in the folder is
// left alone. The folder is made 0700 and every copy 0600 whatever the
// umask (DirMode, FileMode): the data file holds minors' birth dates and
// contacts.
//
// Retention (Prune, run after every new copy): the 30 newest copies are
// kept, and for each of the last 90 days the newest copy of that day; older
// or surplus copies are deleted.
//
// storage uses this package for the copies it makes (before a migration, on
// the first write of a day, on request, before a restore, before a
// transaction that logs a pairing-integrity event); it checks a file
// given for restore itself. This package imports only model (for errors)
// and the standard library.
package backup
