package ui

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// textColumn is one column of a textTable: a title (translation key) and a width.
type textColumn struct {
	title string
	width float32
}

// newTextTable builds a read-only table with a header row, as newTable does,
// from columns whose titles are still translation keys. rows gives the
// number of rows, cell the text of one cell; onSelected gets the row tapped.
func newTextTable(cols []textColumn, rows func() int, cell func(row, col int) string, onSelected func(row int)) *widget.Table {
	translated := make([]column, len(cols))
	for i, c := range cols {
		translated[i] = column{title: lang.L(c.title), width: c.width}
	}
	return newTable(translated, rows, cell, onSelected)
}
