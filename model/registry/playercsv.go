package registry

import (
	"strconv"
	"strings"

	"arbiter/model"
)

// The player CSV columns: one table, PlayerCSV, says for
// every column its name, its Ukrainian aliases, whether an import needs it,
// how `players list --format tsv|csv` writes it and how ImportPlayersCSV
// reads it back. The
// column list (CSVColumns), the export row (PlayerCSVRow) and the import
// (parsePlayerRow) are all made from it, so there is no positional list to
// keep in step.

// PlayerLinks are the names a CSV line gives for a player's links: the club
// and coach by name, each with its settlement (the import finds or creates
// them by name; the IDs of one file mean nothing in another).
type PlayerLinks struct {
	Club, ClubSettlement, Coach, CoachSettlement string
}

// PlayerColumn is one column of the player CSV.
type PlayerColumn struct {
	Key      string // the header name, e.g. "birth_date"
	Required bool   // an import refuses a header without it
	// Aliases are the other headers an import reads as this column: the
	// Ukrainian ones a director's spreadsheet is likely to have, folded
	// as CSVColumnKey folds a header (lower case, no apostrophes, spaces
	// as _).
	Aliases []string
	// Get is the cell of the export.
	Get func(p *model.Player, l *PlayerLinks) string
	// Set reads a (trimmed) cell of an import into p or l; an error says
	// what is wrong with the cell (validation proper is CreatePlayer's).
	Set func(p *model.Player, l *PlayerLinks, cell string) error
}

func (c PlayerColumn) required() PlayerColumn { c.Required = true; return c }

func (c PlayerColumn) alias(names ...string) PlayerColumn {
	c.Aliases = append(c.Aliases, names...)
	return c
}

// text is a column holding a string field of the player as it is.
func text(key string, f func(p *model.Player) *string) PlayerColumn {
	return PlayerColumn{Key: key,
		Get: func(p *model.Player, _ *PlayerLinks) string { return *f(p) },
		Set: func(p *model.Player, _ *PlayerLinks, s string) error { *f(p) = s; return nil }}
}

// link is a column holding one of the link names.
func link(key string, f func(l *PlayerLinks) *string) PlayerColumn {
	return PlayerColumn{Key: key,
		Get: func(_ *model.Player, l *PlayerLinks) string { return *f(l) },
		Set: func(_ *model.Player, l *PlayerLinks, s string) error { *f(l) = s; return nil }}
}

// number is a whole-number column; 0 is written as an empty cell.
func number[T int | int64](key string, f func(p *model.Player) *T) PlayerColumn {
	return PlayerColumn{Key: key,
		Get: func(p *model.Player, _ *PlayerLinks) string {
			if *f(p) == 0 {
				return ""
			}
			return strconv.FormatInt(int64(*f(p)), 10)
		},
		Set: func(p *model.Player, _ *PlayerLinks, s string) error { return parseNumber(key, s, f(p)) }}
}

