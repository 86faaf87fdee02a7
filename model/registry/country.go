package registry

import (
	"strings"

	"arbiter/model"
)

// Clubs and coaches have a country (seed 001: the club and coach
// championship is «серед українських шахових клубів та тренерів»; a
// foreign club or coach is left out of its tables and awards,
// engine/season.Club.Foreign). It is a FIDE federation code; an empty one
// is Ukraine, as every club and coach was before it was recorded
// (migration 0044).

// normalizeCountry writes the code in capitals, Ukraine when empty, and
// refuses a code that is not a FIDE federation.
func normalizeCountry(op string, c *string) error {
	*c = strings.ToUpper(strings.TrimSpace(*c))
	if *c == "" {
		*c = model.DefaultCitizenship
	}
	if !model.IsFederation(*c) {
		return invalid(op, model.Msg("Country %q is not a FIDE federation code; write three Latin letters, e.g. UKR, POL, GER.", *c))
	}
	return nil
}
