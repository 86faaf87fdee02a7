package model

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Plausible ages of a registered player on the day of entry (issue 2).
const (
	MinAge = 3
	MaxAge = 110
)

const maxTextLen = 200 // runes, for names and free-text fields

func invalid(op, uk, en string) error { return Errorf(Invalid, op, uk, en, nil) }

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
// (issue 2 §4) as of day today. It returns the first problem as an Invalid
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
		return invalid(op, "Вкажіть стать: m (чоловіча) або f (жіноча).",
			"Choose the gender: m (male) or f (female).")
	}
	if !IsFederation(p.Citizenship) {
		return invalid(op,
			fmt.Sprintf("Громадянство «%s» — не код федерації ФІДЕ; напишіть три латинські літери, наприклад UKR, POL, GER.", p.Citizenship),
			fmt.Sprintf("Citizenship %q is not a FIDE federation code; write three Latin letters, e.g. UKR, POL, GER.", p.Citizenship))
	}
	if _, ok := NormalizeTitle(p.Title); !ok {
		return invalid(op,
			fmt.Sprintf("Звання або розряд «%s» невідомі; можливі: %s.", p.Title, strings.Join(Titles, ", ")),
			fmt.Sprintf("Unknown title or razryad %q; possible values: %s.", p.Title, strings.Join(Titles, ", ")))
	}
	if p.FIDEID < 0 || p.FIDEID > 999999999999 {
		return invalid(op, fmt.Sprintf("FIDE ID %d неправильний: це додатне число з профілю на ratings.fide.com, або 0, якщо його немає.", p.FIDEID),
			fmt.Sprintf("FIDE ID %d is not valid: it is the positive number from ratings.fide.com, or 0 if there is none.", p.FIDEID))
	}
	if err := validateRating(op, "Рейтинг ФІДЕ", "FIDE rating", p.FIDERating); err != nil {
		return err
	}
	if err := validateRating(op, "Національний рейтинг", "National rating", p.NationalRating); err != nil {
		return err
	}
	if p.Email != "" && (!strings.Contains(p.Email, "@") || strings.ContainsAny(p.Email, " ,;")) {
		return invalid(op, fmt.Sprintf("Адреса e-mail «%s» неправильна: очікується вигляд name@example.com.", p.Email),
			fmt.Sprintf("E-mail address %q is not valid: expected the form name@example.com.", p.Email))
	}
	return nil
}

func validateText(op string, p Player) error {
	if p.Surname == "" {
		return invalid(op, "Вкажіть прізвище.", "Enter the surname.")
	}
	if p.Name == "" {
		return invalid(op, "Вкажіть ім'я.", "Enter the first name.")
	}
	fields := []struct {
		v, uk, en string
	}{
		{p.Surname, "Прізвище", "Surname"}, {p.Name, "Ім'я", "Name"},
		{p.Patronymic, "По батькові", "Patronymic"}, {p.LatinName, "Ім'я латиницею", "Latin name"},
		{p.Occupation, "Рід занять", "Occupation"}, {p.Phone, "Телефон", "Phone"}, {p.Email, "E-mail", "E-mail"},
	}
	for _, f := range fields {
		if !utf8.ValidString(f.v) || strings.ContainsRune(f.v, 0) {
			return invalid(op, f.uk+" містить недопустимі символи.", f.en+" contains invalid characters.")
		}
		if utf8.RuneCountInString(f.v) > maxTextLen {
			return invalid(op, fmt.Sprintf("%s задовге (понад %d символів).", f.uk, maxTextLen),
				fmt.Sprintf("%s is too long (over %d characters).", f.en, maxTextLen))
		}
		if err := unsafeText(op, f.uk, f.en, f.v, f.en == "Phone"); err != nil {
			return err
		}
	}
	return nil
}

func validateBirthDate(op string, d, today Date) error {
	if d.IsZero() {
		return invalid(op, "Вкажіть дату народження (ДД.ММ.РРРР).", "Enter the birth date (DD.MM.YYYY).")
	}
	if !d.Valid() {
		return invalid(op, "Такої дати народження не існує.", "That birth date does not exist.")
	}
	if age := d.AgeOn(today); age < MinAge || age > MaxAge {
		return invalid(op,
			fmt.Sprintf("Дата народження %s неправдоподібна: вік гравця має бути від %d до %d років, а виходить %d.", d.Display(), MinAge, MaxAge, age),
			fmt.Sprintf("Birth date %s is implausible: a player must be %d to %d years old, not %d.", d.Display(), MinAge, MaxAge, age))
	}
	return nil
}

func validateRating(op, uk, en string, r int) error {
	if r == 0 || (r >= 1000 && r <= 3000) {
		return nil
	}
	return invalid(op,
		fmt.Sprintf("%s має бути 0 (без рейтингу) або від 1000 до 3000, а не %d.", uk, r),
		fmt.Sprintf("%s must be 0 (unrated) or 1000 to 3000, not %d.", en, r))
}

// validateName checks the name of a club, coach or settlement.
func validateName(op, what, whatEn, name string) error {
	if name == "" {
		return invalid(op, fmt.Sprintf("Вкажіть назву: %s.", what), fmt.Sprintf("Enter the name of the %s.", whatEn))
	}
	if !utf8.ValidString(name) || strings.ContainsRune(name, 0) || utf8.RuneCountInString(name) > maxTextLen {
		return invalid(op, fmt.Sprintf("Назва (%s) задовга або містить недопустимі символи.", what),
			fmt.Sprintf("The %s name is too long or contains invalid characters.", whatEn))
	}
	return unsafeText(op, "Назва ("+what+")", "The "+whatEn+" name", name, false)
}

// pluralUk picks the Ukrainian noun form for n: one (1, 21…), few (2–4,
// 22–24…) or many (0, 5–20, 25…).
func pluralUk(n int, one, few, many string) string {
	n10, n100 := n%10, n%100
	switch {
	case n10 == 1 && n100 != 11:
		return one
	case n10 >= 2 && n10 <= 4 && (n100 < 12 || n100 > 14):
		return few
	}
	return many
}

func pluralEn(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// countsUk joins the non-zero counts as "3 гравців і 1 тренера" (genitive,
// after "для"); countsEn gives "3 players and 1 coach".
func countsUk(parts ...countPart) string {
	var out []string
	for _, p := range parts {
		if p.n > 0 {
			out = append(out, fmt.Sprintf("%d %s", p.n, pluralUk(p.n, p.ukOne, p.ukMany, p.ukMany)))
		}
	}
	return strings.Join(out, " і ")
}

func countsEn(parts ...countPart) string {
	var out []string
	for _, p := range parts {
		if p.n > 0 {
			out = append(out, fmt.Sprintf("%d %s", p.n, pluralEn(p.n, p.enOne, p.enMany)))
		}
	}
	return strings.Join(out, " and ")
}

type countPart struct {
	n                            int
	ukOne, ukMany, enOne, enMany string
}

func playersPart(n int) countPart {
	return countPart{n, "гравця", "гравців", "player", "players"}
}
func coachesPart(n int) countPart {
	return countPart{n, "тренера", "тренерів", "coach", "coaches"}
}
func clubsPart(n int) countPart { return countPart{n, "клубу", "клубів", "club", "clubs"} }
