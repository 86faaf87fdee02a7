package model

// The season's rule set in words, as the footer of every season table
// prints it (docs/season.md "Rule sets"); engine/season keeps the numbers only.

import (
	"fmt"
	"math/big"
	"strings"

	"arbiter/engine/season"
)

// RulesSummary is the rule set as the lines printed, in Ukrainian, in the
// footer of every season table and by arbiter-cli's season report.
func RulesSummary(r season.Rules) []string {
	kb := make([]string, 0, len(season.Levels))
	for _, l := range season.Levels {
		kb = append(kb, fmt.Sprintf("%s:%s", l, season.FormatDec(r.Kb[l])))
	}
	kv := make([]string, 0, len(r.Kv))
	for _, b := range r.Kv {
		kv = append(kv, fmt.Sprintf("%d-%d:%s", b.Min, b.Max, season.FormatDec(b.K)))
	}
	order := "зважений результат"
	if r.RankByPoints {
		order = "очки"
	}
	return []string{
		"К/а (Золотий Кубок): " + strings.Join(decTexts(r.GoldKa), ", "),
		"К/а (Срібний Кубок): " + strings.Join(decTexts(r.SilverKa), ", "),
		"К/б: " + strings.Join(kb, ", "),
		"К/в: " + strings.Join(kv, ", "),
		"К (клуби, тренери): " + strings.Join(decTexts(r.TeamK), ", "),
		"Кращі результати за: " + order,
		"Додаткові показники сезону: " + seasonTieText(r.TieBreaks),
		fmt.Sprintf("Ветерани: від %d років; юнаки та дівчата: до %s років", r.VeteranAge, joinInts(r.YouthAges)),
		fmt.Sprintf("Професійні групи (%s): диплом від %d, медаль від %d учасників",
			strings.Join(r.Occupations, ", "), r.OccupationDiploma, r.OccupationMedal),
	}
}

func decTexts(rs []*big.Rat) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = season.FormatDec(r)
	}
	return out
}

func seasonTieText(tbs []string) string {
	if len(tbs) == 0 {
		return "немає (рівні суми ділять місце)"
	}
	names := map[string]string{season.TieMoreCounted: "більше врахованих результатів", season.TieLargerW1: "більший найкращий результат"}
	out := make([]string, len(tbs))
	for i, tb := range tbs {
		out[i] = names[tb]
	}
	return strings.Join(out, ", ")
}
