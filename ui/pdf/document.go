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

// The parts a Document holds besides its table, as plain data: diplomas
// and their style, entry forms, a knockout's bracket (built and drawn in
// diploma.go, entryform.go and bracket.go).

// Signature is one signature line: the line, and under it the role and
// the name.
type Signature struct {
	Role string // «Директор турніру»
	Name string // may be empty: signed by hand
}

// Diploma is one landscape page.
type Diploma struct {
	Organisation string
	Award        string // «Диплом I ступеня» or a category («Найкраща шахістка»)
	Awarded      string // the line before the name, «нагороджується»
	Name         string // the player, nominative case
	Place        string // «за 1 місце», empty for a category
	Event        string // the tournament or season
	Date         string
	City         string
	Signatures   []Signature // none, one (right) or two (left and right)
}

// Offset moves a field of a blank, in millimetres: X right, Y down.
type Offset struct{ X, Y float64 }

// DiplomaStyle is how a batch of diplomas looks (model/diplomas.Template
// as plain data; ui/printout converts). Its zero value is the Academy's
// 2010 diploma: the Academy, Kyiv, «Диплом I–III ступеня», «нагороджується»,
// the tournament director's signature line.
type DiplomaStyle struct {
	Organisation string
	Emblem       []byte // PNG or JPEG, printed above the organisation; nil none
	City         string
	Signatures   []Signature // nil: one line for the tournament director; empty: none
	Degrees      [3]string   // empty ones: «Диплом N ступеня»
	Awarded      string
	// Blank prints only the fields (BlankFields) at their frames moved by
	// Offsets, for a club's pre-printed forms: no border, no organisation,
	// no emblem, no signature lines.
	Blank   bool
	Offsets map[string]Offset // by BlankFields name
}

// EntryForm is one player's entry form, laid out as appendix 1 of seed 004
// («Заявка на участие»): the organisation asking to enter the player, the
// competition, its place and dates, then the table of the appendix (№,
// full name, birth date, title or razryad, place of study or work, home
// address, passport or birth-certificate data, coach) and the
// head's signature, the stamp and the date. The sports society and the
// medical certificate's date (seed 003 §6) are printed under the table.
// Every value may be empty: the form is printed with a blank line there,
// to be filled in by hand.
type EntryForm struct {
	Organisation string // the club
	Competition  string
	Place        string
	Dates        string
	Name         string
	BirthDate    string
	Title        string
	Education    string
	Address      string
	Document     string // "паспорт КВ 123456"
	Coach        string
	Society      string
	Medical      string // the certificate's date as printed
}

// BracketSide is one player of a mini-match as the bracket prints it; No
// 0 is a place not filled yet (or, with BracketMatch.Bye, a bye).
type BracketSide struct {
	No     int
	Name   string
	Rating int
	Score  int  // half-points in this match
	Won    bool // goes through
}

// KnockoutGame is one game of a mini-match: its number, the stage (0 the
// main games, 1… the tie-break stages, -1 the Armageddon), the players by
// start number and White's half-points.
type KnockoutGame struct {
	No, Stage    int
	White, Black int
	WhitePoints  int
}

// BracketMatch is one mini-match, its sides in printing order (Top above
// Bottom).
type BracketMatch struct {
	Round, Pair int // as the director enters them (tournament game ID ROUND PAIR)
	Top, Bottom BracketSide
	Bye         bool
	WhiteFirst  int    // start number with White in game 1; 0 while the pair is incomplete
	Lot         string // how WhiteFirst was chosen: "жереб 1101" or "за правилом"
	// Armageddon is how the Armageddon's colours were chosen («білі 8,
	// жереб 77», «білі 8, рішення судді»), "" before they are; printed
	// under the protocol with the rule.
	Armageddon string
	Games      []KnockoutGame
}

// Bracket is a knockout's bracket as printed (seed 004 §5): Rounds[0] holds
// Size/2 matches in the printing order, each later round the matches of
// the winners in the same order, so matches 2j and 2j+1 of a round feed
// match j of the next.
type Bracket struct {
	Meta     Meta
	Size     int
	Rounds   [][]BracketMatch
	Champion BracketSide // No 0 until the final is decided
	Format   string      // e.g. "2+2+A"
	LotNote  string      // how the first colours were chosen, printed under the bracket
}
