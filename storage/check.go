package storage

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"arbiter/model"
)

// sqliteMagic opens every SQLite 3 database file (sqlite.org/fileformat2.html §1.3).
const sqliteMagic = "SQLite format 3\x00"

// header is what inspect needs from the 100-byte database header.
type header struct {
	pageSize int64
	pages    int64 // in-header database size; 0 when not valid
	appID    uint32
}

// fileState is what inspect found at a path it does not refuse.
type fileState int

const (
	fileMissing  fileState = iota // nothing there, the folder exists: create a new database
	fileArbiter                   // an Arbiter database this program can open for writing
	fileReadOnly                  // an Arbiter database the program may not write
)

// inspect decides, without writing anything, whether path may be opened.
// A missing file in an existing folder may be created; a missing folder,
// a directory, an empty (0-byte) file, a file that is not SQLite, another
// program's database (also an empty one or one without Arbiter's tables),
// a damaged file and a newer schema are refused with a *model.Error. The
// checks never let SQLite touch the file or its -wal/-shm: the contents are
// read through an immutable connection, or, when a -wal journal is beside
// the file, from a private copy of both (checkCopy).
func inspect(ctx context.Context, path string) (fileState, error) {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fileMissing, checkFolder(path)
	case err != nil:
		return 0, openErr(path, err)
	case fi.IsDir():
		return 0, model.Errorf(model.Invalid, "storage.Open", model.Msg("%s is a directory, not a data file. Give a file path, e.g. %s.", path, filepath.Join(path, "arbiter.db")), nil)
	case fi.Size() == 0:
		return 0, model.Errorf(model.Invalid, "storage.Open", model.Msg("%s is empty (0 bytes), not an Arbiter data file. Choose another file, or a path that does not exist yet (Arbiter creates it); this file was not changed.", path), nil)
	}
	if err := checkFile(ctx, path, fi.Size()); err != nil {
		return 0, err
	}
	if !writable(path, fi) {
		return fileReadOnly, nil
	}
	return fileArbiter, nil
}

// checkFile runs every read-only check on an existing file: the header by
// hand, then the contents (checkContents).
func checkFile(ctx context.Context, path string, size int64) error {
	h, err := readHeader(path, size)
	if err != nil {
		return err
	}
	if h.appID != 0 && h.appID != ApplicationID {
		return notArbiter(path, fmt.Errorf("application_id %#x", h.appID))
	}
	return checkContents(ctx, path, h)
}

// checkFolder refuses a new file in a folder that does not exist: a USB
// stick that is not plugged in must not silently become an empty database
// somewhere else. Only OpenDefault creates its folder.
func checkFolder(path string) error {
	dir := filepath.Dir(path)
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return model.Errorf(model.Invalid, "storage.Open", model.Msg("The folder %s does not exist. Is the USB stick plugged in? Check the data file path; nothing was created.", dir), err)
	case err != nil:
		return openErr(path, err)
	case !fi.IsDir():
		return model.Errorf(model.Invalid, "storage.Open", model.Msg("%s is a file, not a folder; the data file %s cannot be created in it.", dir, path), nil)
	}
	return nil
}

// writable reports whether the program may change the file: it has a write
// permission bit (so a file the director made read-only stays read-only,
// even for root) and opens for writing. Opening without O_TRUNC changes
// nothing.
func writable(path string, fi fs.FileInfo) bool {
	if fi.Mode().Perm()&0o222 == 0 {
		return false
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return false
	}
	f.Close()
	return true
}

// readHeader reads and checks the 100-byte header and the file length.
func readHeader(path string, size int64) (header, error) {
	f, err := os.Open(path)
	if err != nil {
		return header{}, openErr(path, err)
	}
	defer f.Close()
	buf := make([]byte, 100)
	if _, err := io.ReadFull(f, buf); err != nil || string(buf[:16]) != sqliteMagic {
		return header{}, notSQLite(path, err)
	}
	h := header{pageSize: int64(binary.BigEndian.Uint16(buf[16:18])), appID: binary.BigEndian.Uint32(buf[68:72])}
	if h.pageSize == 1 {
		h.pageSize = 65536
	}
	if h.pageSize < 512 || h.pageSize&(h.pageSize-1) != 0 {
		return header{}, corrupt(path, fmt.Errorf("page size %d", h.pageSize))
	}
	if binary.BigEndian.Uint32(buf[24:28]) == binary.BigEndian.Uint32(buf[92:96]) {
		h.pages = int64(binary.BigEndian.Uint32(buf[28:32]))
	}
	if size%h.pageSize != 0 || size < h.pages*h.pageSize {
		return header{}, corrupt(path, fmt.Errorf("size %d, %d pages of %d bytes", size, h.pages, h.pageSize))
	}
	return h, nil
}

