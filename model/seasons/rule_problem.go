package seasons

import (
	"errors"

	"arbiter/engine/season"
	"arbiter/model"
)

// ruleProblem says, as a message, what engine/season's
// Rules.Validate found wrong, with how to put it right; the engine's own
// text never reaches the director.
func ruleProblem(err error) model.Text {
	var re *season.RuleError
	if !errors.As(err, &re) {
		return model.Msg("check the rules file.")
	}
	switch re.Problem {
	case season.RuleNoCoefficients:
		return model.Msg("the Golden and Silver Cup K_a and the club and coach K are required.")

	case season.RuleNoLevelCoefficient:
		return model.Msg("there is no K_b for level %s.", re.Level)
	case season.RuleBadCoefficient:
		return model.Msg("a coefficient is missing or negative.")
	case season.RuleBadAgeBand:
		return model.Msg("the age band %d–%d is wrong (no coefficient, or it starts after it ends).", re.Band[0], re.Band[1])
	case season.RuleOverlappingAgeBands:
		return model.Msg("the age bands %d–%d and %d–%d overlap.", re.Other[0], re.Other[1], re.Band[0], re.Band[1])
	case season.RuleUnknownTieBreak:
		return model.Msg("unknown season tie-break %q.", re.TieBreak)
	case season.RuleMedalBelowDiploma:
		return model.Msg("the medal threshold is below the diploma threshold.")
	}
	return model.Msg("check the rules file.")
}
