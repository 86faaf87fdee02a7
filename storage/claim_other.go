//go:build !unix

package storage

// ClaimWindow implements model.FileStore; without flock no other window
// is detected.
func (s *Store) ClaimWindow() bool { return false }
