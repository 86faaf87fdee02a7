//go:build windows

package storage

import (
	"os"
	"path/filepath"

	"arbiter/model"
)

// DefaultPath returns the default data file on Windows:
// %APPDATA%\Arbiter\arbiter.db (os.UserConfigDir, the roaming application
// data folder, e.g. C:\Users\Director\AppData\Roaming\Arbiter\arbiter.db).
func DefaultPath() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", model.Errorf(model.Internal, "storage.DefaultPath", model.Msg("Cannot find the %APPDATA% folder; give the data file with --db."), err)
	}
	return filepath.Join(base, "Arbiter", "arbiter.db"), nil
}

// checkPlatformPath refuses a path Windows cannot use as a file
// (windowsPathProblem) with a message that says why.
func checkPlatformPath(path string) error { return windowsPathError(path) }
