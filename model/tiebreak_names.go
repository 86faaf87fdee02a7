package model

// The names of the tie-breaks (FIDE C.07) in words, for the standings'
// legend, the explanations and the printouts; engine/tiebreak knows codes only.

import (
	"errors"
	"fmt"

	"arbiter/engine/tiebreak"
)

// tbNameUk names the codes as Ukrainian regulations write them.
var tbNameUk = map[tiebreak.Code]string{
	tiebreak.PTS: "очки", tiebreak.DE: "особиста зустріч", tiebreak.WIN: "кількість перемог",
	tiebreak.WON: "кількість виграних партій", tiebreak.BPG: "кількість партій, зіграних чорними",
	tiebreak.BWG: "кількість перемог чорними", tiebreak.REP: "кількість зіграних турів (за вибором гравця)",
	tiebreak.PS: "прогресивний коефіцієнт", tiebreak.KS: "система Койя", tiebreak.BH: "коефіцієнт Бухгольца",
	tiebreak.FB: "попередній Бухгольц", tiebreak.AOB: "середній Бухгольц суперників",
	tiebreak.SB: "коефіцієнт Зоннеборна-Бергера", tiebreak.ARO: "середній рейтинг суперників",
	tiebreak.TPR: "турнірний перформанс", tiebreak.PTP: "ідеальний турнірний перформанс",
	tiebreak.APRO: "середній перформанс суперників",
}

// tbNameEn names the codes in English.
var tbNameEn = map[tiebreak.Code]string{
	tiebreak.PTS: "points", tiebreak.DE: "direct encounter", tiebreak.WIN: "number of wins",
	tiebreak.WON: "number of games won", tiebreak.BPG: "number of games played with Black",
	tiebreak.BWG: "number of games won with Black", tiebreak.REP: "number of rounds one elected to play",
	tiebreak.PS: "progressive score", tiebreak.KS: "Koya system", tiebreak.BH: "Buchholz",
	tiebreak.FB: "Fore Buchholz", tiebreak.AOB: "average of the opponents' Buchholz",
	tiebreak.SB: "Sonneborn-Berger", tiebreak.ARO: "average rating of the opponents",
	tiebreak.TPR: "tournament performance rating", tiebreak.PTP: "perfect tournament performance",
	tiebreak.APRO: "average performance rating of the opponents",
}

// TieBreakUkrainian names sp as Ukrainian regulations and printouts
// write it, e.g. "усічений коефіцієнт Бухгольца (-1)".
func TieBreakUkrainian(sp tiebreak.Spec) string {
	return tbWords(sp, tbNameUk, [3]string{"скорочений", "усічений", "медіанний"})
}

// TieBreakName names sp in the current language.
func TieBreakName(sp tiebreak.Spec) string {
	if Language() != "en" {
		return TieBreakUkrainian(sp)
	}
	return tbWords(sp, tbNameEn, [3]string{"reduced", "cut", "median"})
}

// tbWords is sp's name from names with its modifier: a cut progressive
// score, another cut value, a median value (the three words of mods).
func tbWords(sp tiebreak.Spec, names map[tiebreak.Code]string, mods [3]string) string {
	name := names[sp.Code]
	if name == "" {
		name = string(sp.Code)
	}
	switch {
	case sp.Cut > 0 && sp.Code == tiebreak.PS:
		return fmt.Sprintf("%s %s (-%d)", mods[0], name, sp.Cut)
	case sp.Cut > 0:
		return fmt.Sprintf("%s %s (-%d)", mods[1], name, sp.Cut)
	case sp.Median > 0:
		return fmt.Sprintf("%s %s (-%d)", mods[2], name, sp.Median)
	}
	return name
}

