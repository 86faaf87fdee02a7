package tournaments_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/tournaments"
	"arbiter/storage"
)

var ctx = context.Background()

// today is the day the tests' clock shows.
var today = model.NewDate(2026, time.June, 1)

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

// testApp is what the programs get from model/datafile.New, as far as
// these tests need it: model's App and the tournament services on it.
type testApp struct {
	*model.App
	*tournaments.Services
}

// newApp is the App on store with the tournament services on it.
func newApp(store model.Store, opts ...model.Option) *testApp {
	app := model.NewApp(store, opts...)
	return &testApp{App: app, Services: tournaments.New(app)}
}

// newService is an App on a new store, with the clock at today.
func newService(t testing.TB) *testApp {
	return newApp(newStore(t), model.WithClock(today.Time))
}
