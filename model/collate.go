package model

import (
	"strings"
	"unicode"
)

// ukrainianOrder is the Ukrainian alphabet (Правопис 2019, §4) with the
// Russian letters ё ъ ы э placed where Russian puts them, so names from
// either language sort sensibly.
const ukrainianOrder = "абвгґдеёєжзиіїйклмнопрстуфхцчшщъыьэюя"

var cyrWeight = func() map[rune]rune {
	m := make(map[rune]rune)
	i := rune(0)
	for _, r := range ukrainianOrder {
		m[r] = 0x100 + i
		i++
	}
	return m
}()

// isApostrophe reports whether r is one of the marks Ukrainian texts use as
// the apostrophe: ' ’ ʼ and the look-alikes ‘ ` ´ ′.
func isApostrophe(r rune) bool {
	switch r {
	case '\'', '\u2019', '\u02BC', '\u2018', '`', '\u00B4', '\u2032':
		return true
	}
	return false
}

// CollateKey returns a string whose byte order is Ukrainian alphabetical
// order of s, ignoring case and apostrophes: а б в г ґ д е є ж з и і ї й к …
// ю я, Cyrillic before Latin, digits and spaces before letters (so
// "Коваль Іван" sorts before "Ковальчук"). Keys are for comparing only.
func CollateKey(s string) string {
	return foldWith(s, func(r rune) rune { return weight(unicode.ToLower(r)) })
}

func weight(r rune) rune {
	if w, ok := cyrWeight[r]; ok {
		return w
	}
	switch {
	case r >= '0' && r <= '9':
		return r
	case r >= 'a' && r <= 'z':
		return 0x200 + r - 'a'
	case r < 0x80:
		return 0x21 // punctuation (hyphen, dot, comma…) sorts like a separator
	case r > 0xEFFFF:
		return 0x10FFFF
	}
	return 0x10000 + r
}

// CompareUkrainian compares two names in Ukrainian alphabetical order
// (see CollateKey); equal keys are ordered by the raw strings so the order
// is total and deterministic. It returns -1, 0 or +1.
func CompareUkrainian(a, b string) int {
	if c := strings.Compare(CollateKey(a), CollateKey(b)); c != 0 {
		return c
	}
	return strings.Compare(a, b)
}

// Fold returns s lower-cased, with apostrophes removed and runs of spaces
// collapsed, for case-insensitive matching: Fold("П’ЯТНИЦЯ") ==
// Fold("п'ятниця") == Fold("пʼятниця"). Ґ/ґ, Є/є, І/і, Ї/ї fold as letters
// of their own (і is not и, ґ is not г).
func Fold(s string) string { return foldWith(s, unicode.ToLower) }

// foldWith drops apostrophes, collapses each run of white space into one
// space (none at the start or the end) and writes every other rune as
// letter gives it: the walk Fold and CollateKey share.
func foldWith(s string, letter func(rune) rune) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		if isApostrophe(r) {
			continue
		}
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(letter(r))
	}
	return b.String()
}

// MatchText reports whether every word of query occurs in one of fields,
// compared after Fold (case and apostrophes ignored) with ґ read as г: a
// director typing «Гудзь» finds «Ґудзь» and the other way round
// (sorting still puts г before ґ). An empty query matches.
func MatchText(query string, fields ...string) bool {
	words := strings.Fields(searchFold(query))
	hay := make([]string, len(fields))
	for i, f := range fields {
		hay[i] = searchFold(f)
	}
	for _, w := range words {
		found := false
		for _, h := range hay {
			if strings.Contains(h, w) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// searchFold is Fold with ґ written as г, for searching only.
func searchFold(s string) string { return strings.ReplaceAll(Fold(s), "ґ", "г") }
