package pdf

import (
	"strings"

	"codeberg.org/go-pdf/fpdf"
)

// tableLayout is where everything of a table document goes: orientation,
// type sizes, column widths and the rows of each page.
type tableLayout struct {
	landscape bool
	font      float64   // body type in points, after shrinking to fit
	widths    []float64 // column widths in mm
	rowH      float64
	perPage   int // rows per block (per page when the table is one block)
	capacity  int // rows a block holds before the pages are balanced
	pages     int
	blocks    int             // side-by-side blocks a page (Document.Blocks)
	blockW    float64         // width of one block in mm
	first     int             // pages printed before the table (a bracket), counted in the page numbers
	notes     []string        // Notes wrapped to the page width
	clash     map[string]bool // initials two names of the document share (nameClashes)
	form      int             // the form every name of the list prints in (nameFormat)
	emblem    string          // the registered Document.Emblem, "" none
}

func (l *tableLayout) pageSize() (w, h float64) {
	if l.landscape {
		return a4Long, a4Short
	}
	return a4Short, a4Long
}

// Header block heights in mm.
const (
	titleSize  = 16.0 // points
	headerSize = 10.0
	titleH     = 9.0
	headerH    = 5.0
	noteH      = 5.0
)

func (d *Document) headerHeight() float64 {
	h := titleH + headerH*float64(len(d.Header)) + 3
	if d.Organisation != "" {
		h += orgH
	}
	return h
}

// orgH is the height of the organisation line above a list's title.
const orgH = 6.0

func colFont(c Column, body float64) float64 {
	if c.Size > 0 {
		return c.Size
	}
	if c.Small {
		return body * 0.72
	}
	return body
}

func headFont(body float64) float64 { return min(body, 10) }

// layoutTable measures the columns of d and decides the orientation, the
// type size and the pagination. A table wider than landscape A4 at its type
// size is set in smaller type, down to minFont.
func layoutTable(f *fpdf.Fpdf, d *Document) tableLayout {
	l := tableLayout{font: d.fontSize(), clash: nameClashes(d), blocks: d.blocks()}
	floor := minFont
	if d.MinFont > 0 {
		floor = d.MinFont
	}
	for {
		nat, mins := measureColumns(f, d, l.font)
		fixed, flexMin := 0.0, 0.0
		for i, c := range d.Columns {
			if c.Flex {
				flexMin += mins[i]
			} else {
				fixed += nat[i]
			}
		}
		need := fixed + flexMin
		l.landscape = d.Landscape || need > l.blockRoom(a4Short) && !d.Portrait
		avail := l.blockRoom(a4Short)
		if l.landscape {
			avail = l.blockRoom(a4Long)
		}
		if need > avail && l.font > floor {
			l.font = max(floor, l.font*avail/need*0.98)
			continue
		}
		l.blockW = avail
		l.widths = fitWidths(distribute(d.Columns, nat, nameMins(f, d, l, nat, mins, avail-fixed), avail), avail)
		if nameFloor := max(minNameFont, floor); d.Portrait && l.font > nameFloor && !l.namesFit(f, d) {
			l.font = max(nameFloor, l.font*0.95)
			continue
		}
		break
	}
	l.form = nameFormat(f, d, l)
	return l.paginate(f, d)
}

// nameFormat chooses one form for the whole list (NameIn): the full names
// when every name of every name column fits, else the first given name in
// full with the other given names as initials when those all fit, else
// surname and initials for all (the first given name in full where two
// would print alike), so a list never mixes «Савченко Юлія» with
// «Ткаченко А.», nor its White column with its Black one.
func nameFormat(f *fpdf.Fpdf, d *Document, l tableLayout) int {
	fits := func(form int) bool {
		for i, c := range d.Columns {
			if !c.Name {
				continue
			}
			setCellFont(f, c, l.font)
			for _, r := range d.Rows {
				if i < len(r) && f.GetStringWidth(NameIn(r[i], form, l.clash)) > l.widths[i]-2*cellPad {
					return false
				}
			}
		}
		return true
	}
	for _, form := range []int{FormFull, FormFirst} {
		if fits(form) {
			return form
		}
	}
	return FormInitials
}

