package model_test

import (
	"testing"
	"time"

	"arbiter/model"
)

var today = model.NewDate(2026, time.June, 1)

// validPlayer is a player that passes every check; cases change one field.
func validPlayer() model.Player {
	return model.Player{Surname: "Коваленко", Name: "Іван", BirthDate: model.NewDate(2012, 3, 5),
		Gender: model.Male, Citizenship: "UKR"}
}

func TestValidatePlayer(t *testing.T) {
	cases := []struct {
		name   string
		change func(*model.Player)
		ok     bool
	}{
		{"valid", func(p *model.Player) {}, true},
		{"no surname", func(p *model.Player) { p.Surname = "" }, false},
		{"no name", func(p *model.Player) { p.Name = "" }, false},
		{"no birth date", func(p *model.Player) { p.BirthDate = model.Date{} }, false},
		{"31 April", func(p *model.Player) { p.BirthDate = model.NewDate(2010, 4, 31) }, false},
		{"29 Feb common year", func(p *model.Player) { p.BirthDate = model.NewDate(2011, 2, 29) }, false},
		{"29 Feb leap year", func(p *model.Player) { p.BirthDate = model.NewDate(2012, 2, 29) }, true},
		{"age 3 exactly", func(p *model.Player) { p.BirthDate = model.NewDate(2023, 6, 1) }, true},
		{"age 2 (3 tomorrow)", func(p *model.Player) { p.BirthDate = model.NewDate(2023, 6, 2) }, false},
		{"age 110", func(p *model.Player) { p.BirthDate = model.NewDate(1916, 1, 1) }, true},
		{"age 111", func(p *model.Player) { p.BirthDate = model.NewDate(1915, 5, 31) }, false},
		{"born in the future", func(p *model.Player) { p.BirthDate = model.NewDate(2030, 1, 1) }, false},
		{"gender f", func(p *model.Player) { p.Gender = model.Female }, true},
		{"gender empty", func(p *model.Player) { p.Gender = "" }, false},
		{"gender x", func(p *model.Player) { p.Gender = "x" }, false},
		{"citizenship POL", func(p *model.Player) { p.Citizenship = "POL" }, true},
		{"citizenship lower case", func(p *model.Player) { p.Citizenship = "ukr" }, false},
		{"citizenship unknown", func(p *model.Player) { p.Citizenship = "XYZ" }, false},
		{"citizenship ISO UA", func(p *model.Player) { p.Citizenship = "UA" }, false},
		{"rating 0", func(p *model.Player) { p.FIDERating = 0 }, true},
		{"rating 1000", func(p *model.Player) { p.FIDERating = 1000 }, true},
		{"rating 3000", func(p *model.Player) { p.FIDERating = 3000 }, true},
		{"rating 999", func(p *model.Player) { p.FIDERating = 999 }, false},
		{"rating 3001", func(p *model.Player) { p.FIDERating = 3001 }, false},
		{"rating negative", func(p *model.Player) { p.FIDERating = -5 }, false},
		{"national rating 500", func(p *model.Player) { p.NationalRating = 500 }, false},
		{"national rating 1500", func(p *model.Player) { p.NationalRating = 1500 }, true},
		{"FIDE ID negative", func(p *model.Player) { p.FIDEID = -1 }, false},
		{"FIDE ID", func(p *model.Player) { p.FIDEID = 14109603 }, true},
		{"title КМС", func(p *model.Player) { p.Title = "КМС" }, true},
		{"title unknown", func(p *model.Player) { p.Title = "гросмейстер світу" }, false},
		{"e-mail", func(p *model.Player) { p.Email = "a@b.ua" }, true},
		{"bad e-mail", func(p *model.Player) { p.Email = "ab.ua" }, false},
		{"surname too long", func(p *model.Player) { p.Surname = string(make([]rune, 201)) }, false},
		{"invalid UTF-8", func(p *model.Player) { p.Name = "\xff" }, false},
	}
	for _, c := range cases {
		p := validPlayer()
		c.change(&p)
		err := model.ValidatePlayer(p, today)
		if (err == nil) != c.ok {
			t.Errorf("%s: ValidatePlayer = %v, want ok=%v", c.name, err, c.ok)
			continue
		}
		if err != nil && (model.KindOf(err) != model.Invalid || model.Message(err, "uk") == "") {
			t.Errorf("%s: error %v: kind %q, message %q; want Invalid with a message", c.name, err, model.KindOf(err), model.Message(err, "uk"))
		}
	}
}

