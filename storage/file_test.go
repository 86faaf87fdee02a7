package storage

import (
	"fmt"
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

// TestChangedElsewhereWhileCommitting: a look that runs while this program
// commits never reports its own change (the look used to fall between the
// commit and the mark moving past it: a false «changed by another copy»),
// and another copy's change made meanwhile is still reported once.
func TestChangedElsewhereWhileCommitting(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	s := mustOpen(t, path)
	defer s.Close()
	if _, err := s.ChangedElsewhere(ctx); err != nil { // the mark
		t.Fatal(err)
	}
	stop := make(chan struct{})
	false_ := make(chan int, 1)
	go func() {
		n := 0
		defer func() { false_ <- n }()
		for {
			select {
			case <-stop:
				return
			default:
			}
			if c, err := s.ChangedElsewhere(ctx); err == nil && c {
				n++
			}
		}
	}()
	for i := 0; i < 200; i++ {
		addPlayer(t, s, fmt.Sprintf("Свій%d", i))
	}
	close(stop)
	if n := <-false_; n != 0 {
		t.Errorf("own commits reported as another copy's %d times", n)
	}
	other := mustOpen(t, path)
	defer other.Close()
	addPlayer(t, other, "Інший")
	addPlayer(t, s, "Свій після") // the own commit must not swallow it
	if c, err := s.ChangedElsewhere(ctx); err != nil || !c {
		t.Errorf("another copy's change before an own commit: changed %v, %v", c, err)
	}
}
