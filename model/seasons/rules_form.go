package seasons

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"arbiter/engine/season"
	"arbiter/model"

	"arbiter/model/i18n"
)

// RulesForm is a season rule set as the texts of an edit form: lists of
// decimals ("1, 0.8, 0.6" or, with decimal commas, "1; 0,8; 0,6"), K_v one
// age band per line ("4-7: 1.5").
type RulesForm struct {
	GoldKa, SilverKa, TeamK string
	Kb                      map[season.Level]string
	Kv                      string
	RankByPoints            bool
	MoreCounted, LargerW1   bool // season tie-breaks, in this order
	VeteranAge              string
	YouthAges               string
	Occupations             string
	OccupationDiploma       string
	OccupationMedal         string
}

// LevelLabel returns a norm level in Ukrainian.
func LevelLabel(l season.Level) string {
	switch l {
	case season.LevelCMSPoints:
		return "бал КМС"
	case season.LevelCMS:
		return "КМС"
	case "":
		return ""
	}
	return string(l) + " розряд"
}

// RulesFormOf fills a form from a rule set.
func RulesFormOf(r season.Rules) RulesForm {
	f := RulesForm{GoldKa: decList(r.GoldKa), SilverKa: decList(r.SilverKa), TeamK: decList(r.TeamK),
		Kb: map[season.Level]string{}, RankByPoints: r.RankByPoints,
		VeteranAge: strconv.Itoa(r.VeteranAge), Occupations: strings.Join(r.Occupations, ", "),
		OccupationDiploma: strconv.Itoa(r.OccupationDiploma), OccupationMedal: strconv.Itoa(r.OccupationMedal)}
	for _, l := range season.Levels {
		f.Kb[l] = season.FormatDec(r.Kb[l])
	}
	var kv, youth []string
	for _, b := range r.Kv {
		kv = append(kv, fmt.Sprintf("%d-%d: %s", b.Min, b.Max, season.FormatDec(b.K)))
	}
	for _, n := range r.YouthAges {
		youth = append(youth, strconv.Itoa(n))
	}
	f.Kv, f.YouthAges = strings.Join(kv, "\n"), strings.Join(youth, ", ")
	for _, tb := range r.TieBreaks {
		f.MoreCounted = f.MoreCounted || tb == season.TieMoreCounted
		f.LargerW1 = f.LargerW1 || tb == season.TieLargerW1
	}
	return f
}

func decList(rs []*big.Rat) string {
	s := make([]string, len(rs))
	for i, r := range rs {
		s[i] = season.FormatDec(r)
	}
	return strings.Join(s, ", ")
}

func rulesErr(msg model.Text) error { return invalid("RulesForm", msg) }

// Rules parses the form. Every field is checked with a message naming it:
// an empty or negative coefficient, a malformed age band or number.
func (f RulesForm) Rules() (season.Rules, error) {
	var r season.Rules
	var err error
	if r.GoldKa, err = parseCoefs(f.GoldKa, model.Msg("gold K_a")); err != nil {
		return r, err
	}
	if r.SilverKa, err = parseCoefs(f.SilverKa, model.Msg("silver K_a")); err != nil {
		return r, err
	}
	if r.TeamK, err = parseCoefs(f.TeamK, model.Msg("club/coach K")); err != nil {
		return r, err
	}
	r.Kb = map[season.Level]*big.Rat{}
	for _, l := range season.Levels {
		k, err := parseCoef(f.Kb[l], model.Msg("K_b (%s)", levelName(l)))
		if err != nil {
			return r, err
		}
		r.Kb[l] = k
	}
	if r.Kv, err = parseBands(f.Kv); err != nil {
		return r, err
	}
	r.RankByPoints = f.RankByPoints
	if f.MoreCounted {
		r.TieBreaks = append(r.TieBreaks, season.TieMoreCounted)
	}
	if f.LargerW1 {
		r.TieBreaks = append(r.TieBreaks, season.TieLargerW1)
	}
	if err := f.parseThresholds(&r); err != nil {
		return r, err
	}
	if err := r.Validate(); err != nil {
		return r, model.Errorf(model.Invalid, "RulesForm", model.Msg("The rule set is inconsistent: K_v age bands overlap or the medal threshold is below the diploma threshold."), err)
	}
	return r, nil
}

