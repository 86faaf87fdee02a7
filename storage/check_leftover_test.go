package storage

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"arbiter/model"
)

// journalWithoutIndex makes path an Arbiter file with a -wal journal and no
// -shm beside it (copied so from a live file): the one state whose check
// needs a private copy.
func journalWithoutIndex(t *testing.T, path string) {
	t.Helper()
	live := filepath.Join(t.TempDir(), "live.db")
	s := mustOpen(t, live)
	defer s.Close()
	if err := s.CreateClub(ctx, &model.Club{Name: "Журнал"}); err != nil {
		t.Fatal(err)
	}
	for _, suffix := range []string{"", "-wal"} {
		b, err := os.ReadFile(live + suffix)
		if err != nil {
			t.Fatal(err)
		}
		writeBytes(b)(t, path+suffix)
	}
}

// TestCheckCopyKilledProcess is the child of TestNoCopyLeftAfterKill: it
// opens the file and stops after the private copy is made.
func TestCheckCopyKilledProcess(t *testing.T) {
	path := os.Getenv("ARBITER_KILL_DB")
	if path == "" {
		return
	}
	afterCopy = func() {
		os.Stdout.WriteString("copied\n")
		time.Sleep(time.Minute)
	}
	Open(path)
}

func checkFolders(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), checkPrefix) {
			out = append(out, e.Name())
		}
	}
	return out
}

// TestNoCopyLeftAfterKill: a copy of Arbiter killed while it checks a file
// through a private copy leaves that copy in the temporary folder; the next
// start removes it. A folder of a process that still runs is kept.
func TestNoCopyLeftAfterKill(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	path := filepath.Join(t.TempDir(), "crashed.db")
	journalWithoutIndex(t, path)

	cmd := exec.Command(os.Args[0], "-test.run=^TestCheckCopyKilledProcess$")
	cmd.Env = append(os.Environ(), "ARBITER_KILL_DB="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "copied\n" {
		cmd.Process.Kill()
		t.Fatalf("child said %q", line)
	}
	cmd.Process.Kill()
	cmd.Wait()
	left := checkFolders(t, tmp)
	if len(left) != 1 {
		t.Fatalf("after the kill the temporary folder holds %v, want the killed check's copy", left)
	}
	mine := filepath.Join(tmp, checkPrefix+"1-x") // pid 1 runs (init)
	if err := os.Mkdir(mine, 0o700); err != nil {
		t.Fatal(err)
	}

	staleChecks = sync.Once{} // the next start
	s := mustOpen(t, filepath.Join(t.TempDir(), "other.db"))
	s.Close()
	if got := checkFolders(t, tmp); len(got) != 1 || got[0] != checkPrefix+"1-x" {
		t.Errorf("after the next start: %v, want only the running process's folder", got)
	}
	c := mustOpen(t, path)
	defer c.Close()
	if clubs, err := c.Clubs(ctx); err != nil || len(clubs) != 1 {
		t.Errorf("the file after the check: %v, %v", clubs, err)
	}
	if got := checkFolders(t, tmp); len(got) != 1 {
		t.Errorf("after a finished check: %v", got)
	}
}
