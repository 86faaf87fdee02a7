package main

import (
	"database/sql"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// crashFor is how long TestCrashKeepsConfirmedActions kills children: a
// few seconds in `make test`; longer with
// `go test ./cmd/arbiter-cli -run Crash -crash 2m`.
var crashFor = flag.Duration("crash", 3*time.Second, "how long the crash test runs")

// TestMain lets the test binary act as arbiter-cli for the crash test's
// child processes.
func TestMain(m *testing.M) {
	if os.Getenv("ARBITER_CLI_CHILD") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// crashWorld is what the crash test knows the file must hold: every action
// a child confirmed (exit 0).
type crashWorld struct {
	t       *testing.T
	db      string
	players int               // per tournament
	paired  map[[2]int]bool   // tournament, round
	results map[[3]int]string // tournament, round, board → White's result
	imports map[string]bool   // surname of an imported file's 10 players
	rng     *rand.Rand
	kills   int
	actions map[string]int
}

// TestCrashKeepsConfirmedActions runs arbiter-cli as child processes —
// result entry, pairing and CSV import — and kills every other one
// (SIGKILL) at a random moment. After each kill the file must pass
// integrity_check and foreign_key_check, every action a child confirmed
// must be there, and a killed action must be there whole or not at all.
func TestCrashKeepsConfirmedActions(t *testing.T) {
	dir := t.TempDir()
	w := &crashWorld{t: t, db: filepath.Join(dir, "crash.db"), players: 16,
		paired: map[[2]int]bool{}, results: map[[3]int]string{}, imports: map[string]bool{},
		rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 14)), actions: map[string]int{}}
	w.newTournament()
	deadline := time.Now().Add(*crashFor)
	for n := 0; time.Now().Before(deadline) || n < 12; n++ {
		tid, round, boards, open := w.state()
		var args []string
		var confirm func()
		kind := ""
		switch {
		case w.rng.IntN(8) == 0:
			tag := crashSurname(n)
			csv := filepath.Join(dir, tag+".csv")
			var b strings.Builder
			b.WriteString("surname;name;birth_date;gender\n")
			for i := 0; i < 10; i++ {
				fmt.Fprintf(&b, "%s;%s;05.03.2012;m\n", tag, crashSurname(i))
			}
			if err := os.WriteFile(csv, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			kind, args, confirm = "import", []string{"players", "import", csv}, func() { w.imports[tag] = true }
		case len(open) > 0:
			board := open[w.rng.IntN(len(open))]
			code := []string{"1-0", "=", "0-1"}[w.rng.IntN(3)]
			key := [3]int{tid, round, board}
			kind = "result"
			args = []string{"tournament", "result", fmt.Sprint(tid), fmt.Sprint(round), fmt.Sprint(board), code}
			confirm = func() { w.results[key] = map[string]string{"1-0": "1", "=": "=", "0-1": "0"}[code] }
		case round < 9 || boards == 0:
			key := [2]int{tid, round + 1}
			kind, args, confirm = "pair", []string{"tournament", "pair", fmt.Sprint(tid)}, func() { w.paired[key] = true }
		default:
			w.newTournament()
			continue
		}
		w.actions[kind]++
		killed := w.child(args, w.rng.IntN(2) == 0)
		if !killed {
			confirm()
		}
		w.check()
	}
	t.Logf("%d actions %v, %d killed", len(w.paired)+len(w.results)+len(w.imports), w.actions, w.kills)
	if w.kills == 0 {
		t.Error("no child was killed during an action")
	}
}

// crashSurname is a valid Ukrainian name made from n, starting with Щщ,
// which no surname of the demo registry does.
func crashSurname(n int) string {
	letters := []rune("абвгдежзиклмнопрстуфхцчшщ")
	s := "Щщ"
	for i := 0; i < 4; i++ {
		s += string(letters[n%len(letters)])
		n /= len(letters)
	}
	return s
}

// child runs arbiter-cli with args; with kill it is killed after a random
// delay. It reports whether the child was killed before it confirmed.
func (w *crashWorld) child(args []string, kill bool) bool {
	w.t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"--db", w.db}, args...)...)
	cmd.Env = append(os.Environ(), "ARBITER_CLI_CHILD=1", "LANG=C")
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		w.t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	if kill {
		select {
		case err := <-done:
			return w.exited(args, err, out.String())
		case <-time.After(time.Duration(w.rng.IntN(120)) * time.Millisecond):
			cmd.Process.Kill()
			err := <-done
			if cmd.ProcessState.Success() {
				return w.exited(args, err, out.String())
			}
			w.kills++
			return true
		}
	}
	return w.exited(args, <-done, out.String())
}