// nameMins are the least widths distribute gives the columns: a name
// column asks for its longest name in the short form (surname and
// initials, nameForms), so that no surname is cut while the page has room;
// when the name columns together ask for more than room, each gets its
// share of room and its widest names are set smaller on their line
// (drawRow), never below the other columns' own minimum.
func nameMins(f *fpdf.Fpdf, d *Document, l tableLayout, nat, mins []float64, room float64) []float64 {
	out := append([]float64(nil), mins...)
	ask, base := 0.0, 0.0
	for i, c := range d.Columns {
		if !c.Flex {
			continue
		}
		if c.Name {
			setCellFont(f, c, l.font)
			for _, r := range d.Rows {
				if i < len(r) {
					forms := nameForms(r[i], l.clash)
					out[i] = max(out[i], min(nat[i], f.GetStringWidth(forms[len(forms)-1])+2*cellPad+slack))
				}
			}
		}
		ask += out[i]
		base += mins[i]
	}
	if ask > room && ask > base {
		k := max(0, room-base) / (ask - base) // share the room above the minimums
		for i, c := range d.Columns {
			if c.Flex {
				out[i] = mins[i] + (out[i]-mins[i])*min(1, k)
			}
		}
	}
	return out
}

// nameIn is the form of name s the list prints (nameFormat).
func (l tableLayout) nameIn(s string) string { return NameIn(s, l.form, l.clash) }

// blockGap is the white space between two blocks of a Document.Blocks table.
const blockGap = 6.0

// blockRoom is the width of one block on a page pageW wide.
func (l tableLayout) blockRoom(pageW float64) float64 {
	return (pageW - 2*margin - float64(l.blocks-1)*blockGap) / float64(l.blocks)
}

// blockX is the left edge of block b.
func (l tableLayout) blockX(b int) float64 { return margin + float64(b)*(l.blockW+blockGap) }

// minNameFont is the least body type a Portrait table is set in so that
// its names print without a cut surname (the wall list, read from 2 m).
const minNameFont = 11.0

// minTitleFont is the least type of a Portrait table's column titles.
const minTitleFont = 7.0

// namesFit reports whether every name cell prints in one of its nameForms,
// without a cut surname, at l's type and widths.
func (l tableLayout) namesFit(f *fpdf.Fpdf, d *Document) bool {
	for i, c := range d.Columns {
		if !c.Name {
			continue
		}
		setCellFont(f, c, l.font)
		for _, r := range d.Rows {
			if i < len(r) && r[i] != "" {
				got := fitName(f.GetStringWidth, r[i], l.widths[i]-2*cellPad, l.clash)
				if strings.Contains(got, Ellipsis) && !strings.Contains(r[i], Ellipsis) {
					return false
				}
			}
		}
	}
	return true
}

// fitWidths scales widths down proportionally when even the smallest type
// leaves the table wider than the page; the cells' text is then shortened.
func fitWidths(w []float64, avail float64) []float64 {
	total := 0.0
	for _, x := range w {
		total += x
	}
	if total > avail {
		for i := range w {
			w[i] *= avail / total
		}
	}
	return w
}

// paginate sets the row height and the rows of each page, and wraps the
// notes; notes that do not fit under the last rows get a page of their own.
func (l tableLayout) paginate(f *fpdf.Fpdf, d *Document) tableLayout {
	l.rowH = l.font * ptToMM * 1.75
	for _, c := range d.Columns {
		l.rowH = max(l.rowH, c.Size*ptToMM*1.2)
	}
	_, ph := l.pageSize()
	room := ph - footerGap - margin - d.headerHeight() - l.rowH
	l.perPage = max(1, int(room/l.rowH))
	l.capacity = l.perPage
	perPage := l.perPage * l.blocks
	l.pages = max(1, (len(d.Rows)+perPage-1)/perPage)
	if l.pages > 1 || l.blocks > 1 {
		// balance the pages and their blocks: 10 boards on two pages
		// print 5 and 5, not 9 and board 10 alone on page 2; 60 names in
		// two blocks on two pages print 15 a block, not 28, 28, 4 and an
		// empty block
		l.perPage = max(1, (len(d.Rows)+l.pages*l.blocks-1)/(l.pages*l.blocks))
		perPage = l.perPage * l.blocks
	}
	pw, _ := l.pageSize()
	f.SetFont("sans", "", headerSize)
	for _, n := range d.Notes {
		l.notes = append(l.notes, wrap(f.GetStringWidth, n, pw-2*margin)...)
	}
	if len(l.notes) > 0 {
		last := min(l.perPage, len(d.Rows)-(l.pages-1)*perPage)
		if float64(last)*l.rowH+3+noteH*float64(len(l.notes)) > room { // room is below the column titles
			l.pages++
		}
	}
	return l
}

