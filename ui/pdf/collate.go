package pdf

import (
	"sort"
	"strings"
	"unicode"
)

// ukrainian is the alphabet order used for lists by name (Український
// правопис 2019, §4), with the Russian letters ё ъ ы э where Russian puts
// them so names in either language sort sensibly.
const ukrainian = "абвгґдеёєжзиіїйклмнопрстуфхцчшщъыьэюя"

var letterRank = func() map[rune]int {
	m := make(map[rune]int)
	i := 0
	for _, r := range ukrainian {
		m[r] = i
		i++
	}
	return m
}()

// collateKey maps s to runes whose order is the Ukrainian alphabetical
// order, ignoring case and apostrophes; spaces and punctuation sort before
// letters, Cyrillic before Latin.
func collateKey(s string) []rune {
	var k []rune
	for _, r := range strings.ToLower(s) {
		switch {
		case strings.ContainsRune("'’ʼ‘`´", r):
			continue
		case unicode.IsSpace(r) || r == ',' || r == '-':
			k = append(k, 1)
		default:
			if i, ok := letterRank[r]; ok {
				k = append(k, 0x100+rune(i))
			} else if unicode.IsLetter(r) {
				k = append(k, 0x1000+r)
			} else {
				k = append(k, 0x10+r%0xF0)
			}
		}
	}
	return k
}

// lessUkrainian orders a before b alphabetically in Ukrainian; equal keys
// fall back to the text itself so the order is total.
func lessUkrainian(a, b string) bool {
	ka, kb := collateKey(a), collateKey(b)
	for i := 0; i < len(ka) && i < len(kb); i++ {
		if ka[i] != kb[i] {
			return ka[i] < kb[i]
		}
	}
	if len(ka) != len(kb) {
		return len(ka) < len(kb)
	}
	return a < b
}

// sortByName sorts idx by the names they index, in Ukrainian order.
func sortByName(idx []int, name func(int) string) {
	sort.SliceStable(idx, func(i, j int) bool { return lessUkrainian(name(idx[i]), name(idx[j])) })
}
