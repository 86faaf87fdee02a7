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

// inspect decides, without writing anything, whether path may be opened:
// nil for a missing or empty file (after creating its directory) and for an
// Arbiter database this program can handle; a *model.Error otherwise.
func inspect(ctx context.Context, path string) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return openErr(path, err)
		}
		return nil
	case err != nil:
		return openErr(path, err)
	case fi.IsDir():
		return model.Errorf(model.Invalid, "storage.Open",
			fmt.Sprintf("%s — це тека, а не файл даних. Вкажіть шлях до файлу, наприклад %s.", path, filepath.Join(path, "arbiter.db")),
			fmt.Sprintf("%s is a directory, not a data file. Give a file path, e.g. %s.", path, filepath.Join(path, "arbiter.db")), nil)
	case fi.Size() == 0:
		return nil
	}
	h, err := readHeader(path, fi.Size())
	if err != nil {
		return err
	}
	if h.appID != 0 && h.appID != ApplicationID {
		return notArbiter(path, fmt.Errorf("application_id %#x", h.appID))
	}
	return checkContents(ctx, path, h)
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

// checkContents opens the file read-only and immutable (no locks, no
// -wal/-shm files) and checks its integrity, that it is an Arbiter
// database and that its schema is not newer than ours. A file left with a
// -wal journal by a crash of Arbiter is checked after the normal open
// instead (in migrate), since an immutable reader would ignore the journal.
func checkContents(ctx context.Context, path string, h header) error {
	if h.appID == ApplicationID && exists(path+"-wal") {
		return nil
	}
	db, err := sql.Open("sqlite", dsn(path, "mode=ro&immutable=1"))
	if err != nil {
		return openErr(path, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	return verify(ctx, db, path, h.appID)
}

// verify runs the read-only checks on an open database: quick_check, then
// the tables (none: a new database; schema_migrations and our application
// ID: ours), then the newest applied migration.
func verify(ctx context.Context, q querier, path string, appID uint32) error {
	var res string
	if err := q.QueryRowContext(ctx, "PRAGMA quick_check(1)").Scan(&res); err != nil || res != "ok" {
		if err == nil {
			err = errors.New(res)
		}
		return corrupt(path, err)
	}
	var tables, ours int
	err := q.QueryRowContext(ctx, `SELECT count(*), count(*) FILTER (WHERE name = 'schema_migrations')
		FROM sqlite_schema WHERE type = 'table'`).Scan(&tables, &ours)
	if err != nil {
		return corrupt(path, err)
	}
	if tables == 0 {
		return nil
	}
	if ours == 0 || appID != ApplicationID {
		return notArbiter(path, fmt.Errorf("%d tables, schema_migrations %d, application_id %#x", tables, ours, appID))
	}
	var newest sql.NullInt64
	if err := q.QueryRowContext(ctx, "SELECT max(version) FROM schema_migrations").Scan(&newest); err != nil {
		return corrupt(path, err)
	}
	if known := latestVersion(); newest.Int64 > int64(known) {
		return model.Errorf(model.Unsupported, "storage.Open",
			fmt.Sprintf("Файл даних %s створено новішою версією Арбітра (схема %d, ця програма знає до %d). Оновіть програму; файл не змінено.", path, newest.Int64, known),
			fmt.Sprintf("The data file %s was written by a newer Arbiter (schema %d, this program knows up to %d). Update the program; the file was not changed.", path, newest.Int64, known), nil)
	}
	return nil
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

func notSQLite(path string, err error) error {
	return model.Errorf(model.Invalid, "storage.Open",
		fmt.Sprintf("Файл %s не є базою даних Арбітра (це взагалі не файл SQLite). Вкажіть інший файл; цей не змінено.", path),
		fmt.Sprintf("%s is not an Arbiter data file (it is not SQLite at all). Choose another file; this one was not changed.", path), err)
}

func notArbiter(path string, err error) error {
	return model.Errorf(model.Invalid, "storage.Open",
		fmt.Sprintf("Файл %s — база даних іншої програми, а не Арбітра. Вкажіть інший файл; цей не змінено.", path),
		fmt.Sprintf("%s is another program's database, not Arbiter's. Choose another file; this one was not changed.", path), err)
}

func corrupt(path string, err error) error {
	return model.Errorf(model.Invalid, "storage.Open",
		fmt.Sprintf("Файл даних %s пошкоджено, програма не може його прочитати. Відновіть його з резервної копії; файл не змінено.", path),
		fmt.Sprintf("The data file %s is damaged and cannot be read. Restore it from a backup; the file was not changed.", path), err)
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
