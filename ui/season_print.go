package ui

import (
	"context"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/diplomas"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"
)

// The season printouts (docs/product.md "Printouts"): the season tables with the
// rule set, all season diplomas in one PDF, the medal and cup list.

var seasonTableTitles = map[string]string{"gold": "Золотий Кубок", "silver": "Срібний Кубок",
	"clubs": "Чемпіонат шахових клубів", "coaches": "Чемпіонат шахових тренерів"}

// pdfColumn is the printed column of a model.SeasonTable column code.
func pdfColumn(code string, team bool) pdf.Column {
	switch code {
	case "place":
		return pdf.Column{Title: "Місце", Align: pdf.Center}
	case "surname":
		return pdf.Column{Title: "Прізвище", Flex: true, Bold: true}
	case "name":
		if team {
			return pdf.Column{Title: "Назва", Flex: true, Bold: true}
		}
		return pdf.Column{Title: "Ім'я", Flex: true}
	case "birth_date":
		return pdf.Column{Title: "Народж.", Align: pdf.Center, Small: true}
	case "total":
		return pdf.Column{Title: "Сума", Align: pdf.Right, Bold: true}
	case "settlement":
		return pdf.Column{Title: "Населений пункт", Flex: true}
	}
	return pdf.Column{Title: code, Align: pdf.Right}
}

// tableDocument prints the rows the table view shows (a category filter
// is named in the title) with the season's rule set.
func (s *seasonScreen) tableDocument(t *seasonTableView) *pdf.Document {
	v := s.view
	sheet := pdf.SeasonSheet{Title: seasonTableTitles[t.name], Season: v.Season.Name, Rules: model.RulesSummary(v.Season.Rules)}
	if t.cup() && t.filter.SelectedIndex() > 0 {
		sheet.Title += ": " + t.filter.Selected
	}
	for _, h := range t.data.Header {
		c := pdfColumn(h, !t.cup())
		if h == "birth_date" {
			c.Title = "Дата народж."
		}
		sheet.Columns = append(sheet.Columns, c)
	}
	for _, i := range t.shown {
		row := append([]string(nil), t.data.Rows[i]...)
		row[0] = strings.ReplaceAll(row[0], "-", "–")
		for j := 1; j < len(row); j++ {
			row[j] = detailNumbers(row[j]) // «19,488», «2½», as the screen's cells
		}
		if j := headerIndex(t.data.Header, "birth_date"); j >= 0 && row[j] != "" {
			if d, err := model.ParseDate(row[j]); err == nil {
				row[j] = d.Display()
			}
		}
		sheet.Rows = append(sheet.Rows, row)
	}
	key := map[string]int{"gold": 0, "silver": 1, "clubs": 4, "coaches": 4}[t.name]
	if key < len(sheet.Rules) {
		sheet.Key = sheet.Rules[key]
	}
	return pdf.SeasonTable(sheet)
}

func headerIndex(ss []string, s string) int {
	for i, x := range ss {
		if x == s {
			return i
		}
	}
	return -1
}

// diplomaDocument is every diploma of the season in one PDF, in the
// season's template (printout.SeasonDiplomas, as arbiter-cli prints it).
func (s *seasonScreen) diplomaDocument(tpl diplomas.Template) *pdf.Document {
	return printout.SeasonDiplomas(s.view, tpl)
}

// medalDocument is the season's medal and cup list (printout.SeasonMedals).
func (s *seasonScreen) medalDocument(tpl diplomas.Template) *pdf.Document {
	return printout.SeasonMedals(s.view, tpl)
}

func (s *seasonScreen) printTable(t *seasonTableView) {
	if s.view != nil {
		s.savePDF(s.tableDocument(t))
	}
}

func (s *seasonScreen) printDiplomas() { s.printWithTemplate(s.diplomaDocument) }

func (s *seasonScreen) printMedals() { s.printWithTemplate(s.medalDocument) }

// printWithTemplate reads the season's diploma template off the UI thread,
// then prints the document built with it.
func (s *seasonScreen) printWithTemplate(build func(diplomas.Template) *pdf.Document) {
	if s.view == nil {
		return
	}
	id := s.view.Season.ID
	s.bg.run(func() func() {
		tpl, err := seasonTemplate(context.Background(), s.svc, id)
		return func() {
			if err != nil {
				showError(s.win, err)
				return
			}
			s.savePDF(build(tpl))
		}
	})
}

// onTemplateTapped opens the season's diploma template.
func (s *seasonScreen) onTemplateTapped() {
	if s.view == nil {
		return
	}
	var last model.Date
	for _, t := range s.view.Tournaments {
		last = t.EndDate
	}
	s.diplomaEditor = newSeasonTemplateEditor(s.svc, s.win, s.printer, s.view.Season, last)
	s.diplomaEditor.bg.inline = s.bg.inline
	s.diplomaEditor.show()
}

// savePDF writes the document off the UI thread into the printouts folder
// and opens it (the Tournaments screen's printer): the director sees
// where it went, or why it failed.
func (s *seasonScreen) savePDF(doc *pdf.Document) {
	if len(doc.Rows) == 0 && len(doc.Diplomas) == 0 {
		showMessage(s.win, lang.L("Nothing to print"), lang.L("The document would be empty."))
		return
	}
	name := s.view.Season.Name
	s.bg.run(func() func() {
		path, err := s.printer.save(doc, name)
		return func() { reportPrinted(s.win, path, err) }
	})
}
