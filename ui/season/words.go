package season

import (
	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/ui/kit"
)

// detailNumbers writes the decimals of a row's explanation (the season
// table's exact "2.5", "1.25") as the table's cells are written
// (model.NumbersText: «2½», «1,25»).
func detailNumbers(s string) string { return model.NumbersText(kit.GUILang(), s) }

// seasonHeader translates a column code of seasons.Table ("name" is a
// player's first name in the cups, a club's or coach's name otherwise).
func seasonHeader(code string, cup bool) string {
	switch code {
	case "place":
		return lang.L("Place")
	case "surname":
		return lang.L("Surname")
	case "name":
		if cup {
			return lang.L("First name")
		}
		return lang.L("Name")
	case "birth_date":
		return lang.L("Born")
	case "total":
		return lang.L("Total")
	case "settlement":
		return lang.L("Settlement")
	}
	if n, ok := countedColumn(code); ok && cup {
		return countedTitle(n)
	}
	return code
}
