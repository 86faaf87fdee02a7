package season

import (
	"strings"
	"unicode"
)

// ukrainian is the Ukrainian alphabet in order (lower case).
const ukrainian = "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя"

var alphabetRank = func() map[rune]int {
	m := map[rune]int{}
	for i, r := range []rune(ukrainian) {
		m[r] = i + 1
	}
	return m
}()

// Collate compares two names in Ukrainian alphabetical order (Ґ after Г,
// Є after Е, І and Ї after И), ignoring case and apostrophes; letters outside
// the alphabet sort after it by code point. It returns -1, 0 or +1.
func Collate(a, b string) int {
	ka, kb := collationKey(a), collationKey(b)
	for i := 0; i < len(ka) && i < len(kb); i++ {
		if ka[i] != kb[i] {
			if ka[i] < kb[i] {
				return -1
			}
			return 1
		}
	}
	switch {
	case len(ka) < len(kb):
		return -1
	case len(ka) > len(kb):
		return 1
	}
	return strings.Compare(a, b)
}

func collationKey(s string) []int {
	var key []int
	for _, r := range strings.ToLower(s) {
		switch {
		case r == '\'' || r == '’' || r == 'ʼ':
			continue
		case alphabetRank[r] > 0:
			key = append(key, alphabetRank[r])
		case unicode.IsSpace(r) || r == '-':
			key = append(key, 0)
		default:
			key = append(key, 1000+int(r))
		}
	}
	return key
}
