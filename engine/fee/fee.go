package fee

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// NoFee marks a band with no fee set for one gender (seed 003 §3: «-»,
// women rated 2376–2499 without a title).
const NoFee = -1

// Band is one row of a fee table: ratings From–To inclusive; Unrated
// marks the row of players without a rating (From and To are then 0).
// Men and Women are the fees in hryvnias, or NoFee.
type Band struct {
	Unrated bool `json:"unrated,omitempty"`
	From    int  `json:"from,omitempty"`
	To      int  `json:"to,omitempty"`
	Men     int  `json:"men"`
	Women   int  `json:"women"`
}

// TitleRule is how holders of one title pay: Exempt entirely, or exempt
// from rating ExemptMen (men) / ExemptWomen (women) on (0: never), and
// below it by Bands (none: by the schedule's general bands).
type TitleRule struct {
	Title       string `json:"title"`
	Exempt      bool   `json:"exempt,omitempty"`
	ExemptMen   int    `json:"exempt_men_from,omitempty"`
	ExemptWomen int    `json:"exempt_women_from,omitempty"`
	Bands       []Band `json:"bands,omitempty"`
}

// Exemption is a reason the director may tick to let a player enter
// without a fee (seed 003 §3: regional champion, national team member, …).
type Exemption struct {
	Key string `json:"key"`
	Uk  string `json:"uk"`
	En  string `json:"en"`
}

// Schedule is a tournament's fee schedule.
type Schedule struct {
	Key        string      `json:"key"`
	Name       string      `json:"name"`
	Bands      []Band      `json:"bands"`
	Titles     []TitleRule `json:"titles,omitempty"`
	Exemptions []Exemption `json:"exemptions,omitempty"`
	// FundPercent is the share of the fees paid that goes to the prize
	// fund (seed 003 §3: 70).
	FundPercent int `json:"fund_percent"`
	// PrizeSplit is how the regulation has tied players share prizes, in
	// engine/prize's names ("hort", "equal", "place"; "" not said): the
	// split a tournament takes when the director chooses the schedule.
	PrizeSplit string `json:"prize_split,omitempty"`
}

// Player is what the fee depends on: gender "m" or "f", rating (0:
// unrated), title (model.Titles spelling: "GM", "IM", …).
type Player struct {
	Gender string
	Rating int
	Title  string
}

// Result is the fee due: Hryvnias, or Exempt with the Reason.
type Result struct {
	Hryvnias int
	Exempt   bool
	Reason   Reason
}

// ReasonKind says why a player pays nothing.
type ReasonKind int

// The reasons: the title is exempt (Title), the title is exempt from a
// rating on (Title, Rating ≥ From), or the director ticked an exemption
// of the schedule (Exemption).
const (
	ExemptTitle ReasonKind = iota + 1
	ExemptTitleRating
	ExemptTicked
)

// Reason is why Due lets a player in without a fee; model words it.
type Reason struct {
	Kind      ReasonKind
	Title     string
	Rating    int
	From      int
	Exemption Exemption
}

// Errors of Due: the regulation sets no fee for the player's band, or the
// rating is in no band (between bands or outside them). Both wrap a
// *Error naming the band.
var (
	ErrNoFee = errors.New("the schedule sets no fee")
	ErrGap   = errors.New("the rating is in no band of the schedule")
)

// Problem names what Due, Validate or Parse refuses; the fields of Error
// that each one fills are listed with it.
type Problem int

const (
	// Of Due.
	UnknownExemption Problem = iota + 1 // Schedule, Exemption
	NoFeeInBand                         // Schedule, Gender, Band; wraps ErrNoFee
	RatingInNoBand                      // Schedule, Rating; wraps ErrGap
	// Of Validate: the schedule as a whole.
	NoKey
	TitleTwice              // Title
	NegativeExemptionRating // Title
	BadExemption            // Exemption (empty or repeated)
	BadFundPercent          // Percent
	// Of Validate: one band row (Row 1-based; Title "" the general table).
	NegativeFee   // Row, Title
	SecondUnrated // Row, Title
	BadBand       // Row, Title, Band
	BandOverlap   // Row, Title, Band, Prev (the previous band's To)
	BandGap       // Row, Title, Band, Prev
	// Of Parse: the text is not a schedule's JSON (Err is the decoder's).
	Unreadable
)

// Error is a refusal of Due, Validate or Parse: the Problem and the
// values it concerns. It carries no sentence: model words it for the
// director in the interface language.
type Error struct {
	Problem   Problem
	Schedule  string // the schedule's key
	Exemption string
	Title     string
	Gender    string // "m" or "f"
	Band      Band
	Rating    int
	Row       int // 1-based, as the director sees the table
	Prev      int
	Percent   int
	Err       error // ErrNoFee, ErrGap, the JSON decoder's error, or nil
}

func (e *Error) Error() string {
	s := fmt.Sprintf("fee: problem %d (schedule %q, title %q, row %d, band %s)", e.Problem, e.Schedule, e.Title, e.Row, e.Band.Label())
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}
func (e *Error) Unwrap() error { return e.Err }

