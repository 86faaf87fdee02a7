package storage

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"

	"arbiter/model"
)

// Open opens the Arbiter database at path, or creates it when path does not
// exist but its folder does. Before SQLite touches an existing file it is
// checked read-only (inspect) and refused, left byte-identical with any
// -wal/-shm beside it, when it is empty, not SQLite, another program's
// database, damaged, or has a schema newer than this program knows. A file
// the program may not write is opened read-only (see ReadOnly). Opening
// takes the write lock only when a migration is due. Every refusal is a
// *model.Error whose message names the file and what to do.
func Open(path string) (*DB, error) {
	ctx := context.Background()
	if path == "" {
		return nil, model.Errorf(model.Invalid, "storage.Open", model.Msg("No data file given."), nil)
	}
	if err := checkPlatformPath(path); err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, openErr(path, err)
	}
	staleChecks.Do(removeStaleChecks)
	var state fileState
	release, err := holding(abs, true, func(shared bool) error {
		var ierr error
		state, ierr = inspect(ctx, abs, shared)
		return ierr
	})
	if err != nil {
		return nil, err
	}
	s, err := openChecked(ctx, abs, state)
	if err != nil {
		release()
		return nil, err
	}
	s.hooks.extras.release = release
	return &DB{s}, nil
}

// openChecked opens the file at abs that inspect found in state.
func openChecked(ctx context.Context, abs string, state fileState) (*core, error) {
	switch state {
	case fileMissing:
		if err := create(ctx, abs); err != nil {
			return nil, err
		}
	case fileReadOnly:
		return openReadOnly(ctx, abs)
	}
	db, err := sql.Open("sqlite", dsn(abs, pragmas()))
	if err != nil {
		return nil, openErr(abs, err)
	}
	s := &core{db: db, q: db, path: abs, hooks: &hooks{}}
	if err := s.migrateIfDue(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// OpenDefault opens the default data file (DefaultPath), creating its folder
// on first start: the one place whose folder Open does not require.
func OpenDefault() (*DB, error) {
	path, err := DefaultPath()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, openErr(path, err)
	}
	return Open(path)
}