func (f RulesForm) parseThresholds(r *season.Rules) error {
	var err error
	if r.VeteranAge, err = parseCount(f.VeteranAge, model.Msg("Veteran age")); err != nil {
		return err
	}
	for _, part := range strings.FieldsFunc(f.YouthAges, func(r rune) bool { return r == ',' || r == ';' || r == ' ' }) {
		n, err := parseCount(part, model.Msg("Youth ages"))
		if err != nil {
			return err
		}
		r.YouthAges = append(r.YouthAges, n)
	}
	for _, part := range strings.Split(f.Occupations, ",") {
		if g := model.Trim(part); g != "" {
			r.Occupations = append(r.Occupations, g)
		}
	}
	if r.OccupationDiploma, err = parseCount(f.OccupationDiploma, model.Msg("Occupation diploma threshold")); err != nil {
		return err
	}
	r.OccupationMedal, err = parseCount(f.OccupationMedal, model.Msg("Occupation medal threshold"))
	return err
}

// splitList splits a list of decimals on ";", on ", " (a comma and a
// space) and on spaces, so decimal commas survive: "1, 0.8, 0.6" and
// "1; 0,8; 0,6" both read as three numbers.
func splitList(s string) []string {
	s = strings.ReplaceAll(strings.ReplaceAll(s, ";", " "), ", ", " ")
	return strings.Fields(s)
}

func parseCoefs(s string, field model.Text) ([]*big.Rat, error) {
	parts := splitList(s)
	if len(parts) == 0 {
		return nil, rulesErr(model.Msg("%s: give at least one coefficient.", field))
	}
	out := make([]*big.Rat, len(parts))
	for i, p := range parts {
		k, err := parseCoef(p, field)
		if err != nil {
			return nil, err
		}
		out[i] = k
	}
	return out, nil
}

func parseCoef(s string, field model.Text) (*big.Rat, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, rulesErr(model.Msg("%s: the coefficient is empty.", field))
	}
	k, err := season.ParseDec(s)
	if err != nil && len(s) > 16 && strings.Trim(s, "0123456789.,-") == "" {
		return nil, rulesErr(model.Msg("%s: the number %s… has %d characters: a coefficient has at most 9 digits before the point and 6 after.", field, s[:16], len(s)))
	}
	if err != nil {
		return nil, rulesErr(model.Msg("%s: %q is not a decimal number (e.g. 0.8).", field, s))
	}
	if k.Sign() < 0 {
		return nil, rulesErr(model.Msg("%s: coefficient %q is negative; coefficients cannot be below zero.", field, s))
	}
	return k, nil
}

func parseCount(s string, field model.Text) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 || n > 200 {
		return 0, rulesErr(model.Msg("%s: %q — a whole number 0–200 is needed.", field, strings.TrimSpace(s)))
	}
	return n, nil
}

// parseBands reads K_v lines "4-7: 1.5" (a dash or en dash; the colon may
// be a space).
func parseBands(s string) ([]season.AgeBand, error) {
	var out []season.AgeBand
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		ages, k, ok := strings.Cut(line, ":")
		if !ok {
			ages, k, ok = strings.Cut(line, " ")
		}
		lo, hi, ok2 := strings.Cut(strings.ReplaceAll(strings.TrimSpace(ages), "–", "-"), "-")
		min, err1 := strconv.Atoi(strings.TrimSpace(lo))
		max, err2 := strconv.Atoi(strings.TrimSpace(hi))
		if !ok || !ok2 || err1 != nil || err2 != nil || min > max || min < 0 {
			return nil, rulesErr(model.Msg("K_v: line %q is not like \"4-7: 1.5\" (ages from-to: coefficient).", line))
		}
		coef, err := parseCoef(k, model.Msg("K_v (ages %d-%d)", min, max))
		if err != nil {
			return nil, err
		}
		out = append(out, season.AgeBand{Min: min, Max: max, K: coef})
	}
	if len(out) == 0 {
		return nil, rulesErr(model.Msg("K_v: give at least one age band (\"4-7: 1.5\")."))
	}
	return out, nil
}

// levelName is a norm level as a message argument: its Ukrainian label
// (LevelLabel), or its code in English.
type levelName season.Level

func (l levelName) In(lang model.Lang) string {
	if lang == i18n.En {
		return string(l)
	}
	return LevelLabel(season.Level(l))
}
