package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// textColumn is one column of a textTable: a title (translation key) and a width.
type textColumn struct {
	title string
	width float32
}

// newTextTable builds a read-only table with a header row. rows gives the
// number of rows, cell the text of one cell; onSelected gets the row tapped.
func newTextTable(cols []textColumn, rows func() int, cell func(row, col int) string, onSelected func(row int)) *widget.Table {
	t := widget.NewTable(
		func() (int, int) { return rows(), len(cols) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			if id.Row < rows() {
				o.(*widget.Label).SetText(cell(id.Row, id.Col))
			}
		})
	t.ShowHeaderRow = true
	t.CreateHeader = func() fyne.CanvasObject {
		return widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Col >= 0 && id.Col < len(cols) {
			o.(*widget.Label).SetText(lang.L(cols[id.Col].title))
		}
	}
	for i, c := range cols {
		t.SetColumnWidth(i, c.width)
	}
	t.OnSelected = func(id widget.TableCellID) {
		if id.Row >= 0 && id.Row < rows() {
			onSelected(id.Row)
		}
	}
	return t
}
