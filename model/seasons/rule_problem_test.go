package seasons

import (
	"math/big"
	"strings"
	"testing"

	"arbiter/engine/season"

	"arbiter/model/i18n"
)

// Every problem Rules.Validate reports reads as a sentence in each
// language, with the values that name the place, and no engine text.
func TestRuleProblemMessages(t *testing.T) {
	band := func(lo, hi int) season.AgeBand { return season.AgeBand{Min: lo, Max: hi, K: big.NewRat(1, 1)} }
	cases := []struct {
		name   string
		edit   func(*season.Rules)
		uk, en string
	}{
		{"no K_a", func(r *season.Rules) { r.GoldKa = nil }, "К/а Золотого", "Golden and Silver Cup K_a"},
		{"no K_b", func(r *season.Rules) { delete(r.Kb, season.Levels[0]) }, "К/б для рівня " + string(season.Levels[0]), "no K_b for level " + string(season.Levels[0])},
		{"negative", func(r *season.Rules) { r.TeamK[0] = big.NewRat(-1, 1) }, "від'ємний", "negative"},
		{"band", func(r *season.Rules) { r.Kv = []season.AgeBand{band(12, 10)} }, "група 12–10", "age band 12–10"},
		{"overlap", func(r *season.Rules) { r.Kv = []season.AgeBand{band(8, 10), band(10, 12)} }, "8–10 і 10–12 перекриваються", "8–10 and 10–12 overlap"},
		{"tie-break", func(r *season.Rules) { r.TieBreaks = []string{"XX"} }, "показник сезону «XX»", `tie-break "XX"`},
		{"thresholds", func(r *season.Rules) { r.OccupationMedal, r.OccupationDiploma = 1, 2 }, "поріг медалі", "medal threshold"},
	}
	for _, c := range cases {
		r := season.Rules2010()
		c.edit(&r)
		err := r.Validate()
		if err == nil {
			t.Errorf("%s: Validate accepted the rule set", c.name)
			continue
		}
		p := ruleProblem(err)
		uk, en := p.In(i18n.Uk), p.In(i18n.En)
		if !strings.Contains(uk, c.uk) || !strings.Contains(en, c.en) || strings.Contains(uk, "season:") || strings.Contains(en, "season:") {
			t.Errorf("%s: ruleProblem = %q / %q, want %q / %q", c.name, uk, en, c.uk, c.en)
		}
	}
}
