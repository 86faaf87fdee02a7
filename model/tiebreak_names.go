package model

// The names of the tie-breaks (FIDE C.07) in words, for the standings'
// legend, the explanations and the printouts; engine/tiebreak knows codes only.

import (
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
