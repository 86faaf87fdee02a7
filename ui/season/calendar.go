package season

import (
	"context"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/seasons"
	"arbiter/ui/kit"
)

func newSeasonCalendar(s *Screen, reload func()) *seasonCalendar {
	return &seasonCalendar{s: s, reload: reload, selected: -1}
}

func (c *seasonCalendar) buildUI() fyne.CanvasObject {
	titles := []string{lang.L("Date"), lang.L("Tournament"), lang.L("Kind"), lang.L("Cup"), lang.L("Norm level"), lang.L("Players")}
	widths := []float32{110, 420, 130, 130, 130, 90}
	c.table = widget.NewTable(func() (int, int) { return len(c.tours), len(titles) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.TableCellID, o fyne.CanvasObject) { o.(*widget.Label).SetText(c.cell(id.Row, id.Col)) })
	c.table.ShowHeaderRow = true
	c.table.CreateHeader = kit.BoldHeader(fyne.TextAlignLeading)
	c.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Col >= 0 {
			o.(*widget.Label).SetText(titles[id.Col])
		}
	}
	for i, w := range widths {
		c.table.SetColumnWidth(i, w)
	}
	c.table.OnSelected = func(id widget.TableCellID) {
		c.selected = id.Row
		kit.SetEnabled(c.edit, id.Row >= 0 && id.Row < len(c.tours))
	}
	c.add = widget.NewButtonWithIcon(lang.L("Add tournament"), theme.ContentAddIcon(), c.onAddTapped)
	c.edit = widget.NewButtonWithIcon(lang.L("Edit"), theme.DocumentCreateIcon(), c.onEditTapped)
	c.edit.Disable()
	c.schedule = widget.NewLabel(seasons.Schedule2010.Line(kit.GUILang()))
	return container.NewBorder(container.NewHBox(c.add, c.edit), c.schedule, nil, nil, c.table)
}

func (c *seasonCalendar) cell(row, col int) string {
	if row >= len(c.tours) {
		return ""
	}
	t := c.tours[row]
	switch col {
	case 0:
		return t.StartDate.Display()
	case 1:
		return t.Name
	case 2:
		return kit.KindLabel(t.Kind)
	case 3:
		return kit.CupLabel(t.Cup)
	case 4:
		return kit.LevelLabel(t.Level)
	}
	return c.players(t.ID)
}

// players counts a tournament's registrations in the season's results.
func (c *seasonCalendar) players(id model.TournamentID) string {
	v := c.s.view
	if v == nil {
		return ""
	}
	n := 0
	for _, row := range [][]seasons.Row{v.Tables.Gold, v.Tables.Silver} {
		for _, r := range row {
			for _, term := range r.Terms {
				if term.Tournament == int64(id) {
					n++
				}
			}
		}
	}
	if n == 0 {
		return "—"
	}
	return strconv.Itoa(n)
}

func (c *seasonCalendar) set(v *seasons.View) {
	c.tours = v.Tournaments
	c.selected = -1
	c.table.UnselectAll()
	c.edit.Disable()
	c.table.Refresh()
}

func (c *seasonCalendar) onAddTapped() {
	c.form = newCalendarForm()
	c.form.set(model.Tournament{Kind: model.Classical, Cup: seasons.CupGold, Level: seasons.Level4})
	c.dialog = kit.NewEditDialog(c.s.win, lang.L("New tournament of the season"), c.form.content(), 520, c.onSaveTapped)
}

func (c *seasonCalendar) onEditTapped() {
	if c.selected < 0 || c.selected >= len(c.tours) {
		return
	}
	c.form = newCalendarForm()
	c.form.set(c.tours[c.selected])
	c.dialog = kit.NewEditDialog(c.s.win, lang.L("Edit tournament of the season"), c.form.content(), 520, c.onSaveTapped)
}

func (c *seasonCalendar) onSaveTapped() {
	e, err := c.form.entry()
	if err != nil {
		kit.ShowError(c.s.win, err)
		return
	}
	ctx := context.Background()
	if e.ID == 0 {
		_, err = c.s.svc.Seasons.AddSeasonTournament(ctx, c.s.year, model.Tournament{Name: e.Name, StartDate: e.StartDate,
			EndDate: e.EndDate, Kind: e.Kind, Cup: e.Cup, Level: e.Level, System: "swiss-dutch"})
	} else {
		_, err = c.s.svc.Seasons.UpdateCalendarEntry(ctx, c.s.year, e)
	}
	if err != nil {
		kit.ShowError(c.s.win, err)
		return
	}
	c.dialog.Close()
	c.form, c.dialog = nil, nil
	c.reload()
}
