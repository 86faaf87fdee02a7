package model

import "strings"

// Titles lists the values Player.Title may take, in TitleTable's order
// (title_ladder.go): the FIDE titles (Latin codes, as in FIDE rating
// lists), then the Ukrainian sports qualifications (МСМК, МС, КМС and
// razryads "1"–"4"), each ladder strongest first. "" means none.
var Titles = titleCodes()

// NormalizeTitle returns the canonical form of a title as people write it
// ("gm" → "GM", "кмс" → "КМС", "I розряд", "1 розряд", "1р" → "1") and
// whether it is one of Titles. "" is valid (no title).
func NormalizeTitle(s string) (string, bool) {
	t := strings.ToUpper(strings.Join(strings.Fields(s), " "))
	if t == "" {
		return "", true
	}
	for _, suffix := range []string{" РОЗРЯД", "-Й РОЗРЯД", " Р.", " Р", "Р.", "Р"} {
		if r := strings.TrimSuffix(t, suffix); r != t && razryad(r) != "" {
			t = r
			break
		}
	}
	if r := razryad(t); r != "" {
		return r, true
	}
	for _, v := range Titles {
		if t == v {
			return v, true
		}
	}
	return strings.TrimSpace(s), false
}

func razryad(s string) string {
	switch s {
	case "1", "I", "І": // Latin I or Cyrillic І
		return "1"
	case "2", "II", "ІІ":
		return "2"
	case "3", "III", "ІІІ":
		return "3"
	case "4", "IV", "ІV":
		return "4"
	}
	return ""
}
