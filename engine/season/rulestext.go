package season

import (
	"encoding/json"
	"fmt"
	"math/big"
)

// rulesJSON is the stored form of a rule set: coefficients as decimal
// strings so the text stays exact and readable.
type rulesJSON struct {
	GoldKa            []string         `json:"gold_ka"`
	SilverKa          []string         `json:"silver_ka"`
	Kb                map[Level]string `json:"kb"`
	Kv                []bandJSON       `json:"kv"`
	TeamK             []string         `json:"team_k"`
	RankByPoints      bool             `json:"rank_by_points"`
	TieBreaks         []string         `json:"tie_breaks,omitempty"`
	VeteranAge        int              `json:"veteran_age"`
	YouthAges         []int            `json:"youth_ages"`
	Occupations       []string         `json:"occupations"`
	OccupationDiploma int              `json:"occupation_diploma"`
	OccupationMedal   int              `json:"occupation_medal"`
}

type bandJSON struct {
	Min int    `json:"min"`
	Max int    `json:"max"`
	K   string `json:"k"`
}

// MarshalJSON writes the rule set with exact decimal strings.
func (r Rules) MarshalJSON() ([]byte, error) {
	j := rulesJSON{GoldKa: decStrings(r.GoldKa), SilverKa: decStrings(r.SilverKa), Kb: map[Level]string{},
		TeamK: decStrings(r.TeamK), RankByPoints: r.RankByPoints, TieBreaks: r.TieBreaks, VeteranAge: r.VeteranAge,
		YouthAges: r.YouthAges, Occupations: r.Occupations,
		OccupationDiploma: r.OccupationDiploma, OccupationMedal: r.OccupationMedal}
	for l, k := range r.Kb {
		j.Kb[l] = FormatDec(k)
	}
	for _, b := range r.Kv {
		j.Kv = append(j.Kv, bandJSON{b.Min, b.Max, FormatDec(b.K)})
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a stored rule set and validates it.
func (r *Rules) UnmarshalJSON(data []byte) error {
	var j rulesJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("season: rule set: %w", err)
	}
	var out Rules
	var err error
	if out.GoldKa, err = parseDecs(j.GoldKa); err != nil {
		return err
	}
	if out.SilverKa, err = parseDecs(j.SilverKa); err != nil {
		return err
	}
	if out.TeamK, err = parseDecs(j.TeamK); err != nil {
		return err
	}
	out.Kb = map[Level]*big.Rat{}
	for l, s := range j.Kb {
		if out.Kb[l], err = ParseDec(s); err != nil {
			return err
		}
	}
	for _, b := range j.Kv {
		k, err := ParseDec(b.K)
		if err != nil {
			return err
		}
		out.Kv = append(out.Kv, AgeBand{b.Min, b.Max, k})
	}
	out.RankByPoints, out.TieBreaks, out.VeteranAge, out.YouthAges = j.RankByPoints, j.TieBreaks, j.VeteranAge, j.YouthAges
	out.Occupations, out.OccupationDiploma, out.OccupationMedal = j.Occupations, j.OccupationDiploma, j.OccupationMedal
	if err := out.Validate(); err != nil {
		return err
	}
	*r = out
	return nil
}

func decStrings(rs []*big.Rat) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = FormatDec(r)
	}
	return out
}

func parseDecs(ss []string) ([]*big.Rat, error) {
	out := make([]*big.Rat, len(ss))
	for i, s := range ss {
		r, err := ParseDec(s)
		if err != nil {
			return nil, err
		}
		out[i] = r
	}
	return out, nil
}
