package pdf

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"
)

// Ellipsis ends a text shortened to fit its cell.
const Ellipsis = "…"

// fit returns s as it fits in width mm in the current font of f.
// A person's name is shortened to initials first.
func fit(f *fpdf.Fpdf, s string, width float64, name bool) string {
	return fitText(f.GetStringWidth, s, width, name)
}

// fitText shortens s until measure(s) <= width. A person's name (name set)
// goes through fitName (no other names to tell apart): given names become
// initials ("Коваленко Олександр" → "Коваленко О."), then the surname is
// cut before the initials ("Ковал… О."), never dropped to the surname
// alone. Other text is cut at a letter boundary, never before a combining
// mark, and ends with an ellipsis. A cell too narrow for even one letter
// and the ellipsis gets the ellipsis alone.
func fitText(measure func(string) float64, s string, width float64, name bool) string {
	if measure(s) <= width {
		return s
	}
	if name {
		return fitName(measure, s, width, nil)
	}
	runes := []rune(s)
	lo, hi := 0, len(runes) // the longest cut that fits lies in [lo, hi)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if measure(cut(runes, mid)) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return cut(runes, lo)
}

// cut returns the first n runes of r, moved back so no combining mark is
// separated from its letter, without trailing spaces and punctuation, plus
// the ellipsis.
func cut(r []rune, n int) string {
	for n > 0 && n < len(r) && unicode.Is(unicode.Mn, r[n]) {
		n--
	}
	s := strings.TrimRight(string(r[:n]), " ,.-")
	return s + Ellipsis
}

// initials keeps the surname (the first word) and reduces every further
// word to its first letter and a full stop: "Петренко, Анна Марія" →
// "Петренко А. М.". Only a text that starts with a capital is taken for a
// name.
func initials(s string) string {
	words := strings.Fields(s)
	if first, _ := utf8.DecodeRuneInString(s); len(words) < 2 || !unicode.IsUpper(first) {
		return s // not a name: «вільний від жеребкування»
	}
	out := []string{strings.TrimRight(words[0], ",")}
	for _, w := range words[1:] {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLetter(r) {
			out = append(out, string(r)+".")
		}
	}
	return strings.Join(out, " ")
}

// wrap breaks s into lines no wider than width at spaces; a word wider
// than a line is shortened with fitText.
func wrap(measure func(string) float64, s string, width float64) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case measure(line+" "+w) <= width:
			line += " " + w
		default:
			lines = append(lines, fitText(measure, line, width, false))
			line = w
		}
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, fitText(measure, line, width, false))
	}
	return lines
}
