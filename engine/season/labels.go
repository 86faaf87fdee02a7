package season

import "strings"

var prizeLabels = map[Prize]string{
	PrizeCupDiploma:   "«Золотий Кубок», диплом",
	PrizeCup:          "кубок",
	PrizeGold:         "золота медаль",
	PrizeSilver:       "срібна медаль",
	PrizeBronze:       "бронзова медаль",
	PrizeDiplomaMedal: "диплом, медаль",
	PrizeDiploma:      "диплом",
	PrizeNone:         "не присуджено",
}

// Label returns the prize in Ukrainian.
func (p Prize) Label() string {
	if s, ok := prizeLabels[p]; ok {
		return s
	}
	return string(p)
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

// CategoryLabel returns an award category code in Ukrainian.
func CategoryLabel(code string) string {
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
