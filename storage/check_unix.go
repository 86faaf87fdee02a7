//go:build unix

package storage

import (
	"errors"
	"syscall"
)

// canWrite asks the system whether the file may be written, without opening
// it (access(2) with W_OK).
func canWrite(path string) bool { return syscall.Access(path, 0x2) == nil }

// processRuns reports whether a process with this ID exists (kill(2) with
// signal 0 sends nothing; EPERM means it exists under another user).
func processRuns(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
