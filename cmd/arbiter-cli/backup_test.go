package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBackupNowListRestore(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "arbiter.db")
	if code, _, errs := cli(t, "--db", db, "players", "import", "../../testdata/players/good.csv"); code != exitOK {
		t.Fatalf("import: %d %s", code, errs)
	}
	code, out, errs := cli(t, "--db", db, "backup", "now")
	if code != exitOK || !strings.Contains(out, filepath.Join(dir, "backups")) {
		t.Fatalf("backup now: %d %q %q", code, out, errs)
	}
	code, out, _ = cli(t, "--db", db, "backup", "list", "--format", "tsv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	// The import was the day's first change: a daily copy (of the empty
	// registry) before it, then the manual one.
	if code != exitOK || len(lines) != 3 || lines[0] != "file\ttime\treason" {
		t.Fatalf("backup list: %d\n%s", code, out)
	}
	manual := strings.Split(lines[1], "\t")
	daily := strings.Split(lines[2], "\t")
	if len(manual) != 3 || manual[2] != "manual" || daily[2] != "daily" {
		t.Fatalf("rows %q %q", manual, daily)
	}
	if _, err := os.Stat(manual[0]); err != nil {
		t.Errorf("the listed file does not open: %v", err)
	}
	if code, out, _ := cli(t, "--db", db, "backup", "list"); code != exitOK || !strings.Contains(out, "зроблена вручну") {
		t.Errorf("backup list (table): %d\n%s", code, out)
	}
	// Restore the daily copy (empty registry): the players are gone, and the
	// replaced state is listed as a restore copy.
	code, out, errs = cli(t, "--db", db, "backup", "restore", daily[0])
	if code != exitOK || !strings.Contains(out, "Попередній стан збережено") {
		t.Fatalf("restore: %d %q %q", code, out, errs)
	}
	if _, out, _ := cli(t, "--db", db, "players", "list", "--format", "tsv"); strings.Count(out, "\n") != 1 {
		t.Errorf("players after restoring the empty copy:\n%s", out)
	}
	_, out, _ = cli(t, "--db", db, "backup", "list", "--format", "tsv")
	if !strings.Contains(strings.Split(out, "\n")[1], "\trestore") {
		t.Errorf("after restore:\n%s", out)
	}
}

func TestBackupRestoreRefusesAlienFile(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "arbiter.db")
	if code, _, errs := cli(t, "--db", db, "players", "import", "../../testdata/players/good.csv"); code != exitOK {
		t.Fatalf("import: %d %s", code, errs)
	}
	before, _ := os.ReadFile(db)
	code, _, errs := cli(t, "--db", db, "backup", "restore", "../../testdata/players/good.csv")
	if code != exitBadInput || !strings.Contains(errs, "не файл SQLite") {
		t.Errorf("restore of a CSV: %d %q", code, errs)
	}
	if after, _ := os.ReadFile(db); string(after) != string(before) {
		t.Error("the data file changed")
	}
	if code, _, _ := cli(t, "--db", db, "backup", "frobnicate"); code != exitBadInput {
		t.Errorf("unknown sub-command: %d", code)
	}
}
