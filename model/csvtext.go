package model

import "strings"

// DecodeCSVText decodes a spreadsheet export the way the player CSV import
// does (DecodeText with detection: UTF-8 with or without BOM, UTF-16 with
// BOM, Windows-1251); a file that fits none of them is an Invalid error
// naming the line and byte.
func DecodeCSVText(b []byte) (string, error) { return decodeText(b) }

// CSVSeparator picks ';', ',' or tab — whichever occurs most in the
// header line — as the player CSV import does.
func CSVSeparator(text string) rune { return separator(text) }

// CSVColumnKey folds a CSV header cell to a column key: lower case,
// apostrophes dropped, blanks as '_' («Дата народження» → "дата_народження").
func CSVColumnKey(h string) string { return joinFields(Fold(h)) }

// separator picks ';', ',' or tab: whichever occurs most in the header line.
func separator(text string) rune {
	first, _, _ := strings.Cut(text, "\n")
	best, n := ',', strings.Count(first, ",")
	for _, c := range []rune{';', '\t'} {
		if k := strings.Count(first, string(c)); k > n {
			best, n = c, k
		}
	}
	return best
}

func joinFields(s string) string { return strings.Join(strings.Fields(s), "_") }
