package model

import (
	"strings"
	"unicode/utf8"

	"arbiter/model/i18n"
)

// Plausible ages of a registered player on the day of entry (docs/product.md workflow 2).
const (
	MinAge = 3
	MaxAge = 110
)

const maxTextLen = 200 // runes, for names and free-text fields

func invalid(op string, msg Text) error { return Errorf(Invalid, op, msg, nil) }

// normalizePlayer trims every text field, upper-cases the citizenship
// (defaulting to UKR), lower-cases the gender and canonicalises the title.
func normalizePlayer(p *Player) {
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
		if utf8.RuneCountInString(f.v) > maxTextLen {
			return invalid(op, Msg("%s is too long (over %d characters).", f.field, maxTextLen))
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

// validateName checks the name of a club, coach or settlement; what is
// the record's kind ("club"), which the messages name.
func validateName(op string, what Text, name string) error {
	if name == "" {
		return invalid(op, Msg("Enter the name of the %s.", what))
	}
	if !utf8.ValidString(name) || strings.ContainsRune(name, 0) || utf8.RuneCountInString(name) > maxTextLen {
		return invalid(op, Msg("The %s name is too long or contains invalid characters.", what))
	}
	return unsafeText(op, Msg("The %s name", what), name, false)
}

// counts joins the non-zero counts as "3 players and 1 coach" ("3 гравців
// і 1 тренера", genitive, after "для").
func counts(parts ...i18n.Count) i18n.List {
	l := i18n.List{Sep: " and "}
	for _, p := range parts {
		if p.N > 0 {
			l.Items = append(l.Items, p)
		}
	}
	return l
}

func playersPart(n int) i18n.Count { return i18n.Count{N: n, Key: "%d player|%d players"} }
func coachesPart(n int) i18n.Count { return i18n.Count{N: n, Key: "%d coach|%d coaches"} }
func clubsPart(n int) i18n.Count   { return i18n.Count{N: n, Key: "%d club|%d clubs"} }
