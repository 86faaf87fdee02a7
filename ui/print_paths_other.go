//go:build !windows

package ui

import (
	"os"
	"os/exec"
	"path/filepath"
)

// documentsDir is ~/Documents/Arbiter, created when missing.
func documentsDir() (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(home, "Documents", "Arbiter")
	return dir, os.MkdirAll(dir, 0o755)
}

// openWithViewer opens path with xdg-open, the desktop's PDF viewer.
func openWithViewer(path string) error {
	viewer, err := exec.LookPath("xdg-open")
	if err != nil {
		return errNoViewer
	}
	cmd := exec.Command(viewer, path)
	if err := cmd.Start(); err != nil {
		return errNoViewer
	}
	go cmd.Wait() // reap the viewer launcher when it exits
	return nil
}