// PlayerCSV is the player CSV, in the order the export writes the columns.
var PlayerCSV = []PlayerColumn{
	text("surname", func(p *model.Player) *string { return &p.Surname }).required().alias("прізвище"),
	text("name", func(p *model.Player) *string { return &p.Name }).required().alias("імя"),
	text("patronymic", func(p *model.Player) *string { return &p.Patronymic }).alias("по_батькові"),
	text("latin_name", func(p *model.Player) *string { return &p.LatinName }).alias("латиницею"),
	{Key: "birth_date", Required: true, Aliases: []string{"дата_народження"},
		Get: func(p *model.Player, _ *PlayerLinks) string { return p.BirthDate.String() },
		Set: func(p *model.Player, _ *PlayerLinks, s string) (err error) {
			p.BirthDate, err = model.ParseDate(s)
			return err
		}},
	{Key: "gender", Required: true, Aliases: []string{"стать"},
		Get: func(p *model.Player, _ *PlayerLinks) string { return string(p.Gender) },
		Set: func(p *model.Player, _ *PlayerLinks, s string) error {
			var ok bool
			if p.Gender, ok = parseGender(s); !ok {
				return invalid("ImportPlayersCSV", model.Msg("Gender %q is not understood: write m or f.", s))
			}
			return nil
		}},
	text("citizenship", func(p *model.Player) *string { return &p.Citizenship }).alias("громадянство", "федерація"),
	text("title", func(p *model.Player) *string { return &p.Title }).alias("звання", "розряд"),
	number("fide_id", func(p *model.Player) *int64 { return &p.FIDEID }).alias("фіде_id"),
	number("rating", func(p *model.Player) *int { return &p.FIDERating }).alias("рейтинг", "рейтинг_фіде"),
	number("national_rating", func(p *model.Player) *int { return &p.NationalRating }).alias("національний_рейтинг"),
	{Key: "student", Aliases: []string{"студент"},
		Get: func(p *model.Player, _ *PlayerLinks) string {
			if p.Student {
				return "1"
			}
			return "0"
		},
		Set: func(p *model.Player, _ *PlayerLinks, s string) error {
			var ok bool
			if p.Student, ok = parseBool(s); !ok {
				return invalid("ImportPlayersCSV", model.Msg("Student %q is not understood: write yes/no or 1/0.", s))
			}
			return nil
		}},
	text("occupation", func(p *model.Player) *string { return &p.Occupation }).alias("рід_занять"),
	link("club", func(l *PlayerLinks) *string { return &l.Club }).alias("клуб"),
	link("club_settlement", func(l *PlayerLinks) *string { return &l.ClubSettlement }).alias("місто_клубу"),
	{Key: "club_since", Aliases: []string{"у_клубі_з", "член_клубу_з"}, // club_membership.go
		Get: func(p *model.Player, _ *PlayerLinks) string { return p.ClubSince.String() },
		Set: func(p *model.Player, _ *PlayerLinks, s string) (err error) {
			p.ClubSince, err = model.ParseDate(s)
			return err
		}},
	link("coach", func(l *PlayerLinks) *string { return &l.Coach }).alias("тренер"),
	link("coach_settlement", func(l *PlayerLinks) *string { return &l.CoachSettlement }).alias("місто_тренера"),
	text("phone", func(p *model.Player) *string { return &p.Phone }).alias("телефон"),
	text("email", func(p *model.Player) *string { return &p.Email }).alias("e-mail", "пошта"),
}

// CSVColumns are the column names a player CSV header may use, in the
// order `players list --format tsv` writes them (PlayerCSV's keys).
// surname, name, birth_date and gender are required; the others may be
// left out.
var CSVColumns = func() []string {
	keys := make([]string, len(PlayerCSV))
	for i, c := range PlayerCSV {
		keys[i] = c.Key
	}
	return keys
}()

// columnAliases maps every alias of PlayerCSV to its column's key.
var columnAliases = func() map[string]string {
	m := map[string]string{}
	for _, c := range PlayerCSV {
		for _, a := range c.Aliases {
			m[a] = c.Key
		}
	}
	return m
}()

// requiredColumns are the keys of the required columns, in table order.
var requiredColumns = func() []string {
	var keys []string
	for _, c := range PlayerCSV {
		if c.Required {
			keys = append(keys, c.Key)
		}
	}
	return keys
}()

// PlayerCSVRow is p's export line, one cell per PlayerCSV column.
func PlayerCSVRow(p model.Player, l PlayerLinks) []string {
	row := make([]string, len(PlayerCSV))
	for i, c := range PlayerCSV {
		row[i] = c.Get(&p, &l)
	}
	return row
}

// parsePlayerRow converts the cells of one line (by column key; a column
// the file leaves out reads as an empty cell); it returns the reason when a
// cell cannot be read (validation proper happens in CreatePlayer).
func parsePlayerRow(cells map[string]string) (model.Player, PlayerLinks, error) {
	var p model.Player
	var l PlayerLinks
	for _, c := range PlayerCSV {
		if err := c.Set(&p, &l, cells[c.Key]); err != nil {
			return p, l, err
		}
	}
	return p, l, nil
}

func parseGender(s string) (model.Gender, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "m", "м", "ч", "чол", "male", "man":
		return model.Male, true
	case "f", "ж", "жін", "w", "female", "woman":
		return model.Female, true
	case "":
		return "", true // CreatePlayer reports the missing gender
	}
	return "", false
}

func parseBool(s string) (bool, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "0", "no", "n", "false", "ні", "н", "-":
		return false, true
	case "1", "yes", "y", "true", "так", "т", "+", "x", "х":
		return true, true
	}
	return false, false
}

func parseNumber(col, s string, dst any) error {
	s = strings.ReplaceAll(strings.TrimSpace(s), " ", "")
	if s == "" {
		return nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > 1<<40 {
		return invalid("ImportPlayersCSV", model.Msg("%s %q is not a whole non-negative number.", col, s))
	}
	switch d := dst.(type) {
	case *int64:
		*d = n
	case *int:
		*d = int(n)
	}
	return nil
}
