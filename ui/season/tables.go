package season

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/seasons"
	"arbiter/ui/kit"
)

func newSeasonTableView(s *Screen, name string) *seasonTableView {
	return &seasonTableView{s: s, name: name}
}

func (t *seasonTableView) buildUI() fyne.CanvasObject {
	t.filter = kit.NewSelect(nil, func(string) { t.applyFilter() })
	t.detail = widget.NewLabel(lang.L("Select a row to see which results counted."))
	t.detail.Wrapping = fyne.TextWrapWord
	t.count = widget.NewLabel("")
	t.print = widget.NewButtonWithIcon(lang.L("Print table"), theme.DocumentPrintIcon(), func() { t.s.printTable(t) })
	t.table = widget.NewTable(
		func() (int, int) { return len(t.shown), len(t.titles) },
		kit.TruncatedLabel,
		t.updateCell)
	t.table.ShowHeaderRow = true
	t.table.CreateHeader = kit.BoldHeader(fyne.TextAlignLeading)
	t.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Col >= 0 && id.Col < len(t.titles) {
			o.(*widget.Label).SetText(t.titles[id.Col])
		}
	}
	t.table.OnSelected = t.onRowSelected
	var top fyne.CanvasObject = container.NewHBox(t.print)
	if t.cup() {
		top = container.NewHBox(widget.NewLabel(lang.L("Category")), t.filter, t.print)
	}
	split := container.NewHSplit(t.table, container.NewVScroll(t.detail))
	split.Offset = 0.66
	return container.NewBorder(top, t.count, nil, nil, split)
}

func (t *seasonTableView) updateCell(id widget.TableCellID, o fyne.CanvasObject) {
	text := ""
	if id.Row < len(t.shown) && id.Col < len(t.titles) {
		row := t.data.Rows[t.shown[id.Row]]
		if id.Col < len(row) {
			text = row[id.Col]
		}
		if t.data.Header[id.Col] == "birth_date" {
			if d, err := model.ParseDate(text); err == nil {
				text = d.Display()
			}
		}
	}
	how := kit.FitText
	switch {
	case id.Col >= len(t.titles):
	case t.data.Header[id.Col] != "name":
	case t.name == "clubs":
		how = kit.FitClub
	case t.name == "coaches":
		how = kit.FitName
	}
	if how == kit.FitText {
		o.(*widget.Label).SetText(text)
		return
	}
	col := id.Col
	kit.SetFitted(o.(*widget.Label), text, t.widths[col], how, func() *kit.NameClashes {
		return t.names.Of(func(yield func(string)) {
			for _, r := range t.shown {
				if row := t.data.Rows[r]; col < len(row) {
					yield(row[col])
				}
			}
		})
	})
}

// set shows the table of v.
func (t *seasonTableView) set(v *seasons.View) {
	data, err := v.Table(t.name)
	if err != nil {
		kit.ShowError(t.s.win, err)
		return
	}
	t.data = data
	if t.cup() {
		weighCounted(&t.data, t.cupRowsOf(v)) // counted.go
	}
	t.titles = make([]string, len(data.Header))
	t.widths = make([]float32, len(data.Header))
	for i, h := range data.Header {
		t.titles[i] = seasonHeader(h, t.cup())
		w := seasonColumnWidth(h)
		if h == "name" && !t.cup() {
			w = 330 // a club's or coach's full name
		}
		t.table.SetColumnWidth(i, w)
		t.widths[i] = w
	}
	if t.cup() {
		t.filters = seasonFilters(v)
		opts := make([]string, len(t.filters))
		for i, f := range t.filters {
			opts[i] = f.label
		}
		sel := t.filter.Selected
		t.filter.Options = opts
		if !seasonContains(opts, sel) {
			sel = opts[0]
		}
		t.filter.Selected = sel
		t.filter.Refresh()
	}
	t.applyFilter()
}

// applyFilter keeps the rows of the chosen category (places stay those of
// the whole table).
func (t *seasonTableView) applyFilter() {
	t.shown = t.shown[:0]
	var keep func(*seasons.Player) bool
	for _, f := range t.filters {
		if f.label == t.filter.Selected {
			keep = f.keep
		}
	}
	rows := t.cupRows()
	for i := range t.data.Rows {
		if keep == nil || (i < len(rows) && keep(rows[i].Player)) {
			t.shown = append(t.shown, i)
		}
	}
	t.table.UnselectAll()
	t.detail.SetText(lang.L("Select a row to see which results counted."))
	t.table.Refresh()
	t.count.SetText(lang.L("Rows shown: {{.N}} of {{.All}}", map[string]int{"N": len(t.shown), "All": len(t.data.Rows)}))
}

// cupRows returns the engine rows behind a cup table (in the same order).
func (t *seasonTableView) cupRows() []seasons.Row { return t.cupRowsOf(t.s.view) }

func (t *seasonTableView) cupRowsOf(v *seasons.View) []seasons.Row {
	if v == nil {
		return nil
	}
	switch t.name {
	case "gold":
		return v.Tables.Gold
	case "silver":
		return v.Tables.Silver
	}
	return nil
}

func (t *seasonTableView) onRowSelected(id widget.TableCellID) {
	if id.Row < 0 || id.Row >= len(t.shown) {
		return
	}
	i := t.shown[id.Row]
	row := t.data.Rows[i]
	head := strings.Join(seasonNonEmpty(row[1:min(3, len(row))]), " ")
	if !t.cup() {
		head = row[1]
	}
	lines := []string{head + " — " + lang.L("place") + " " + row[0]}
	if i < len(t.data.Details) {
		for _, d := range t.data.Details[i] {
			lines = append(lines, detailNumbers(d))
		}
	}
	t.detail.SetText(strings.Join(lines, "\n"))
}

func seasonNonEmpty(ss []string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

func seasonContains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func seasonColumnWidth(code string) float32 {
	switch code {
	case "place":
		return 64
	case "surname":
		return 150
	case "name":
		return 130
	case "birth_date":
		return 110
	case "total":
		return 96
	case "settlement":
		return 130
	}
	if _, ok := countedColumn(code); ok {
		return 110 // «1-й × K_a»
	}
	if len(code) <= 3 {
		return 72
	}
	return 330
}
