package model

import (
	"strings"
	"unicode"
)

// Registry text that reaches spreadsheets: a cell starting with
// = + - @ (or a tab or CR before one) is a formula to Excel and LibreOffice
// (`=cmd|' /C calc'!A0` runs a program), and control characters corrupt
// TSV, TRF and PDF output. Names, clubs, coaches and settlements are
// refused with such text; spreadsheet output neutralises what is already
// there (SpreadsheetCell).

// formulaStart reports whether s would be read as a formula.
func formulaStart(s string) bool {
	return s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0]))
}

// controlRune returns the first control or invisible formatting character
// of s (C0, DEL, C1, line and paragraph separators, bidirectional
// overrides), or -1.
func controlRune(s string) rune {
	for _, r := range s {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || (r >= '\u202A' && r <= '\u202E') || (r >= '\u2066' && r <= '\u2069') {
			return r
		}
	}
	return -1
}

// unsafeText checks one registry field; what names it. A phone number
// may start with + followed by a digit (+380…).
func unsafeText(op string, what Text, s string, phone bool) error {
	if r := controlRune(s); r >= 0 {
		return invalid(op, Msg("%s contains the control character U+%04X; remove it (it often comes with text copied from a spreadsheet or web page).", what, r))
	}
	if phone && len(s) > 1 && s[0] == '+' && s[1] >= '0' && s[1] <= '9' {
		return nil
	}
	if formulaStart(s) {
		return invalid(op, Msg("%s may not start with %q: spreadsheets (Excel, LibreOffice) would read it as a formula. Remove that character.", what, s[0]))
	}
	return nil
}

// SpreadsheetCell makes a value safe as one cell of a CSV or TSV file that
// a spreadsheet opens: line breaks and tabs become blanks, other control
// characters are dropped, and a value that would be read as a formula
// (starting with = + - @) gets a leading apostrophe, which spreadsheets
// show as text. Numbers (-0.5, +1) and "-" alone stay as they are. The
// player CSV import drops that apostrophe again.
func SpreadsheetCell(s string) string {
	s = strings.NewReplacer("\t", " ", "\n", " ", "\r", " ").Replace(s)
	if controlRune(s) >= 0 {
		s = strings.Map(func(r rune) rune {
			if controlRune(string(r)) >= 0 {
				return -1
			}
			return r
		}, s)
	}
	if formulaStart(s) && s != "-" && !plainNumber(s) {
		return "'" + s
	}
	return s
}

// plainNumber: an optional sign, digits, optionally a point or comma and
// digits.
func plainNumber(s string) bool {
	s = strings.TrimLeft(s, "+-")
	whole, frac, dot := strings.Cut(strings.Replace(s, ",", ".", 1), ".")
	if whole == "" || (dot && frac == "") {
		return false
	}
	for _, c := range whole + frac {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// Unneutralise drops the apostrophe SpreadsheetCell put before a formula
// character, so that an exported file imports back unchanged.
func Unneutralise(s string) string {
	if len(s) > 1 && s[0] == '\'' && strings.ContainsRune("=+-@", rune(s[1])) {
		return s[1:]
	}
	return s
}

// CheckText checks a name typed outside the registry (a judge of a
// tournament's panel, …) as registry names are checked: no control
// characters, no formula start. what names the field.
func CheckText(op string, what Text, s string) error { return unsafeText(op, what, s, false) }
