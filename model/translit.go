package model

import (
	"strings"
	"unicode"
)

// Transliterate writes Ukrainian Cyrillic in Latin letters by the official
// Ukrainian system (Cabinet of Ministers resolution No. 55 of 27.01.2010, used
// for passports and FIDE registration): є ї й ю я are ye yi y yu ya at the
// start of a word and ie i i iu ia elsewhere; ь and the apostrophe are
// dropped; "зг" is "zgh". Other characters are kept.
func Transliterate(s string) string {
	var b strings.Builder
	runes := []rune(s)
	for i, r := range runes {
		lower := unicode.ToLower(r)
		start := i == 0 || !unicode.IsLetter(runes[i-1]) && !isApostrophe(runes[i-1])
		var t string
		if initial, ok := translitInitial[lower]; ok && start {
			t = initial
		} else if lower == 'г' && i > 0 && unicode.ToLower(runes[i-1]) == 'з' {
			t = "gh"
		} else if v, ok := translit[lower]; ok {
			t = v
		} else if isApostrophe(r) {
			continue
		} else {
			b.WriteRune(r)
			continue
		}
		if t != "" && unicode.IsUpper(r) {
			t = strings.ToUpper(t[:1]) + t[1:]
		}
		b.WriteString(t)
	}
	return b.String()
}

var translitInitial = map[rune]string{'є': "ye", 'ї': "yi", 'й': "y", 'ю': "yu", 'я': "ya"}

var translit = map[rune]string{
	'а': "a", 'б': "b", 'в': "v", 'г': "h", 'ґ': "g", 'д': "d", 'е': "e", 'є': "ie", 'ж': "zh",
	'з': "z", 'и': "y", 'і': "i", 'ї': "i", 'й': "i", 'к': "k", 'л': "l", 'м': "m", 'н': "n",
	'о': "o", 'п': "p", 'р': "r", 'с': "s", 'т': "t", 'у': "u", 'ф': "f", 'х': "kh", 'ц': "ts",
	'ч': "ch", 'ш': "sh", 'щ': "shch", 'ь': "", 'ю': "iu", 'я': "ia",
}

// LatinName returns the FIDE-style Latin name "Surname, Name" of p by
// Transliterate, for filling Player.LatinName when it is empty.
func LatinName(surname, name string) string {
	s, n := Transliterate(surname), Transliterate(name)
	if n == "" {
		return s
	}
	return s + ", " + n
}
