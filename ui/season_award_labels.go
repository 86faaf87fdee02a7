package ui

// The award list in the interface language (the award
// categories follow the interface language too). The printed diplomas and
// lists stay Ukrainian (model/season_labels.go).

import (
	"strings"

	"fyne.io/fyne/v2/lang"

	"arbiter/engine/season"
	"arbiter/model"
)

// categoryText names an award category code in the interface language.
func categoryText(code string) string {
	switch code {
	case "champion":
		return lang.L("Champion")
	case "ukrainian":
		return lang.L("Best Ukrainian players")
	case "foreigner":
		return lang.L("Best foreign player")
	case "woman":
		return lang.L("Best woman")
	case "veteran":
		return lang.L("Best veteran")
	case "student":
		return lang.L("Best student")
	case "club":
		return lang.L("Clubs")
	case "club-cup":
		return lang.L("«Golden Chess Club of Ukraine»")
	case "coach":
		return lang.L("Coaches")
	case "coach-cup":
		return lang.L("«Golden Chess Coach of Ukraine»")
	}
	if n, ok := strings.CutPrefix(code, "boys-u"); ok {
		return lang.L("Best schoolboy under {{.N}}", map[string]string{"N": n})
	}
	if n, ok := strings.CutPrefix(code, "girls-u"); ok {
		return lang.L("Best schoolgirl under {{.N}}", map[string]string{"N": n})
	}
	if rest, ok := strings.CutPrefix(code, "occupation:"); ok {
		return lang.L("Best in the group: {{.Name}}", map[string]string{"Name": rest})
	}
	if rest, ok := strings.CutPrefix(code, "club-settlement:"); ok {
		return lang.L("Best club of the settlement: {{.Name}}", map[string]string{"Name": rest})
	}
	if rest, ok := strings.CutPrefix(code, "coach-settlement:"); ok {
		return lang.L("Best coach of the settlement: {{.Name}}", map[string]string{"Name": rest})
	}
	if rest, ok := strings.CutPrefix(code, "coach-in-club:"); ok {
		return lang.L("Best coach of the club: {{.Name}}", map[string]string{"Name": rest})
	}
	if rest, ok := strings.CutPrefix(code, "tournament:"); ok {
		return lang.L("Tournament: {{.Name}}", map[string]string{"Name": rest})
	}
	return model.AwardCategoryLabel(code)
}

// prizeText names a prize in the interface language.
func prizeText(p season.Prize) string {
	switch p {
	case season.PrizeCupDiploma:
		return lang.L("«Golden Cup», diploma")
	case season.PrizeCup:
		return lang.L("cup")
	case season.PrizeGold:
		return lang.L("gold medal")
	case season.PrizeSilver:
		return lang.L("silver medal")
	case season.PrizeBronze:
		return lang.L("bronze medal")
	case season.PrizeDiplomaMedal:
		return lang.L("diploma, medal")
	case season.PrizeDiploma:
		return lang.L("diploma")
	case season.PrizeNone:
		return lang.L("not awarded")
	}
	return model.PrizeLabel(p)
}

// notAwardedText says why a category is not awarded, in the interface
// language.
func notAwardedText(r season.NotAwarded) string {
	switch r.Why {
	case season.NobodyEligible:
		return lang.L("no participant meets the conditions")
	case season.GroupTooSmall:
		return lang.L("{{.Have}} players in the group, at least {{.Need}} needed", map[string]int{"Have": r.Have, "Need": r.Need})
	case season.NoCoachDeclared:
		return lang.L("no player of the club declared a coach")
	case season.NoFinalPlaces:
		return lang.L("the tournament's final places are not recorded")
	}
	return model.NotAwardedLabel(r)
}
