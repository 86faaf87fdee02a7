package season

import (
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"

	"arbiter/model/seasons"
)

// seasonFilter is one category of the cup tables' filter: the award
// categories of docs/season.md with the ages and groups of the season's rules.
type seasonFilter struct {
	label string
	keep  func(*seasons.Player) bool // nil keeps everybody
}

func seasonFilters(v *seasons.View) []seasonFilter {
	r := v.Season.Rules
	year := v.Season.Year
	dec31 := time.Date(year, 12, 31, 0, 0, 0, 0, time.UTC)
	jan1 := time.Date(year, 1, 1, 0, 0, 0, 0, time.UTC)
	out := []seasonFilter{
		{lang.L("All players"), nil},
		{lang.L("Women"), func(p *seasons.Player) bool { return p.Female }},
		{lang.L("Veterans ({{.N}} and older)", map[string]int{"N": r.VeteranAge}), func(p *seasons.Player) bool {
			return !p.Birth.IsZero() && seasons.Age(p.Birth, dec31) >= r.VeteranAge
		}},
	}
	for _, n := range r.YouthAges {
		under := func(girls bool) func(*seasons.Player) bool {
			return func(p *seasons.Player) bool {
				return p.Female == girls && !p.Birth.IsZero() && seasons.Age(p.Birth, jan1) < n
			}
		}
		out = append(out,
			seasonFilter{lang.L("Boys under {{.N}}", map[string]int{"N": n}), under(false)},
			seasonFilter{lang.L("Girls under {{.N}}", map[string]int{"N": n}), under(true)})
	}
	out = append(out,
		seasonFilter{lang.L("Foreigners"), func(p *seasons.Player) bool { return p.Foreign }},
		seasonFilter{lang.L("Students"), func(p *seasons.Player) bool { return p.Student }})
	for _, g := range r.Occupations {
		group := g
		out = append(out, seasonFilter{lang.L("Occupation: {{.Group}}", map[string]string{"Group": group}), func(p *seasons.Player) bool {
			return strings.EqualFold(strings.TrimSpace(p.Occupation), strings.TrimSpace(group))
		}})
	}
	return out
}
