//go:build windows

package ui

import (
	"os"
	"path/filepath"

	"golang.org/x/sys/windows"
)

// documentsDir is the user's Documents folder (the known folder
// FOLDERID_Documents, which follows a move to another drive or OneDrive)
// with Arbiter inside, created when missing; %USERPROFILE%\Documents when
// Windows does not name one.
func documentsDir() (string, error) {
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

// openWithViewer opens path in the program Windows associates with PDF
// files (ShellExecute "open", which takes the UTF-16 path as it is, so
// Cyrillic letters and spaces need no quoting).
func openWithViewer(path string) error {
	verb, err := windows.UTF16PtrFromString("open")
	if err != nil {
		return errNoViewer
	}
	file, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return errNoViewer
	}
	if err := windows.ShellExecute(0, verb, file, nil, nil, windows.SW_SHOWNORMAL); err != nil {
		return errNoViewer
	}
	return nil
}
