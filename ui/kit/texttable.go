package kit

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// TextColumn is one column of a textTable: a title (translation key) and a width.
type TextColumn struct {
	Title string
	Width float32
}

// NewTextTable builds a read-only table with a header row, as newTable does,
// from columns whose titles are still translation keys. rows gives the
// number of rows, cell the text of one cell; onSelected gets the row tapped.
func NewTextTable(cols []TextColumn, rows func() int, cell func(row, col int) string, onSelected func(row int)) *widget.Table {
	translated := make([]Column, len(cols))
	for i, c := range cols {
		translated[i] = Column{Title: lang.L(c.Title), Width: c.Width}
	}
	return NewTable(translated, rows, cell, onSelected)
}
