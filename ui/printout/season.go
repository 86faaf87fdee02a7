package printout

// The season printouts both the Season screen and arbiter-cli print
// --season make: every diploma of the season and the medal and cup list,
// in the season's diploma template.

import (
	"fmt"
	"strings"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/diplomas"
	"arbiter/ui/pdf"
)

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

// HasDiploma reports whether a season prize comes with a diploma.
func HasDiploma(p season.Prize) bool {
	return p == season.PrizeCupDiploma || p == season.PrizeDiplomaMedal || p == season.PrizeDiploma
}

// SeasonDiplomas is every diploma of the season in one PDF, in the
// season's template: the season's categories and places, then the places
// 1–3 of every tournament.
func SeasonDiplomas(v *model.SeasonView, tpl diplomas.Template) *pdf.Document {
	style := Style(tpl)
	tours := map[string]model.Tournament{}
	last := ""
	for _, t := range v.Tournaments {
		tours[t.Name] = t
		last = t.EndDate.Display()
	}
	doc := &pdf.Document{Stem: fmt.Sprintf("дипломи-сезону-%d", v.Season.Year), Title: "Дипломи сезону", Style: style}
	for _, a := range v.Tables.Awards {
		if !HasDiploma(a.Prize) {
			continue
		}
		ev := pdf.DiplomaEvent{Event: seasonEvent(a.Category, v.Season.Year), Date: last, Style: style}
		w := pdf.Winner{Name: a.Winner, Category: model.AwardCategoryLabel(a.Category)}
		switch {
		case strings.HasPrefix(a.Category, "tournament:"):
			t := tours[strings.TrimPrefix(a.Category, "tournament:")]
			ev = pdf.DiplomaEvent{Event: t.Name, Date: t.StartDate.Display(), Style: style}
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

// SeasonMedals lists who receives a medal or a cup, in the layout of
// pdf.MedalList but with whole names and no club column (clubs and
// coaches are winners too; names are not shortened to initials), headed
// with the organisation and emblem of the season's diplomas.
func SeasonMedals(v *model.SeasonView, tpl diplomas.Template) *pdf.Document {
	d := Header(pdf.MedalList(pdf.Meta{Tournament: v.Season.Name}, nil), tpl)
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
