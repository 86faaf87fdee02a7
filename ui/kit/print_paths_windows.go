//go:build windows

package kit

import (
	"os"
	"path/filepath"

	"golang.org/x/sys/windows"
)

// DocumentsDir is the user's Documents folder (the known folder
// FOLDERID_Documents, which follows a move to another drive or OneDrive)
// with Arbiter inside, created when missing; %USERPROFILE%\Documents when
// Windows does not name one.
func DocumentsDir() (string, error) {
	docs, err := windows.KnownFolderPath(windows.FOLDERID_Documents, windows.KF_FLAG_CREATE)
	if err != nil || docs == "" {
		home, herr := os.UserHomeDir()
		if herr != nil {
			return "", herr
		}
		docs = filepath.Join(home, "Documents")
	}
	dir := filepath.Join(docs, "Arbiter")
	return dir, os.MkdirAll(dir, 0o755)
}

// OpenWithViewer opens path in the program Windows associates with PDF
// files (ShellExecute "open", which takes the UTF-16 path as it is, so
// Cyrillic letters and spaces need no quoting).
func OpenWithViewer(path string) error {
	verb, err := windows.UTF16PtrFromString("open")
	if err != nil {
		return ErrNoViewer
	}
	file, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return ErrNoViewer
	}
	if err := windows.ShellExecute(0, verb, file, nil, nil, windows.SW_SHOWNORMAL); err != nil {
		return ErrNoViewer
	}
	return nil
}
