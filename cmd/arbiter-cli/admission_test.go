package main

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
)

// On the command line: a women's championship for
// citizens of Ukraine refuses a man and a foreign woman with the rule's
// words; --confirm-admission overrides.
func TestAdmissionCommand(t *testing.T) {
	db := filepath.Join(t.TempDir(), "a.db")
	moneyPlayers(t, db, model.Player{Surname: "Коваль", Gender: model.Female, Citizenship: "UKR"},
		model.Player{Surname: "Мороз", Gender: model.Male, Citizenship: "UKR"},
		model.Player{Surname: "Новак", Gender: model.Female, Citizenship: "POL"})
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Чемпіонат жінок", "--start", "2026-11-03", "--rounds", "9",
		"--gender", "f", "--citizenship", "UKR", "--year-ratings", "-2011:0")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "1")
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "register", "1", "2"); !strings.Contains(errs, "жіночий") {
		t.Errorf("a man: %s", errs)
	}
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "register", "1", "3"); !strings.Contains(errs, "громадяни UKR") {
		t.Errorf("a citizen of Poland: %s", errs)
	}
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "2", "3", "--confirm-admission")
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "За списком", "--start", "2026-11-03", "--rounds", "9", "--rating-list", "2026-10")
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "register", "2", "1"); !strings.Contains(errs, "списку 2026-10") {
		t.Errorf("no rating from list 2026-10: %s", errs)
	}
	tcli(t, exitBadInput, "--db", db, "tournament", "create", "--name", "Погано", "--start", "2026-11-03", "--rounds", "9", "--rating-list", "10.2026")
	tcli(t, exitBadInput, "--db", db, "tournament", "create", "--name", "Погано", "--start", "2026-11-03", "--rounds", "9", "--gender", "x")
	tcli(t, exitBadInput, "--db", db, "tournament", "create", "--name", "Погано", "--start", "2026-11-03", "--rounds", "9", "--year-ratings", "2012")
}