func (w *crashWorld) exited(args []string, err error, out string) bool {
	if err != nil {
		w.t.Fatalf("arbiter-cli %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return false
}

func (w *crashWorld) newTournament() {
	w.t.Helper()
	w.child([]string{"demo-tournament", "--players", fmt.Sprint(w.players), "--rounds", "9", "--play", "0", "--seed", fmt.Sprint(w.rng.IntN(1000))}, false)
}

func (w *crashWorld) open() *sql.DB {
	db, err := sql.Open("sqlite", "file:"+w.db+"?_pragma=busy_timeout(5000)&_pragma=query_only(1)")
	if err != nil {
		w.t.Fatal(err)
	}
	return db
}

// state is the newest tournament, its last paired round, that round's
// board count and the boards without a result.
func (w *crashWorld) state() (tid, round, boards int, open []int) {
	db := w.open()
	defer db.Close()
	if err := db.QueryRow("SELECT max(id) FROM tournaments").Scan(&tid); err != nil {
		w.t.Fatal(err)
	}
	if err := db.QueryRow("SELECT coalesce(max(round), 0) FROM tournament_games WHERE tournament_id = ?", tid).Scan(&round); err != nil {
		w.t.Fatal(err)
	}
	rows, err := db.Query("SELECT board, result FROM tournament_games WHERE tournament_id = ? AND round = ? AND colour = 'w'", tid, round)
	if err != nil {
		w.t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var b int
		var r string
		if err := rows.Scan(&b, &r); err != nil {
			w.t.Fatal(err)
		}
		boards++
		if r == " " {
			open = append(open, b)
		}
	}
	return tid, round, boards, open
}

// check opens the file after a child ended and checks it.
func (w *crashWorld) check() {
	w.t.Helper()
	db := w.open()
	defer db.Close()
	var res string
	if err := db.QueryRow("PRAGMA integrity_check").Scan(&res); err != nil || res != "ok" {
		w.t.Fatalf("integrity_check: %q, %v", res, err)
	}
	if rows, err := db.Query("PRAGMA foreign_key_check"); err != nil || rows.Next() {
		w.t.Fatalf("foreign_key_check found a row (%v)", err)
	} else {
		rows.Close()
	}
	// A round is paired for every player or not at all.
	var bad int
	if err := db.QueryRow(`SELECT count(*) FROM (SELECT tournament_id, round, count(*) n FROM tournament_games
		GROUP BY tournament_id, round) WHERE n <> ?`, w.players).Scan(&bad); err != nil || bad != 0 {
		w.t.Fatalf("%d rounds paired for only some players (%v)", bad, err)
	}
	for key := range w.paired {
		var n int
		db.QueryRow("SELECT count(*) FROM tournament_games WHERE tournament_id = ? AND round = ?", key[0], key[1]).Scan(&n)
		if n != w.players {
			w.t.Fatalf("confirmed pairing of tournament %d round %d lost (%d games rows)", key[0], key[1], n)
		}
	}
	for key, want := range w.results {
		var got string
		db.QueryRow("SELECT result FROM tournament_games WHERE tournament_id = ? AND round = ? AND board = ? AND colour = 'w'", key[0], key[1], key[2]).Scan(&got)
		if got != want {
			w.t.Fatalf("confirmed result %v = %q, stored %q", key, want, got)
		}
	}
	// White's and Black's rows of a game agree.
	if err := db.QueryRow(`SELECT count(*) FROM tournament_games w JOIN tournament_games b
		ON b.tournament_id = w.tournament_id AND b.round = w.round AND b.start_no = w.opponent_no
		WHERE w.colour = 'w' AND (w.result || b.result) NOT IN ('  ', '10', '==', '01')`).Scan(&bad); err != nil || bad != 0 {
		w.t.Fatalf("%d games whose two rows disagree (%v)", bad, err)
	}
	rows, err := db.Query("SELECT surname, count(*) FROM players WHERE surname LIKE 'Щщ%' GROUP BY surname")
	if err != nil {
		w.t.Fatal(err)
	}
	defer rows.Close()
	got := map[string]int{}
	for rows.Next() {
		var s string
		var n int
		rows.Scan(&s, &n)
		got[s] = n
		if n != 10 {
			w.t.Fatalf("import of %s kept %d of 10 players", s, n)
		}
	}
	for tag := range w.imports {
		if got[tag] != 10 {
			w.t.Fatalf("confirmed import of %s lost", tag)
		}
	}
}
