package season

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/seasons"
	"arbiter/ui/kit"
)

func newSeasonAwards(s *Screen) *seasonAwards { return &seasonAwards{s: s} }

func (a *seasonAwards) buildUI() fyne.CanvasObject {
	a.table = kit.NewTable([]kit.Column{{Title: lang.L("Category"), Width: 390, Fit: kit.FitText}, {Title: lang.L("Place"), Width: 64, Fit: kit.FitText},
		{Title: lang.L("Winner"), Width: 330, Fit: kit.FitText}, {Title: lang.L("Total"), Width: 96, Fit: kit.FitText}, {Title: lang.L("Prize"), Width: 220, Fit: kit.FitText}}, func() int { return len(a.awards) }, a.cell, nil)
	a.count = widget.NewLabel("")
	a.diplomas = widget.NewButtonWithIcon(lang.L("Print all season diplomas"), theme.DocumentPrintIcon(), func() { a.s.printDiplomas() })
	a.medals = widget.NewButtonWithIcon(lang.L("Print the medal and cup list"), theme.DocumentPrintIcon(), func() { a.s.printMedals() })
	a.template = widget.NewButtonWithIcon(lang.L("Diploma template…"), theme.DocumentCreateIcon(), func() { a.s.onTemplateTapped() })
	return container.NewBorder(container.NewHBox(a.diplomas, a.medals, a.template), a.count, nil, nil, a.table)
}

// cell is one cell of the award list: a category not awarded shows the
// reason in the winner's column.
func (a *seasonAwards) cell(row, col int) string {
	if row >= len(a.awards) {
		return ""
	}
	aw := a.awards[row]
	none := aw.Prize == seasons.PrizeNone
	switch col {
	case 0:
		return categoryText(aw.Category) // season_award_labels.go
	case 1:
		if none {
			return ""
		}
		return aw.Place.String()
	case 2:
		if none {
			return lang.L("not awarded: {{.Reason}}", map[string]string{"Reason": notAwardedText(aw.Reason)})
		}
		return aw.Winner
	case 3:
		return kit.Number(model.NumberText(seasons.FormatDec(aw.Total)))
	}
	return prizeText(aw.Prize)
}

func (a *seasonAwards) set(v *seasons.View) {
	a.awards = v.Tables.Awards
	given := 0
	for _, aw := range a.awards {
		if aw.Prize != seasons.PrizeNone {
			given++
		}
	}
	a.count.SetText(lang.L("Awards: {{.N}}; categories not awarded: {{.None}}", map[string]int{"N": given, "None": len(a.awards) - given}))
	a.table.Refresh()
}