// Due is the fee of player p under schedule s; exemption is the key of a
// ticked exemption ("" none). Title rules come first (seed 003 §3: GM
// free; IM free from 2500, women 2300, else the IM bands), then the
// general bands by gender.
func (s *Schedule) Due(p Player, exemption string) (Result, error) {
	if exemption != "" {
		for _, x := range s.Exemptions {
			if x.Key == exemption {
				return Result{Exempt: true, Reason: Reason{Kind: ExemptTicked, Exemption: x}}, nil
			}
		}
		return Result{}, &Error{Problem: UnknownExemption, Schedule: s.Key, Exemption: exemption}
	}
	bands := s.Bands
	for _, t := range s.Titles {
		if t.Title != p.Title {
			continue
		}
		from := t.ExemptMen
		if p.Gender == "f" {
			from = t.ExemptWomen
		}
		switch {
		case t.Exempt:
			return Result{Exempt: true, Reason: Reason{Kind: ExemptTitle, Title: t.Title}}, nil
		case from > 0 && p.Rating >= from:
			return Result{Exempt: true, Reason: Reason{Kind: ExemptTitleRating, Title: t.Title, Rating: p.Rating, From: from}}, nil
		}
		if len(t.Bands) > 0 {
			bands = t.Bands
		}
		break
	}
	for _, b := range bands {
		if !b.holds(p.Rating) {
			continue
		}
		fee := b.Men
		if p.Gender == "f" {
			fee = b.Women
		}
		if fee == NoFee {
			return Result{}, &Error{Problem: NoFeeInBand, Err: ErrNoFee, Schedule: s.Key, Gender: p.Gender, Band: b}
		}
		return Result{Hryvnias: fee}, nil
	}
	return Result{}, &Error{Problem: RatingInNoBand, Err: ErrGap, Schedule: s.Key, Rating: p.Rating}
}

func (b Band) holds(r int) bool {
	if b.Unrated {
		return r == 0
	}
	return r != 0 && r >= b.From && r <= b.To
}

// Label is a rated band's ratings, "1801–2000", or "" for the unrated row.
func (b Band) Label() string {
	if b.Unrated {
		return ""
	}
	return fmt.Sprintf("%d–%d", b.From, b.To)
}

// Validate checks a schedule: each band table (the general one and each
// title's) has at most one unrated row, rated rows in increasing order
// with no overlap and no gap (From = previous To + 1), From ≤ To, fees ≥ 0
// or NoFee; the fund share is 0–100 %; exemption keys are unique. The
// error names the row (1-based, as the director sees the table).
func (s *Schedule) Validate() error {
	if strings.TrimSpace(s.Key) == "" {
		return &Error{Problem: NoKey}
	}
	if err := checkBands(s.Key, "", s.Bands); err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, t := range s.Titles {
		if seen["t:"+t.Title] {
			return &Error{Problem: TitleTwice, Schedule: s.Key, Title: t.Title}
		}
		seen["t:"+t.Title] = true
		if t.ExemptMen < 0 || t.ExemptWomen < 0 {
			return &Error{Problem: NegativeExemptionRating, Schedule: s.Key, Title: t.Title}
		}
		if err := checkBands(s.Key, t.Title, t.Bands); err != nil {
			return err
		}
	}
	for _, x := range s.Exemptions {
		if x.Key == "" || seen["x:"+x.Key] {
			return &Error{Problem: BadExemption, Schedule: s.Key, Exemption: x.Key}
		}
		seen["x:"+x.Key] = true
	}
	if s.FundPercent < 0 || s.FundPercent > 100 {
		return &Error{Problem: BadFundPercent, Schedule: s.Key, Percent: s.FundPercent}
	}
	return nil
}

func checkBands(key, title string, bands []Band) error {
	bad := func(i int, p Problem, b Band, prev int) error {
		return &Error{Problem: p, Schedule: key, Title: title, Row: i + 1, Band: b, Prev: prev}
	}
	unrated, prev := false, -1
	for i, b := range bands {
		if b.Men < NoFee || b.Women < NoFee {
			return bad(i, NegativeFee, b, prev)
		}
		if b.Unrated {
			if unrated {
				return bad(i, SecondUnrated, b, prev)
			}
			unrated = true
			continue
		}
		switch {
		case b.From < 1 || b.To < b.From:
			return bad(i, BadBand, b, prev)
		case prev >= 0 && b.From <= prev:
			return bad(i, BandOverlap, b, prev)
		case prev >= 0 && b.From > prev+1:
			return bad(i, BandGap, b, prev)
		}
		prev = b.To
	}
	return nil
}

// Fund is the prize fund's share of paid fees, in kopiykas (hundredths
// of a hryvnia), rounded down: paid × FundPercent / 100 hryvnias.
func (s *Schedule) Fund(paidHryvnias int) int {
	return paidHryvnias * s.FundPercent
}

// Parse reads a schedule from JSON (the form Marshal writes) and
// validates it.
func Parse(data []byte) (*Schedule, error) {
	var s Schedule
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, &Error{Problem: Unreadable, Err: err}
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return &s, nil
}

// Marshal writes s as indented JSON.
func (s *Schedule) Marshal() []byte {
	b, _ := json.MarshalIndent(s, "", "  ")
	return b
}
