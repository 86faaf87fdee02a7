package storage

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"arbiter/model"
)

// The README says several copies of Arbiter and arbiter-cli may use one
// data file at once. These tests run three writers and two readers against
// one file, every action opening the file anew as arbiter-cli does (the
// damage check on every open is what used to read a torn image while
// another copy wrote or checkpointed), and require no error at all and
// every confirmed write present at the end.

const (
	concWriters = 3
	concReaders = 2
	concActions = 200
)

// concurrentAction is action i of worker w ("w0".."w2" write, "r0", "r1"
// read) on the file at path, opened and closed as one arbiter-cli command.
// A writer returns the keys it wrote (club names and player surnames).
func concurrentAction(path, worker string, i int) (keys []string, err error) {
	s, err := openTest(path)
	if err != nil {
		return nil, err
	}
	defer s.Close()
	if worker[0] == 'r' {
		if i%2 == 0 {
			_, err = s.Players(ctx, model.PlayerFilter{})
		} else {
			_, err = s.Clubs(ctx)
		}
		return nil, err
	}
	tag := fmt.Sprintf("%s-%d", worker, i)
	switch i % 3 {
	case 0:
		err = s.Tx(ctx, func(tx model.Store) error { return tx.CreateClub(ctx, &model.Club{Name: "Клуб " + tag}) })
		keys = []string{"club:Клуб " + tag}
	case 1: // an import: many rows, a long journal for the next checkpoint
		err = s.Tx(ctx, func(tx model.Store) error {
			for k := 0; k < 40; k++ {
				p := model.Player{Surname: "Імпорт " + tag, Name: strconv.Itoa(k), BirthDate: model.NewDate(2010, 1, 1+k%28),
					Gender: model.Female, Citizenship: "UKR", Occupation: strings.Repeat("учениця ", 20)}
				if err := tx.CreatePlayer(ctx, &p); err != nil {
					return err
				}
			}
			return nil
		})
		keys = []string{"player:Імпорт " + tag}
	default:
		err = s.Tx(ctx, func(tx model.Store) error {
			return tx.CreatePlayer(ctx, &model.Player{Surname: "Гравець " + tag, Name: "Один", BirthDate: model.NewDate(2012, 5, 5),
				Gender: model.Male, Citizenship: "UKR"})
		})
		keys = []string{"player:Гравець " + tag}
	}
	if err != nil {
		return nil, err
	}
	return keys, nil
}

// runWorker runs the actions of one worker, writing "ok KEY" for every
// confirmed write and "err MESSAGE" for every failed action to out.
func runWorker(path, worker string, out func(string)) {
	for i := 0; i < concActions; i++ {
		keys, err := concurrentAction(path, worker, i)
		if err != nil {
			out(fmt.Sprintf("err %s #%d: %s (%v)", worker, i, model.Message(err, "en"), err))
			continue
		}
		for _, k := range keys {
			out("ok " + k)
		}
	}
}

// TestConcurrentWorkerProcess is the child of TestConcurrentProcesses; it
// does nothing in a normal run.
func TestConcurrentWorkerProcess(t *testing.T) {
	path, worker := os.Getenv("ARBITER_CONC_DB"), os.Getenv("ARBITER_CONC_WORKER")
	if path == "" {
		return
	}
	w := bufio.NewWriter(os.Stdout)
	runWorker(path, worker, func(line string) { fmt.Fprintln(w, line) })
	w.Flush()
}

// checkOutcome fails the test for every error line and for every confirmed
// key missing from the file.
func checkOutcome(t *testing.T, path string, lines []string) {
	t.Helper()
	var errs, oks []string
	for _, l := range lines {
		switch {
		case strings.HasPrefix(l, "err "):
			errs = append(errs, l)
		case strings.HasPrefix(l, "ok "):
			oks = append(oks, strings.TrimPrefix(l, "ok "))
		}
	}
	for i, e := range errs {
		if i < 10 {
			t.Error(e)
		}
	}
	if len(errs) > 0 {
		t.Errorf("%d of %d actions failed", len(errs), (concWriters+concReaders)*concActions)
	}
	s := mustOpen(t, path)
	defer s.Close()
	have := map[string]bool{}
	clubs, err := s.Clubs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range clubs {
		have["club:"+c.Name] = true
	}
	players, err := s.Players(ctx, model.PlayerFilter{})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range players {
		have["player:"+p.Surname] = true
	}
	lost := 0
	for _, k := range oks {
		if !have[k] {
			lost++
			if lost <= 10 {
				t.Errorf("confirmed write %q is not in the file", k)
			}
		}
	}
	if want := concWriters * concActions; len(oks) != want-len(errsOf(errs, "w")) {
		t.Errorf("%d confirmed writes, want %d", len(oks), want-len(errsOf(errs, "w")))
	}
	t.Logf("%d actions, %d confirmed writes, %d errors, %d lost", (concWriters+concReaders)*concActions, len(oks), len(errs), lost)
}

func errsOf(errs []string, prefix string) []string {
	var out []string
	for _, e := range errs {
		if strings.HasPrefix(e, "err "+prefix) {
			out = append(out, e)
		}
	}
	return out
}

func workers() []string {
	var ws []string
	for i := 0; i < concWriters; i++ {
		ws = append(ws, fmt.Sprintf("w%d", i))
	}
	for i := 0; i < concReaders; i++ {
		ws = append(ws, fmt.Sprintf("r%d", i))
	}
	return ws
}

// TestConcurrentProcesses: three writer and two reader processes, 200
// actions each, every action a fresh open of the file.
func TestConcurrentProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("runs five processes for some seconds")
	}
	path := filepath.Join(t.TempDir(), "shared.db")
	filledDB(t, path)
	var mu sync.Mutex
	var lines []string
	var wg sync.WaitGroup
	for _, w := range workers() {
		cmd := exec.Command(os.Args[0], "-test.run=^TestConcurrentWorkerProcess$")
		cmd.Env = append(os.Environ(), "ARBITER_CONC_DB="+path, "ARBITER_CONC_WORKER="+w)
		var out, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := cmd.Wait()
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				lines = append(lines, fmt.Sprintf("err %s: process: %v %s", w, err, stderr.String()))
			}
			lines = append(lines, strings.Split(out.String(), "\n")...)
		}()
	}
	wg.Wait()
	checkOutcome(t, path, lines)
}

// TestConcurrentConnections: the same in one process, every worker a
// goroutine opening its own Store (its own connections) for every action.
func TestConcurrentConnections(t *testing.T) {
	if testing.Short() {
		t.Skip("runs five workers for some seconds")
	}
	path := filepath.Join(t.TempDir(), "shared.db")
	filledDB(t, path)
	var mu sync.Mutex
	var lines []string
	var wg sync.WaitGroup
	for _, w := range workers() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runWorker(path, w, func(l string) { mu.Lock(); lines = append(lines, l); mu.Unlock() })
		}()
	}
	wg.Wait()
	checkOutcome(t, path, lines)
}
