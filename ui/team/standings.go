package team

import (
	"context"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model/teams"
	"arbiter/ui/pdf"
	"arbiter/ui/printout"

	"arbiter/ui/kit"
)

// teamStandings is the Таблиця tab of a team tournament (README
// "Team competitions"): the team standings with shared places and the tournament's
// team tie-breaks, the team crosstable with the match scores («3½–½»),
// the board-by-board table, the §3/§19 extra match for first place (a
// button records it when it applies) and every team printout.
type teamStandings struct {
	e         *eventCore
	showExtra func() // the Тури tab at the extra match

	sel      *widget.Select
	stack    *fyne.Container
	table    *widget.Table
	cross    *widget.Table
	boards   *widget.Table
	note     *widget.Label
	legend   *widget.Label // what МО and Очки are, with their FIDE codes
	extra    *widget.Button
	print    *widget.Button
	closing  *teamClosing // next season's group A (finish.go)
	codes    []string
	crossTab pdf.TeamCross
	rows     []pdf.BoardResultRow
}

// newTeamStandings is the Таблиця tab; closing's next-year button shows
// in it, and showExtra opens the extra match it records.
func newTeamStandings(e *eventCore, closing *teamClosing, showExtra func()) *teamStandings {
	return &teamStandings{e: e, closing: closing, showExtra: showExtra}
}

func (t *teamStandings) buildUI() fyne.CanvasObject {
	t.table = &widget.Table{}
	t.table.ShowHeaderRow = true
	t.table.Length = func() (int, int) { return t.standingRows(), 4 + len(t.codes) }
	t.table.CreateCell = kit.TruncatedLabel
	t.table.UpdateCell = func(id widget.TableCellID, o fyne.CanvasObject) {
		o.(*widget.Label).SetText(t.standingCell(id.Row, id.Col))
	}
	t.table.CreateHeader = kit.BoldHeader(fyne.TextAlignLeading)
	t.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) { o.(*widget.Label).SetText(t.standingHeader(id.Col)) }
	t.table.ExtendBaseWidget(t.table)

	t.cross = &widget.Table{}
	t.cross.ShowHeaderRow = true
	t.cross.Length = func() (int, int) { return len(t.crossTab.Teams), 5 + len(t.crossTab.Teams) }
	t.cross.CreateCell = kit.TruncatedLabel
	t.cross.UpdateCell = func(id widget.TableCellID, o fyne.CanvasObject) {
		o.(*widget.Label).SetText(t.crossCell(id.Row, id.Col))
	}
	t.cross.CreateHeader = kit.BoldHeader(fyne.TextAlignLeading)
	t.cross.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) { o.(*widget.Label).SetText(t.crossHeader(id.Col)) }
	t.cross.ExtendBaseWidget(t.cross)

	cols := []kit.Column{{Title: lang.L("Team"), Width: 220, Fit: kit.FitClub}, {Title: lang.L("Player"), Width: 300, Fit: kit.FitName}, {Title: lang.L("Boards"), Width: 90, Fit: kit.FitText}, {Title: lang.L("Games"), Width: 70, Fit: kit.FitText},
		{Title: lang.L("Points"), Width: 70, Fit: kit.FitText}, {Title: "%", Width: 60, Fit: kit.FitText}, {Title: lang.L("Performance"), Width: 110, Fit: kit.FitText}}
	t.boards = kit.NewTable(cols, func() int { return len(t.rows) }, t.boardCell, nil)

	t.stack = container.NewStack(t.table, t.cross, t.boards)
	views := []string{lang.L("Team standings"), lang.L("Team crosstable"), lang.L("Board by board")}
	t.sel = kit.NewSelect(views, func(string) { t.showSelected() })
	t.note = widget.NewLabel("")
	t.note.Wrapping = fyne.TextWrapWord
	t.extra = widget.NewButtonWithIcon(lang.L("Record the extra match"), theme.ContentAddIcon(), t.onExtra)
	t.print = kit.NewMenuButton(lang.L("Print"), theme.DocumentPrintIcon(),
		fyne.NewMenuItem(lang.L("Team standings"), func() { t.e.print("standings", 0) }),
		fyne.NewMenuItem(lang.L("Team crosstable"), func() { t.e.print("crosstable", 0) }),
		fyne.NewMenuItem(lang.L("Board by board"), func() { t.e.print("boards", 0) }),
		fyne.NewMenuItem(lang.L("Diplomas for the team and its members"), func() { t.e.print("diplomas", 0) }))
	t.sel.SetSelectedIndex(0)
	top := container.NewVBox(container.NewHBox(kit.FixedWidth(260, t.sel), t.print, t.extra, t.closing.nextYear), t.note)
	// the heads are Ukrainian on screen as on paper (МО, Очки); the
	// legend gives the FIDE codes (C.07 §4) they stand for
	t.legend = widget.NewLabel(teamHeadsLegend())
	t.legend.Wrapping = fyne.TextWrapWord
	return container.NewBorder(top, t.legend, nil, nil, t.stack)
}

func (t *teamStandings) showSelected() {
	for i, o := range t.stack.Objects {
		if i == t.sel.SelectedIndex() {
			o.Show()
		} else {
			o.Hide()
		}
	}
}

