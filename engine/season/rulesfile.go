package season

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// Limits of a rule set read from JSON: generous for any real
// regulation, small enough that no table computation can blow up.
const (
	maxCoefficient = 100 // every K is a plain decimal in 0..100
	maxListLen     = 100 // K_a places, team K depth, occupations
	maxAge         = 120 // ages in years
	maxOccupationN = 100000
)

// FieldError names the field of a rule set that is wrong (the JSON key,
// with an index or level: "gold_ka[2]", "kb.cms", "kv[3].min").
type FieldError struct {
	Field string
	Msg   string
}

func (e *FieldError) Error() string { return "season: rule set: " + e.Field + ": " + e.Msg }

// ParseStrictDec reads a coefficient of a rule-set file: a plain decimal
// "1", "0.8", "1.05" (ParseDec, but no sign and no comma) within 0..100.
func ParseStrictDec(field, s string) (*big.Rat, error) {
	if strings.ContainsAny(s, "-, ") {
		return nil, &FieldError{Field: field, Msg: strconv.Quote(truncate(s)) + " is not a plain decimal number like 1 or 0.8 (no sign, comma or blanks)"}
	}
	if why := decProblem(s); why != "" {
		return nil, &FieldError{Field: field, Msg: strconv.Quote(truncate(s)) + " " + why}
	}
	r, err := ParseDec(s)
	if err != nil {
		return nil, &FieldError{Field: field, Msg: strconv.Quote(truncate(s)) + " " + notDecimal}
	}
	if r.Cmp(big.NewRat(maxCoefficient, 1)) > 0 {
		return nil, &FieldError{Field: field, Msg: fmt.Sprintf("%s is too large (at most %d)", s, maxCoefficient)}
	}
	return r, nil
}

