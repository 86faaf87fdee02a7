package model

import "strings"

// EntryRules are what a tournament's admission asks of the entry form
// (seed 003 §6: «При себе мати паспорт або свідоцтво про народження,
// медичну довідку»; seed 004 §4, §6: «жители Москвы или учащиеся»). A
// player who breaks them is refused like any admission breach, with the
// missing field named, and the director may confirm the admission anyway
// (a document brought later).
type EntryRules struct {
	Tournament TournamentID
	Required   []string // keys of PersonalFields that must be filled
	Residence  string   // "": any; else the place of residence required
	District   string   // "": any; else the district required (with Residence)
	OrStudent  bool     // a student is admitted whatever his residence
}

// IsZero reports whether the rules ask nothing.
func (r EntryRules) IsZero() bool {
	return len(r.Required) == 0 && r.Residence == "" && r.District == ""
}

// ParseRequired reads a comma-separated list of PersonalFields keys.
func ParseRequired(s string) ([]string, error) {
	var out []string
	for _, k := range strings.Split(s, ",") {
		k = strings.ToLower(strings.TrimSpace(k))
		if k == "" {
			continue
		}
		if _, ok := personalField(k); !ok {
			var keys []string
			for _, f := range PersonalFields {
				keys = append(keys, f.Key)
			}
			return nil, invalid("EntryRules", Msg("Unknown entry-form field %q: use %s.", k, strings.Join(keys, ", ")))
		}
		out = append(out, k)
	}
	return out, nil
}

// Breach names the first entry rule p with data d breaks, or the empty
// Text (the registration desk checks it beside the admission rules).
func (r EntryRules) Breach(p Player, d PersonalData) Text {
	for _, k := range r.Required {
		if f, ok := personalField(k); ok && !f.set(d) {
			return Msg("the entry form lacks the %s, which the tournament requires.", f.Label)
		}
	}
	if r.Residence == "" && r.District == "" {
		return Text{}
	}
	if r.OrStudent && p.Student {
		return Text{}
	}
	if r.Residence != "" && !strings.EqualFold(d.Residence, r.Residence) {
		or := Text{}
		if r.OrStudent {
			or = Msg(" or students")
		}
		if d.Residence == "" {
			return Msg("the tournament admits residents of %s%s; the player's residence is not known.", r.Residence, or)
		}
		return Msg("the tournament admits residents of %s%s; the player lives in %s.", r.Residence, or, d.Residence)
	}
	if r.District != "" && !strings.EqualFold(d.District, r.District) {
		return Msg("the tournament admits players of the district %s; the player's district is %q.", r.District, d.District)
	}
	return Text{}
}
