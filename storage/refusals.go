package storage

import (
	"errors"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"arbiter/model"
)

func openErr(path string, err error) error {
	return model.Errorf(model.Internal, "storage.Open", model.Msg("Cannot open the data file %s. Check that it exists and is writable.", path), err)
}

func newerSchema(path string, newest, known int) error {
	return model.Errorf(model.Unsupported, "storage.Open", model.Msg("The data file %s was written by a newer Arbiter (schema %d, this program knows up to %d). Update the program; the file was not changed.", path, newest, known), nil)
}

func notSQLite(path string, err error) error {
	return model.Errorf(model.Invalid, "storage.Open", model.Msg("%s is not an Arbiter data file (it is not SQLite at all). Choose another file; this one was not changed.", path), err)
}

func notArbiter(path string, err error) error {
	return model.Errorf(model.Invalid, "storage.Open", model.Msg("%s is another program's database, not Arbiter's. Choose another file; this one was not changed.", path), err)
}

func corrupt(path string, err error) error {
	return model.Errorf(model.Invalid, "storage.Open", model.Msg("The data file %s is damaged and cannot be read. Restore it from a backup; the file was not changed.", path), err)
}

// openFailure explains why the first query on a newly opened file failed:
// a damaged file, or (most often) a file or directory that cannot be written.
func openFailure(path string, err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) && (se.Code()&0xff == sqlite3.SQLITE_CORRUPT || se.Code()&0xff == sqlite3.SQLITE_NOTADB) {
		return corrupt(path, err)
	}
	return openErr(path, err)
}
