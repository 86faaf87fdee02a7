//go:build windows

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"arbiter/model"
)

// Run on Windows: make test-windows runs the tests named *Windows under
// wine. They make their folders with os.MkdirTemp and leave them: wine 8.0
// fails Go's RemoveAll ("Invalid function"), so t.TempDir's cleanup would
// fail every test there; the wine prefix is deleted afterwards.

// tempDir is a fresh folder that is not removed.
func tempDir(t *testing.T) string {
	t.Helper()
	d, err := os.MkdirTemp("", "arbiter-test-")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestDefaultPathWindows(t *testing.T) {
	t.Setenv("APPDATA", `C:\Users\Директор\AppData\Roaming`)
	if p, err := DefaultPath(); err != nil || p != `C:\Users\Директор\AppData\Roaming\Arbiter\arbiter.db` {
		t.Errorf("DefaultPath = %q, %v", p, err)
	}
}

// A data file under Cyrillic folder names with spaces opens, keeps its data
// and is found again by the same name.
func TestOpenCyrillicPathWindows(t *testing.T) {
	dir := filepath.Join(tempDir(t), "Турніри 2026", "Кубок «Золота тура»")
	path := filepath.Join(dir, "дані клубу.db")
	if err := os.MkdirAll(dir, 0o755); err != nil { // Open creates files, not folders
		t.Fatal(err)
	}
	s, err := openTest(path)
	if err != nil {
		t.Fatalf("Open(%q): %v", path, err)
	}
	if s.Path() != path {
		t.Errorf("Path() = %q, want %q", s.Path(), path)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("no file at %q: %v", path, err)
	}
	s, err = openTest(path)
	if err != nil {
		t.Fatalf("second Open(%q): %v", path, err)
	}
	s.Close()
}

func TestOpenRefusesWindowsNames(t *testing.T) {
	dir := tempDir(t)
	for _, p := range []string{"CON", "nul.db", filepath.Join(dir, "що?.db"), filepath.Join(dir, `a<b>.db`), filepath.Join(dir, "COM1", "x.db")} {
		s, err := openTest(p)
		var me *model.Error
		if !errors.As(err, &me) || me.Kind != model.Invalid {
			if s != nil {
				s.Close()
			}
			t.Errorf("Open(%q) = %v, want an Invalid model.Error", p, err)
		}
	}
}
