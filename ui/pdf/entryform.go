package pdf

import (
	"fmt"
	"strings"

	"codeberg.org/go-pdf/fpdf"

	"arbiter/model/i18n"
)

// EntryFormsIn is the document of the forms, one landscape page each, in
// the language l: the form's wording from the catalogue, the values as
// typed.
func EntryFormsIn(l i18n.Lang, forms []EntryForm) *Document {
	return &Document{Stem: l.Tr("entry-forms"), Title: l.Tr("Entry form (document)"), EntryForms: forms, Landscape: true, Lang: l}
}

// entryColumns are the appendix's columns with their widths in mm.
type entryColumn struct {
	title string
	w     float64
}

// entryColumnsIn are the appendix's columns with their titles in l.
func entryColumnsIn(l i18n.Lang) []entryColumn {
	return []entryColumn{
		{l.Tr("No. (entry form)"), 12}, {l.Tr("Full name of the player"), 45}, {l.Tr("Date of birth"), 24}, {l.Tr("Title, razryad"), 20},
		{l.Tr("Place of study or work"), 45}, {l.Tr("Home address"), 50}, {l.Tr("Passport or birth certificate data"), 40}, {l.Tr("Full name of the coach"), 41},
	}
}

func (e EntryForm) cells() []string {
	return []string{"1", e.Name, e.BirthDate, e.Title, e.Education, e.Address, e.Document, e.Coach}
}

func (e EntryForm) texts() []string {
	t := append(e.cells(), e.Organisation, e.Competition, e.Place, e.Dates, e.Society, e.Medical)
	for _, l := range []i18n.Lang{i18n.Uk, i18n.En} {
		for _, c := range entryColumnsIn(l) {
			t = append(t, c.title)
		}
		w := entryWordsIn(l)
		t = append(t, w.appendix, w.title, w.asks, w.organisation, w.competition, w.held, w.place, w.dates, w.players,
			w.society, w.medical, w.head, w.orgName, w.name, w.signature, w.stamp, w.date)
	}
	return t
}

// entryWords is the printed wording of the form.
type entryWords struct {
	appendix, title, asks, organisation, competition, held, place, dates, players string
	society, medical, head, orgName, name, signature, stamp, date                 string
}

func entryWordsIn(l i18n.Lang) entryWords {
	return entryWords{
		appendix: l.Tr("Appendix 1"), title: l.Tr("ENTRY FORM"), asks: l.Tr("asks to enter among the participants"),
		organisation: l.Tr("(organisation)"), competition: l.Tr("(name of the competition)"), held: l.Tr("held in"),
		place: l.Tr("(venue)"), dates: l.Tr("(dates)"), players: l.Tr("the following players:"),
		society: l.Tr("Sports society:"), medical: l.Tr("Medical certificate of:"), head: l.Tr("Head"),
		orgName: l.Tr("(name of the organisation)"), name: l.Tr("(full name)"), signature: l.Tr("(signature)"),
		stamp: l.Tr("Stamp"), date: l.Tr("«____» ________________________ 20__"),
	}
}

func (e EntryForm) text(i int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "form %d:\n", i)
	for _, kv := range [][2]string{{"organisation", e.Organisation}, {"competition", e.Competition}, {"place", e.Place},
		{"dates", e.Dates}} {
		fmt.Fprintf(&b, "  %s: %s\n", kv[0], kv[1])
	}
	fmt.Fprintf(&b, "  row: %s\n", strings.Join(e.cells(), " | "))
	fmt.Fprintf(&b, "  society: %s\n  medical: %s\n", e.Society, e.Medical)
	return b.String()
}

const blankLine = "____________________"

// filledLine prints s (or a blank line) at x, y over w mm, underlined, with
// the caption in small type under it.
func filledLine(f *fpdf.Fpdf, x, y, w float64, s, caption string) {
	f.SetFont("sans", "", 11)
	f.SetXY(x, y)
	f.CellFormat(w, 6, fit(f, s, w, false), "", 0, "C", false, 0, "")
	f.SetLineWidth(0.2)
	f.Line(x, y+6, x+w, y+6)
	if caption != "" {
		f.SetFont("sans", "", 7)
		f.SetXY(x, y+6.3)
		f.CellFormat(w, 3, caption, "", 0, "C", false, 0, "")
	}
}

