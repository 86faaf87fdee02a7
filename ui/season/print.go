package season

import (
	"context"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arbiter/model"
	"arbiter/model/diplomas"
	"arbiter/model/seasons"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/diploma"
	"arbiter/ui/kit"
)

// The season printouts (docs/product.md "Printouts"): the season tables with the
// rule set, all season diplomas in one PDF, the medal and cup list.

// seasonTableTitle is the printed title of a season table, in the
// interface language.
func seasonTableTitle(name string) string {
	switch name {
	case "gold":
		return lang.L("Golden Cup")
	case "silver":
		return lang.L("Silver Cup")
	case "clubs":
		return lang.L("Chess clubs championship")
	case "coaches":
		return lang.L("Chess coaches championship")
	}
	return name
}

// pdfColumn is the printed column of a seasons.Table column code, its
// title the screen's (seasonHeader); a counted result keeps its code
// (w1, p1: docs/season.md's W_i), the columns are many.
func pdfColumn(code string, team bool) pdf.Column {
	c := pdf.Column{Title: seasonHeader(code, !team), Align: pdf.Right}
	switch code {
	case "place":
		c.Align = pdf.Center
	case "surname":
		c = pdf.Column{Title: c.Title, Flex: true, Bold: true}
	case "name":
		c = pdf.Column{Title: c.Title, Flex: true, Bold: team}
	case "birth_date":
		c = pdf.Column{Title: lang.L("Date of birth"), Align: pdf.Center, Small: true}
	case "total":
		c.Bold = true
	case "settlement":
		c = pdf.Column{Title: c.Title, Flex: true}
	default:
		c.Title = code
	}
	return c
}

// tableDocument prints the rows the table view shows (a category filter
// is named in the title) with the season's rule set.
func (s *Screen) tableDocument(t *seasonTableView) *pdf.Document {
	v := s.view
	l := kit.GUILang()
	sheet := pdf.SeasonSheet{Title: seasonTableTitle(t.name), Season: v.Season.Name, Rules: seasons.RulesSummary(l, v.Season.Rules), Lang: l}
	if t.cup() && t.filter.SelectedIndex() > 0 {
		sheet.Title += ": " + t.filter.Selected
	}
	for _, h := range t.data.Header {
		sheet.Columns = append(sheet.Columns, pdfColumn(h, !t.cup()))
	}
	for _, i := range t.shown {
		row := append([]string(nil), t.data.Rows[i]...)
		row[0] = strings.ReplaceAll(row[0], "-", "–")
		for j := 1; j < len(row); j++ {
			row[j] = detailNumbers(row[j]) // «19,488» («19.488» in English), «2½», as the screen's cells
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
func (s *Screen) diplomaDocument(tpl diplomas.Template) *pdf.Document {
	return printout.SeasonDiplomas(kit.GUILang(), s.view, tpl)
}

// medalDocument is the season's medal and cup list (printout.SeasonMedals).
func (s *Screen) medalDocument(tpl diplomas.Template) *pdf.Document {
	return printout.SeasonMedals(kit.GUILang(), s.view, tpl)
}

func (s *Screen) printTable(t *seasonTableView) {
	if s.view != nil {
		s.savePDF(s.tableDocument(t))
	}
}

func (s *Screen) printDiplomas() { s.printWithTemplate(s.diplomaDocument) }

func (s *Screen) printMedals() { s.printWithTemplate(s.medalDocument) }

// printWithTemplate reads the season's diploma template off the UI thread,
// then prints the document built with it.
func (s *Screen) printWithTemplate(build func(diplomas.Template) *pdf.Document) {
	if s.view == nil {
		return
	}
	id := s.view.Season.ID
	s.bg.Run(func() func() {
		tpl, err := diploma.SeasonTemplate(context.Background(), s.svc, id)
		return func() {
			if err != nil {
				kit.ShowError(s.win, err)
				return
			}
			s.savePDF(build(tpl))
		}
	})
}

// onTemplateTapped opens the season's diploma template.
func (s *Screen) onTemplateTapped() {
	if s.view == nil {
		return
	}
	var last model.Date
	for _, t := range s.view.Tournaments {
		last = t.EndDate
	}
	s.diplomaEditor = diploma.NewSeasonEditor(s.svc, s.win, s.printer, s.bg, s.view.Season, last)
	s.diplomaEditor.Show()
}

// savePDF writes the document off the UI thread into the printouts folder
// and opens it (the Tournaments screen's printer): the director sees
// where it went, or why it failed.
func (s *Screen) savePDF(doc *pdf.Document) {
	if len(doc.Rows) == 0 && len(doc.Diplomas) == 0 {
		kit.ShowMessage(s.win, lang.L("Nothing to print"), lang.L("The document would be empty."))
		return
	}
	name := s.view.Season.Name
	s.bg.Run(func() func() {
		path, err := s.printer.Save(doc, name)
		return func() { kit.ReportPrinted(s.win, path, err) }
	})
}
