package storage

import (
	"context"

	"arbiter/model"
	"arbiter/storage/backup"
)

// The data file as the GUI sees it (model.FileStore): backups in the
// model's terms, the window claim and the change counter.

func modelCopy(c backup.Copy) model.BackupCopy {
	return model.BackupCopy{Path: c.Path, Time: c.Time, Reason: string(c.Reason), Label: c.Reason.Label()}
}

// BackupCopies implements model.FileStore.
func (s *FileStore) BackupCopies() ([]model.BackupCopy, error) {
	copies, err := s.Backups()
	out := make([]model.BackupCopy, len(copies))
	for i, c := range copies {
		out[i] = modelCopy(c)
	}
	return out, err
}

// MakeBackup implements model.FileStore.
func (s *FileStore) MakeBackup(ctx context.Context) (model.BackupCopy, error) {
	c, err := s.Backup(ctx, backup.Manual)
	return modelCopy(c), err
}

// RestoreBackup implements model.FileStore.
func (s *FileStore) RestoreBackup(ctx context.Context, path string) (model.BackupCopy, error) {
	c, err := s.Restore(ctx, path)
	return modelCopy(c), err
}

// ChangedElsewhere implements model.FileStore: PRAGMA data_version on one
// connection kept for it changes when any other connection commits; this
// program's own commits move the mark too (commit), so only another
// copy of Arbiter or arbiter-cli makes it report true. The first call
// sets the mark and reports false.
func (s *FileStore) ChangedElsewhere(ctx context.Context) (bool, error) {
	x := &s.hooks.extras
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.watch == nil {
		c, err := s.db.Conn(ctx)
		if err != nil {
			return false, mapErr("ChangedElsewhere", err)
		}
		x.watch = c
		v, err := x.version(ctx)
		x.seen = v
		return false, mapErr("ChangedElsewhere", err)
	}
	v, err := x.version(ctx)
	if err != nil {
		return false, mapErr("ChangedElsewhere", err)
	}
	changed := v != x.seen || x.pending
	x.seen, x.pending = v, false
	return changed, nil
}
