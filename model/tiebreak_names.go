package model

// The names of the tie-breaks (FIDE C.07) in words, for the standings'
// legend, the explanations and the printouts; engine/tiebreak knows codes only.

import (
	"errors"
	"fmt"

	"arbiter/engine/halfpoint"
	"arbiter/engine/tiebreak"

	"arbiter/model/i18n"
)

// tbNames names the codes in the two languages: as Ukrainian regulations
// write them, then in English.
var tbNames = map[tiebreak.Code][2]string{
	tiebreak.PTS:  {"очки", "points"},
	tiebreak.DE:   {"особиста зустріч", "direct encounter"},
	tiebreak.WIN:  {"кількість перемог", "number of wins"},
	tiebreak.WON:  {"кількість виграних партій", "number of games won"},
	tiebreak.BPG:  {"кількість партій, зіграних чорними", "number of games played with Black"},
	tiebreak.BWG:  {"кількість перемог чорними", "number of games won with Black"},
	tiebreak.REP:  {"кількість зіграних турів (за вибором гравця)", "number of rounds one elected to play"},
	tiebreak.PS:   {"прогресивний коефіцієнт", "progressive score"},
	tiebreak.KS:   {"система Койя", "Koya system"},
	tiebreak.BH:   {"коефіцієнт Бухгольца", "Buchholz"},
	tiebreak.FB:   {"попередній Бухгольц", "Fore Buchholz"},
	tiebreak.AOB:  {"середній Бухгольц суперників", "average of the opponents' Buchholz"},
	tiebreak.SB:   {"коефіцієнт Зоннеборна-Бергера", "Sonneborn-Berger"},
	tiebreak.ARO:  {"середній рейтинг суперників", "average rating of the opponents"},
	tiebreak.TPR:  {"турнірний перформанс", "tournament performance rating"},
	tiebreak.PTP:  {"ідеальний турнірний перформанс", "perfect tournament performance"},
	tiebreak.APRO: {"середній перформанс суперників", "average performance rating of the opponents"},
	tiebreak.STD:  {"стандартні очки", "standard points"},
	tiebreak.TPN:  {"стартовий номер", "pairing number"},
	tiebreak.RTNG: {"рейтинг", "rating"},
}

// TieBreakUkrainian names sp as Ukrainian regulations and printouts
// write it, e.g. "усічений коефіцієнт Бухгольца (-1)".
func TieBreakUkrainian(sp tiebreak.Spec) string {
	return tbWords(sp, 0, [5]string{"скорочений", "усічений", "медіанний", "межа %s", "у зворотному порядку"})
}

// TieBreakName names sp in lang.
func TieBreakName(sp tiebreak.Spec, lang Lang) string {
	if lang != i18n.En {
		return TieBreakUkrainian(sp)
	}
	return tbWords(sp, 1, [5]string{"reduced", "cut", "median", "line %s", "reversed"})
}

// tbWords is sp's name in language lang of tbNames (0 Ukrainian,
// 1 English) with its modifier: a cut progressive
// score, another cut value, a median value, a Koya line moved by ±½ or ±1
// point (KS/L±n), a reversed order (/R): the five words of mods.
func tbWords(sp tiebreak.Spec, lang int, mods [5]string) string {
	name := tbNames[sp.Code][lang]
	if name == "" {
		name = string(sp.Code)
	}
	switch {
	case sp.Limit != 0:
		limit := halfpoint.Text(sp.Limit)
		if sp.Limit > 0 {
			limit = "+" + limit
		}
		return fmt.Sprintf("%s (%s)", name, fmt.Sprintf(mods[3], limit))
	case sp.Reverse:
		return fmt.Sprintf("%s (%s)", name, mods[4])
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
// lang, as the tournament form offers it; an unknown key is returned as it
// is.
func TieBreakPresetName(key string, lang Lang) string {
	switch key {
	case "academy":
		return lang.Tr("Qualifiers of the Ukrainian Chess Academy")
	case "ukr-2003":
		return lang.Tr("Ukrainian championship 2003")
	case "moscow-2010-correspondence":
		return lang.Tr("Moscow 2010, correspondence championship (§1)")
	case "moscow-2010-petrosian":
		return lang.Tr("Moscow 2010, Petrosian Memorial (§2)")
	case "moscow-2010-swiss":
		return lang.Tr("Moscow 2010, Swiss events (§4, §6, §11–§13, §15)")
	case "moscow-2010-rr":
		return lang.Tr("Moscow 2010, classical round-robin finals (§5, §9)")
	case "moscow-2010-children":
		return lang.Tr("Moscow 2010, children under 8 and the 1992 Cup (§7, §8)")
	case "moscow-2010-cup-1998":
		return lang.Tr("Moscow 2010, Cup of those born in 1998 (§10)")
	case "moscow-2010-blitz-final":
		return lang.Tr("Moscow 2010, men's blitz final (§11)")
	case "moscow-2010-blitz-rr":
		return lang.Tr("Moscow 2010, blitz round-robin finals (§12, §13)")
	case "moscow-2010-rapid":
		return lang.Tr("Moscow 2010, men's rapid (§14)")
	case "moscow-2010-youth-semifinal":
		return lang.Tr("Moscow 2010, boys' semi-finals (§16)")
	case "moscow-2010-youth":
		return lang.Tr("Moscow 2010, boys' final (§17)")
	case "fide-swiss":
		return lang.Tr("FIDE, Swiss (recommended)")
	case "fide-rr":
		return lang.Tr("FIDE, round robin (recommended)")
	}
	return key
}

// TieBreakCodeProblem says what is wrong with a refused tie-break code, from the
// fields of the engine's *tiebreak.CodeError (never its own text).
func TieBreakCodeProblem(err error) Text {
	var ce *tiebreak.CodeError
	if !errors.As(err, &ce) {
		return Msg("a code cannot be read")
	}
	switch ce.Problem {
	case tiebreak.EmptyCode:
		return Msg("an empty code between commas")
	case tiebreak.UnknownCode:
		return Msg("code %q is unknown", ce.Code)
	case tiebreak.BadModifier:
		return Msg("in code %q the modifier %q is not valid (C1…C9 cut, M1…M9 median)", ce.Code, ce.Modifier)
	case tiebreak.ModifierNotAllowed:
		return Msg("code %q does not take the modifier %q", ce.Code, ce.Modifier)
	case tiebreak.BuchholzInRoundRobin:
		return Msg("the tie-break %s (a Buchholz) does not apply in a round robin (C.07 2026, art. 8)", ce.Code)
	}
	return Msg("code %q does not apply", ce.Code)
}

// UkrainianAside is sp's Ukrainian name in brackets after its code, " (усічений
// коефіцієнт Бухгольца (-1))", in a Ukrainian message; nothing in English.
type UkrainianAside tiebreak.Spec

func (a UkrainianAside) In(l Lang) string {
	if l == i18n.En {
		return ""
	}
	return " (" + TieBreakUkrainian(tiebreak.Spec(a)) + ")"
}