// measureColumns returns each column's natural width (widest text plus
// padding) and the least width a flex column may be given.
func measureColumns(f *fpdf.Fpdf, d *Document, body float64) (nat, mins []float64) {
	nat = make([]float64, len(d.Columns))
	mins = make([]float64, len(d.Columns))
	for i, c := range d.Columns {
		title := headFont(body)
		if d.Portrait {
			title = minTitleFont // a Portrait table's titles shrink to their column (drawColumnTitles)
		}
		f.SetFont("sans", "B", title)
		w := f.GetStringWidth(c.Title)
		setCellFont(f, c, body)
		for _, r := range d.Rows {
			if i < len(r) {
				w = max(w, f.GetStringWidth(r[i]))
			}
		}
		nat[i] = w + 2*cellPad + slack
		mins[i] = min(nat[i], body*3)
	}
	return nat, mins
}

// distribute sets the final widths: fixed columns get their natural width;
// flex columns share what is left, each at least its minimum and the narrow
// ones first in full (waterLevel). Room to spare
// first widens the flex columns, up to flexGrow times their natural width,
// and the rest is shared by every column, so a crosstable's grid gets
// roomier instead of only the name column.
func distribute(cols []Column, nat, mins []float64, avail float64) []float64 {
	w := make([]float64, len(cols))
	fixed, flexNat := 0.0, 0.0
	for i, c := range cols {
		if c.Flex {
			flexNat += nat[i]
		} else {
			fixed += nat[i]
		}
	}
	spare := avail - fixed - flexNat
	if spare < 0 {
		level := waterLevel(cols, nat, mins, avail-fixed)
		for i, c := range cols {
			w[i] = nat[i]
			if c.Flex {
				w[i] = min(nat[i], max(mins[i], level))
			}
		}
		return w
	}
	grow := min(spare, flexNat*(flexGrow-1))
	for i, c := range cols {
		w[i] = nat[i] + (spare-grow)/float64(len(cols))
		if c.Flex {
			w[i] += grow * nat[i] / flexNat
		}
	}
	return w
}

