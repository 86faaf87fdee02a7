package model

import (
	"slices"
	"strings"
)

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

// CSVHeader reads a CSV file's header line: each cell folded to its
// column key (CSVColumnKey), an alias read as the column it names; a
// column not in known, or one that appears twice, is refused (Invalid,
// under op). The caller checks which columns it requires.
func CSVHeader(op string, header, known []string, aliases map[string]string) ([]string, error) {
	seen := map[string]bool{}
	cols := make([]string, len(header))
	for i, h := range header {
		c := CSVColumnKey(h)
		if alias, ok := aliases[c]; ok {
			c = alias
		}
		if !slices.Contains(known, c) {
			return nil, Errorf(Invalid, op, Msg("Line 1: unknown column %q. Known columns: %s.", h, strings.Join(known, ", ")), nil)
		}
		if seen[c] {
			return nil, Errorf(Invalid, op, Msg("Line 1: column %q appears twice.", c), nil)
		}
		seen[c], cols[i] = true, c
	}
	return cols, nil
}

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
