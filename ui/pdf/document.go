package pdf

import (
	"fmt"
	"strings"

	"arbiter/engine/halfpoint"
	"arbiter/model"
	"arbiter/model/i18n"
)

// Align is the horizontal alignment of a column.
type Align byte

const (
	Left   Align = 'L'
	Center Align = 'C'
	Right  Align = 'R'
)

// Column describes one table column. The renderer measures its width from
// the title and the cells.
type Column struct {
	Title string
	Align Align
	Flex  bool // takes the width left over (names, clubs); text is shortened to fit
	Name  bool // holds person names: shortened to initials before an ellipsis
	Small bool // printed in smaller type (ratings, points beside large names)
	Bold  bool
	// Size is the type of the column's cells in points whatever the body
	// type (the wall list's board numbers, 18 pt); 0 follows the body.
	Size float64
}

// Document is one printout as plain data. Exactly one of the table
// (Columns and Rows) or Diplomas is used.
type Document struct {
	Stem   string   // file-name stem, e.g. "жеребкування"
	Title  string   // e.g. "Жеребкування"
	Header []string // tournament name, date, round
	// Organisation and Emblem head a list as they head the diplomas (the
	// medal and cup list): the organisation above the title, the emblem
	// (PNG or JPEG) at the right of the header.
	Organisation string
	Emblem       []byte
	Columns      []Column
	Rows         [][]string
	Notes        []string // lines printed after the table (totals, legends)
	Footer       string   // text printed left of the page number
	FontSize     float64  // body type in points; 0 means DefaultFontSize
	// Portrait keeps a table upright (the wall list): when it is too wide
	// its type is made smaller instead of turning the page.
	Portrait bool
	// Landscape turns the page whatever the table's width (the large wall
	// list, one board a line across the page).
	Landscape bool
	// MinFont is the least body type in points the renderer may shrink the
	// table to (the wall lists keep their body at 14 pt and shorten the
	// names to initials instead); 0 means the renderer's own floor.
	MinFont float64
	// NoteNames are the people the Notes name (the players without a
	// game under a wall list): the table's names are told apart from
	// theirs too, so «Чорновол А.» on a board is never Чорновол Анна of
	// the note.
	NoteNames []string
	// Blocks sets a long table in this many side-by-side blocks a page, the
	// rows running down the first block and on into the next (the wall list
	// by name); 0 or 1 is one block across the page.
	Blocks   int
	Diplomas []Diploma
	// EntryForms are the players' entry forms, one page each (entryform.go).
	EntryForms []EntryForm
	// Bracket, when set, is drawn on the first page (a knockout's bracket,
	// BracketDocument); the table follows on the next pages.
	Bracket *Bracket
	Style   DiplomaStyle // of Diplomas: emblem, text-only mode, offsets
	// Calibration prints the millimetre grid and the frames of the
	// fields under Diplomas (DiplomaCalibrationIn).
	Calibration bool
	// Problems are what Render had to leave out and why (a stored emblem
	// that is not a whole image prints as no emblem); the caller tells the
	// director after writing the file.
	Problems []model.Text
	// Lang is the language of the words the renderer adds (the page
	// numbers); the builders set it from Meta.Lang.
	Lang i18n.Lang
}

// DefaultFontSize is the body type of a table in points.
const DefaultFontSize = 10

// pageNumber is the page-number text of page n of m in d's language
// («сторінка N з M» in Ukrainian).
func (d *Document) pageNumber(n, m int) string { return d.Lang.Tr("page %d of %d", n, m) }

// Meta is what every header carries: the tournament, its date and round.
type Meta struct {
	Tournament string
	Date       string // as printed, e.g. "26.07.2010"
	Round      int    // 0 when the document is not about one round
	Rounds     int    // rounds in the tournament, 0 if unknown
	// Lang is the language the printout is in: the interface language in
	// the GUI; the zero value is Ukrainian. The words of the printout
	// (titles, columns, notes) come from the catalogue
	// (assets/translations, model/i18n); the data (names, the tournament)
	// print as they are.
	Lang i18n.Lang
}

// tr renders a catalogue key in m's language.
func (m Meta) tr(key string, args ...any) string { return m.Lang.Tr(key, args...) }

