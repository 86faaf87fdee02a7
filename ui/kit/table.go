package kit

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Column is a column of the tournament tables: a translated title, a
// width, and how a text too wide for it is shortened (fit.go).
type Column struct {
	Title string
	Width float32
	Fit   CellFit
}

// TruncatedLabel is a table or list cell: a label that ends in "…" when
// its text is wider than the column.
func TruncatedLabel() fyne.CanvasObject {
	l := widget.NewLabel("")
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// BoldHeader makes the header cells of a table: bold labels aligned as align.
func BoldHeader(align fyne.TextAlign) func() fyne.CanvasObject {
	return func() fyne.CanvasObject { return widget.NewLabelWithStyle("", align, fyne.TextStyle{Bold: true}) }
}

// SetUpTable makes t a read-only table of labels with a header row of the
// given (already translated) titles; onSelected, when not nil, gets the row
// selected.
func SetUpTable(t *widget.Table, cols []Column, rows func() int, cell func(row, col int) string, onSelected func(row int)) {
	t.Length = func() (int, int) { return rows(), len(cols) }
	t.CreateCell = TruncatedLabel
	// name columns of one width are one list (White and Black of a board
	// list): one form and one clash set for them; a column of another
	// width (the coaches beside the players) is a list of its own
	names := map[float32]*NameClashes{}
	clash := func(width float32) func() *NameClashes {
		return func() *NameClashes {
			if names[width] == nil {
				names[width] = &NameClashes{}
			}
			return names[width].Of(func(yield func(string)) {
				for c, col := range cols {
					if col.Fit == FitName && col.Width == width {
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
			SetFitted(o.(*widget.Label), cell(id.Row, id.Col), cols[id.Col].Width, cols[id.Col].Fit, clash(cols[id.Col].Width))
		}
	}
	t.ShowHeaderRow = true
	t.CreateHeader = BoldHeader(fyne.TextAlignLeading)
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Col >= 0 && id.Col < len(cols) {
			o.(*widget.Label).SetText(cols[id.Col].Title)
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

// NewTable is a new table set up by setUpTable.
func NewTable(cols []Column, rows func() int, cell func(row, col int) string, onSelected func(row int)) *widget.Table {
	t := &widget.Table{}
	buildTable(t, t, cols, rows, cell, onSelected)
	return t
}

// NewColumnsKeyTable is newTable as a keyTable (window_keys.go): the
// keyTable goes in the layout, its Table is for the code.
func NewColumnsKeyTable(cols []Column, rows func() int, cell func(row, col int) string, onSelected func(row int)) *KeyTable {
	kt := &KeyTable{}
	buildTable(&kt.Table, kt, cols, rows, cell, onSelected)
	return kt
}

// buildTable sets t up with cols; impl is the widget t extends (t itself,
// or the type that embeds it).
func buildTable(t *widget.Table, impl fyne.Widget, cols []Column, rows func() int, cell func(row, col int) string, onSelected func(row int)) {
	cols = slices.Clone(cols)
	for i := range cols { // the cells fit the width the column gets
		cols[i].Width = max(cols[i].Width, HeaderWidth(cols[i].Title))
	}
	SetUpTable(t, cols, rows, cell, onSelected)
	t.ExtendBaseWidget(impl)
	SetWidths(t, cols)
}

// SetWidths gives each column its width, or the width of its title when
// that is wider (a header is a plain label: a longer title, as the English
// «Checked in» over the Ukrainian «Прибув», ran over the next column's).
func SetWidths(t *widget.Table, cols []Column) {
	for i, c := range cols {
		t.SetColumnWidth(i, max(c.Width, HeaderWidth(c.Title)))
	}
}

// HeaderWidth is the width a header cell needs for title in bold.
func HeaderWidth(title string) float32 {
	return fyne.MeasureText(title, theme.TextSize(), fyne.TextStyle{Bold: true}).Width + 2*theme.InnerPadding()
}

// FixedWidth gives o a fixed width (selects otherwise shrink to their
// placeholder and cut the chosen text).
func FixedWidth(w float32, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(w, o.MinSize().Height), o)
}
