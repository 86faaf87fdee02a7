package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPublish(t *testing.T) {
	db := roundRobinOfThree(t, "Осінній турнір", "1", "=")
	out := filepath.Join(t.TempDir(), "site")
	code, stdout, errs := cli(t, "--db", db, "publish", "--tournament", "1", "--out", out)
	if code != exitOK || !strings.Contains(stdout, "турів: 3") {
		t.Fatalf("publish: %d %s %s", code, stdout, errs)
	}
	for _, name := range []string{"index.html", "style.css", "uk/index.html", "uk/round-1.html", "uk/round-3.html", "uk/crosstable.html", "uk/players.html", "en/round-2.html"} {
		if _, err := os.Stat(filepath.Join(out, name)); err != nil {
			t.Errorf("%s missing: %v", name, err)
		}
	}
	b, _ := os.ReadFile(filepath.Join(out, "uk", "round-2.html"))
	for _, want := range []string{"Альфа Іван (0)", "½-½", "Бета Петро (1)", "Таблиця після туру 2", `href="round-3.html"`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("round 2 page lacks %q", want)
		}
	}
	// The crosstable of a round robin is its grid: Бета beat Гамма, drew Альфа.
	b, _ = os.ReadFile(filepath.Join(out, "uk", "crosstable.html"))
	if !strings.Contains(string(b), "<td class=\"name\">Бета Петро</td><td class=\"n\">1900</td><td class=\"n\">½</td><td class=\"n\">X</td><td class=\"n\">1</td>") {
		t.Errorf("crosstable:\n%s", b)
	}
	if code, _, _ := cli(t, "--db", db, "publish", "--out", out); code != exitBadInput {
		t.Errorf("publish without --tournament: %d", code)
	}
	if code, _, _ := cli(t, "--db", db, "publish", "--tournament", "7", "--out", out); code != exitBadInput {
		t.Errorf("publish of a missing tournament: %d", code)
	}
}
