package backup

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
)

// fileWriter is a Writer that writes body into the new file, as storage's
// page copy would write the database.
func fileWriter(body string) Writer {
	return func(_ context.Context, path string) error { return os.WriteFile(path, []byte(body), 0o644) }
}

// TestMake: the copy gets its name from the data file, the time and the
// reason; a second copy in the same second gets "-2"; no temporary file is
// left; the copy holds what the Writer wrote.
func TestMake(t *testing.T) {
	data := filepath.Join(t.TempDir(), "turnir.db")
	now := at(2026, 12, 1, 14, 5, 9)
	c, err := Make(context.Background(), fileWriter("page one"), data, Pairing, now)
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(filepath.Dir(data), "backups", "turnir-2026-12-01-140509-pairing.db")
	if c.Path != want || c.Reason != Pairing || !c.Time.Equal(now) {
		t.Fatalf("copy %+v, want %s", c, want)
	}
	if b, err := os.ReadFile(c.Path); err != nil || string(b) != "page one" {
		t.Fatalf("copy holds %q, %v", b, err)
	}
	c2, err := Make(context.Background(), fileWriter("page two"), data, Pairing, now)
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(c2.Path) != "turnir-2026-12-01-140509-pairing-2.db" {
		t.Fatalf("second copy of the same second: %s", c2.Path)
	}
	entries, _ := os.ReadDir(Dir(data))
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, " "); got != "turnir-2026-12-01-140509-pairing-2.db turnir-2026-12-01-140509-pairing.db" {
		t.Errorf("backups folder: %s", got)
	}
}

// TestMakeFails: a Writer's error, a Writer that removes its file and a
// backups "folder" that is a file each give an Internal error naming the
// folder, and leave no copy and no temporary file behind.
func TestMakeFails(t *testing.T) {
	diskFull := errors.New("no space left on device")
	for _, c := range []struct {
		name  string
		write Writer
		block bool // "backups" is a plain file
	}{
		{"writer fails", func(_ context.Context, path string) error {
			os.WriteFile(path, []byte("half"), 0o644)
			return diskFull
		}, false},
		// Make creates the (private) file first; a writer that leaves none
		// behind fails the sync
		{"writer leaves no file", func(_ context.Context, path string) error { return os.Remove(path) }, false},
		{"backups is a file", fileWriter("x"), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := filepath.Join(t.TempDir(), "turnir.db")
			if c.block {
				if err := os.WriteFile(Dir(data), []byte("not a folder"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			_, err := Make(context.Background(), c.write, data, Manual, at(2026, 12, 1, 9, 0, 0))
			if !model.IsKind(err, model.Internal) || !strings.Contains(model.Message(err, "en"), Dir(data)) {
				t.Fatalf("error %v, want Internal naming %s", err, Dir(data))
			}
			if c.block {
				return
			}
			entries, _ := os.ReadDir(Dir(data))
			if len(entries) != 0 {
				t.Errorf("left behind: %v", entries)
			}
			if copies, err := List(data); err != nil || len(copies) != 0 {
				t.Errorf("List after a failed copy: %v, %v", copies, err)
			}
		})
	}
}

// TestPrune: 30 copies of today, one of 10 days ago and one of 100 days
// ago. Newest first the 10-day copy is the 31st, outside the 30 kept, but
// the newest of its day within the last 90 days: kept. The 100-day copy is
// the 32nd and older than 90 days: deleted. Another file in the folder is
// left alone.
func TestPrune(t *testing.T) {
	data := filepath.Join(t.TempDir(), "turnir.db")
	dir := Dir(data)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	now := at(2026, 12, 1, 18, 0, 0)
	touch := func(name string) {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 30; i++ {
		touch(Name(data, at(2026, 12, 1, 10, 0, i), Daily, 1))
	}
	touch(Name(data, now.AddDate(0, 0, -10), Manual, 1))
	old := Name(data, now.AddDate(0, 0, -100), Pairing, 1)
	touch(old)
	touch("notes.txt")
	deleted, err := Prune(data, now)
	if err != nil {
		t.Fatal(err)
	}
	if len(deleted) != 1 || filepath.Base(deleted[0].Path) != old {
		t.Fatalf("deleted %v, want only %s", deleted, old)
	}
	copies, _ := List(data)
	if len(copies) != 31 {
		t.Errorf("%d copies left, want 31", len(copies))
	}
	if _, err := os.Stat(filepath.Join(dir, "notes.txt")); err != nil {
		t.Errorf("notes.txt: %v", err)
	}
}

// TestListUnreadable: a "backups" that is a file cannot be read as a
// folder: an Internal error naming it, not an empty list.
func TestListUnreadable(t *testing.T) {
	data := filepath.Join(t.TempDir(), "turnir.db")
	if err := os.WriteFile(Dir(data), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if copies, err := List(data); !model.IsKind(err, model.Internal) || copies != nil {
		t.Fatalf("List: %v, %v", copies, err)
	}
	if _, err := Prune(data, at(2026, 12, 1, 9, 0, 0)); !model.IsKind(err, model.Internal) {
		t.Fatalf("Prune: %v", err)
	}
}

// TestReasonLabels: every reason has its own sentence; an unknown one is
// shown as it is.
func TestReasonLabels(t *testing.T) {
	want := map[Reason]string{
		Migration: "before the upgrade to a new version",
		Pairing:   "before pairing a round",
		Finish:    "before finishing a tournament",
		Daily:     "first change of the day",
		Manual:    "made by hand",
		Restore:   "before a restore from a copy",
		"odd":     "odd",
	}
	for r, w := range want {
		if got := r.Label().In("en"); got != w {
			t.Errorf("%s: %q, want %q", r, got, w)
		}
	}
}
