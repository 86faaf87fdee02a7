package pdf

import (
	"strings"
	"unicode"

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

// fitName fits a person's name into width: the longest of nameForms that
// fits; else the shortest form with its surname cut («Бондарен… Б.») so
// that the given names or initials stay; else the text cut. A text that
// is not a name («вільний від жеребкування») is cut as any text.
func fitName(measure func(string) float64, s string, width float64, clash map[string]bool) string {
	return FitName(measure, s, width, clash)
}

// FitName is fitName for any measure: the screens shorten a name in a
// table cell with it (measure in the screen's font, clash from
// NameClashes over the column), so a name reads on the screen as on paper.
func FitName(measure func(string) float64, s string, width float64, clash map[string]bool) string {
	forms := nameForms(s, clash)
	for _, f := range forms {
		if measure(f) <= width {
			return f
		}
	}
	last := forms[len(forms)-1]
	words := strings.Fields(last)
	if len(words) < 2 || !startsUpper(forms[0]) { // not a name
		return fitText(measure, last, width, false)
	}
	surname, rest := strings.TrimRight(words[0], ","), " "+strings.Join(words[1:], " ")
	runes := []rune(surname)
	for n := len(runes) - 1; n >= 1; n-- {
		if t := cut(runes, n) + rest; measure(t) <= width {
			return t
		}
	}
	return fitText(measure, last, width, false)
}
