package model

import "context"

// Backups is the service of the data file's backup copies (storage/backup
// names, keeps and prunes them): the list the Backups screen and
// `arbiter-cli backup list` show, a copy made on request, and a restore.
// The copies the services make themselves before a big change (pairing,
// finishing) go through core.saveCopy instead.
type Backups struct{ core }

func (c core) backups() *Backups { return &Backups{c} }

// List returns the backup copies, newest first.
func (b *Backups) List() ([]BackupCopy, error) { return b.store.BackupCopies() }

// Make makes a backup copy on request (reason manual). It must not be
// called inside Tx.
func (b *Backups) Make(ctx context.Context) (BackupCopy, error) { return b.store.MakeBackup(ctx) }

// Restore replaces the data with the copy at path, after saving the
// current state as a copy, which it returns (see FileStore).
func (b *Backups) Restore(ctx context.Context, path string) (BackupCopy, error) {
	return b.store.RestoreBackup(ctx, path)
}
