package storage

import (
	"context"
	"os"
	"path/filepath"

	"arbiter/model"
	"arbiter/storage/backup"
)

// Restore replaces the contents of the data file with the copy at file,
// after making a copy of the current state (reason backup.Restore). file is
// checked first like a data file being opened: another program's file, a
// damaged one or one from a newer version is refused and nothing changes;
// so is one whose schema lacks a table, column or index its migrations
// made (checkSchema).
// The copy is written into the open database with SQLite's online backup
// API, so other connections see the restored state; an older copy is then
// upgraded. It returns the copy of the replaced state.
func (s *FileStore) Restore(ctx context.Context, file string) (backup.Copy, error) {
	if s.readOnly != nil {
		return backup.Copy{}, s.readOnly
	}
	abs, err := filepath.Abs(file)
	if err != nil {
		return backup.Copy{}, openErr(file, err)
	}
	if abs == s.path {
		return backup.Copy{}, model.Errorf(model.Invalid, "Restore", model.Msg("%s is the open data file itself; give a backup copy.", abs), nil)
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return backup.Copy{}, model.Errorf(model.NotFound, "Restore", model.Msg("%s does not exist (or cannot be read); nothing was changed.", abs), err)
	}
	_, err = holding(abs, false, func(shared bool) error {
		if fi.IsDir() || fi.Size() == 0 {
			_, err := inspect(ctx, abs, shared)
			return err
		}
		return checkFile(ctx, abs, checkOpts{canWrite: writable(abs, fi), shared: shared, schema: true})
	})
	if err != nil {
		return backup.Copy{}, err
	}
	saved, err := s.Backup(ctx, backup.Restore)
	if err != nil {
		return backup.Copy{}, err
	}
	if err := s.restoreFrom(ctx, abs); err != nil {
		return saved, err
	}
	pending, err := s.pending(ctx)
	if err == nil && len(pending) > 0 {
		err = s.migrate(ctx, pending)
	}
	return saved, err
}

// restoreFrom copies every page of file into the open database.
func (s *core) restoreFrom(ctx context.Context, file string) error {
	err := s.onlineBackup(ctx, dsn(file, "mode=ro"), true)
	if err != nil {
		return model.Errorf(model.Internal, "Restore", model.Msg("Could not restore the data from %s; the data file was left as it was. Try again with the other copies of Arbiter closed.", file), err)
	}
	return nil
}
