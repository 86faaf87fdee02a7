package seasons

// The season's rule set in words, as the footer of every season table
// prints it (docs/season.md "Rule sets"); engine/season keeps the numbers only.

import (
	"fmt"
	"math/big"
	"strings"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/i18n"
)

// RulesSummary is the rule set as the lines printed, in l, in the footer
// of every season table and by arbiter-cli's season report.
func RulesSummary(l model.Lang, r season.Rules) []string {
	kb := make([]string, 0, len(season.Levels))
	for _, lv := range season.Levels {
		kb = append(kb, fmt.Sprintf("%s:%s", levelText(l, lv), decText(l, r.Kb[lv])))
	}
	kv := make([]string, 0, len(r.Kv))
	for _, b := range r.Kv {
		kv = append(kv, fmt.Sprintf("%d-%d:%s", b.Min, b.Max, decText(l, b.K)))
	}
	order := l.Tr("weighted result")
	if r.RankByPoints {
		order = l.Tr("points")
	}
	return []string{
		l.Tr("K/a (Golden Cup): %s", listText(l, decTexts(l, r.GoldKa))),
		l.Tr("K/a (Silver Cup): %s", listText(l, decTexts(l, r.SilverKa))),
		l.Tr("K/b: %s", listText(l, kb)),
		l.Tr("K/c: %s", listText(l, kv)),
		l.Tr("K (clubs, coaches): %s", listText(l, decTexts(l, r.TeamK))),
		l.Tr("Best results by: %s", order),
		l.Tr("Season tie-breaks: %s", seasonTieText(l, r.TieBreaks)),
		l.Tr("Veterans: from %d years; boys and girls: under %s years", r.VeteranAge, joinInts(r.YouthAges)),
		l.Tr("Occupation groups (%s): a diploma from %d, a medal from %d participants",
			strings.Join(r.Occupations, ", "), r.OccupationDiploma, r.OccupationMedal),
	}
}

func decTexts(l model.Lang, rs []*big.Rat) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = decText(l, r)
	}
	return out
}

// levelText is a norm level as the rule line writes it: the razryad's
// number, «бал КМС», «КМС».
func levelText(l model.Lang, lv season.Level) string {
	switch lv {
	case season.LevelCMSPoints:
		return l.Tr("CMS points")
	case season.LevelCMS:
		return l.Tr("CMS")
	}
	return string(lv)
}

// listText joins a list of numbers: with «; » where the decimal mark is
// the comma («1; 0,8; 0,6»), with «, » in English («1, 0.8, 0.6»).
func listText(l model.Lang, ss []string) string {
	if l == i18n.En {
		return strings.Join(ss, ", ")
	}
	return strings.Join(ss, "; ")
}

// decText is a coefficient in l's notation (NumberText, NumberIn):
// «1,25» in Ukrainian, «1.25» in English.
func decText(l model.Lang, r *big.Rat) string {
	return model.NumberIn(l, model.NumberText(season.FormatDec(r)))
}

func seasonTieText(l model.Lang, tbs []string) string {
	if len(tbs) == 0 {
		return l.Tr("none (equal totals share the place)")
	}
	out := make([]string, len(tbs))
	for i, tb := range tbs {
		switch tb {
		case season.TieMoreCounted:
			out[i] = l.Tr("more counted results")
		case season.TieLargerW1:
			out[i] = l.Tr("the larger best result")
		default:
			out[i] = tb
		}
	}
	return strings.Join(out, ", ")
}
