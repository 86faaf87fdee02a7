package storage

import (
	"context"
	"database/sql"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"arbiter/model"
)

// create makes a new Arbiter database at path, which does not exist: the
// schema is built in a temporary file in the same folder, and only the
// finished file is put at path. A crash or a full disk can so never leave
// an empty or half-made database behind that the next start would refuse.
func create(ctx context.Context, path string) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".new-*")
	if err != nil {
		return openErr(path, err)
	}
	tmp := f.Name()
	f.Close()
	defer func() {
		for _, suffix := range []string{"", "-wal", "-shm", "-journal"} {
			os.Remove(tmp + suffix)
		}
	}()
	db, err := sql.Open("sqlite", dsn(tmp, pragmas()))
	if err != nil {
		return openErr(path, err)
	}
	s := &core{db: db, q: db, path: path, hooks: &hooks{}}
	err = s.migrate(ctx, nil)
	if cerr := db.Close(); err == nil && cerr != nil { // the last close checkpoints and removes the -wal
		err = openErr(path, cerr)
	}
	if err != nil {
		return err
	}
	if err := os.Link(tmp, path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return nil // another copy of Arbiter created it meanwhile: open theirs
		}
		// No hard links (a FAT-formatted USB stick): rename, unless the file appeared.
		if _, serr := os.Lstat(path); serr == nil {
			return nil
		}
		if err := os.Rename(tmp, path); err != nil {
			return openErr(path, err)
		}
	}
	return nil
}

// openReadOnly opens an Arbiter file the program may not write, for viewing.
func openReadOnly(ctx context.Context, path string) (*core, error) {
	db, err := sql.Open("sqlite", dsn(path, readOnlyPragmas(path)))
	if err != nil {
		return nil, openErr(path, err)
	}
	s := &core{db: db, q: db, path: path, hooks: &hooks{}, readOnly: readOnlyErr(path)}
	pending, err := s.pending(ctx)
	if err == nil && len(pending) > 0 {
		err = model.Errorf(model.Invalid, "storage.Open", model.Msg("The data file %s was written by an older Arbiter and must be upgraded, but it is write-protected. Allow writing to the file (and its folder) or copy it to a writable folder; the file was not changed.", path), nil)
	}
	if err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

func readOnlyErr(path string) error {
	return model.Errorf(model.Invalid, "storage", model.Msg("The data file %s is open for viewing only: it is write-protected (no permission to write the file). Changes are impossible; to make them, allow writing to the file or copy it to a writable folder.", path), nil)
}

// ReadOnly returns nil when the data file can be changed, or the error
// that says why it cannot (shown when it opens; every write returns it).
func (s *FileStore) ReadOnly() error { return s.readOnly }