// ParseRulesFile reads a rule set written by hand or by `season rules`
// (JSON, the keys of Rules.MarshalJSON): every coefficient a plain decimal
// in 0..100 with at most 6 decimals, lists of 1..100 coefficients, K_b for
// exactly the six levels, K_v bands of ages 0..120 that follow each other
// without gaps or overlaps, ages and thresholds in range, unknown keys
// refused. The first wrong field is a *FieldError naming it.
func ParseRulesFile(data []byte) (Rules, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var j rulesJSON
	if err := dec.Decode(&j); err != nil {
		return Rules{}, fmt.Errorf("season: rule set: not valid JSON for a rule set: %w", err)
	}
	if dec.More() {
		return Rules{}, fmt.Errorf("season: rule set: text after the JSON object")
	}
	return fromJSON(j)
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// fromJSON checks every field of the stored form and converts it; the
// first wrong field is a *FieldError.
func fromJSON(j rulesJSON) (Rules, error) {
	var out Rules
	list := func(name string, ss []string) ([]*big.Rat, error) {
		if len(ss) == 0 {
			return nil, &FieldError{Field: name, Msg: "is empty; give at least one coefficient"}
		}
		if len(ss) > maxListLen {
			return nil, &FieldError{Field: name, Msg: fmt.Sprintf("has %d coefficients; at most %d", len(ss), maxListLen)}
		}
		rs := make([]*big.Rat, len(ss))
		for i, s := range ss {
			r, err := ParseStrictDec(fmt.Sprintf("%s[%d]", name, i), s)
			if err != nil {
				return nil, err
			}
			rs[i] = r
		}
		return rs, nil
	}
	var err error
	if out.GoldKa, err = list("gold_ka", j.GoldKa); err != nil {
		return out, err
	}
	if out.SilverKa, err = list("silver_ka", j.SilverKa); err != nil {
		return out, err
	}
	if out.TeamK, err = list("team_k", j.TeamK); err != nil {
		return out, err
	}
	out.Kb = map[Level]*big.Rat{}
	for l, s := range j.Kb {
		if _, ok := ParseLevel(string(l)); !ok {
			return out, &FieldError{Field: "kb." + truncate(string(l)), Msg: "unknown level; the levels are 4, 3, 2, 1, cms-points, cms"}
		}
		if out.Kb[l], err = ParseStrictDec("kb."+string(l), s); err != nil {
			return out, err
		}
	}
	for _, l := range Levels {
		if out.Kb[l] == nil {
			return out, &FieldError{Field: "kb." + string(l), Msg: "is missing"}
		}
	}
	if len(j.Kv) == 0 || len(j.Kv) > maxListLen {
		return out, &FieldError{Field: "kv", Msg: fmt.Sprintf("needs 1 to %d age bands, has %d", maxListLen, len(j.Kv))}
	}
	for i, b := range j.Kv {
		f := fmt.Sprintf("kv[%d]", i)
		if b.Min < 0 || b.Min > maxAge {
			return out, &FieldError{Field: f + ".min", Msg: fmt.Sprintf("%d is not an age 0..%d", b.Min, maxAge)}
		}
		if b.Max < b.Min || b.Max > maxAge {
			return out, &FieldError{Field: f + ".max", Msg: fmt.Sprintf("%d is not an age %d..%d", b.Max, b.Min, maxAge)}
		}
		if i > 0 && b.Min != j.Kv[i-1].Max+1 {
			return out, &FieldError{Field: f + ".min", Msg: fmt.Sprintf("%d must be %d: bands follow each other without gaps or overlaps, youngest first", b.Min, j.Kv[i-1].Max+1)}
		}
		k, err := ParseStrictDec(f+".k", b.K)
		if err != nil {
			return out, err
		}
		out.Kv = append(out.Kv, AgeBand{b.Min, b.Max, k})
	}
	if j.VeteranAge < 1 || j.VeteranAge > maxAge {
		return out, &FieldError{Field: "veteran_age", Msg: fmt.Sprintf("%d is not an age 1..%d", j.VeteranAge, maxAge)}
	}
	if len(j.YouthAges) > maxListLen {
		return out, &FieldError{Field: "youth_ages", Msg: fmt.Sprintf("has %d ages; at most %d", len(j.YouthAges), maxListLen)}
	}
	for i, a := range j.YouthAges {
		if a < 1 || a > maxAge {
			return out, &FieldError{Field: fmt.Sprintf("youth_ages[%d]", i), Msg: fmt.Sprintf("%d is not an age 1..%d", a, maxAge)}
		}
	}
	if len(j.Occupations) > maxListLen {
		return out, &FieldError{Field: "occupations", Msg: fmt.Sprintf("has %d groups; at most %d", len(j.Occupations), maxListLen)}
	}
	for i, o := range j.Occupations {
		if o == "" || len(o) > 200 {
			return out, &FieldError{Field: fmt.Sprintf("occupations[%d]", i), Msg: "must be a name of 1 to 200 bytes"}
		}
	}
	for name, n := range map[string]int{"occupation_diploma": j.OccupationDiploma, "occupation_medal": j.OccupationMedal} {
		if n < 0 || n > maxOccupationN {
			return out, &FieldError{Field: name, Msg: fmt.Sprintf("%d is not a number of players 0..%d", n, maxOccupationN)}
		}
	}
	if len(j.TieBreaks) > 2 {
		return out, &FieldError{Field: "tie_breaks", Msg: "has more than the two season tie-breaks"}
	}
	for i, tb := range j.TieBreaks {
		if tb != TieMoreCounted && tb != TieLargerW1 {
			return out, &FieldError{Field: fmt.Sprintf("tie_breaks[%d]", i), Msg: fmt.Sprintf("%q is unknown; possible: %s, %s", truncate(tb), TieMoreCounted, TieLargerW1)}
		}
	}
	out.RankByPoints, out.TieBreaks, out.VeteranAge, out.YouthAges = j.RankByPoints, j.TieBreaks, j.VeteranAge, j.YouthAges
	out.Occupations, out.OccupationDiploma, out.OccupationMedal = j.Occupations, j.OccupationDiploma, j.OccupationMedal
	if err := out.Validate(); err != nil {
		return out, err
	}
	return out, nil
}
