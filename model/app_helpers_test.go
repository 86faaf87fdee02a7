package model_test

import (
	"context"
	"path/filepath"
	"testing"

	"arbiter/model"
	"arbiter/storage"
)

var ctx = context.Background()

// newStore opens a new SQLite data file in t's temp dir, closed at cleanup.
func newStore(t testing.TB) model.Store {
	t.Helper()
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st.Model()
}

// newService is an App on a new store, with the clock at today.
func newService(t testing.TB) *model.App {
	return model.NewApp(newStore(t), model.WithClock(today.Time))
}
