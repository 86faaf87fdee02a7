package backup

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"arbiter/model"
)

// Reason says why a copy was made; it is the last part of the file name.
type Reason string

// The reasons Arbiter makes a copy.
const (
	Migration Reason = "migration" // before the schema of the file is upgraded
	Pairing   Reason = "pairing"   // before a round is paired
	Finish    Reason = "finish"    // before a tournament is finished
	Daily     Reason = "daily"     // before the first change of the day
	Manual    Reason = "manual"    // asked for (arbiter-cli backup now, the GUI)
	Restore   Reason = "restore"   // the state replaced by a restore
	Event     Reason = "event"     // before a pairing-integrity event (model/tournaments/event_undo.go)
)

// Reasons lists every reason, for parsing and tests.
var Reasons = []Reason{Migration, Pairing, Finish, Daily, Manual, Restore, Event}

// Label is the reason as the director reads it.
func (r Reason) Label() model.Text {
	switch r {
	case Migration:
		return model.Msg("before the upgrade to a new version")
	case Pairing:
		return model.Msg("before pairing a round")
	case Finish:
		return model.Msg("before finishing a tournament")
	case Daily:
		return model.Msg("first change of the day")
	case Manual:
		return model.Msg("made by hand")
	case Restore:
		return model.Msg("before a restore from a copy")
	case Event:
		return model.Msg("before a pairing-integrity event")
	}
	return model.Msg("%s", string(r))
}

// Keep and KeepDays are the retention rule (see the package documentation).
const (
	Keep     = 30
	KeepDays = 90
)

// timeLayout is the date and time in a copy's name.
const timeLayout = "2006-01-02-150405"

// Copy is one backup copy of a data file.
type Copy struct {
	Path   string    // absolute path; opens as an Arbiter data file
	Time   time.Time // when it was made (local time, to the second)
	Reason Reason

	made time.Time // the file's modification time: orders copies of one second
}

// Dir is the folder holding the copies of the data file at dataPath.
func Dir(dataPath string) string { return filepath.Join(filepath.Dir(dataPath), "backups") }

// stem is the data file's name without its extension.
func stem(dataPath string) string {
	base := filepath.Base(dataPath)
	return strings.TrimSuffix(base, filepath.Ext(base))
}

// Name is the file name of a copy of dataPath made at t for r; n > 1 tells
// apart copies made in the same second for the same reason.
func Name(dataPath string, t time.Time, r Reason, n int) string {
	name := stem(dataPath) + "-" + t.Local().Format(timeLayout) + "-" + string(r)
	if n > 1 {
		name += fmt.Sprintf("-%d", n)
	}
	return name + ".db"
}

