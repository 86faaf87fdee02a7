package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/registry"
	"arbiter/storage"
)

func moneyPlayers(t *testing.T, db string, ps ...model.Player) {
	t.Helper()
	st, err := storage.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	app := model.NewApp(st.Model())
	for _, p := range ps {
		p.Name, p.BirthDate = "Тест", model.NewDate(1990, 1, 1)
		if _, err := registry.New(app).CreatePlayer(context.Background(), p, model.SaveOptions{}); err != nil {
			t.Fatal(err)
		}
	}
}

// The fees are seed 003 §3's, read by hand: a man rated 2000 pays 200, an
// unrated woman 110; a woman rated 2400 has none («-») until the director
// types one with a reason; 70 % of the 200 paid plus 1 000 from sponsors
// make a fund of 1 140,00.
func TestMoneyCommands(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	moneyPlayers(t, db, model.Player{Surname: "Мельник", Gender: model.Male, FIDERating: 2000},
		model.Player{Surname: "Бойко", Gender: model.Female}, model.Player{Surname: "Руденко", Gender: model.Female, FIDERating: 2400})
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Чемпіонат", "--start", "2026-11-03", "--rounds", "9")
	tcli(t, exitOK, "--db", db, "money", "set", "1", "--schedule", "ukr-2003", "--sponsors", "1000", "--split", "equal")
	if _, errs := tcliErr(t, exitBadInput, "--db", db, "tournament", "register", "1", "1", "2", "3"); !strings.Contains(errs, "Рядок 3") ||
		!strings.Contains(errs, "вручну") {
		t.Errorf("no fee for no. 3: %s", errs)
	}
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "1", "2")
	tcli(t, exitBadInput, "--db", db, "tournament", "register", "1", "3", "--fee", "80")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "3", "--fee", "80", "--reason", "за рішенням оргкомітету")
	tcli(t, exitBadInput, "--db", db, "money", "fee", "1", "2", "--fee", "50")
	if out := tcli(t, exitOK, "--db", db, "money", "fee", "1", "2", "--fee", "50", "--reason", "студентка"); out != "50\n" {
		t.Errorf("override: %q", out)
	}
	if out := tcli(t, exitOK, "--db", db, "money", "fee", "1", "2"); out != "110\n" {
		t.Errorf("back to the schedule: %q", out)
	}
	show := tcli(t, exitOK, "--db", db, "money", "show", "1")
	// starting numbers by rating (C.04.2) before round 1: Руденко 2400, Мельник 2000, Бойко unrated
	for _, want := range []string{"схема ukr-2003", "1\tРуденко Тест\t80\t0\t80\tвручну: за рішенням оргкомітету", "2\tМельник Тест\t200\t0\t200", "3\tБойко Тест\t110\t0\t110", "Разом\t390\t0\t390",
		"Призовий фонд: 0,00 грн (70% сплачених внесків) + спонсори 1 000,00 = 1 000,00 грн"} {
		if !strings.Contains(show, want) {
			t.Errorf("treasurer's report lacks %q:\n%s", want, show)
		}
	}
	tcli(t, exitBadInput, "--db", db, "money", "set", "1", "--split", "half")
	tcli(t, exitBadInput, "--db", db, "money", "set", "1", "--fund-percent", "120")
	tcli(t, exitBadInput, "--db", db, "money", "prizes", "1", "--set", "1=100,x")
	tcli(t, exitBadInput, "--db", db, "money", "prizes", "1", "--set", "1=100,1=50")
	if out := tcli(t, exitOK, "--db", db, "money", "prizes", "1", "--set", "1=800,2=500"); !strings.Contains(out, "перевищують") ||
		!strings.Contains(out, "загальний\t2\t500") {
		t.Errorf("prizes over the fund are not warned:\n%s", out)
	}
	tcli(t, exitBadInput, "--db", db, "money", "show", "9")
}

// TestMoneyScheduleAfterRegistration: the players register with no
// schedule (every fee 0); choosing ukr-2003 afterwards sets the unpaid
// fees and says how many changed, and the fee is marked paid and unpaid
// from the command line. Worked by hand from seed 003 §3: Мельник (2000)
// 200, Бойко (unrated woman) 110, Руденко (woman, 2400) no fee («-»):
// 2 changed, 0 unchanged, Руденко named. Мельник's 200 paid: 70 % = 140,00
// to the fund; unpaid again: 0,00. The split becomes ukr-2003's, by place.
func TestMoneyScheduleAfterRegistration(t *testing.T) {
	db := filepath.Join(t.TempDir(), "m.db")
	moneyPlayers(t, db, model.Player{Surname: "Мельник", Gender: model.Male, FIDERating: 2000},
		model.Player{Surname: "Бойко", Gender: model.Female}, model.Player{Surname: "Руденко", Gender: model.Female, FIDERating: 2400})
	tcli(t, exitOK, "--db", db, "tournament", "create", "--name", "Чемпіонат", "--start", "2026-11-03", "--rounds", "9")
	tcli(t, exitOK, "--db", db, "tournament", "register", "1", "1", "2", "3")
	out := tcli(t, exitOK, "--db", db, "money", "set", "1", "--schedule", "ukr-2003")
	for _, want := range []string{"place", "змінено — 2 внески, без змін — 0 внесків", "для № 1: введіть його вручну"} {
		if !strings.Contains(out, want) {
			t.Errorf("money set lacks %q:\n%s", want, out)
		}
	}
	show := tcli(t, exitOK, "--db", db, "money", "show", "1")
	for _, want := range []string{"2\tМельник Тест\t200\t0\t200", "3\tБойко Тест\t110\t0\t110", "Разом\t310\t0\t310", "Схема не встановлює внеску для № 1"} {
		if !strings.Contains(show, want) {
			t.Errorf("treasurer's report lacks %q:\n%s", want, show)
		}
	}
	if out := tcli(t, exitOK, "--db", db, "money", "paid", "1", "1"); out != "2\tМельник Тест\t200\tсплачено\n" {
		t.Errorf("paid: %q", out)
	}
	if show := tcli(t, exitOK, "--db", db, "money", "show", "1"); !strings.Contains(show, "Призовий фонд: 140,00 грн") {
		t.Errorf("fund after paying 200:\n%s", show)
	}
	if out := tcli(t, exitOK, "--db", db, "money", "unpaid", "1", "1"); out != "2\tМельник Тест\t200\tне сплачено\n" {
		t.Errorf("unpaid: %q", out)
	}
	if show := tcli(t, exitOK, "--db", db, "money", "show", "1"); !strings.Contains(show, "Призовий фонд: 0,00 грн") {
		t.Errorf("fund after unpaying:\n%s", show)
	}
	tcli(t, exitBadInput, "--db", db, "money", "paid", "1", "9")
	tcli(t, exitBadInput, "--db", db, "money", "paid", "1", "x")
}
