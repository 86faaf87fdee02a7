package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/lang"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/ui/pdf"
)

// The season printouts (product.md "Printouts"): the season tables with the
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
	sheet := pdf.SeasonSheet{Title: seasonTableTitles[t.name], Season: v.Season.Name, Rules: v.Season.Rules.Summary()}
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

// seasonEvent names the championship a category belongs to on a diploma.
func seasonEvent(category string, year int) string {
	switch {
	case strings.HasPrefix(category, "club"):
		return fmt.Sprintf("Чемпіонат «Золоті шахові клуби України» %d", year)
	case strings.HasPrefix(category, "coach"):
		return fmt.Sprintf("Чемпіонат «Золоті шахові тренери України» %d", year)
	}
	return fmt.Sprintf("Чемпіонат Української Шахової Академії %d, «Золотий Кубок»", year)
}

func hasDiploma(p season.Prize) bool {
	return p == season.PrizeCupDiploma || p == season.PrizeDiplomaMedal || p == season.PrizeDiploma
}

// diplomaDocument is every diploma of the season in one PDF: the season's
// categories and places, then the places 1–3 of every tournament.
func (s *seasonScreen) diplomaDocument() *pdf.Document {
	v := s.view
	tours := map[string]model.Tournament{}
	last := ""
	for _, t := range v.Tournaments {
		tours[t.Name] = t
		last = t.EndDate.Display()
	}
	doc := &pdf.Document{Stem: fmt.Sprintf("дипломи-сезону-%d", v.Season.Year), Title: "Дипломи сезону"}
	for _, a := range v.Tables.Awards {
		if !hasDiploma(a.Prize) {
			continue
		}
		ev := pdf.DiplomaEvent{Event: seasonEvent(a.Category, v.Season.Year), Date: last}
		w := pdf.Winner{Name: a.Winner, Category: model.AwardCategoryLabel(a.Category)}
		switch {
		case strings.HasPrefix(a.Category, "tournament:"):
			t := tours[strings.TrimPrefix(a.Category, "tournament:")]
			ev = pdf.DiplomaEvent{Event: t.Name, Date: t.StartDate.Display()}
			w.Category, w.Place, w.PlaceTo = "", a.Place.From, a.Place.To
		case a.Category == "club" || a.Category == "coach":
			w.Category, w.Place, w.PlaceTo = "", a.Place.From, a.Place.To
		}
		if w.PlaceTo == w.Place {
			w.PlaceTo = 0
		}
		doc.Diplomas = append(doc.Diplomas, pdf.Diplomas(ev, []pdf.Winner{w}).Diplomas...)
	}
	return doc
}

// medalDocument lists who receives a medal or a cup, in the layout of
// pdf.MedalList but with whole names and no club column (clubs and
// coaches are winners too; names are not shortened to initials).
func (s *seasonScreen) medalDocument() *pdf.Document {
	v := s.view
	d := pdf.MedalList(pdf.Meta{Tournament: v.Season.Name}, nil)
	d.Columns = []pdf.Column{{Title: "Залік", Flex: true}, {Title: "Місце", Align: pdf.Center},
		{Title: "Нагороджений", Flex: true, Bold: true}, {Title: "Нагорода"}}
	for _, a := range v.Tables.Awards {
		if a.Prize == season.PrizeNone || a.Prize == season.PrizeDiploma {
			continue
		}
		d.Rows = append(d.Rows, []string{model.AwardCategoryLabel(a.Category), strings.ReplaceAll(a.Place.String(), "-", "–"),
			a.Winner, medalText(a.Prize)})
	}
	d.Stem = fmt.Sprintf("медалі-і-кубки-%d", v.Season.Year)
	return d
}

// medalText is the prize as the medal list writes it (no diplomas there).
func medalText(p season.Prize) string {
	switch p {
	case season.PrizeCupDiploma:
		return "«Золотий Кубок»"
	case season.PrizeDiplomaMedal:
		return "медаль"
	}
	return model.PrizeLabel(p)
}

func (s *seasonScreen) printTable(t *seasonTableView) {
	if s.view != nil {
		s.savePDF(s.tableDocument(t))
	}
}

func (s *seasonScreen) printDiplomas() {
	if s.view != nil {
		s.savePDF(s.diplomaDocument())
	}
}

func (s *seasonScreen) printMedals() {
	if s.view != nil {
		s.savePDF(s.medalDocument())
	}
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
