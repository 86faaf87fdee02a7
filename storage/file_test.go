package storage

import (
	"path/filepath"
	"testing"
)

func TestChangedElsewhere(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	s := mustOpen(t, path)
	defer s.Close()
	changed := func() bool {
		t.Helper()
		c, err := s.ChangedElsewhere(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if changed() || changed() {
		t.Error("nothing changed, yet a change is reported")
	}
	addPlayer(t, s, "Свій") // this program's own change
	if changed() {
		t.Error("an own change is reported as another copy's")
	}
	other := mustOpen(t, path)
	defer other.Close()
	addPlayer(t, other, "Інший")
	if !changed() {
		t.Error("a change by another copy is not reported")
	}
	if changed() {
		t.Error("one change reported twice")
	}
}

func TestClaimWindow(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	first := mustOpen(t, path)
	if first.ClaimWindow() {
		t.Fatal("the first window sees another one")
	}
	second := mustOpen(t, path)
	defer second.Close()
	if !second.ClaimWindow() {
		t.Error("the second window does not see the first")
	}
	addPlayer(t, second, "Другий") // both still work on the file
	first.Close()
	third := mustOpen(t, path)
	defer third.Close()
	if third.ClaimWindow() {
		t.Error("a closed window still counts")
	}
}