var copyName = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2}-\d{6})-([a-z]+)(?:-\d+)?\.db$`)

// parse reads a copy's time and reason from its file name, if it is one of
// dataPath's copies.
func parse(dataPath, name string) (Copy, bool) {
	prefix := stem(dataPath) + "-"
	if !strings.HasPrefix(name, prefix) {
		return Copy{}, false
	}
	m := copyName.FindStringSubmatch(strings.TrimPrefix(name, prefix))
	if m == nil {
		return Copy{}, false
	}
	t, err := time.ParseInLocation(timeLayout, m[1], time.Local)
	if err != nil {
		return Copy{}, false
	}
	r := Reason(m[2])
	known := false
	for _, k := range Reasons {
		known = known || k == r
	}
	if !known {
		return Copy{}, false
	}
	return Copy{Path: filepath.Join(Dir(dataPath), name), Time: t, Reason: r}, true
}

// List returns the copies of dataPath, newest first. A missing backups
// folder means no copies.
func List(dataPath string) ([]Copy, error) {
	entries, err := os.ReadDir(Dir(dataPath))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, listErr(dataPath, err)
	}
	var out []Copy
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		if c, ok := parse(dataPath, e.Name()); ok {
			if fi, err := e.Info(); err == nil {
				c.made = fi.ModTime()
			}
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].Time.Equal(out[j].Time) {
			return out[i].Time.After(out[j].Time)
		}
		if !out[i].made.Equal(out[j].made) {
			return out[i].made.After(out[j].made)
		}
		return out[i].Path > out[j].Path
	})
	return out, nil
}

// Prune deletes the copies of dataPath the retention rule does not keep, as
// of now, and returns what it deleted.
func Prune(dataPath string, now time.Time) ([]Copy, error) {
	copies, err := List(dataPath)
	if err != nil {
		return nil, err
	}
	var deleted []Copy
	for _, c := range Expired(copies, now) {
		if err := os.Remove(c.Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return deleted, listErr(dataPath, err)
		}
		deleted = append(deleted, c)
	}
	return deleted, nil
}

// Expired returns the copies (newest first, as List gives them) that the
// retention rule drops as of now: all but the Keep newest and the newest of
// each of the last KeepDays days.
func Expired(copies []Copy, now time.Time) []Copy {
	y, m, d := now.Local().Date()
	oldest := time.Date(y, m, d, 0, 0, 0, 0, time.Local).AddDate(0, 0, -(KeepDays - 1))
	seenDay := map[string]bool{}
	var out []Copy
	for i, c := range copies {
		day := c.Time.Local().Format("2006-01-02")
		keep := i < Keep
		if !seenDay[day] && !c.Time.Before(oldest) {
			keep = true
		}
		seenDay[day] = true
		if !keep {
			out = append(out, c)
		}
	}
	return out
}

// Writer writes a consistent copy of an open database into the file at
// path, which Make creates empty (and private) first; whatever it leaves
// at path on an error is removed.
type Writer func(ctx context.Context, path string) error

// Private permissions of the backups folder and of every copy: the data
// file holds minors' birth dates and contacts, so only its owner may read
// a copy, whatever the umask.
const (
	DirMode  fs.FileMode = 0o700
	FileMode fs.FileMode = 0o600
)

// Make writes a copy of the data file at dataPath with write, made at now
// for r, then prunes old copies. The copy is written under a temporary
// name, made durable (fsync) and renamed when complete, so a copy that
// List shows is always whole. The folder is DirMode and the copy FileMode
// from its first byte on (privateFile). It must not run inside a
// transaction.
func Make(ctx context.Context, write Writer, dataPath string, r Reason, now time.Time) (Copy, error) {
	dir := Dir(dataPath)
	if err := privateDir(dir); err != nil {
		return Copy{}, makeErr(dataPath, err)
	}
	var name string
	for n := 1; ; n++ {
		name = Name(dataPath, now, r, n)
		if _, err := os.Lstat(filepath.Join(dir, name)); errors.Is(err, fs.ErrNotExist) {
			break
		}
	}
	final := filepath.Join(dir, name)
	tmp := filepath.Join(dir, "."+name+".part")
	os.Remove(tmp) // a leftover of a crash
	if err := privateFile(tmp); err != nil {
		return Copy{}, makeErr(dataPath, err)
	}
	if err := write(ctx, tmp); err != nil {
		os.Remove(tmp)
		return Copy{}, makeErr(dataPath, err)
	}
	if fi, err := os.Stat(tmp); err != nil || fi.Size() == 0 { // the Writer wrote nothing
		os.Remove(tmp)
		if err == nil {
			err = errors.New("the copy is empty")
		}
		return Copy{}, makeErr(dataPath, err)
	}
	if err := syncFile(tmp); err != nil {
		os.Remove(tmp)
		return Copy{}, makeErr(dataPath, err)
	}
	if err := os.Rename(tmp, final); err != nil {
		os.Remove(tmp)
		return Copy{}, makeErr(dataPath, err)
	}
	c, _ := parse(dataPath, name)
	if _, err := Prune(dataPath, now); err != nil {
		return c, err
	}
	return c, nil
}

// privateDir makes the backups folder, or narrows an existing one made
// by an older version, to DirMode (the umask may only take bits away, so
// the mode is set explicitly).
func privateDir(dir string) error {
	if err := os.MkdirAll(dir, DirMode); err != nil {
		return err
	}
	fi, err := os.Stat(dir)
	if err != nil {
		return err
	}
	if fi.Mode().Perm() != DirMode {
		return os.Chmod(dir, DirMode)
	}
	return nil
}

// privateFile creates the empty file a Writer fills, FileMode before any
// data is in it; SQLite keeps the mode of a file it opens.
func privateFile(path string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, FileMode)
	if err != nil {
		return err
	}
	if err := f.Chmod(FileMode); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// syncFile makes a finished copy durable before it gets its name.
func syncFile(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Today reports whether copies holds one made on the day of now.
func Today(copies []Copy, now time.Time) bool {
	day := now.Local().Format("2006-01-02")
	for _, c := range copies {
		if c.Time.Local().Format("2006-01-02") == day {
			return true
		}
	}
	return false
}

func makeErr(dataPath string, err error) error {
	return model.Errorf(model.Internal, "backup.Make", model.Msg("Could not make a backup copy of the data file in %s. Check that the disk has space and the folder is writable.", Dir(dataPath)), err)
}

func listErr(dataPath string, err error) error {
	return model.Errorf(model.Internal, "backup.List", model.Msg("Could not read the backup folder %s.", Dir(dataPath)), err)
}
