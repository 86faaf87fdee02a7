package ratinglist

import (
	"bytes"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// What the names say: a list's period and kind read from its file's or
// zip member's name, and from a TXT rating column's title; atoi reads the
// numbers of both formats.

var months = map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}

// monthToken reads a rating column title or a name part such as "JAN23".
func monthToken(s string) (Period, bool) {
	if len(s) != 5 {
		return Period{}, false
	}
	m, ok := months[strings.ToLower(s[:3])]
	if !ok {
		return Period{}, false
	}
	yy, err := strconv.Atoi(s[3:])
	if err != nil || s[3] < '0' || s[3] > '9' || s[4] < '0' || s[4] > '9' {
		return Period{}, false
	}
	return Period{2000 + yy, m}, true
}

var archiveName = regexp.MustCompile(`(?i)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(\d{2})frl`)

// periodFromNames reads the period of a FIDE archive name
// ("standard_jan23frl.zip").
func periodFromNames(names []string) Period {
	for _, n := range names {
		if m := archiveName.FindStringSubmatch(path.Base(n)); m != nil {
			p, _ := monthToken(m[1] + m[2])
			return p
		}
	}
	return Period{}
}

// kindFromNames reads "standard", "rapid", "blitz" or "players_list".
func kindFromNames(names []string) Kind {
	for _, n := range names {
		b := strings.ToLower(path.Base(n))
		switch {
		case strings.Contains(b, "standard"):
			return Standard
		case strings.Contains(b, "rapid"):
			return Rapid
		case strings.Contains(b, "blitz"):
			return Blitz
		case strings.Contains(b, "players_list"):
			return Combined
		}
	}
	return ""
}

// atoi parses a trimmed decimal field; "" is 0.
func atoi(b []byte) (int64, bool) {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return 0, true
	}
	if len(b) > 15 {
		return 0, false
	}
	var n int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	return n, true
}
