package tournament

import (
	"strings"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"

	"arbiter/ui/kit"
)

// girlsAdmission are the girls' admission rules of the tournament form
// (model/tournaments/admission_gender.go): the girls' minimum title (seed 004 §2
// group «Б»: girls from the 2nd razryad, boys from the 1st) and their
// rating thresholds by birth year (§17, Д-18: 1450/1600).
type girlsAdmission struct {
	title       *widget.Select
	yearRatings *kit.TextEntry
}

func newGirlsAdmission() girlsAdmission {
	g := girlsAdmission{title: kit.NewSelect(kit.TitleLabels(), nil), yearRatings: kit.NewTextEntry()}
	g.yearRatings.SetPlaceHolder("1993-1994:1450, -1992:1600")
	return g
}

func (g girlsAdmission) item() *widget.FormItem {
	return widget.NewFormItem(lang.L("Girls: title at least; rating by birth year"), container.NewGridWithColumns(2, g.title, g.yearRatings))
}

func (g girlsAdmission) set(a model.Admission) {
	g.title.SetSelected(kit.TitleLabel(a.MinTitleGirls))
	g.yearRatings.SetText(a.YearRatingsGirls)
}

func (g girlsAdmission) read(a *model.Admission) {
	a.MinTitleGirls = kit.TitleValue(g.title.Selected)
	a.YearRatingsGirls = strings.TrimSpace(g.yearRatings.Text)
}
