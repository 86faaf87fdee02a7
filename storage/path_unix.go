//go:build !windows

package storage

import (
	"os"
	"path/filepath"

	"arbiter/model"
)

// DefaultPath returns the default data file:
// $XDG_DATA_HOME/arbiter/arbiter.db, or ~/.local/share/arbiter/arbiter.db
// when XDG_DATA_HOME is unset or not absolute (XDG Base Directory spec).
// On Windows it is %APPDATA%\Arbiter\arbiter.db (path_windows.go).
func DefaultPath() (string, error) {
	base := os.Getenv("XDG_DATA_HOME")
	if base == "" || !filepath.IsAbs(base) {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", model.Errorf(model.Internal, "storage.DefaultPath", model.Msg("Cannot find the home directory; give the data file with --db."), err)
		}
		base = filepath.Join(home, ".local", "share")
	}
	return filepath.Join(base, "arbiter", "arbiter.db"), nil
}

// checkPlatformPath accepts every path: a Unix file name may hold any byte
// but '/' and NUL, and the system's own error names the rest.
func checkPlatformPath(string) error { return nil }
