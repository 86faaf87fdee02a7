package model

// The words of the season's awards as the documents print them (in
// Ukrainian: the diplomas, the medal and cup list, the award table of
// arbiter-cli). engine/season gives codes only; the GUI names them in the
// interface language (ui/season_award_labels.go).

import (
	"fmt"
	"strings"

	"arbiter/engine/season"
)

var prizeLabels = map[season.Prize]string{
	season.PrizeCupDiploma:   "«Золотий Кубок», диплом",
	season.PrizeCup:          "кубок",
	season.PrizeGold:         "золота медаль",
	season.PrizeSilver:       "срібна медаль",
	season.PrizeBronze:       "бронзова медаль",
	season.PrizeDiplomaMedal: "диплом, медаль",
	season.PrizeDiploma:      "диплом",
	season.PrizeNone:         "не присуджено",
}

// PrizeLabel names a prize in Ukrainian.
func PrizeLabel(p season.Prize) string {
	if s, ok := prizeLabels[p]; ok {
		return s
	}
	return string(p)
}

// NotAwardedLabel says in Ukrainian why a category is not awarded.
func NotAwardedLabel(r season.NotAwarded) string {
	switch r.Why {
	case season.NobodyEligible:
		return "немає жодного учасника, що відповідає умовам"
	case season.GroupTooSmall:
		return fmt.Sprintf("учасників у групі: %d, потрібно щонайменше %d", r.Have, r.Need)
	case season.NoCoachDeclared:
		return "жоден гравець клубу не заявив тренера"
	case season.NoFinalPlaces:
		return "підсумкові місця турніру не записані"
	}
	return r.String()
}

var categoryLabels = map[string]string{
	"champion":  "Чемпіон",
	"ukrainian": "Кращі українські шахісти",
	"foreigner": "Кращий іноземець",
	"woman":     "Краща жінка",
	"veteran":   "Кращий ветеран",
	"student":   "Кращий студент",
	"boys-u17":  "Кращий школяр до 17 років",
	"girls-u17": "Краща школярка до 17 років",
	"boys-u14":  "Кращий школяр до 14 років",
	"girls-u14": "Краща школярка до 14 років",
	"boys-u10":  "Кращий школяр до 10 років",
	"girls-u10": "Краща школярка до 10 років",
	"club":      "Клуби",
	"club-cup":  "«Золотий шаховий клуб України»",
	"coach":     "Тренери",
	"coach-cup": "«Золотий шаховий тренер України»",
}

var prefixLabels = []struct{ prefix, label string }{
	{"occupation:", "Кращий у групі: "},
	{"club-settlement:", "Кращий клуб населеного пункту: "},
	{"coach-settlement:", "Кращий тренер населеного пункту: "},
	{"coach-in-club:", "Кращий тренер клубу: "},
	{"tournament:", "Турнір: "},
}

// AwardCategoryLabel names an award category code in Ukrainian.
func AwardCategoryLabel(code string) string {
	if s, ok := categoryLabels[code]; ok {
		return s
	}
	for _, p := range prefixLabels {
		if rest, ok := strings.CutPrefix(code, p.prefix); ok {
			return p.label + rest
		}
	}
	if n, ok := strings.CutPrefix(code, "boys-u"); ok {
		return "Кращий школяр до " + n + " років"
	}
	if n, ok := strings.CutPrefix(code, "girls-u"); ok {
		return "Краща школярка до " + n + " років"
	}
	return code
}
