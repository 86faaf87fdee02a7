package model

import (
	"strings"
	"unicode/utf8"
)

// Plausible ages of a registered player on the day of entry (docs/product.md workflow 2).
const (
	MinAge = 3
	MaxAge = 110
)

const MaxTextLen = 200 // runes, for names and free-text fields

// Trim squeezes runs of white space to one space and trims the ends: how
// every name is kept (the registry's, a tournament's, a season's).
func Trim(s string) string { return strings.Join(strings.Fields(s), " ") }

// NormalizePlayer trims every text field, upper-cases the citizenship
// (defaulting to UKR), lower-cases the gender and canonicalises the title.
func NormalizePlayer(p *Player) {
	for _, f := range []*string{&p.Surname, &p.Name, &p.Patronymic, &p.LatinName,
		&p.Occupation, &p.Phone, &p.Email} {
		*f = strings.Join(strings.Fields(*f), " ")
	}
	p.Citizenship = strings.ToUpper(strings.TrimSpace(p.Citizenship))
	if p.Citizenship == "" {
		p.Citizenship = DefaultCitizenship
	}
	p.Gender = Gender(strings.ToLower(strings.TrimSpace(string(p.Gender))))
	if t, ok := NormalizeTitle(p.Title); ok {
		p.Title = t
	}
}

// ValidatePlayer checks one player record against the registry rules
// (docs/product.md workflow 2) as of day today. It returns the first problem as an Invalid
// *Error whose message names the field and how to fix it. It does not look
// at other records (duplicates, FIDE ID uniqueness): the Registry does.
func ValidatePlayer(p Player, today Date) error {
	const op = "ValidatePlayer"
	if err := validateText(op, p); err != nil {
		return err
	}
	if err := validateBirthDate(op, p.BirthDate, today); err != nil {
		return err
	}
	if p.Gender != Male && p.Gender != Female {
		return invalid(op, Msg("Choose the gender: m (male) or f (female)."))
	}
	if !IsFederation(p.Citizenship) {
		return invalid(op, Msg("Citizenship %q is not a FIDE federation code; write three Latin letters, e.g. UKR, POL, GER.", p.Citizenship))
	}
	if _, ok := NormalizeTitle(p.Title); !ok {
		return invalid(op, Msg("Unknown title or razryad %q; possible values: %s.", p.Title, strings.Join(Titles, ", ")))
	}
	if p.FIDEID < 0 || p.FIDEID > 999999999999 {
		return invalid(op, Msg("FIDE ID %d is not valid: it is the positive number from ratings.fide.com, or 0 if there is none.", p.FIDEID))
	}
	if err := validateRating(op, Msg("FIDE rating"), p.FIDERating); err != nil {
		return err
	}
	if err := validateRating(op, Msg("National rating"), p.NationalRating); err != nil {
		return err
	}
	if err := validateClubSince(op, p); err != nil { // club_membership.go
		return err
	}
	if p.Email != "" && (!strings.Contains(p.Email, "@") || strings.ContainsAny(p.Email, " ,;")) {
		return invalid(op, Msg("E-mail address %q is not valid: expected the form name@example.com.", p.Email))
	}
	return nil
}

func validateText(op string, p Player) error {
	if p.Surname == "" {
		return invalid(op, Msg("Enter the surname."))
	}
	if p.Name == "" {
		return invalid(op, Msg("Enter the first name."))
	}
	fields := []struct {
		v     string
		field Text
		phone bool
	}{
		{p.Surname, Msg("Surname"), false}, {p.Name, Msg("Name (of a player)"), false},
		{p.Patronymic, Msg("Patronymic"), false}, {p.LatinName, Msg("Latin name (of a player)"), false},
		{p.Occupation, Msg("Occupation"), false}, {p.Phone, Msg("Phone"), true}, {p.Email, Msg("E-mail"), false},
	}
	for _, f := range fields {
		if !utf8.ValidString(f.v) || strings.ContainsRune(f.v, 0) {
			return invalid(op, Msg("%s contains invalid characters.", f.field))
		}
		if utf8.RuneCountInString(f.v) > MaxTextLen {
			return invalid(op, Msg("%s is too long (over %d characters).", f.field, MaxTextLen))
		}
		if err := unsafeText(op, f.field, f.v, f.phone); err != nil {
			return err
		}
	}
	return nil
}

func validateBirthDate(op string, d, today Date) error {
	if d.IsZero() {
		return invalid(op, Msg("Enter the birth date (DD.MM.YYYY)."))
	}
	if !d.Valid() {
		return invalid(op, Msg("That birth date does not exist."))
	}
	if age := d.AgeOn(today); age < MinAge || age > MaxAge {
		return invalid(op, Msg("Birth date %s is implausible: a player must be %d to %d years old, not %d.", d.Display(), MinAge, MaxAge, age))
	}
	return nil
}

func validateRating(op string, field Text, r int) error {
	if r == 0 || (r >= 1000 && r <= 3000) {
		return nil
	}
	return invalid(op, Msg("%s must be 0 (unrated) or 1000 to 3000, not %d.", field, r))
}
