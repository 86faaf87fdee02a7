package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// column is a column of the tournament tables: a translated title, a
// width, and how a text too wide for it is shortened (fit.go).
type column struct {
	title string
	width float32
	fit   cellFit
}

// truncatedLabel is a table or list cell: a label that ends in "…" when
// its text is wider than the column.
func truncatedLabel() fyne.CanvasObject {
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// boldHeader makes the header cells of a table: bold labels aligned as align.
func boldHeader(align fyne.TextAlign) func() fyne.CanvasObject {
	return func() fyne.CanvasObject { return widget.NewLabelWithStyle("", align, fyne.TextStyle{Bold: true}) }
}

// setUpTable makes t a read-only table of labels with a header row of the
// given (already translated) titles; onSelected, when not nil, gets the row
// selected.
func setUpTable(t *widget.Table, cols []column, rows func() int, cell func(row, col int) string, onSelected func(row int)) {
	t.Length = func() (int, int) { return rows(), len(cols) }
	t.CreateCell = truncatedLabel
	// name columns of one width are one list (White and Black of a board
	// list): one form and one clash set for them; a column of another
	// width (the coaches beside the players) is a list of its own
	names := map[float32]*nameClashes{}
	clash := func(width float32) func() *nameClashes {
		return func() *nameClashes {
			if names[width] == nil {
				names[width] = &nameClashes{}
			}
			return names[width].of(func(yield func(string)) {
				for c, col := range cols {
					if col.fit == fitName && col.width == width {
						for r := range rows() {
							yield(cell(r, c))
						}
					}
				}
			})
		}
	}
	t.UpdateCell = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Row < rows() && id.Col < len(cols) {
			setFitted(o.(*widget.Label), cell(id.Row, id.Col), cols[id.Col].width, cols[id.Col].fit, clash(cols[id.Col].width))
		}
	}
	t.ShowHeaderRow = true
	t.CreateHeader = boldHeader(fyne.TextAlignLeading)
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Col >= 0 && id.Col < len(cols) {
			o.(*widget.Label).SetText(cols[id.Col].title)
		}
	}
	if onSelected == nil {
		return
	}
	t.OnSelected = func(id widget.TableCellID) {
		if id.Row >= 0 && id.Row < rows() {
			onSelected(id.Row)
		}
	}
}

// newTable is a new table set up by setUpTable.
func newTable(cols []column, rows func() int, cell func(row, col int) string, onSelected func(row int)) *widget.Table {
	t := &widget.Table{}
	buildTable(t, t, cols, rows, cell, onSelected)
	return t
}

// newColumnsKeyTable is newTable as a keyTable (window_keys.go): the
// keyTable goes in the layout, its Table is for the code.
func newColumnsKeyTable(cols []column, rows func() int, cell func(row, col int) string, onSelected func(row int)) *keyTable {
	kt := &keyTable{}
	buildTable(&kt.Table, kt, cols, rows, cell, onSelected)
	return kt
}

// buildTable sets t up with cols; impl is the widget t extends (t itself,
// or the type that embeds it).
func buildTable(t *widget.Table, impl fyne.Widget, cols []column, rows func() int, cell func(row, col int) string, onSelected func(row int)) {
	cols = slices.Clone(cols)
	for i := range cols { // the cells fit the width the column gets
		cols[i].width = max(cols[i].width, headerWidth(cols[i].title))
	}
	setUpTable(t, cols, rows, cell, onSelected)
	t.ExtendBaseWidget(impl)
	setWidths(t, cols)
}

// setWidths gives each column its width, or the width of its title when
// that is wider (a header is a plain label: a longer title, as the English
// «Checked in» over the Ukrainian «Прибув», ran over the next column's).
func setWidths(t *widget.Table, cols []column) {
	for i, c := range cols {
		t.SetColumnWidth(i, max(c.width, headerWidth(c.title)))
	}
}

// headerWidth is the width a header cell needs for title in bold.
func headerWidth(title string) float32 {
	return fyne.MeasureText(title, theme.TextSize(), fyne.TextStyle{Bold: true}).Width + 2*theme.InnerPadding()
}

// fixedWidth gives o a fixed width (selects otherwise shrink to their
// placeholder and cut the chosen text).
func fixedWidth(w float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(w, o.MinSize().Height), o)
}
