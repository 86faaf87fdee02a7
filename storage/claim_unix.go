//go:build unix

package storage

import (
	"os"
	"syscall"
)

// ClaimWindow implements model.FileStore with an advisory flock on the
// data file (independent of SQLite's fcntl locks; released when the
// process ends, also by a crash). The descriptor stays open until Close,
// since closing one would drop SQLite's POSIX locks of this process.
func (s *FileStore) ClaimWindow() bool {
	x := &s.hooks.extras
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.claim != nil {
		return false
	}
	f, err := os.Open(s.path)
	if err != nil {
		return false
	}
	x.claim = f
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) != nil
}