func renderEntryForms(f *fpdf.Fpdf, d *Document) {
	const left = 15.0
	w, entryColumns := entryWordsIn(d.Lang), entryColumnsIn(d.Lang)
	for _, e := range d.EntryForms {
		f.AddPage()
		f.SetFont("sans", "", 10)
		f.SetXY(a4Long-left-40, 10)
		f.CellFormat(40, 5, w.appendix, "", 0, "R", false, 0, "")
		f.SetFont("sans", "B", 16)
		f.SetXY(left, 17)
		f.CellFormat(a4Long-2*left, 8, w.title, "", 0, "C", false, 0, "")
		filledLine(f, left, 30, 150, e.Organisation, w.organisation)
		f.SetFont("sans", "", 11)
		f.SetXY(left+152, 30)
		f.CellFormat(100, 6, w.asks, "", 0, "L", false, 0, "")
		filledLine(f, left, 42, a4Long-2*left, e.Competition, w.competition)
		f.SetFont("sans", "", 11)
		f.SetXY(left, 54)
		f.CellFormat(35, 6, w.held, "", 0, "L", false, 0, "")
		filledLine(f, left+36, 54, 130, e.Place, w.place)
		filledLine(f, left+170, 54, a4Long-2*left-170, e.Dates, w.dates)
		f.SetFont("sans", "", 11)
		f.SetXY(left, 66)
		f.CellFormat(60, 6, w.players, "", 0, "L", false, 0, "")
		// The table: the appendix's header in small type, one row.
		y := 74.0
		x := left
		f.SetFont("sans", "B", 8)
		for _, c := range entryColumns {
			f.SetXY(x, y)
			f.MultiCell(c.w, 4, c.title, "", "C", false)
			x += c.w
		}
		const headH, rowH = 13.0, 14.0
		x = left
		f.SetLineWidth(0.2)
		for _, c := range entryColumns {
			f.Rect(x, y-1, c.w, headH, "D")
			f.Rect(x, y-1+headH, c.w, rowH, "D")
			x += c.w
		}
		x = left
		for i, c := range entryColumns {
			s := e.cells()[i]
			f.SetFont("sans", "", 9)
			lines := f.SplitText(s, c.w-2)
			if len(lines) > 3 {
				lines = append(lines[:2], fit(f, strings.Join(lines[2:], " "), c.w-2, false))
			}
			for j, l := range lines {
				f.SetXY(x+1, y-1+headH+1+float64(j)*4)
				f.CellFormat(c.w-2, 4, l, "", 0, "L", false, 0, "")
			}
			x += c.w
		}
		y += headH + rowH + 4
		for _, kv := range [][2]string{{w.society, e.Society}, {w.medical, e.Medical}} {
			f.SetFont("sans", "", 11)
			f.SetXY(left, y)
			f.CellFormat(52, 6, kv[0], "", 0, "L", false, 0, "")
			v := kv[1]
			if v == "" {
				v = blankLine
			}
			f.CellFormat(150, 6, fit(f, v, 150, false), "", 0, "L", false, 0, "")
			y += 8
		}
		y += 10
		f.SetFont("sans", "", 11)
		f.SetXY(left, y)
		f.CellFormat(25, 6, w.head, "", 0, "L", false, 0, "")
		filledLine(f, left+25, y, 90, "", w.orgName)
		filledLine(f, left+120, y, 70, "", w.name)
		filledLine(f, left+195, y, 60, "", w.signature)
		f.SetFont("sans", "", 11)
		f.SetXY(left, y+16)
		f.CellFormat(30, 6, w.stamp, "", 0, "L", false, 0, "")
		f.SetXY(left, y+28)
		f.CellFormat(120, 6, w.date, "", 0, "L", false, 0, "")
	}
}
