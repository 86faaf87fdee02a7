package pdf

import "arbiter/model/i18n"

// SeasonSheet is one season table to print (docs/product.md "season tables":
// Golden Cup, Silver Cup, clubs, coaches, with the rule set in the footer).
type SeasonSheet struct {
	Title   string   // «Золотий Кубок»
	Season  string   // «Сезон 2010»
	Columns []Column // the caller's columns (place, name, total, counted results…)
	Rows    [][]string
	// Rules is the season's rule set, one line each (season.Rules.Summary):
	// printed under the table, and its first line, Key, in every page footer.
	Rules []string
	Key   string    // the rule line that matters most for this table, e.g. the K_a list
	Lang  i18n.Lang // the language of the words the sheet adds
}

// SeasonTable prints a season table with the whole rule set under it and
// the table's key coefficients in the footer of every page, so a printed
// table always says by which rules it was computed (docs/season.md "Rule sets").
func SeasonTable(s SeasonSheet) *Document {
	d := &Document{Stem: s.Lang.Tr("season-%s", s.Title), Title: s.Title, Columns: s.Columns, Rows: s.Rows, FontSize: 9, Lang: s.Lang}
	if s.Season != "" {
		d.Header = append(d.Header, s.Season)
	}
	if len(s.Rules) > 0 {
		d.Notes = append([]string{s.Lang.Tr("Season rules") + ":"}, s.Rules...)
	}
	d.Footer = s.Season
	if s.Key != "" {
		d.Footer += " · " + s.Key
	}
	return d
}
