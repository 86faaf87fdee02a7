package storage

import (
	"context"

	"arbiter/model"
	"arbiter/storage/backup"
)

// beforeMigrate makes the copy of an existing file before its schema is
// upgraded; no copy, no upgrade.
func (h *hooks) beforeMigrate(ctx context.Context, s *core) error {
	_, err := s.files().Backup(ctx, backup.Migration)
	return err
}

// Backup writes a consistent copy of the data file (pageCopy) into the
// backups folder beside it, for reason r, and prunes old copies (see
// package backup). It must not be called inside Tx.
func (s *FileStore) Backup(ctx context.Context, r backup.Reason) (backup.Copy, error) {
	if s.tx != nil {
		return backup.Copy{}, model.Errorf(model.Internal, "Backup", model.Msg("A backup copy cannot be made in the middle of a change."), nil)
	}
	c, err := backup.Make(ctx, s.pageCopy, s.path, r, now())
	if err == nil {
		s.hooks.mu.Lock()
		s.hooks.lastDay = c.Time.Format("2006-01-02")
		s.hooks.mu.Unlock()
	}
	return c, err
}

// Backups lists the copies of the data file, newest first.
func (s *FileStore) Backups() ([]backup.Copy, error) { return backup.List(s.path) }

// SaveCopy implements model.SafetyStore: a backup copy for reason. Inside a
// transaction it makes none (the action's own copy was made before it).
func (s *FileStore) SaveCopy(ctx context.Context, reason string) error {
	if s.tx != nil || s.readOnly != nil {
		return nil
	}
	_, err := s.Backup(ctx, backup.Reason(reason))
	return err
}
