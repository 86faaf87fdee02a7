//go:build unix

package storage

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"arbiter/storage/backup"
)

// TestBackupsArePrivate: with a umask that takes nothing away, every
// automatic copy — before the upgrade, the day's first change, before
// pairing, before a restore — and a copy made by hand is 0600 in a 0700
// folder, also when an older version made the folder 0755.
func TestBackupsArePrivate(t *testing.T) {
	old := syscall.Umask(0)
	t.Cleanup(func() { syscall.Umask(old) })
	at := clock(t, time.Date(2026, 12, 1, 9, 0, 0, 0, time.Local))
	dir := t.TempDir()
	path := filepath.Join(dir, "turnir.db")
	oldSchemaDB(t, path, 2)
	if err := os.Mkdir(backup.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	s := mustOpen(t, path) // migration
	defer s.Close()
	*at = at.AddDate(0, 0, 1)
	addPlayer(t, s, "Денний") // daily
	if err := s.SaveCopy(ctx, string(backup.Pairing)); err != nil {
		t.Fatal(err)
	}
	manual, err := s.Backup(ctx, backup.Manual)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Restore(ctx, manual.Path); err != nil { // restore
		t.Fatal(err)
	}
	copies, err := s.Backups()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := reasons(copies), "restore,manual,pairing,daily,migration"; got != want {
		t.Fatalf("copies %s, want %s", got, want)
	}
	fi, err := os.Stat(backup.Dir(path))
	if err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("backups folder: %v, %v; want 0700", fi.Mode().Perm(), err)
	}
	for _, c := range copies {
		fi, err := os.Stat(c.Path)
		if err != nil || fi.Mode().Perm() != 0o600 {
			t.Errorf("%s: %v, %v; want 0600", filepath.Base(c.Path), fi.Mode().Perm(), err)
		}
	}
}
