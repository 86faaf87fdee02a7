package kit

import (
	"hash/fnv"
	"regexp"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/pdf"
)

// Shortening a cell's text to its column the way the printouts do: a
// column of names shows them in one form, and a
// person's name keeps its given names in full where initials would show
// two players of the table alike, and never loses its last initial
// (pdf.FitName); a club's name uses the usual abbreviations (ДЮСШ, ШК)
// before it is cut. Only what does not fit is shortened; the label's own
// ellipsis is the last resort.

// CellFit says how a column's text is shortened.
type CellFit int

const (
	FitText CellFit = iota // cut with «…»
	FitName                // a person's name: pdf.FitName
	FitClub                // a club's name: clubAbbreviations, then cut
)

// CellWidth is the room for text in a label of a column width wide.
func CellWidth(width float32) float64 {
	return float64(width - 2*theme.InnerPadding())
}

func MeasureCell(s string) float64 {
	return float64(fyne.MeasureText(s, theme.TextSize(), fyne.TextStyle{}).Width)
}

// NameClashes keeps the clash set (pdf.NameClashes) of a table's name
// columns and the width of their widest name, recomputed only when the
// names change.
type NameClashes struct {
	sum    uint64
	clash  map[string]bool
	widest [3]float64 // the widest name in each form (pdf.NameIn), as the screen measures it
	names  []string
}

// of returns c with the clash set and the widest name of the names each
// yields.
func (c *NameClashes) Of(each func(yield func(string))) *NameClashes {
	h := fnv.New64a()
	c.names = c.names[:0]
	each(func(s string) {
		h.Write([]byte(s))
		h.Write([]byte{0})
		c.names = append(c.names, s)
	})
	if sum := h.Sum64(); c.clash == nil || sum != c.sum {
		c.sum, c.clash, c.widest = sum, pdf.NameClashes(c.names), [3]float64{}
		for _, n := range c.names {
			for form := range c.widest {
				c.widest[form] = max(c.widest[form], MeasureCell(pdf.NameIn(n, form, c.clash)))
			}
		}
	}
	return c
}

// FitCell returns text shortened for a column width wide. A name column
// shows one form for all its names, as the printouts do (pdf.NameIn): the
// full names while the widest fits, else the first given name with the
// others as initials while those fit, else surname and initials for every
// name (the first name in full where two would read alike), cut only when
// even that does not fit.
func FitCell(text string, width float32, how CellFit, names func() *NameClashes) string {
	room := CellWidth(width)
	switch how {
	case FitName:
		n := names()
		for _, form := range []int{pdf.FormFull, pdf.FormFirst} {
			if n.widest[form] <= room {
				return pdf.NameIn(text, form, n.clash)
			}
		}
		return pdf.FitName(MeasureCell, pdf.NameIn(text, pdf.FormInitials, n.clash), room, n.clash)
	case FitClub:
		if MeasureCell(text) <= room {
			return text
		}
		return abbreviateClub(text, room)
	}
	return text
}

// clubAbbreviations are the abbreviations of Ukrainian sports bodies that
// club names use, longest first.
var clubAbbreviations = []struct {
	re   *regexp.Regexp
	abbr string
}{
	{regexp.MustCompile(`(?i)спеціалізована\s+дитячо-юнацька\s+спортивна\s+школа\s+олімпійського\s+резерву`), "СДЮСШОР"},
	{regexp.MustCompile(`(?i)комплексна\s+дитячо-юнацька\s+спортивна\s+школа`), "КДЮСШ"},
	{regexp.MustCompile(`(?i)дитячо-юнацька\s+спортивна\s+школа`), "ДЮСШ"},
	{regexp.MustCompile(`(?i)центр\s+дитячої\s+та\s+юнацької\s+творчості`), "ЦДЮТ"},
	{regexp.MustCompile(`(?i)будинок\s+дитячої\s+та\s+юнацької\s+творчості`), "БДЮТ"},
	{regexp.MustCompile(`(?i)шаховий\s+клуб`), "ШК"},
	{regexp.MustCompile(`(?i)шахова\s+школа`), "ШШ"},
	{regexp.MustCompile(`(?i)спортивний\s+клуб`), "СК"},
	{regexp.MustCompile(`(?i)федерація\s+шахів`), "ФШ"},
}

// abbreviateClub shortens a club's name with clubAbbreviations, one at a
// time, until it fits in room; what still does not fit the label cuts.
func abbreviateClub(name string, room float64) string {
	for _, a := range clubAbbreviations {
		name = a.re.ReplaceAllString(name, a.abbr)
		if MeasureCell(name) <= room {
			break
		}
	}
	return name
}

// SetFitted shows text in the label l of a column width wide, shortened as how says.
func SetFitted(l *widget.Label, text string, width float32, how CellFit, names func() *NameClashes) {
	l.SetText(FitCell(text, width, how, names))
}
