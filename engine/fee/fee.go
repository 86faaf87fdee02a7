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
}

// Player is what the fee depends on: gender "m" or "f", rating (0:
// unrated), title (model.Titles spelling: "GM", "IM", …).
type Player struct {
	Gender string
	Rating int
	Title  string
}

// Result is the fee due: Hryvnias, or Exempt with the reason.
type Result struct {
	Hryvnias int
	Exempt   bool
	ReasonUk string
	ReasonEn string
}

// Errors of Due: the regulation sets no fee for the player's band, or the
// rating is in no band (between bands or outside them). Both wrap a
// *Error naming the band.
var (
	ErrNoFee = errors.New("the schedule sets no fee")
	ErrGap   = errors.New("the rating is in no band of the schedule")
)

// Error is a refusal of Due or Validate, in Ukrainian and English.
type Error struct {
	Uk, En string
	Err    error // ErrNoFee, ErrGap or nil (a bad schedule)
}

func (e *Error) Error() string { return e.En }
func (e *Error) Unwrap() error { return e.Err }

// Due is the fee of player p under schedule s; exemption is the key of a
// ticked exemption ("" none). Title rules come first (seed 003 §3: GM
// free; IM free from 2500, women 2300, else the IM bands), then the
// general bands by gender.
func (s *Schedule) Due(p Player, exemption string) (Result, error) {
	if exemption != "" {
		for _, x := range s.Exemptions {
			if x.Key == exemption {
				return Result{Exempt: true, ReasonUk: x.Uk, ReasonEn: x.En}, nil
			}
		}
		return Result{}, &Error{Uk: fmt.Sprintf("Підстави звільнення «%s» у схемі внесків «%s» немає.", exemption, s.Key),
			En: fmt.Sprintf("Schedule %q has no exemption %q.", s.Key, exemption)}
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
			return Result{Exempt: true, ReasonUk: "звання " + t.Title, ReasonEn: "title " + t.Title}, nil
		case from > 0 && p.Rating >= from:
			return Result{Exempt: true, ReasonUk: fmt.Sprintf("звання %s, рейтинг %d ≥ %d", t.Title, p.Rating, from),
				ReasonEn: fmt.Sprintf("title %s, rating %d ≥ %d", t.Title, p.Rating, from)}, nil
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
			return Result{}, &Error{Err: ErrNoFee,
				Uk: fmt.Sprintf("Для %s у смузі «%s» схема «%s» внеску не встановлює; внесіть його вручну з причиною.", genderUk(p.Gender), b.label(), s.Key),
				En: fmt.Sprintf("Schedule %q sets no fee for %s in band %q; enter it by hand with a reason.", s.Key, genderEn(p.Gender), b.label())}
		}
		return Result{Hryvnias: fee}, nil
	}
	return Result{}, &Error{Err: ErrGap,
		Uk: fmt.Sprintf("Рейтинг %d не потрапляє в жодну смугу схеми «%s»; внесіть внесок вручну з причиною.", p.Rating, s.Key),
		En: fmt.Sprintf("Rating %d is in no band of schedule %q; enter the fee by hand with a reason.", p.Rating, s.Key)}
}

func (b Band) holds(r int) bool {
	if b.Unrated {
		return r == 0
	}
	return r != 0 && r >= b.From && r <= b.To
}

func (b Band) label() string {
	if b.Unrated {
		return "без рейтингу"
	}
	return fmt.Sprintf("%d–%d", b.From, b.To)
}

func genderUk(g string) string {
	if g == "f" {
		return "жінок"
	}
	return "чоловіків"
}

func genderEn(g string) string {
	if g == "f" {
		return "women"
	}
	return "men"
}

// Validate checks a schedule: each band table (the general one and each
// title's) has at most one unrated row, rated rows in increasing order
// with no overlap and no gap (From = previous To + 1), From ≤ To, fees ≥ 0
// or NoFee; the fund share is 0–100 %; exemption keys are unique. The
// error names the row (1-based, as the director sees the table).
func (s *Schedule) Validate() error {
	if strings.TrimSpace(s.Key) == "" {
		return &Error{Uk: "У схеми внесків немає ключа (назви латиницею).", En: "The fee schedule has no key."}
	}
	if err := checkBands("", s.Bands); err != nil {
		return err
	}
	seen := map[string]bool{}
	for _, t := range s.Titles {
		if seen["t:"+t.Title] {
			return &Error{Uk: fmt.Sprintf("Звання %s у схемі двічі.", t.Title), En: fmt.Sprintf("Title %s appears twice.", t.Title)}
		}
		seen["t:"+t.Title] = true
		if t.ExemptMen < 0 || t.ExemptWomen < 0 {
			return &Error{Uk: fmt.Sprintf("Звання %s: рейтинг звільнення не може бути від'ємним.", t.Title),
				En: fmt.Sprintf("Title %s: the exemption rating cannot be negative.", t.Title)}
		}
		if err := checkBands(t.Title, t.Bands); err != nil {
			return err
		}
	}
	for _, x := range s.Exemptions {
		if x.Key == "" || seen["x:"+x.Key] {
			return &Error{Uk: fmt.Sprintf("Підстава звільнення «%s» порожня або повторена.", x.Key),
				En: fmt.Sprintf("Exemption %q is empty or repeated.", x.Key)}
		}
		seen["x:"+x.Key] = true
	}
	if s.FundPercent < 0 || s.FundPercent > 100 {
		return &Error{Uk: fmt.Sprintf("Частка призового фонду %d%% має бути від 0 до 100.", s.FundPercent),
			En: fmt.Sprintf("The prize-fund share %d%% must be 0 to 100.", s.FundPercent)}
	}
	return nil
}

func checkBands(title string, bands []Band) error {
	where := func(i int) (string, string) {
		if title == "" {
			return fmt.Sprintf("Рядок %d схеми внесків", i+1), fmt.Sprintf("Fee schedule row %d", i+1)
		}
		return fmt.Sprintf("Звання %s, рядок %d", title, i+1), fmt.Sprintf("Title %s, row %d", title, i+1)
	}
	bad := func(i int, uk, en string) error {
		wu, we := where(i)
		return &Error{Uk: wu + ": " + uk, En: we + ": " + en}
	}
	unrated, prev := false, -1
	for i, b := range bands {
		if b.Men < NoFee || b.Women < NoFee {
			return bad(i, "внесок не може бути від'ємним.", "a fee cannot be negative.")
		}
		if b.Unrated {
			if unrated {
				return bad(i, "другий рядок «без рейтингу».", "a second unrated row.")
			}
			unrated = true
			continue
		}
		switch {
		case b.From < 1 || b.To < b.From:
			return bad(i, fmt.Sprintf("смуга %d–%d неправильна (від ≤ до, від 1).", b.From, b.To),
				fmt.Sprintf("band %d–%d is not valid (from ≤ to, from 1).", b.From, b.To))
		case prev >= 0 && b.From <= prev:
			return bad(i, fmt.Sprintf("смуга %d–%d перекриває попередню (до %d).", b.From, b.To, prev),
				fmt.Sprintf("band %d–%d overlaps the previous one (to %d).", b.From, b.To, prev))
		case prev >= 0 && b.From > prev+1:
			return bad(i, fmt.Sprintf("між попередньою смугою (до %d) і цією (від %d) пропуск.", prev, b.From),
				fmt.Sprintf("a gap between the previous band (to %d) and this one (from %d).", prev, b.From))
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
		return nil, &Error{Uk: "Файл схеми внесків не читається: " + err.Error(), En: "The fee schedule file cannot be read: " + err.Error()}
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
