//go:build !unix

package storage

// ClaimWindow implements model.FileStore; without flock no other window
// is detected.
func (s *FileStore) ClaimWindow() bool { return false }
