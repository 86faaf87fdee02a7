package seasons_test

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/model/seasons"
)

func TestRulesFormRoundTrip(t *testing.T) {
	want := season.Rules2010()
	got, err := seasons.RulesFormOf(want).Rules()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(seasons.RulesSummary(i18n.Uk, got), seasons.RulesSummary(i18n.Uk, want)) {
		t.Errorf("form round trip:\n%v\nwant\n%v", seasons.RulesSummary(i18n.Uk, got), seasons.RulesSummary(i18n.Uk, want))
	}
}

func TestRulesFormDecimalCommas(t *testing.T) {
	f := seasons.RulesFormOf(season.Rules2010())
	f.GoldKa = "1; 0,7; 0,5"
	r, err := f.Rules()
	if err != nil {
		t.Fatal(err)
	}
	if got := season.FormatDec(r.GoldKa[1]) + " " + season.FormatDec(r.GoldKa[2]); got != "0.7 0.5" {
		t.Errorf("gold K_a = %s, want 0.7 0.5", got)
	}
}

func TestRulesFormBadInput(t *testing.T) {
	cases := []struct {
		name string
		edit func(*seasons.RulesForm)
		want string
	}{
		{"negative K_a", func(f *seasons.RulesForm) { f.GoldKa = "1, -0.8, 0.6" }, "К/а Золотого Кубка: коефіцієнт «-0.8» від'ємний"},
		{"empty K_a", func(f *seasons.RulesForm) { f.SilverKa = "  " }, "К/а Срібного Кубка: вкажіть хоча б один коефіцієнт"},
		{"empty K_b", func(f *seasons.RulesForm) { f.Kb[season.Level1] = "" }, "К/б (1 розряд): коефіцієнт не вказано"},
		{"negative K_b", func(f *seasons.RulesForm) { f.Kb[season.LevelCMS] = "-1.5" }, "К/б (КМС): коефіцієнт «-1.5» від'ємний"},
		{"not a number", func(f *seasons.RulesForm) { f.TeamK = "2, 1.8, abc" }, "«abc» — не десяткове число"},
		{"bad band", func(f *seasons.RulesForm) { f.Kv = "4-7 1.5\nвісім: 1.4" }, "К/в: рядок «вісім: 1.4»"},
		{"negative K_v", func(f *seasons.RulesForm) { f.Kv = "4-7: -1" }, "К/в (4–7 років): коефіцієнт «-1» від'ємний"},
		{"overlapping bands", func(f *seasons.RulesForm) { f.Kv = "4-10: 1.5\n8-12: 1.4" }, "перетинаються"},
		{"veteran age", func(f *seasons.RulesForm) { f.VeteranAge = "шістдесят" }, "Вік ветерана"},
		{"5,000-digit number", func(f *seasons.RulesForm) { f.TeamK = strings.Repeat("9", 5000) }, "має 5000 символів: у коефіцієнта щонайбільше 9 цифр до коми"},
	}
	for _, c := range cases {
		f := seasons.RulesFormOf(season.Rules2010())
		c.edit(&f)
		_, err := f.Rules()
		if !model.IsKind(err, model.Invalid) || !strings.Contains(model.Message(err, "uk"), c.want) {
			t.Errorf("%s: %v (%q), want Invalid containing %q", c.name, err, model.Message(err, "uk"), c.want)
		}
	}
}