// refresh follows a reload of the tournament.
func (t *teamStandings) refresh() {
	v := t.e.view
	st := v.Standings
	t.codes = nil
	if st != nil {
		for _, sp := range st.List {
			t.codes = append(t.codes, sp.String())
		}
		t.crossTab = printout.TeamCross(v, pdf.Meta{})
	}
	t.rows, _ = printout.TeamBoards(v)
	widths := []float32{70, 260, 60, 70}
	for i, w := range widths {
		t.table.SetColumnWidth(i, w)
	}
	// a tie-break column is as wide as its longest value (TBR lists a
	// value a board: «1½/2½/2½/1½» is never cut)
	for i, code := range t.codes {
		w := max(90, float32(kit.MeasureCell(code)))
		for row := 0; row < t.standingRows(); row++ {
			w = max(w, float32(kit.MeasureCell(t.standingCell(row, 4+i))))
		}
		t.table.SetColumnWidth(4+i, w+2*theme.InnerPadding()+4)
	}
	for i, w := range []float32{60, 220, 50, 60} {
		t.cross.SetColumnWidth(i, w)
	}
	for i := range t.crossTab.Teams {
		t.cross.SetColumnWidth(4+i, 90)
	}
	t.cross.SetColumnWidth(4+len(t.crossTab.Teams), 60)
	legend := teamHeadsLegend()
	if st != nil {
		if tb := teams.CodeLegend(st.List, kit.GUILang()); tb != "" {
			legend += "\n" + kit.GUILang().Tr("Tie-breaks: %s.", tb)
		}
	}
	t.legend.SetText(legend)
	t.note.SetText("")
	t.extra.Hide()
	if st != nil && st.Extra != nil {
		t.note.SetText(printout.ExtraMatchNote(v).In(kit.GUILang()))
		if v.Extra == nil && v.LastRound >= v.Rounds {
			t.extra.Show()
		}
	}
	t.closing.refresh()
	t.table.Refresh()
	t.cross.Refresh()
	t.boards.Refresh()
	t.showSelected()
}

func (t *teamStandings) standingRows() int {
	if t.e.view.Standings == nil {
		return 0
	}
	return len(t.e.view.Standings.Rows)
}

func (t *teamStandings) standingHeader(col int) string {
	switch col {
	case 0:
		return lang.L("Place")
	case 1:
		return lang.L("Team")
	case 2:
		return lang.L("MP")
	case 3:
		return lang.L("GP")
	}
	if k := col - 4; k < len(t.codes) {
		return t.codes[k]
	}
	return ""
}

func (t *teamStandings) standingCell(row, col int) string {
	st := t.e.view.Standings
	if st == nil || row >= len(st.Rows) {
		return ""
	}
	r := st.Rows[row]
	switch col {
	case 0:
		return strings.Replace(r.PlaceText(), "-", "–", 1)
	case 1:
		return r.Name
	case 2:
		return fmt.Sprint(r.MP)
	case 3:
		return teams.Half(r.GP)
	}
	if k := col - 4; k < len(r.Values) {
		return kit.Number(r.Values[k].Text(st.List[k].Code, st.Primary, false))
	}
	return ""
}

// crossHeader: place, team, MP, GP, one column per team (by place), then
// the place again.
func (t *teamStandings) crossHeader(col int) string {
	n := len(t.crossTab.Teams)
	switch {
	case col == 0:
		return lang.L("Place")
	case col == 1:
		return lang.L("Team")
	case col == 2:
		return lang.L("MP")
	case col == 3:
		return lang.L("GP")
	case col-4 < n:
		return fmt.Sprint(col - 3)
	}
	return lang.L("Place")
}

func (t *teamStandings) crossCell(row, col int) string {
	c := t.crossTab
	n := len(c.Teams)
	if row >= n {
		return ""
	}
	switch {
	case col == 0:
		return c.Places[row]
	case col == 1:
		return fmt.Sprintf("%d. %s", row+1, c.Teams[row])
	case col == 2:
		return fmt.Sprint(c.MP[row])
	case col == 3:
		return teams.Half(c.GP[row])
	case col-4 < n:
		if col-4 == row {
			return "×"
		}
		return c.Cells[row][col-4]
	}
	return c.Places[row]
}

func (t *teamStandings) boardCell(row, col int) string {
	if row >= len(t.rows) {
		return ""
	}
	r := t.rows[row]
	switch col {
	case 0:
		return r.Team
	case 1:
		return r.Player
	case 2:
		return r.Boards
	case 3:
		return fmt.Sprint(r.Games)
	case 4:
		return teams.Half(r.Points)
	case 5:
		if r.Games == 0 {
			return ""
		}
		return fmt.Sprint(r.Points * 50 / r.Games)
	}
	if r.Perf == 0 {
		return ""
	}
	return fmt.Sprint(r.Perf)
}

// onExtra records the extra match for first place; its line-ups and
// results are typed in the Тури tab.
func (t *teamStandings) onExtra() {
	id := t.e.s.Current.ID
	t.e.save(func(ctx context.Context, _ bool) error {
		_, err := t.e.svc.CreateExtraMatch(ctx, id)
		return err
	}, t.showExtra)
}

// teamHeadsLegend explains the standings' point heads with the FIDE codes.
func teamHeadsLegend() string {
	return lang.L("{{.MP}} — match points (FIDE code MP); {{.GP}} — game points, the boards' points added up (FIDE code GP).",
		map[string]string{"MP": lang.L("MP"), "GP": lang.L("GP")})
}
