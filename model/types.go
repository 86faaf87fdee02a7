package model

// Distinct identifier types, so a club ID can never be passed where a player
// ID is expected. The zero value means "none" (not yet stored, or no link).
type (
	PlayerID     int64
	ClubID       int64
	CoachID      int64
	SettlementID int64
)

// Gender is stored as the FIDE/TRF letter.
type Gender string

// The two genders of the registry (docs/product.md workflow 2).
const (
	Male   Gender = "m"
	Female Gender = "f"
)

// DefaultCitizenship is the FIDE federation code a new player gets.
const DefaultCitizenship = "UKR"

// Settlement is a city, town or village that clubs and coaches belong to.
type Settlement struct {
	ID   SettlementID
	Name string
}

// Club is a chess club or school.
type Club struct {
	ID           ClubID
	Name         string
	SettlementID SettlementID // 0: not given
	Address      string
	Contacts     string // phone, e-mail, person — free text
	Country      string // FIDE federation code, DefaultCitizenship when not given (model/registry/country.go)
}

// Coach is a trainer players declare at registration.
type Coach struct {
	ID           CoachID
	Name         string // full name as it is printed, e.g. "Петренко Олег Іванович"
	SettlementID SettlementID
	Contacts     string
	ClubID       ClubID // main club; 0: none
	Country      string // FIDE federation code, DefaultCitizenship when not given (model/registry/country.go)
}

// Player is one person in the registry that lasts across tournaments and
// seasons: every field of docs/product.md workflow 2.
type Player struct {
	ID             PlayerID
	Surname        string // прізвище, required
	Name           string // ім'я, required
	Patronymic     string // по батькові
	LatinName      string // for FIDE files, e.g. "Kovalenko, Ivan"
	BirthDate      Date   // required, age 3–110
	Gender         Gender // Male or Female
	Citizenship    string // FIDE federation code, e.g. "UKR"
	Title          string // FIDE title or Ukrainian razryad, one of Titles ("" none)
	FIDEID         int64  // 0: none; unique when set
	FIDERating     int    // 0 (unrated) or 1000–3000
	NationalRating int    // 0 (unrated) or 1000–3000
	Student        bool
	Occupation     string // occupation group (docs/season.md awards), free text
	ClubID         ClubID
	ClubSince      Date // member of ClubID since (zero: not known); club_membership.go
	CoachID        CoachID
	Phone          string
	Email          string
}

// FullName returns "Surname Name Patronymic" without empty parts.
func (p Player) FullName() string {
	s := p.Surname
	for _, part := range []string{p.Name, p.Patronymic} {
		if part != "" {
			s += " " + part
		}
	}
	return s
}

// ShortName returns "Surname Name", the form printed on pairing lists.
func (p Player) ShortName() string {
	if p.Name == "" {
		return p.Surname
	}
	return p.Surname + " " + p.Name
}

// ComparePlayers orders players for lists: surname, name, patronymic (all in
// Ukrainian order), then birth date, then ID.
func ComparePlayers(a, b Player) int {
	for _, f := range [][2]string{{a.Surname, b.Surname}, {a.Name, b.Name}, {a.Patronymic, b.Patronymic}} {
		if c := CompareUkrainian(f[0], f[1]); c != 0 {
			return c
		}
	}
	if c := a.BirthDate.Compare(b.BirthDate); c != 0 {
		return c
	}
	return sign(int(a.ID - b.ID))
}

// MatchPlayer reports whether the search query (as typed) matches p: every
// space-separated word of the query must occur, case-insensitively, in the
// surname, the name or the Latin name. An empty query matches everyone.
func MatchPlayer(p Player, query string) bool {
	return MatchText(query, p.Surname, p.Name, p.LatinName)
}
