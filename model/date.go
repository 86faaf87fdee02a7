package model

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"arbiter/model/i18n"
)

// Date is a calendar day without a time zone (a birth date, a round date).
// The zero value means "not given". It is comparable with ==.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// NewDate returns the date; it does not validate (see Date.Valid).
func NewDate(year int, month time.Month, day int) Date { return Date{year, month, day} }

// DateOf returns the calendar day of t in t's location.
func DateOf(t time.Time) Date {
	y, m, d := t.Date()
	return Date{y, m, d}
}

// IsZero reports whether the date is not given.
func (d Date) IsZero() bool { return d == Date{} }

// Valid reports whether the date exists in the calendar (no 31 April, no
// 29 February in a common year) and lies in years 1–9999.
func (d Date) Valid() bool {
	if d.Year < 1 || d.Year > 9999 || d.Month < 1 || d.Month > 12 || d.Day < 1 {
		return false
	}
	return DateOf(d.Time()) == d
}

// Time returns midnight UTC of the day.
func (d Date) Time() time.Time { return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, time.UTC) }

// String returns the ISO form YYYY-MM-DD (the storage and CSV form), or "".
func (d Date) String() string {
	if d.IsZero() {
		return ""
	}
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, int(d.Month), d.Day)
}

// Display returns the Ukrainian display form DD.MM.YYYY, or "".
func (d Date) Display() string {
	if d.IsZero() {
		return ""
	}
	return fmt.Sprintf("%02d.%02d.%04d", d.Day, int(d.Month), d.Year)
}

// Before reports whether d is earlier than e.
func (d Date) Before(e Date) bool { return d.Compare(e) < 0 }

// Compare returns -1, 0 or +1 as d is before, equal to or after e.
func (d Date) Compare(e Date) int {
	switch {
	case d.Year != e.Year:
		return sign(d.Year - e.Year)
	case d.Month != e.Month:
		return sign(int(d.Month) - int(e.Month))
	}
	return sign(d.Day - e.Day)
}

// AgeOn returns the age in whole years of someone born on d, on day on.
func (d Date) AgeOn(on Date) int {
	age := on.Year - d.Year
	if on.Month < d.Month || (on.Month == d.Month && on.Day < d.Day) {
		age--
	}
	return age
}

func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// ParseDate reads YYYY-MM-DD or DD.MM.YYYY (surrounding spaces ignored) and
// checks that the day exists. An empty string gives the zero Date and no error.
func ParseDate(s string) (Date, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return Date{}, nil
	}
	var parts []string
	var y, m, d string
	switch {
	case strings.Count(s, "-") == 2:
		parts = strings.Split(s, "-")
		y, m, d = parts[0], parts[1], parts[2]
	case strings.Count(s, ".") == 2:
		parts = strings.Split(s, ".")
		d, m, y = parts[0], parts[1], parts[2]
	default:
		return Date{}, badDate(s)
	}
	if len(y) != 4 || len(m) < 1 || len(m) > 2 || len(d) < 1 || len(d) > 2 || !digits(y+m+d) {
		return Date{}, badDate(s)
	}
	yi, err1 := strconv.Atoi(y)
	mi, err2 := strconv.Atoi(m)
	di, err3 := strconv.Atoi(d)
	date := Date{yi, time.Month(mi), di}
	if err1 != nil || err2 != nil || err3 != nil {
		return Date{}, badDate(s)
	}
	if !date.Valid() {
		return Date{}, noSuchDate(s, yi, mi, di)
	}
	return date, nil
}

// noSuchDate says what is wrong with a well-written date that does not
// exist: the month, or the day of that month ("31.02.2012 does
// not exist", not the format again).
func noSuchDate(s string, y, m, d int) error {
	if m < 1 || m > 12 {
		return Errorf(Invalid, "ParseDate", Msg("Date %q does not exist: there is no month %d; months are 1 to 12.", s, m), nil)
	}
	last := time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
	return Errorf(Invalid, "ParseDate", Msg("Date %q does not exist: %s %d has %s.", s, monthIn(m), y, i18n.Count{N: last, Key: "%d day|%d days"}), nil)
}

// monthIn is month m as in "in February 2012": the locative in Ukrainian
// ("у лютому"), the name in English.
type monthIn int

func (m monthIn) In(l Lang) string {
	if l == i18n.En {
		return time.Month(m).String()
	}
	return monthLocative[m-1]
}

// monthLocative are the Ukrainian month names as in «у лютому»: the
// locative case after «у».
var monthLocative = [12]string{"січні", "лютому", "березні", "квітні", "травні", "червні", "липні", "серпні",
	"вересні", "жовтні", "листопаді", "грудні"}

func badDate(s string) error {
	return Errorf(Invalid, "ParseDate", Msg("Date %q is not valid: write it as DD.MM.YYYY or YYYY-MM-DD, e.g. 05.03.2012.", s), nil)
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// LocalDate is d as a message argument: DD.MM.YYYY in Ukrainian, ISO
// (YYYY-MM-DD) in English.
type LocalDate Date

// In renders the date in l.
func (d LocalDate) In(l Lang) string {
	if l == i18n.En {
		return Date(d).String()
	}
	return Date(d).Display()
}