// TieBreakPresetName names a preset of engine/tiebreak (by its key) in
// the current language, as the tournament form offers it; an unknown key
// is returned as it is.
func TieBreakPresetName(key string) string {
	switch key {
	case "academy":
		return Tr("Кваліф-турніри Української Шахової Академії", "Qualifiers of the Ukrainian Chess Academy")
	case "ukr-2003":
		return Tr("Чемпіонат України 2003", "Ukrainian championship 2003")
	case "moscow-2010-correspondence":
		return Tr("Москва 2010, заочний чемпіонат (§1)", "Moscow 2010, correspondence championship (§1)")
	case "moscow-2010-petrosian":
		return Tr("Москва 2010, Меморіал Петросяна (§2)", "Moscow 2010, Petrosian Memorial (§2)")
	case "moscow-2010-swiss":
		return Tr("Москва 2010, швейцарські (§4, §6, §11–§13, §15)", "Moscow 2010, Swiss events (§4, §6, §11–§13, §15)")
	case "moscow-2010-rr":
		return Tr("Москва 2010, класичні кругові фінали (§5, §9)", "Moscow 2010, classical round-robin finals (§5, §9)")
	case "moscow-2010-children":
		return Tr("Москва 2010, діти до 8 і Кубок 1992 (§7, §8)", "Moscow 2010, children under 8 and the 1992 Cup (§7, §8)")
	case "moscow-2010-cup-1998":
		return Tr("Москва 2010, Кубок 1998 р. н. (§10)", "Moscow 2010, Cup of those born in 1998 (§10)")
	case "moscow-2010-blitz-final":
		return Tr("Москва 2010, фінал бліцу чоловіків (§11)", "Moscow 2010, men's blitz final (§11)")
	case "moscow-2010-blitz-rr":
		return Tr("Москва 2010, кругові фінали бліцу (§12, §13)", "Moscow 2010, blitz round-robin finals (§12, §13)")
	case "moscow-2010-rapid":
		return Tr("Москва 2010, швидкі шахи чоловіків (§14)", "Moscow 2010, men's rapid (§14)")
	case "moscow-2010-youth-semifinal":
		return Tr("Москва 2010, півфінали юнаків (§16)", "Moscow 2010, boys' semi-finals (§16)")
	case "moscow-2010-youth":
		return Tr("Москва 2010, фінал юнаків (§17)", "Moscow 2010, boys' final (§17)")
	case "fide-swiss":
		return Tr("ФІДЕ, швейцарська (рекомендований)", "FIDE, Swiss (recommended)")
	case "fide-rr":
		return Tr("ФІДЕ, кругова (рекомендований)", "FIDE, round robin (recommended)")
	}
	return key
}

// codeProblem says what is wrong with a refused tie-break code, from the
// fields of the engine's *tiebreak.CodeError (never its own text).
func codeProblem(err error) (uk, en string) {
	var ce *tiebreak.CodeError
	if !errors.As(err, &ce) {
		return "код не прочитано", "a code cannot be read"
	}
	switch ce.Problem {
	case tiebreak.EmptyCode:
		return "порожній код між комами", "an empty code between commas"
	case tiebreak.UnknownCode:
		return fmt.Sprintf("код «%s» невідомий", ce.Code), fmt.Sprintf("code %q is unknown", ce.Code)
	case tiebreak.BadModifier:
		return fmt.Sprintf("у коді «%s» модифікатор «%s» неправильний (C1…C9 — відсікання, M1…M9 — медіана)", ce.Code, ce.Modifier),
			fmt.Sprintf("in code %q the modifier %q is not valid (C1…C9 cut, M1…M9 median)", ce.Code, ce.Modifier)
	case tiebreak.ModifierNotAllowed:
		return fmt.Sprintf("код «%s» не приймає модифікатора «%s»", ce.Code, ce.Modifier),
			fmt.Sprintf("code %q does not take the modifier %q", ce.Code, ce.Modifier)
	case tiebreak.BuchholzInRoundRobin:
		return fmt.Sprintf("показник %s (Бухгольц) у коловому турнірі не застосовують (C.07 2026, ст. 8)", ce.Code),
			fmt.Sprintf("the tie-break %s (a Buchholz) does not apply in a round robin (C.07 2026, art. 8)", ce.Code)
	}
	return fmt.Sprintf("код «%s» не застосовують", ce.Code), fmt.Sprintf("code %q does not apply", ce.Code)
}
