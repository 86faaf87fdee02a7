package datafile_test

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/model/i18n"
	"arbiter/model/teams"
	"arbiter/storage"
)

// TestNewBuildsEveryService: every field is built, on the one store (what
// one service writes the others read), with the one clock and language.
func TestNewBuildsEveryService(t *testing.T) {
	st, err := storage.Open(filepath.Join(t.TempDir(), "arbiter.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	day := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	svc := datafile.New(st, model.WithClock(func() time.Time { return day }), model.WithLanguage(i18n.En))

	v := reflect.ValueOf(*svc)
	for i := 0; i < v.NumField(); i++ {
		if f := v.Field(i); f.Kind() == reflect.Pointer && f.IsNil() {
			t.Errorf("Services.%s is nil", v.Type().Field(i).Name)
		}
	}
	for _, f := range []struct {
		name string
		nil  bool
	}{
		{"Registry", svc.Registry == nil}, {"Tournaments", svc.Tournaments == nil}, {"Seasons", svc.Seasons == nil},
		{"Playoffs", svc.Playoffs == nil}, {"Backups", svc.Backups == nil}, {"Demo", svc.Demo == nil},
	} {
		if f.nil {
			t.Errorf("App.%s is nil", f.name)
		}
	}
	if !svc.Now().Equal(day) || svc.Today() != model.DateOf(day) || svc.Lang() != i18n.En || svc.Ratings.Lang != i18n.En {
		t.Errorf("clock %v, today %v, language %q, ratings' language %q", svc.Now(), svc.Today(), svc.Lang(), svc.Ratings.Lang)
	}

	ctx := context.Background()
	// a team tournament made by Teams is a tournament Tournaments lists,
	// and Closing and Diplomas read it
	tn, err := svc.Teams.CreateTournament(ctx, model.Tournament{Name: "Командний", System: teams.SystemSwiss, StartDate: model.NewDate(2026, 5, 2), Rounds: 5},
		teams.Options{Boards: 4, NoShowGP: -1, ByeGP: -1})
	if err != nil {
		t.Fatal(err)
	}
	ts, err := svc.Tournaments.ListTournaments(ctx)
	if err != nil || len(ts) != 1 || ts[0].ID != tn.ID {
		t.Fatalf("Tournaments sees %+v, %v", ts, err)
	}
	if _, err := svc.Closing.Treasury(ctx, tn.ID); err != nil {
		t.Errorf("Closing on the same store: %v", err)
	}
	if _, _, err := svc.Diplomas.ForTournament(ctx, ts[0]); err != nil {
		t.Errorf("Diplomas on the same store: %v", err)
	}
	// the first change of the day made the day's copy (README "Backups")
	if copies, err := svc.Backups.List(); err != nil || len(copies) != 1 || copies[0].Reason != "daily" {
		t.Errorf("Backups after the first change: %v %v", copies, err)
	}
}
