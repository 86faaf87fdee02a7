//go:build !unix

package storage

import "os"

// canWrite opens the file for writing (without O_TRUNC, which changes
// nothing): Windows locks belong to a handle, so closing this one drops no
// lock of SQLite's.
func canWrite(path string) bool {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return false
	}
	f.Close()
	return true
}

// processRuns reports whether a process with this ID exists.
func processRuns(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	p.Release()
	return true
}