func TestParseDate(t *testing.T) {
	cases := []struct {
		in   string
		want model.Date
		ok   bool
	}{
		{"2012-03-05", model.NewDate(2012, 3, 5), true},
		{"05.03.2012", model.NewDate(2012, 3, 5), true},
		{"5.3.2012", model.NewDate(2012, 3, 5), true},
		{" 2012-03-05 ", model.NewDate(2012, 3, 5), true},
		{"", model.Date{}, true},
		{"2012-02-30", model.Date{}, false},
		{"31.04.2010", model.Date{}, false},
		{"05/03/2012", model.Date{}, false},
		{"12-03-05", model.Date{}, false},
		{"2012-3", model.Date{}, false},
		{"abcd-ef-gh", model.Date{}, false},
		{"05.03.12", model.Date{}, false},
		{"+012-03-05", model.Date{}, false},
		{"2012-+3-05", model.Date{}, false},
		{"٢٠١٢-03-05", model.Date{}, false},
	}
	for _, c := range cases {
		got, err := model.ParseDate(c.in)
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("ParseDate(%q) = %v, %v; want %v, ok=%v", c.in, got, err, c.want, c.ok)
		}
	}
}

func TestDateAgeAndFormat(t *testing.T) {
	d := model.NewDate(2012, 3, 5)
	if got := d.AgeOn(model.NewDate(2026, 3, 4)); got != 13 {
		t.Errorf("AgeOn day before birthday = %d, want 13", got)
	}
	if got := d.AgeOn(model.NewDate(2026, 3, 5)); got != 14 {
		t.Errorf("AgeOn birthday = %d, want 14", got)
	}
	if d.String() != "2012-03-05" || d.Display() != "05.03.2012" || (model.Date{}).String() != "" {
		t.Errorf("String %q Display %q", d.String(), d.Display())
	}
}

func TestNormalizeTitle(t *testing.T) {
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"", "", true}, {"gm", "GM", true}, {" wfm ", "WFM", true}, {"кмс", "КМС", true},
		{"I розряд", "1", true}, {"І розряд", "1", true}, {"2 розряд", "2", true}, {"III", "3", true},
		{"ІІІ", "3", true}, {"4р", "4", true}, {"IV", "4", true}, {"5", "5", false}, {"майстер", "майстер", false},
	}
	for _, c := range cases {
		got, ok := model.NormalizeTitle(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("NormalizeTitle(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestFederations(t *testing.T) {
	for _, c := range []string{"UKR", "POL", "GER", "GEO", "MDA", "USA", "ENG", "FID"} {
		if !model.IsFederation(c) {
			t.Errorf("IsFederation(%q) = false", c)
		}
	}
	for _, c := range []string{"", "UA", "ukr", "XYZ", "URS"} {
		if model.IsFederation(c) {
			t.Errorf("IsFederation(%q) = true", c)
		}
	}
	if n := len(model.Federations()); n < 180 || n > 210 {
		t.Errorf("%d federations, want about 200", n)
	}
}

// A date written well that does not exist says why, not the format again.
func TestParseDateSaysWhyADateDoesNotExist(t *testing.T) {
	for in, want := range map[string]string{
		"31.02.2012": "Дати «31.02.2012» не існує: у лютому 2012 року 29 днів.",
		"29.02.2011": "Дати «29.02.2011» не існує: у лютому 2011 року 28 днів.",
		"31.04.2010": "Дати «31.04.2010» не існує: у квітні 2010 року 30 днів.",
		"2010-13-01": "Дати «2010-13-01» не існує: місяця 13 немає, місяці — від 1 до 12.",
		"32.01.2010": "Дати «32.01.2010» не існує: у січні 2010 року 31 день.",
		"05/03/2012": "Дата «05/03/2012» неправильна: напишіть її як ДД.ММ.РРРР або РРРР-ММ-ДД, наприклад 05.03.2012.",
	} {
		_, err := model.ParseDate(in)
		if got := model.Message(err, "uk"); got != want {
			t.Errorf("ParseDate(%q): %q, want %q", in, got, want)
		}
	}
}

func TestNumberText(t *testing.T) {
	for in, want := range map[string]string{"2.5": "2½", "0.5": "½", "-0.5": "-½", "-3.5": "-3½", "12": "12", "-": "-",
		"12.25": "12,25", "0": "0", "1523.75": "1523,75"} {
		if got := model.NumberText(in); got != want {
			t.Errorf("NumberText(%q) = %q, want %q", in, got, want)
		}
	}
}
