package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStageBadInput (bad input): a stage link that cannot be
// right is refused at `tournament create` with a message and exit 3,
// creating nothing; `tournament qualify` from a previous stage that is
// not finished names that stage and registers nobody.
func TestStageBadInput(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "bad.db")
	cli := func(want int, args ...string) string { return tcli(t, want, append([]string{"--db", db}, args...)...) }
	cli(exitOK, "demo-tournament", "--players", "12", "--rounds", "5", "--play", "5", "--seed", "3")
	cli(exitOK, "demo-tournament", "--players", "12", "--rounds", "5", "--play", "2", "--seed", "4")
	cli(exitOK, "tournament", "finish", "1")
	list := cli(exitOK, "tournament", "list")
	create := []string{"tournament", "create", "--name", "Фінал", "--start", "2026-12-24", "--rounds", "5"}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"places not a number", []string{"--stage-of", "1", "--qualify", "top:3", "--stage-places", "вісім"}, "--stage-places"},
		{"negative places", []string{"--stage-of", "1", "--qualify", "top:3", "--stage-places", "-1"}, "від'ємною"},
		{"a previous stage twice", []string{"--stage-of", "1,1", "--qualify", "top:3"}, "указано двічі"},
		{"previous stages not numbers", []string{"--stage-of", "1;2", "--qualify", "top:3"}, "номери турнірів через кому"},
		{"a previous stage that does not exist", []string{"--stage-of", "1,99", "--qualify", "top:3"}, "№ 99"},
		{"a quota for a tournament that is no previous stage", []string{"--stage-of", "1,2", "--qualify", "top:1=3,7=2"}, "турнір № 7"},
		{"a quota leaving a previous stage out", []string{"--stage-of", "1,2", "--qualify", "score:1=5"}, "немає попереднього етапу № 2"},
		{"a quota written twice for one stage", []string{"--stage-of", "1,2", "--qualify", "top:1=3,1=2"}, "top:1=3,1=2"},
		{"a quota of nobody", []string{"--stage-of", "1,2", "--qualify", "top:1=0,2=0"}, "не прочитано"},
		{"a rule and no previous stage", []string{"--qualify", "top:3"}, "не вказано"},
	} {
		out := cli(exitBadInput, append(create, tc.args...)...)
		if !strings.Contains(out, tc.want) {
			t.Errorf("%s: %s, want a message with %q", tc.name, out, tc.want)
		}
	}
	if got := cli(exitOK, "tournament", "list"); got != list {
		t.Errorf("refused stages changed the list:\n%s\nwas\n%s", got, list)
	}
	// The second previous stage is not finished: named, nobody registered.
	cli(exitOK, append(create, "--stage-of", "1,2", "--qualify", "top:1=3,2=2")...)
	for _, args := range [][]string{{"tournament", "qualify", "3"}, {"tournament", "qualify", "3", "--dry-run"}} {
		if out := cli(exitBadInput, args...); !strings.Contains(out, "(№ 2) ще не завершено") {
			t.Errorf("%v with no. 2 not finished: %s", args, out)
		}
	}
	if got := registeredNames(t, db, "3"); len(got) != 0 {
		t.Errorf("registered %v from an unfinished stage", got)
	}
	// Medals of a table the tournament does not have, and of a tournament
	// with no round played: refused, no file written.
	out := filepath.Join(dir, "m.pdf")
	if msg := cli(exitBadInput, "print", "medals", "--tournament", "2", "--sub", "u8", "-o", out); !strings.Contains(msg, "немає заліку «u8»") {
		t.Errorf("medals of a table not there: %s", msg)
	}
	if msg := cli(exitBadInput, "print", "medals", "--tournament", "3", "-o", out); !strings.Contains(msg, "не завершено жодного туру") {
		t.Errorf("medals before any round: %s", msg)
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a refused medal list was written")
	}
}
