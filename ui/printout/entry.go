package printout

import (
	"slices"
	"strings"

	"arbiter/model"
	"arbiter/model/i18n"
	"arbiter/ui/pdf"
)

// EntryPlayer is a participant with the personal data of his entry form.
type EntryPlayer struct {
	model.Participant
	Data model.PersonalData
}

// EntryFormsIn are the entry forms of seed 004 appendix 1, one per
// participant in Ukrainian alphabetical order: the club as the
// organisation, the tournament, its venue and dates, and the player's
// personal data; an unknown value is left blank to be filled in by hand.
// In the language l: the wording and the document type from the
// catalogue, the values as typed.
func EntryFormsIn(l i18n.Lang, t model.Tournament, ps []EntryPlayer) *pdf.Document {
	dates := t.StartDate.Display()
	if !t.EndDate.IsZero() && t.EndDate != t.StartDate {
		dates += " – " + t.EndDate.Display()
	}
	var forms []pdf.EntryForm
	for _, p := range ps {
		d, pl := p.Data, p.Player
		doc := strings.TrimSpace(docTypeIn(l, d.DocType) + " " + d.DocNumber)
		medical := ""
		if !d.Medical.IsZero() {
			medical = d.Medical.Display()
		}
		birth := ""
		if !pl.BirthDate.IsZero() {
			birth = pl.BirthDate.Display()
		}
		forms = append(forms, pdf.EntryForm{Organisation: p.Club, Competition: t.Name, Place: t.Venue, Dates: dates,
			Name: pl.FullName(), BirthDate: birth, Title: pl.Title, Education: d.Education, Address: d.Address,
			Document: doc, Coach: p.Coach, Society: d.Society, Medical: medical})
	}
	slices.SortStableFunc(forms, func(a, b pdf.EntryForm) int { return model.CompareUkrainian(a.Name, b.Name) })
	return pdf.EntryFormsIn(l, forms)
}

// docTypeIn is the document's name on the entry form, in the language l.
func docTypeIn(l i18n.Lang, t string) string {
	switch t {
	case model.DocPassport:
		return l.Tr("passport")
	case model.DocBirthCertificate:
		return l.Tr("birth certificate")
	case model.DocIDCard:
		return l.Tr("ID card")
	}
	return ""
}

// WithSchedule adds the tournament's timetable to a list's header: the
// whole timetable on the registration list (round 0), the round's start on
// its wall list (model/schedule.go), in the document's language d.Lang.
func WithSchedule(d *pdf.Document, sc model.Schedule, round int) *pdf.Document {
	if round == 0 {
		d.Header = append(d.Header, sc.Lines(d.Lang)...)
	} else if l := sc.RoundLine(d.Lang, round); l != "" {
		d.Header = append(d.Header, l)
	}
	return d
}
