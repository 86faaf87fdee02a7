package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
)

// playStored registers ten players born in January 1990 in the stored
// round robin id and plays it: the higher rating always wins.
func playStored(t *testing.T, db string, id model.TournamentID) {
	t.Helper()
	var ps []model.Player
	for i := 0; i < 10; i++ {
		ps = append(ps, model.Player{Surname: fmt.Sprintf("Кубковий%02d", i+1), Name: "Тест",
			BirthDate: model.NewDate(1990, 1, 1+i), Gender: model.Male, FIDERating: 2300 - 20*i})
	}
	playStoredRoundRobin(t, db, model.Tournament{ID: id}, ps)
}

// `season create 2010` makes the
// regulation's calendar; a tournament created with --cup gold joins the
// season of its first day, and finishing it puts it in the Golden Cup
// table: 1st of 10 at level 3 (K_b 1.1), aged 20 (K_v 1.1, docs/season.md's
// table for 18–22): 9 × 1.1 × 1.1 = 10.89.
func TestCLITournamentReachesGoldenCup(t *testing.T) {
	db := filepath.Join(t.TempDir(), "g.db")
	out := tcli(t, exitOK, "--db", db, "season", "create", "2010")
	if !strings.Contains(out, "5") || !strings.Contains(out, "Кваліф-турнір 26 липня 2010") {
		t.Fatalf("season create 2010:\n%s", out)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "create", "--name", "Без сезону", "--start", "2031-03-01", "--cup", "gold", "--level", "3")
	out = tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Кваліфікаційний CLI", "--start", "2010-08-10",
		"--cup", "gold", "--level", "3", "--system", "round-robin")
	if !strings.HasPrefix(out, "6\t") {
		t.Fatalf("create: %q", out)
	}
	playStored(t, db, 6)
	if gold := tcli(t, exitOK, "--db", db, "season", "show", "2010", "--table", "gold"); !strings.Contains(gold, "Кубковий01\tТест\t1990-01-01\t0\t") {
		t.Errorf("an unfinished tournament counts in the Golden Cup:\n%s", gold)
	}
	tcli(t, exitOK, "--db", db, "tournament", "finish", "6")
	gold := tcli(t, exitOK, "--db", db, "season", "show", "2010", "--table", "gold")
	var first string
	for _, l := range strings.Split(gold, "\n") {
		if strings.Contains(l, "Кубковий01") {
			first = l
		}
	}
	if !strings.Contains(first, "\t10.89\t") {
		t.Errorf("Golden Cup row of the winner %q:\n%s", first, gold)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "create", "--name", "Інший рік", "--start", "2011-01-05", "--season", "2010")
	if out := tcli(t, exitOK, "--db", db, "season", "create", "2012", "--empty"); strings.Contains(out, "календар") {
		t.Errorf("an empty season got a calendar: %s", out)
	}
}
