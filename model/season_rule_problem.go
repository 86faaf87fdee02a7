package model

import (
	"errors"
	"fmt"

	"arbiter/engine/season"
)

// ruleProblem says, in Ukrainian and in English, what engine/season's
// Rules.Validate found wrong, with how to put it right; the engine's own
// text never reaches the director.
func ruleProblem(err error) (uk, en string) {
	var re *season.RuleError
	if !errors.As(err, &re) {
		return "перевірте файл правил.", "check the rules file."
	}
	switch re.Problem {
	case season.RuleNoCoefficients:
		return "потрібні коефіцієнти К/а Золотого і Срібного кубків та К клубів і тренерів.",
			"the Golden and Silver Cup K_a and the club and coach K are required."
	case season.RuleNoLevelCoefficient:
		return fmt.Sprintf("немає коефіцієнта К/б для рівня %s.", re.Level),
			fmt.Sprintf("there is no K_b for level %s.", re.Level)
	case season.RuleBadCoefficient:
		return "коефіцієнт пропущено або він від'ємний.", "a coefficient is missing or negative."
	case season.RuleBadAgeBand:
		return fmt.Sprintf("вікова група %d–%d неправильна (немає коефіцієнта або початок після кінця).", re.Band[0], re.Band[1]),
			fmt.Sprintf("the age band %d–%d is wrong (no coefficient, or it starts after it ends).", re.Band[0], re.Band[1])
	case season.RuleOverlappingAgeBands:
		return fmt.Sprintf("вікові групи %d–%d і %d–%d перекриваються.", re.Other[0], re.Other[1], re.Band[0], re.Band[1]),
			fmt.Sprintf("the age bands %d–%d and %d–%d overlap.", re.Other[0], re.Other[1], re.Band[0], re.Band[1])
	case season.RuleUnknownTieBreak:
		return fmt.Sprintf("невідомий додатковий показник сезону «%s».", re.TieBreak),
			fmt.Sprintf("unknown season tie-break %q.", re.TieBreak)
	case season.RuleMedalBelowDiploma:
		return "поріг медалі нижчий за поріг диплома.", "the medal threshold is below the diploma threshold."
	}
	return "перевірте файл правил.", "check the rules file."
}