// waterLevel finds the width L at which the flex columns, each given L but
// at least its minimum and at most its natural width, fill room: narrow
// columns keep their whole text and the rest share evenly, so one very long
// name does not shorten every name of the other column (White and Black
// of a pairing list). The level is found by bisection to 0.01 mm.
func waterLevel(cols []Column, nat, mins []float64, room float64) float64 {
	filled := func(level float64) float64 {
		sum := 0.0
		for i, c := range cols {
			if c.Flex {
				sum += min(nat[i], max(mins[i], level))
			}
		}
		return sum
	}
	lo, hi := 0.0, room
	for hi-lo > 0.01 {
		if mid := (lo + hi) / 2; filled(mid) <= room {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// flexGrow is how far spare room widens a flex column before the other
// columns get a share.
const flexGrow = 1.6

func setCellFont(f *fpdf.Fpdf, c Column, body float64) {
	style := ""
	if c.Bold {
		style = "B"
	}
	f.SetFont("sans", style, colFont(c, body))
}

// renderTable draws every page: header, column titles, rows, notes, footer.
func renderTable(f *fpdf.Fpdf, d *Document, l tableLayout) {
	if len(d.Emblem) > 0 {
		l.emblem = registerEmblem(f, d, d.Emblem)
	}
	f.SetLineWidth(0.2)
	f.SetDrawColor(80, 80, 80)
	for p := range l.pages {
		f.AddPage()
		top := drawHeader(f, d, l)
		bottom := top
		for b := range l.blocks {
			first := (p*l.blocks + b) * l.perPage
			if first >= len(d.Rows) && (len(d.Rows) > 0 || b > 0) {
				break
			}
			x := l.blockX(b)
			y := drawColumnTitles(f, d, l, x, top)
			for i := first; i < min(first+l.perPage, len(d.Rows)); i++ {
				drawRow(f, d, l, d.Rows[i], x, y, (i-first)%2 == 1)
				y += l.rowH
			}
			bottom = max(bottom, y)
		}
		if p == l.pages-1 {
			drawNotes(f, d, l, bottom)
		}
		drawFooter(f, d, l, p+1)
	}
}

func drawHeader(f *fpdf.Fpdf, d *Document, l tableLayout) float64 {
	pw, _ := l.pageSize()
	room := pw - 2*margin
	if l.emblem != "" {
		eh := min(d.headerHeight()-3, 18)
		info := f.GetImageInfo(l.emblem)
		ew := min(eh*info.Width()/info.Height(), 40)
		f.ImageOptions(l.emblem, pw-margin-ew, margin, ew, eh, false, fpdf.ImageOptions{}, 0, "")
		room -= ew + 3
	}
	f.SetXY(margin, margin)
	if d.Organisation != "" {
		f.SetFont("sans", "B", 11)
		f.CellFormat(room, orgH, fit(f, d.Organisation, room, false), "", 2, "L", false, 0, "")
	}
	f.SetFont("sans", "B", titleSize)
	f.CellFormat(room, titleH, fit(f, d.Title, room, false), "", 2, "L", false, 0, "")
	f.SetFont("sans", "", headerSize)
	for _, h := range d.Header {
		f.CellFormat(room, headerH, fit(f, h, room, false), "", 2, "L", false, 0, "")
	}
	return margin + d.headerHeight()
}

func drawColumnTitles(f *fpdf.Fpdf, d *Document, l tableLayout, x, y float64) float64 {
	f.SetFont("sans", "B", headFont(l.font))
	f.SetFillColor(215, 215, 215)
	for i, c := range d.Columns {
		f.SetXY(x, y)
		if d.Portrait {
			f.SetFont("sans", "B", fitSize(func(pt float64) float64 {
				f.SetFont("sans", "B", pt)
				return f.GetStringWidth(c.Title)
			}, headFont(l.font), minTitleFont, l.widths[i]-2*cellPad))
		}
		f.CellFormat(l.widths[i], l.rowH, fit(f, c.Title, l.widths[i]-2*cellPad, false), "1", 0, "C", true, 0, "")
		x += l.widths[i]
	}
	return y + l.rowH
}

// drawRow draws one row at x, y; every second row of a block is shaded,
// so the eye keeps to its line across a wide wall list.
func drawRow(f *fpdf.Fpdf, d *Document, l tableLayout, row []string, x, y float64, shade bool) {
	f.SetFillColor(235, 235, 235)
	for i, c := range d.Columns {
		text := ""
		if i < len(row) {
			text = row[i]
		}
		setCellFont(f, c, l.font)
		f.SetXY(x, y)
		if c.Name {
			room := l.widths[i] - 2*cellPad
			text = l.nameIn(text)
			// a name too wide for its cell is set smaller on its line
			// only, down to minCellNameScale (and the renderer's floor),
			// so its surname prints whole
			least := max(minFont, colFont(c, l.font)*minCellNameScale)
			for size := colFont(c, l.font); f.GetStringWidth(text) > room && size > least; {
				size = max(least, size*0.95)
				f.SetFontSize(size)
			}
			text = fitName(f.GetStringWidth, text, room, l.clash)
		} else {
			text = fit(f, text, l.widths[i]-2*cellPad, false)
		}
		f.CellFormat(l.widths[i], l.rowH, text, "1", 0, string(align(c)), shade, 0, "")
		x += l.widths[i]
	}
}

func align(c Column) Align {
	if c.Align == 0 {
		return Left
	}
	return c.Align
}

func drawNotes(f *fpdf.Fpdf, d *Document, l tableLayout, y float64) {
	pw, ph := l.pageSize()
	y += 3
	if y+noteH*float64(len(l.notes)) > ph-footerGap {
		y = margin + d.headerHeight()
	}
	f.SetFont("sans", "", headerSize)
	for _, n := range l.notes {
		f.SetXY(margin, y)
		f.CellFormat(pw-2*margin, noteH, n, "", 0, "L", false, 0, "")
		y += noteH
	}
}

func drawFooter(f *fpdf.Fpdf, d *Document, l tableLayout, page int) {
	pw, ph := l.pageSize()
	f.SetFont("sans", "", 8)
	num := d.pageNumber(page+l.first, l.pages+l.first)
	nw := f.GetStringWidth(num) + 2
	f.SetXY(margin, ph-margin+2)
	f.CellFormat(pw-2*margin-nw, 4, fit(f, d.Footer, pw-2*margin-nw-4, false), "", 0, "L", false, 0, "")
	f.CellFormat(nw, 4, num, "", 0, "R", false, 0, "")
}
