package norm

import (
	"encoding/json"
	"fmt"
	"strings"

	"arbiter/engine/season"
)

// Error is a refusal of a table, in Ukrainian and English, naming the row.
type Error struct{ Uk, En string }

func (e *Error) Error() string { return e.En }

// Validate checks a table: every row has a known level (once), a score
// (AnchorPct 1–100 %), 0 ≤ FloorPct ≤ AnchorPct, Slope ≥ 0, an anchor K
// from −1.0 to 5.0; the settings are not negative.
func (t Table) Validate() error {
	seen := map[season.Level]bool{}
	for i, r := range t.Rows {
		bad := func(uk, en string) error {
			return &Error{Uk: fmt.Sprintf("Рядок %d таблиці норм (%s): %s", i+1, LevelUk(r.Level), uk),
				En: fmt.Sprintf("Norm table row %d (%s): %s", i+1, r.Level, en)}
		}
		switch {
		case levelRank(r.Level) < 0:
			return &Error{Uk: fmt.Sprintf("Рядок %d таблиці норм: рівень «%s» невідомий (4, 3, 2, 1, cms-points, cms).", i+1, r.Level),
				En: fmt.Sprintf("Norm table row %d: unknown level %q (4, 3, 2, 1, cms-points, cms).", i+1, r.Level)}
		case seen[r.Level]:
			return bad("рівень повторено.", "the level is repeated.")
		case r.AnchorPct <= 0 || r.AnchorPct > 1000:
			return bad("немає результату (відсоток від 0,1 до 100).", "no score (a share of 0.1 to 100 %).")
		case r.FloorPct < 0 || r.FloorPct > r.AnchorPct:
			return bad("нижня межа має бути від 0 до відсотка норми.", "the floor must be 0 to the norm's share.")
		case r.Slope < 0:
			return bad("нахил не може бути від'ємним.", "the slope cannot be negative.")
		case r.AnchorK < -10 || r.AnchorK > 50:
			return bad("коефіцієнт K має бути від −1 до 5.", "K must be −1 to 5.")
		}
		seen[r.Level] = true
	}
	if t.MasterSplit < 0 || t.MinGames < 0 || t.MinRoundRobin < 0 || t.CandidatePoints < 0 {
		return &Error{Uk: "Налаштування таблиці норм не можуть бути від'ємними.", En: "The norm table settings cannot be negative."}
	}
	if t.Basis != "" && t.Basis != WholeField && t.Basis != Opponents {
		return &Error{Uk: fmt.Sprintf("Основа K «%s»: field або opponents.", t.Basis), En: fmt.Sprintf("K basis %q: field or opponents.", t.Basis)}
	}
	return nil
}

// Parse reads a table from JSON (as Marshal writes it) and validates it.
func Parse(data []byte) (Table, error) {
	var t Table
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t); err != nil {
		return Table{}, &Error{Uk: "Таблиця норм не читається: " + err.Error(), En: "The norm table cannot be read: " + err.Error()}
	}
	return t, t.Validate()
}

// Marshal writes t as indented JSON.
func (t Table) Marshal() []byte {
	b, _ := json.MarshalIndent(t, "", "  ")
	return b
}

// LevelUk names a norm in Ukrainian as a certificate writes it.
func LevelUk(l season.Level) string {
	switch l {
	case season.Level4:
		return "IV розряд"
	case season.Level3:
		return "III розряд"
	case season.Level2:
		return "II розряд"
	case season.Level1:
		return "I розряд"
	case season.LevelCMSPoints:
		return "кандидатський бал"
	case season.LevelCMS:
		return "КМС"
	}
	return string(l)
}

// LevelEn names a norm in English.
func LevelEn(l season.Level) string {
	switch l {
	case season.Level4:
		return "4th razryad"
	case season.Level3:
		return "3rd razryad"
	case season.Level2:
		return "2nd razryad"
	case season.Level1:
		return "1st razryad"
	case season.LevelCMSPoints:
		return "candidate point"
	case season.LevelCMS:
		return "КМС (candidate master)"
	}
	return string(l)
}
