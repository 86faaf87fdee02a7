package season

import "fmt"

// RuleProblem is what Rules.Validate found wrong with a rule set. The
// engine names the problem and its values; the sentence the director
// reads, in either language, is written by model.
type RuleProblem int

// The problems Rules.Validate reports.
const (
	RuleNoCoefficients      RuleProblem = iota + 1 // gold K_a, silver K_a or club/coach K missing
	RuleNoLevelCoefficient                         // no K_b for RuleError.Level
	RuleBadCoefficient                             // a coefficient missing or negative
	RuleBadAgeBand                                 // age band RuleError.Band has no K or Min > Max
	RuleOverlappingAgeBands                        // RuleError.Other and RuleError.Band overlap
	RuleUnknownTieBreak                            // RuleError.TieBreak is not a season tie-break
	RuleMedalBelowDiploma                          // the medal threshold is below the diploma one
)

// RuleError is a rule set refused by Rules.Validate.
type RuleError struct {
	Problem     RuleProblem
	Level       Level  // RuleNoLevelCoefficient
	Band, Other [2]int // age bands, min and max
	TieBreak    string // RuleUnknownTieBreak
}

func (e *RuleError) Error() string {
	switch e.Problem {
	case RuleNoCoefficients:
		return "season: rule set needs gold K_a, silver K_a and club/coach K"
	case RuleNoLevelCoefficient:
		return fmt.Sprintf("season: rule set has no K_b for level %s", e.Level)
	case RuleBadCoefficient:
		return "season: rule set has a missing or negative coefficient"
	case RuleBadAgeBand:
		return fmt.Sprintf("season: age band %d-%d is malformed", e.Band[0], e.Band[1])
	case RuleOverlappingAgeBands:
		return fmt.Sprintf("season: age bands %d-%d and %d-%d overlap", e.Other[0], e.Other[1], e.Band[0], e.Band[1])
	case RuleUnknownTieBreak:
		return fmt.Sprintf("season: unknown season tie-break %q", e.TieBreak)
	case RuleMedalBelowDiploma:
		return "season: the medal threshold is below the diploma threshold"
	}
	return fmt.Sprintf("season: rule set refused (problem %d)", e.Problem)
}
