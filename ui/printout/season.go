package printout

// The season printouts both the Season screen and arbiter-cli print
// --season make: every diploma of the season and the medal and cup list,
// in the season's diploma template.

import (
	"strings"

	"arbiter/engine/season"
	"arbiter/model"
	"arbiter/model/diplomas"
	"arbiter/model/i18n"
	"arbiter/model/seasons"
	"arbiter/ui/pdf"
)

// seasonEvent names, in l, the championship a category belongs to on a
// diploma (seed 002's names of the three championships).
func seasonEvent(l i18n.Lang, category string, year int) string {
	switch {
	case strings.HasPrefix(category, "club"):
		return l.Tr("Championship «Golden Chess Clubs of Ukraine» %d", year)
	case strings.HasPrefix(category, "coach"):
		return l.Tr("Championship «Golden Chess Coaches of Ukraine» %d", year)
	}
	return l.Tr("Championship of the Ukrainian Chess Academy %d, «Golden Cup»", year)
}

// HasDiploma reports whether a season prize comes with a diploma.
func HasDiploma(p season.Prize) bool {
	return p == season.PrizeCupDiploma || p == season.PrizeDiplomaMedal || p == season.PrizeDiploma
}

// SeasonDiplomas is every diploma of the season in one PDF, in the
// season's template: the season's categories and places, then the places
// 1–3 of every tournament; in l, the template's default wording too.
func SeasonDiplomas(l i18n.Lang, v *seasons.View, tpl diplomas.Template) *pdf.Document {
	style := Style(tpl)
	tours := map[string]model.Tournament{}
	last := ""
	for _, t := range v.Tournaments {
		tours[t.Name] = t
		last = t.EndDate.Display()
	}
	doc := &pdf.Document{Stem: l.Tr("season-diplomas-%d", v.Season.Year), Title: l.Tr("Season diplomas"), Style: style, Lang: l}
	for _, a := range v.Tables.Awards {
		if !HasDiploma(a.Prize) {
			continue
		}
		ev := pdf.DiplomaEvent{Event: seasonEvent(l, a.Category, v.Season.Year), Date: last, Style: style, Lang: l}
		w := pdf.Winner{Name: a.Winner, Category: seasons.AwardCategoryLabel(l, a.Category)}
		switch {
		case strings.HasPrefix(a.Category, "tournament:"):
			t := tours[strings.TrimPrefix(a.Category, "tournament:")]
			ev = pdf.DiplomaEvent{Event: t.Name, Date: t.StartDate.Display(), Style: style, Lang: l}
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
// with the organisation and emblem of the season's diplomas; in l.
func SeasonMedals(l i18n.Lang, v *seasons.View, tpl diplomas.Template) *pdf.Document {
	d := Header(pdf.MedalList(pdf.Meta{Tournament: v.Season.Name, Lang: l}, nil), tpl)
	d.Organisation = pdf.OrganisationIn(l, d.Organisation)
	// two points smaller than the tournaments' list: the categories and the
	// clubs' names are long, and a winner's name is never cut
	d.FontSize = 9
	d.Columns = []pdf.Column{{Title: l.Tr("Table"), Flex: true}, {Title: l.Tr("Place"), Align: pdf.Center},
		{Title: l.Tr("Awarded to"), Flex: true, Bold: true}, {Title: l.Tr("Award")}}
	for _, a := range v.Tables.Awards {
		if a.Prize == season.PrizeNone || a.Prize == season.PrizeDiploma {
			continue
		}
		d.Rows = append(d.Rows, []string{seasons.AwardCategoryLabel(l, a.Category), strings.ReplaceAll(a.Place.String(), "-", "–"),
			a.Winner, medalText(l, a.Prize)})
	}
	d.Stem = l.Tr("medals-and-cups-%d", v.Season.Year)
	return d
}

// medalText is the prize as the medal list writes it (no diplomas there).
func medalText(l i18n.Lang, p season.Prize) string {
	switch p {
	case season.PrizeCupDiploma:
		return l.Tr("«Golden Cup»")
	case season.PrizeDiplomaMedal:
		return l.Tr("medal")
	}
	return seasons.PrizeLabel(l, p)
}
