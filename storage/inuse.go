package storage

import "sync"

// inUse counts the Stores of this process open on each data file (by
// absolute path). SQLite shares one -shm mapping among all connections of a
// process to a file; when the read-only check of checkShared is the first
// to map it, the mapping is read-only and every writer of this process that
// joins it fails ("attempt to write a readonly database"). So the check of
// a file runs under this lock, and a file this process already has open is
// checked through a writable connection (it joins the existing mapping).
var inUse = struct {
	sync.Mutex
	n map[string]int
}{n: map[string]int{}}

// holding runs fn under the lock, telling it whether this process already
// has path open; when fn succeeds and keep is set, path counts as open
// until the returned release is called.
func holding(path string, keep bool, fn func(shared bool) error) (release func(), err error) {
	inUse.Lock()
	defer inUse.Unlock()
	if err := fn(inUse.n[path] > 0); err != nil {
		return nil, err
	}
	if !keep {
		return func() {}, nil
	}
	inUse.n[path]++
	var once sync.Once
	return func() {
		once.Do(func() {
			inUse.Lock()
			defer inUse.Unlock()
			if inUse.n[path]--; inUse.n[path] <= 0 {
				delete(inUse.n, path)
			}
		})
	}, nil
}
