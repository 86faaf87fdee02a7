package ratinglist

import (
	"errors"
	"fmt"
	"time"
)

// Format is the file format of a list.
type Format string

// The two formats FIDE publishes.
const (
	TXT Format = "txt"
	XML Format = "xml"
)

// Kind says which ratings a list holds.
type Kind string

// The list kinds: the combined list has all three ratings of a player.
const (
	Combined Kind = "combined"
	Standard Kind = "standard"
	Rapid    Kind = "rapid"
	Blitz    Kind = "blitz"
)

// Rating is one rating of a player with the rated games of the period and
// the K-factor FIDE gives for the next one. Rating 0: not rated.
type Rating struct {
	Rating, Games, K int
}

// Player is one line (or <player> element) of the list.
type Player struct {
	FIDEID     int64
	Name       string // "Surname, Name" as FIDE writes it
	Federation string // e.g. "UKR"
	Sex        string // "M" or "F" ("" if missing)
	Title      string // GM IM FM CM WGM WIM WFM WCM (the highest title)
	WTitle     string // women's title
	OTitle     string // other titles (IA, FA, FT, …), comma separated
	FOATitle   string // FIDE Online Arena title
	Standard   Rating
	Rapid      Rating
	Blitz      Rating
	BirthYear  int    // 0: not given
	Flag       string // "i" inactive, "w" woman, "wi" both
}

// Inactive reports whether FIDE flags the player inactive.
func (p Player) Inactive() bool {
	for i := 0; i < len(p.Flag); i++ {
		if p.Flag[i] == 'i' || p.Flag[i] == 'I' {
			return true
		}
	}
	return false
}

// Period is the month of a rating list ({2026, 12} is the December 2026
// list). The zero Period means unknown.
type Period struct {
	Year, Month int
}

// IsZero reports whether the period is unknown.
func (p Period) IsZero() bool { return p.Year == 0 }

// Before reports whether p is an earlier month than q.
func (p Period) Before(q Period) bool {
	return p.Year < q.Year || p.Year == q.Year && p.Month < q.Month
}

// String is "2026-12" ("" for the zero Period).
func (p Period) String() string {
	if p.IsZero() {
		return ""
	}
	return fmt.Sprintf("%04d-%02d", p.Year, p.Month)
}

// ParsePeriod reads "YYYY-MM".
func ParsePeriod(s string) (Period, error) {
	t, err := time.Parse("2006-01", s)
	if err != nil {
		return Period{}, fmt.Errorf("ratinglist: period %q is not YYYY-MM", s)
	}
	return Period{t.Year(), int(t.Month())}, nil
}

// Info describes a list, known as soon as it is opened.
type Info struct {
	Format   Format
	Kind     Kind
	Period   Period    // zero: the file does not say
	Member   string    // the zip member read, "" for a plain file
	Modified time.Time // the zip member's date; zero for a plain file
}

// Errors of a list as a whole.
var (
	// ErrUnknownLayout: the file is not a FIDE rating list this package
	// reads (no FIDE header, no <playerslist>, no .txt/.xml in the zip).
	ErrUnknownLayout = errors.New("ratinglist: not a FIDE rating list layout")
	// ErrTruncated: the zip archive is damaged or incomplete.
	ErrTruncated = errors.New("ratinglist: damaged or incomplete zip archive")
	// ErrUnknownKind: a single list whose name does not say standard, rapid
	// or blitz, and Options.Kind is empty.
	ErrUnknownKind = errors.New("ratinglist: cannot tell whether the list is standard, rapid or blitz")
)

// LineError is a line (or XML element) that cannot be read.
type LineError struct {
	Line   int    // 1-based line number in the (unzipped) file
	Reason string // English, for the log and the message
}

func (e *LineError) Error() string {
	return fmt.Sprintf("ratinglist: line %d: %s", e.Line, e.Reason)
}

// minRating and maxRating bound a published rating; 0 is "not rated". The
// CSV and national list readers of the model use the same range.
const (
	minRating = 1000
	maxRating = 3000
)

func validRating(r int) bool { return r == 0 || r >= minRating && r <= maxRating }

// rating returns the Rating of kind k in p.
func (p *Player) rating(k Kind) *Rating {
	switch k {
	case Rapid:
		return &p.Rapid
	case Blitz:
		return &p.Blitz
	}
	return &p.Standard
}
