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
	"strconv"
	"strings"
	"sync"
	"time"

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
// checks never change the file or its -wal/-shm, and they read the contents
// only under SQLite's own locking, so another copy of Arbiter writing or
// checkpointing at the same moment is never mistaken for damage
// (checkContents).
// shared says this process already has the file open (inUse).
func inspect(ctx context.Context, path string, shared bool) (fileState, error) {
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
	w := writable(path, fi)
	if err := checkFile(ctx, path, checkOpts{canWrite: w, shared: shared}); err != nil {
		return 0, err
	}
	if !w {
		return fileReadOnly, nil
	}
	return fileArbiter, nil
}

// checkFile runs every read-only check on an existing file: the header by
// hand, then the contents (checkContents).
func checkFile(ctx context.Context, path string, o checkOpts) error {
	h, err := readHeader(path)
	if err != nil {
		return err
	}
	if h.appID != 0 && h.appID != ApplicationID {
		return notArbiter(path, fmt.Errorf("application_id %#x", h.appID))
	}
	return checkContents(ctx, path, h, o)
}

// checkOpts say how a file is checked.
type checkOpts struct {
	canWrite bool // the program may write the file (writable)
	shared   bool // this process has the file open already (inUse)
	schema   bool // compare the whole schema with the migrations (checkSchema)
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
// even for root) and the system grants write access. It opens no
// descriptor: closing one would drop the POSIX locks SQLite holds on the
// file for other connections of this process.
func writable(path string, fi fs.FileInfo) bool {
	return fi.Mode().Perm()&0o222 != 0 && canWrite(path)
}

// readHeader reads and checks the fields of the 100-byte header that never
// change while the file is in use: the magic string, the page size and the
// application ID (sqlite.org/fileformat2.html §1.3). The in-header size is
// checked only when no other connection can be writing (checkQuiet): a
// checkpoint writes page 1 before it extends the file.
func readHeader(path string) (header, error) {
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
	return h, nil
}

// checkSize refuses a file shorter than its header says, or not a whole
// number of pages (a copy cut short).
func checkSize(path string, h header) error {
	fi, err := os.Stat(path)
	if err != nil {
		return openErr(path, err)
	}
	if size := fi.Size(); size%h.pageSize != 0 || size < h.pages*h.pageSize {
		return corrupt(path, fmt.Errorf("size %d, %d pages of %d bytes", size, h.pages, h.pageSize))
	}
	return nil
}

// checkAttempts and checkPause: a check whose file changed state while it
// ran (another copy opened or closed the file between two looks at its
// journal) is taken again; only a result that stays is reported.
const checkAttempts = 4

var checkPause = 50 * time.Millisecond

// checkContents checks the integrity of the file, that it is an Arbiter
// database and that its schema is not newer than ours. The journal beside
// the file decides how it is read; every way reads one consistent state
// and changes nothing:
//
//   - an -shm index: another copy of Arbiter has the file open, or a crash
//     left it with its -wal. checkShared reads the live file through a
//     read-only connection that opens the -shm read-only (SQLite's
//     readonly_shm): a read transaction under SQLite's locks, which never
//     recovers, checkpoints or creates anything (readonly_shm).
//   - no -wal and no -shm: no connection has the file open. checkQuiet
//     reads it through a plain connection under SQLite's locks (another
//     copy may start meanwhile); a -wal and -shm SQLite makes for the read
//     are removed by it on close, the file is not written. A file the
//     program may not write is read immutable: nothing can change it.
//   - a -wal without its -shm (copied so, or left by a crash before the
//     index was made): no connection can have the file open, since every
//     one maps the -shm; SQLite would have to replay the journal into the
//     file, so checkCopy checks a private copy.
//
// A file this process has open already (shared) is read through a plain
// connection under SQLite's locks, like checkQuiet (see inUse).
func checkContents(ctx context.Context, path string, h header, o checkOpts) error {
	var err error
	for attempt := 1; ; attempt++ {
		err = checkOnce(ctx, path, h, o)
		if err == nil || attempt == checkAttempts {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(checkPause * time.Duration(attempt)):
		}
	}
}

func checkOnce(ctx context.Context, path string, h header, o checkOpts) error {
	shm, wal := exists(path+"-shm"), exists(path+"-wal")
	plain := fmt.Sprintf("_pragma=busy_timeout(%d)", busyTimeout.Milliseconds())
	switch {
	case o.shared && o.canWrite:
		return checkWith(ctx, path, path, plain, o)
	case shm:
		return checkWith(ctx, path, path, fmt.Sprintf("mode=ro&readonly_shm=1&_pragma=busy_timeout(%d)", busyTimeout.Milliseconds()), o)
	case wal && nonEmpty(path+"-wal"):
		return checkCopy(ctx, path, o)
	}
	if err := checkSize(path, h); err != nil {
		return err
	}
	if !o.canWrite || wal || exists(path+"-journal") {
		return checkWith(ctx, path, path, "mode=ro&immutable=1", o)
	}
	return checkWith(ctx, path, path, plain, o)
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

func nonEmpty(path string) bool {
	fi, err := os.Lstat(path)
	return err == nil && fi.Size() > 0
}

// checkWith verifies file (path, or a copy of it) in one read transaction
// on a connection opened with query; messages name path.
func checkWith(ctx context.Context, path, file, query string, o checkOpts) error {
	db, err := sql.Open("sqlite", dsn(file, query))
	if err != nil {
		return openErr(path, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	tx, err := db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return openFailure(path, err)
	}
	defer tx.Rollback()
	var appID uint32
	if err := tx.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return openFailure(path, err)
	}
	if appID != 0 && appID != ApplicationID {
		return notArbiter(path, fmt.Errorf("application_id %#x", appID))
	}
	if err := verify(ctx, tx, path, appID); err != nil || !o.schema {
		return err
	}
	return checkSchema(ctx, tx, path)
}

// checkPrefix names the private folders checkCopy makes in the system's
// temporary folder: arbiter-check-PID-RANDOM.
const checkPrefix = "arbiter-check-"

// afterCopy runs between copying and checking (tests stop there).
var afterCopy = func() {}

// checkCopy copies path and its -wal journal into a private folder, lets
// SQLite recover the journal there, and verifies the copy. The folder is
// removed when the check ends, and by the next start of any copy of
// Arbiter when the process was killed meanwhile (removeStaleChecks).
func checkCopy(ctx context.Context, path string, o checkOpts) error {
	removeStaleChecks()
	dir, err := os.MkdirTemp("", fmt.Sprintf("%s%d-", checkPrefix, os.Getpid()))
	if err != nil {
		return openErr(path, err)
	}
	defer os.RemoveAll(dir)
	copyPath := filepath.Join(dir, "copy.db")
	for _, suffix := range []string{"", "-wal"} {
		if err := copyFile(path+suffix, copyPath+suffix); err != nil {
			return openErr(path, err)
		}
	}
	afterCopy()
	if exists(path + "-shm") {
		// Another copy of Arbiter opened the file while it was copied: the
		// copy may be torn. Check again (checkContents), under the locks.
		return openErr(path, errors.New("the file was opened elsewhere while it was checked"))
	}
	return checkWith(ctx, path, copyPath, "_pragma=busy_timeout(5000)", o)
}

// staleChecks removes the folders of killed checks once per process, on
// the first Open.
var staleChecks sync.Once

// removeStaleChecks removes the folders of checkCopy whose process no
// longer runs: a copy of Arbiter killed while it checked a file.
func removeStaleChecks() {
	entries, err := os.ReadDir(os.TempDir())
	if err != nil {
		return
	}
	for _, e := range entries {
		rest, ok := strings.CutPrefix(e.Name(), checkPrefix)
		if !ok || !e.IsDir() {
			continue
		}
		pidText, _, _ := strings.Cut(rest, "-")
		pid, err := strconv.Atoi(pidText)
		if err != nil || pid == os.Getpid() || processRuns(pid) {
			continue
		}
		os.RemoveAll(filepath.Join(os.TempDir(), e.Name()))
	}
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
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
