package season

import "math/big"

// AgeBand is one column of the K_v table: ages Min..Max inclusive, in full
// years on the tournament's first day.
type AgeBand struct {
	Min, Max int
	K        *big.Rat
}

// Rules is a season's rule set: every coefficient and threshold of the
// regulations (000 Golden Cup, 001 clubs and coaches) and of the decisions
// in docs/season.md. It is stored with the season; changing it recomputes the
// tables and never touches results.
type Rules struct {
	GoldKa   []*big.Rat         // К/а1..К/а3 (000): 1, 0.8, 0.6
	SilverKa []*big.Rat         // К/а1..К/а5 of the Silver Cup: 1, 0.8, 0.6, 0.4, 0.2
	Kb       map[Level]*big.Rat // К/б (000)
	Kv       []AgeBand          // К/в (000)
	TeamK    []*big.Rat         // К1..К10 (001); its length is the depth
	// RankByPoints picks the counted Golden Cup results by raw points P
	// (seed 000: К/а1 is «для турніру, в якому шахіст показав найкращий
	// особистий результат», and «Р - результат, кількість набраних шахістом
	// очок»), equal points by the larger w; off, by weighted value w
	// (docs/season.md "best personal result"). On in Rules2010; with it
	// on, adding a result with more points but a smaller w can lower F.
	RankByPoints bool
	// TieBreaks are season tie-breaks for equal totals (TieMoreCounted,
	// TieLargerW1), in order; empty by default, so equal totals share.
	TieBreaks  []string
	VeteranAge int   // on 31 Dec of the season year (default 60)
	YouthAges  []int // U17, U14, U10: under N on 1 Jan of the season year
	// Occupations are the declared groups with an award when the group has
	// at least OccupationDiploma players in the season (medal from
	// OccupationMedal).
	Occupations       []string
	OccupationDiploma int
	OccupationMedal   int
}

// Rules2010 returns the built-in rule set of the 2010 regulations.
func Rules2010() Rules {
	return Rules{
		GoldKa:   decs("1", "0.8", "0.6"),
		SilverKa: decs("1", "0.8", "0.6", "0.4", "0.2"),
		Kb: map[Level]*big.Rat{
			Level4: Dec("1"), Level3: Dec("1.1"), Level2: Dec("1.2"),
			Level1: Dec("1.3"), LevelCMSPoints: Dec("1.4"), LevelCMS: Dec("1.5"),
		},
		Kv: []AgeBand{
			{4, 7, Dec("1.5")}, {8, 10, Dec("1.4")}, {11, 14, Dec("1.3")},
			{15, 17, Dec("1.2")}, {18, 22, Dec("1.1")}, {23, 39, Dec("1")},
			{40, 49, Dec("1.1")}, {50, 59, Dec("1.2")}, {60, 69, Dec("1.3")},
			{70, 79, Dec("1.4")}, {80, 100, Dec("1.5")},
		},
		TeamK:             decs("2", "1.8", "1.7", "1.6", "1.5", "1.4", "1.3", "1.2", "1.1", "1"),
		VeteranAge:        60,
		YouthAges:         []int{17, 14, 10},
		Occupations:       []string{"бізнесмен", "банкір", "політик", "журналіст"},
		OccupationDiploma: 5,
		OccupationMedal:   10,
		RankByPoints:      true, // seed 000: the best result is the most points (README, Season)
	}
}

func decs(ss ...string) []*big.Rat {
	out := make([]*big.Rat, len(ss))
	for i, s := range ss {
		out[i] = Dec(s)
	}
	return out
}

// KvFor returns K_v for an age in full years, or false when no band covers it.
func (r *Rules) KvFor(age int) (*big.Rat, bool) {
	for _, b := range r.Kv {
		if age >= b.Min && age <= b.Max {
			return b.K, true
		}
	}
	return nil, false
}

// Validate reports the first inconsistency of a rule set (a missing K_b, an
// empty K_a list, overlapping age bands, a negative coefficient).
func (r *Rules) Validate() error {
	if len(r.GoldKa) == 0 || len(r.SilverKa) == 0 || len(r.TeamK) == 0 {
		return &RuleError{Problem: RuleNoCoefficients}
	}
	for _, l := range Levels {
		if r.Kb[l] == nil {
			return &RuleError{Problem: RuleNoLevelCoefficient, Level: l}
		}
	}
	for _, list := range [][]*big.Rat{r.GoldKa, r.SilverKa, r.TeamK} {
		for _, k := range list {
			if k == nil || k.Sign() < 0 {
				return &RuleError{Problem: RuleBadCoefficient}
			}
		}
	}
	for i, b := range r.Kv {
		if b.K == nil || b.Min > b.Max {
			return &RuleError{Problem: RuleBadAgeBand, Band: [2]int{b.Min, b.Max}}
		}
		for _, c := range r.Kv[:i] {
			if b.Min <= c.Max && c.Min <= b.Max {
				return &RuleError{Problem: RuleOverlappingAgeBands, Other: [2]int{c.Min, c.Max}, Band: [2]int{b.Min, b.Max}}
			}
		}
	}
	for _, tb := range r.TieBreaks {
		if tb != TieMoreCounted && tb != TieLargerW1 {
			return &RuleError{Problem: RuleUnknownTieBreak, TieBreak: tb}
		}
	}
	if r.OccupationMedal < r.OccupationDiploma {
		return &RuleError{Problem: RuleMedalBelowDiploma}
	}
	return nil
}

// Season tie-breaks a rule set may add (docs/season.md: none is in the
// regulation, so none is on by default).
const (
	TieMoreCounted = "more-counted" // more results counted ranks higher
	TieLargerW1    = "larger-w1"    // the larger best counted value ranks higher
)