// headerLines returns the header lines of m, leaving out empty parts.
func (m Meta) headerLines() []string {
	var h []string
	if m.Tournament != "" {
		h = append(h, m.Tournament)
	}
	var parts []string
	if m.Date != "" {
		parts = append(parts, m.tr("Date: %s", m.Date))
	}
	switch {
	case m.Round > 0 && m.Rounds > 0:
		parts = append(parts, m.tr("Round %d of %d", m.Round, m.Rounds))
	case m.Round > 0:
		parts = append(parts, m.tr("Round %d", m.Round))
	}
	if len(parts) > 0 {
		h = append(h, strings.Join(parts, "   "))
	}
	return h
}

// Text is a plain dump of the document for golden tests: every value the
// PDF shows, one line each, with the cells of a row separated by " | ".
func (d *Document) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "stem: %s\ntitle: %s\n", d.Stem, d.Title)
	if d.Organisation != "" {
		fmt.Fprintf(&b, "organisation: %s\n", d.Organisation)
	}
	if len(d.Emblem) > 0 && len(d.Diplomas) == 0 {
		kind, w, h := emblemInfo(d.Emblem)
		fmt.Fprintf(&b, "emblem: %s %d×%d, %d bytes\n", kind, w, h, len(d.Emblem))
	}
	for _, h := range d.Header {
		fmt.Fprintf(&b, "header: %s\n", h)
	}
	if len(d.Columns) > 0 {
		fmt.Fprintf(&b, "font: %g\n", d.fontSize())
		if d.MinFont > 0 || d.Landscape || d.Blocks > 1 {
			fmt.Fprintf(&b, "least font: %g, landscape: %v, blocks: %d\n", d.MinFont, d.Landscape, d.blocks())
		}
		var sizes []string
		for _, c := range d.Columns {
			if c.Size > 0 {
				sizes = append(sizes, fmt.Sprintf("%s %gpt", c.Title, c.Size))
			}
		}
		if len(sizes) > 0 {
			fmt.Fprintf(&b, "column type: %s\n", strings.Join(sizes, ", "))
		}
		titles := make([]string, len(d.Columns))
		for i, c := range d.Columns {
			titles[i] = c.Title
		}
		fmt.Fprintf(&b, "columns: %s\n", strings.Join(titles, " | "))
	}
	if d.Bracket != nil {
		b.WriteString(d.Bracket.text())
	}
	for _, r := range d.Rows {
		fmt.Fprintf(&b, "row: %s\n", strings.Join(r, " | "))
	}
	for _, n := range d.Notes {
		fmt.Fprintf(&b, "note: %s\n", n)
	}
	if len(d.Diplomas) > 0 {
		b.WriteString(d.Style.text())
		if d.Calibration {
			b.WriteString("calibration page: millimetre grid, field frames\n")
		}
	}
	for i, dp := range d.Diplomas {
		fmt.Fprintf(&b, "diploma %d:\n%s", i+1, dp.text())
	}
	for i, e := range d.EntryForms {
		b.WriteString(e.text(i + 1))
	}
	if len(d.Diplomas) == 0 {
		fmt.Fprintf(&b, "footer: %s | %s\n", d.Footer, d.pageNumber(0, 0))
	}
	nm := strings.Replace(strings.Replace(d.Lang.Tr("page %d of %d"), "%d", "N", 1), "%d", "M", 1)
	return strings.ReplaceAll(b.String(), d.pageNumber(0, 0), nm)
}

func (d *Document) blocks() int { return max(1, d.Blocks) }

func (d *Document) fontSize() float64 {
	if d.FontSize > 0 {
		return d.FontSize
	}
	return DefaultFontSize
}

// Points formats a score in half-points: 9 → "4½", 1 → "½", 8 → "4".
func Points(half int) string { return halfpoint.Text(half) }

// rating formats a rating, empty when unrated.
func rating(r int) string {
	if r <= 0 {
		return ""
	}
	return fmt.Sprint(r)
}

// dropEmptyColumns removes every column titled title whose cells are all
// empty (a TRF has no clubs; an unrated event has no ratings).
func (d *Document) dropEmptyColumns(title string) {
	for i := len(d.Columns) - 1; i >= 0; i-- {
		if d.Columns[i].Title != title || !d.emptyColumn(i) {
			continue
		}
		d.Columns = append(d.Columns[:i:i], d.Columns[i+1:]...)
		for r, row := range d.Rows {
			if i < len(row) {
				d.Rows[r] = append(row[:i:i], row[i+1:]...)
			}
		}
	}
}

func (d *Document) emptyColumn(i int) bool {
	for _, row := range d.Rows {
		if i < len(row) && row[i] != "" {
			return false
		}
	}
	return true
}
