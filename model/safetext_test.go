package model_test

import (
	"strings"
	"testing"

	"arbiter/model"
)

// TestFormulaAndControlTextRefused: registry text that
// a spreadsheet would run as a formula, or that holds control characters,
// is refused with a message naming the field; a phone number may start
// with +.
func TestFormulaAndControlTextRefused(t *testing.T) {
	today := model.NewDate(2026, 12, 1)
	base := model.Player{Surname: "Бойко", Name: "Ольга", BirthDate: model.NewDate(2001, 2, 1), Gender: model.Female, Citizenship: "UKR"}
	for _, tc := range []struct {
		edit func(*model.Player)
		want string // "" = accepted
	}{
		{func(p *model.Player) { p.Surname = "=cmd|' /C calc'!A0" }, "Прізвище не може починатися зі знака «=»"},
		{func(p *model.Player) { p.Surname = "+SUM(1+1)" }, "Прізвище не може починатися зі знака «+»"},
		{func(p *model.Player) { p.Name = "@SUM(1)" }, "Ім'я не може починатися зі знака «@»"},
		{func(p *model.Player) { p.Patronymic = "-2+3" }, "По батькові не може починатися зі знака «-»"},
		{func(p *model.Player) { p.Surname = "Бой\x01ко" }, "керівний символ U+0001"},
		{func(p *model.Player) { p.LatinName = "Boiko\u202eO" }, "керівний символ U+202E"},
		{func(p *model.Player) { p.Occupation = "=1+1" }, "Рід занять не може"},
		{func(p *model.Player) { p.Phone = "+380501234567" }, ""},
		{func(p *model.Player) { p.Phone = "+SUM(1)" }, "Телефон не може починатися"},
		{func(p *model.Player) { p.Surname = "Бойко-Петренко" }, ""},
	} {
		p := base
		tc.edit(&p)
		err := model.ValidatePlayer(p, today)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%+v refused: %v", p, err)
			}
			continue
		}
		if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), tc.want) {
			t.Errorf("%+v: %v, want %q", p, err, tc.want)
		}
	}
}

func TestSpreadsheetCell(t *testing.T) {
	for in, want := range map[string]string{
		"=cmd|' /C calc'!A0": "'=cmd|' /C calc'!A0", "+SUM(1+1)": "'+SUM(1+1)", "@SUM(1)": "'@SUM(1)",
		"-1+2": "'-1+2", "+380501234567": "+380501234567", "+380 50 123": "'+380 50 123",
		"-": "-", "-0.5": "-0.5", "12.5": "12.5", "3-4": "3-4", "Бойко": "Бойко",
		"a\tb\nc\rd": "a b c d", "x\x01y": "xy", "\x01=1": "'=1",
	} {
		if got := model.SpreadsheetCell(in); got != want {
			t.Errorf("SpreadsheetCell(%q) = %q, want %q", in, got, want)
		}
	}
}
