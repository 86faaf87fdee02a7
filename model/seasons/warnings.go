package seasons

import (
	"sort"

	"arbiter/engine/season"
)

// The season engine words a row's warning in English (engine/season's
// ageWarning); the view says it in its own language (seed 000 К/в: an
// age outside 4–100, or no birth date, gets K_v = 1 with a warning).

// seasonWarning is engine warning w in the view's language.
func (v *View) seasonWarning(w string) string {
	switch w {
	case "":
		return ""
	case season.WarnNoBirthDate:
		return v.lang.Tr("birth date missing: age coefficient unknown, K_v = 1 used")
	case season.WarnAgeOutside:
		return v.lang.Tr("age outside the K_v table: age coefficient unknown, K_v = 1 used")
	}
	return w
}

// WarningLines are the season tables' warnings, one per player
// ("Surname Name: warning"), in the view's language and the engine's
// order.
func (v *View) WarningLines() []string {
	var out []string
	for _, r := range v.Tables.Gold {
		if r.Warning != "" {
			out = append(out, r.Player.Surname+" "+r.Player.Name+": "+v.seasonWarning(r.Warning))
		}
	}
	sort.Strings(out)
	return out
}
