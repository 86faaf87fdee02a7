package seasons

// The words of the season's awards, in a language (the diplomas, the medal
// and cup list, the award tables of the GUI and of arbiter-cli).
// engine/season gives codes only. The Ukrainian wording is the
// regulation's (seed 002, «Нагородження»), kept in the catalogue
// (assets/translations/uk.json).

import (
	"strings"

	"arbiter/engine/season"
	"arbiter/model"
)

// PrizeLabel names a prize in l.
func PrizeLabel(l model.Lang, p season.Prize) string {
	switch p {
	case season.PrizeCupDiploma:
		return l.Tr("«Golden Cup», diploma")
	case season.PrizeCup:
		return l.Tr("cup")
	case season.PrizeGold:
		return l.Tr("gold medal")
	case season.PrizeSilver:
		return l.Tr("silver medal")
	case season.PrizeBronze:
		return l.Tr("bronze medal")
	case season.PrizeDiplomaMedal:
		return l.Tr("diploma, medal")
	case season.PrizeDiploma:
		return l.Tr("diploma")
	case season.PrizeNone:
		return l.Tr("not awarded")
	}
	return string(p)
}

// NotAwardedLabel says in l why a category is not awarded.
func NotAwardedLabel(l model.Lang, r season.NotAwarded) string {
	switch r.Why {
	case season.NobodyEligible:
		return l.Tr("no participant meets the conditions")
	case season.GroupTooSmall:
		return l.Tr("%d players in the group, at least %d needed", r.Have, r.Need)
	case season.NoCoachDeclared:
		return l.Tr("no player of the club declared a coach")
	case season.NoFinalPlaces:
		return l.Tr("the tournament's final places are not recorded")
	}
	return r.String()
}

// AwardCategoryLabel names an award category code in l.
func AwardCategoryLabel(l model.Lang, code string) string {
	switch code {
	case "champion":
		return l.Tr("Champion")
	case "ukrainian":
		return l.Tr("Best Ukrainian players")
	case "foreigner":
		return l.Tr("Best foreign player")
	case "woman":
		return l.Tr("Best woman")
	case "veteran":
		return l.Tr("Best veteran")
	case "student":
		return l.Tr("Best student")
	case "club":
		return l.Tr("Clubs")
	case "club-cup":
		return l.Tr("«Golden Chess Club of Ukraine»")
	case "coach":
		return l.Tr("Coaches")
	case "coach-cup":
		return l.Tr("«Golden Chess Coach of Ukraine»")
	}
	if n, ok := strings.CutPrefix(code, "boys-u"); ok {
		return l.Tr("Best schoolboy under %s", n)
	}
	if n, ok := strings.CutPrefix(code, "girls-u"); ok {
		return l.Tr("Best schoolgirl under %s", n)
	}
	if rest, ok := strings.CutPrefix(code, "occupation:"); ok {
		return l.Tr("Best in the group: %s", rest)
	}
	if rest, ok := strings.CutPrefix(code, "club-settlement:"); ok {
		return l.Tr("Best club of the settlement: %s", rest)
	}
	if rest, ok := strings.CutPrefix(code, "coach-settlement:"); ok {
		return l.Tr("Best coach of the settlement: %s", rest)
	}
	if rest, ok := strings.CutPrefix(code, "coach-in-club:"); ok {
		return l.Tr("Best coach of the club: %s", rest)
	}
	if rest, ok := strings.CutPrefix(code, "tournament:"); ok {
		return l.Tr("Tournament: %s", rest)
	}
	return code
}
