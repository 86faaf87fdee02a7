package tiebreak

import "strings"

// TRF writes the spec in the TRF-2026 notation of records 202/212:
// "BH/C1", "SB/M1", "PTS", "KS/L-1", "TPN/R".
func (s Spec) TRF() string { return s.spell("/") }

// FromRegulation recognises a tie-break as Ukrainian or Russian
// regulations write it (rules brief §2): "система коефіцієнтів
// Бухгольца", "усечённый Бухгольц", "коэффициент прогресса", "скорочена
// система прогресуючих коефіцієнтів", "результат особистої зустрічі",
// "число побед", "кількість виграних партій"… "Перемог/побед" without
// "партій/партий" is WIN (forfeit wins and full-point byes count); with
// it, WON. It returns false for text it does not recognise, and for
// "таблиці Бергера" (pairing tables, not a tie-break).
func FromRegulation(text string) (Spec, bool) {
	s := strings.ToLower(strings.ReplaceAll(text, "ё", "е"))
	has := func(words ...string) bool {
		for _, w := range words {
			if strings.Contains(s, w) {
				return true
			}
		}
		return false
	}
	cut := has("усіч", "усеч", "скороч", "без найгірш", "без худш")
	switch {
	case has("таблиц"):
		return Spec{}, false
	case has("бухгольц", "солкоф"):
		switch {
		case has("медіан", "медиан", "усереднен", "средн"):
			return Spec{Code: BH, Median: 1}, true
		case cut:
			return Spec{Code: BH, Cut: 1}, true
		}
		return Spec{Code: BH}, true
	case has("бергер", "зоннеборн", "зонненборн", "зоненборн"):
		return Spec{Code: SB}, true
	case has("прогрес", "нарастающ", "наростаюч"):
		if cut {
			return Spec{Code: PS, Cut: 1}, true
		}
		return Spec{Code: PS}, true
	case has("особист", "личн"):
		return Spec{Code: DE}, true
	case has("чорними", "черными", "чорн", "черн"):
		if has("перемог", "побед", "виграних", "выигранных") {
			return Spec{Code: BWG}, true
		}
		return Spec{Code: BPG}, true
	case has("виграних парт", "выигранных парт"):
		return Spec{Code: WON}, true
	case has("перемог", "побед"):
		if has("партій", "партий") {
			return Spec{Code: WON}, true
		}
		return Spec{Code: WIN}, true
	case has("рейтинг суперник", "рейтинг соперник", "рейтинг противник"):
		if cut {
			return Spec{Code: ARO, Cut: 1}, true
		}
		return Spec{Code: ARO}, true
	case has("перформанс", "перфоманс"):
		return Spec{Code: TPR}, true
	case has("койя", "koya"):
		return Spec{Code: KS}, true
	case has("стандартн"):
		return Spec{Code: STD}, true
	case has("стартов", "номер"):
		return Spec{Code: TPN}, true
	case has("рейтинг"):
		return Spec{Code: RTNG}, true
	}
	return Spec{}, false
}