// checkContents checks the integrity of the file, that it is an Arbiter
// database and that its schema is not newer than ours. Without a -wal
// journal it reads the file read-only and immutable (no locks, no -wal/-shm
// files). With one — left by a crash, or by another copy of Arbiter that
// has the file open — the journal is part of the contents, so the file and
// its journal are checked as a private copy (checkCopy): SQLite must never
// replay or checkpoint the journal of a file that may be refused.
func checkContents(ctx context.Context, path string, h header) error {
	if fi, err := os.Stat(path + "-wal"); err == nil && fi.Size() > 0 {
		return checkCopy(ctx, path)
	}
	return checkImmutable(ctx, path, path)
}

// checkImmutable verifies file (a copy of path, or path itself) through a
// read-only immutable connection; messages name path.
func checkImmutable(ctx context.Context, path, file string) error {
	db, err := sql.Open("sqlite", dsn(file, "mode=ro&immutable=1"))
	if err != nil {
		return openErr(path, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	var appID uint32
	if err := db.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return openFailure(path, err)
	}
	return verify(ctx, db, path, appID)
}

// checkCopy copies path and its -wal journal into a temporary folder, lets
// SQLite recover the journal there, and verifies the copy. Another copy of
// Arbiter may be writing while the files are copied, so a copy that fails
// the check while the originals changed underneath is taken again.
func checkCopy(ctx context.Context, path string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var changed bool
		changed, err = checkCopyOnce(ctx, path)
		if err == nil || !changed {
			return err
		}
	}
	return err
}

func checkCopyOnce(ctx context.Context, path string) (changed bool, err error) {
	dir, err := os.MkdirTemp("", "arbiter-check-")
	if err != nil {
		return false, openErr(path, err)
	}
	defer os.RemoveAll(dir)
	before := stamp(path)
	copyPath := filepath.Join(dir, "copy.db")
	for _, suffix := range []string{"", "-wal"} {
		if err := copyFile(path+suffix, copyPath+suffix); err != nil {
			return false, openErr(path, err)
		}
	}
	changed = stamp(path) != before
	db, err := sql.Open("sqlite", dsn(copyPath, "_pragma=busy_timeout(5000)"))
	if err != nil {
		return changed, openErr(path, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	var appID uint32
	if err := db.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return changed, openFailure(path, err)
	}
	if appID != 0 && appID != ApplicationID {
		return changed, notArbiter(path, fmt.Errorf("application_id %#x", appID))
	}
	return changed, verify(ctx, db, path, appID)
}

// stamp is the size and modification time of a data file and its journal.
func stamp(path string) string {
	var s string
	for _, suffix := range []string{"", "-wal"} {
		if fi, err := os.Stat(path + suffix); err == nil {
			s += fmt.Sprintf("%d@%d;", fi.Size(), fi.ModTime().UnixNano())
		}
	}
	return s
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// verify runs the read-only checks on an open database: quick_check, then
// the tables (schema_migrations and players with our application ID: ours;
// none at all: another program's empty database), then the newest applied
// migration.
func verify(ctx context.Context, q querier, path string, appID uint32) error {
	var res string
	if err := q.QueryRowContext(ctx, "PRAGMA quick_check(1)").Scan(&res); err != nil || res != "ok" {
		if err == nil {
			err = errors.New(res)
		}
		return corrupt(path, err)
	}
	var tables, ours int
	err := q.QueryRowContext(ctx, `SELECT count(*), count(*) FILTER (WHERE name IN ('schema_migrations', 'players'))
		FROM sqlite_schema WHERE type = 'table'`).Scan(&tables, &ours)
	if err != nil {
		return corrupt(path, err)
	}
	if tables == 0 {
		return model.Errorf(model.Invalid, "storage.Open", model.Msg("%s is an empty SQLite database that Arbiter did not make. Choose another file, or a path that does not exist yet (Arbiter creates it); this file was not changed.", path), nil)
	}
	if ours != 2 || appID != ApplicationID {
		return notArbiter(path, fmt.Errorf("%d tables, %d of Arbiter's, application_id %#x", tables, ours, appID))
	}
	newest, err := newestMigration(ctx, q)
	if err != nil {
		return corrupt(path, err)
	}
	if known := latestVersion(); newest > known {
		return newerSchema(path, newest, known)
	}
	return nil
}

// newestMigration is the highest version in schema_migrations.
func newestMigration(ctx context.Context, q querier) (int, error) {
	var newest sql.NullInt64
	err := q.QueryRowContext(ctx, "SELECT max(version) FROM schema_migrations").Scan(&newest)
	return int(newest.Int64), err
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
