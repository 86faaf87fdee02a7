//go:build !windows

package kit

import (
	"os"
	"os/exec"
	"path/filepath"
)

// DocumentsDir is ~/Documents/Arbiter, created when missing.
func DocumentsDir() (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(home, "Documents", "Arbiter")
	return dir, os.MkdirAll(dir, 0o755)
}

// OpenWithViewer opens path with xdg-open, the desktop's PDF viewer.
func OpenWithViewer(path string) error {
	viewer, err := exec.LookPath("xdg-open")
	if err != nil {
		return ErrNoViewer
	}
	cmd := exec.Command(viewer, path)
	if err := cmd.Start(); err != nil {
		return ErrNoViewer
	}
	go cmd.Wait() // reap the viewer launcher when it exits
	return nil
}
