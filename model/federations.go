package model

import (
	_ "embed"
	"sort"
	"strings"
)

//go:embed federations.txt
var federationsText string

var federationSet = func() map[string]bool {
	m := make(map[string]bool)
	for _, line := range strings.Split(federationsText, "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		for _, code := range strings.Fields(line) {
			m[code] = true
		}
	}
	return m
}()

// IsFederation reports whether code is a FIDE federation code (upper case,
// e.g. "UKR").
func IsFederation(code string) bool { return federationSet[code] }

// Federations returns every FIDE federation code, sorted.
func Federations() []string {
	codes := make([]string, 0, len(federationSet))
	for c := range federationSet {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	return codes
}

// IsForeignCountry reports a country other than Ukraine ("" is Ukraine).
func IsForeignCountry(c string) bool {
	return c != "" && c != DefaultCitizenship
}
