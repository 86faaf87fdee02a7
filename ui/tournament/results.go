package tournament

import (
	"context"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// boardTable is the board list that takes results from the keyboard
// (docs/product.md workflow 5): with the table focused, a result key records the
// result of the selected board and moves to the next board; the arrow keys
// move between boards.
type boardTable struct {
	widget.Table
	p *pairingPanel
}

func newBoardTable(p *pairingPanel) *boardTable {
	b := &boardTable{p: p}
	cols := boardColumns()
	kit.SetUpTable(&b.Table, cols, func() int { return len(p.view.Boards) }, p.cell, p.onBoardSelected)
	b.ExtendBaseWidget(b)
	kit.SetWidths(&b.Table, cols)
	return b
}

// Tapped selects the board and takes the keyboard focus: the embedded
// table looks itself up in the canvas, where only the extending widget is
// known, so it cannot focus itself.
func (b *boardTable) Tapped(e *fyne.PointEvent) {
	b.Table.Tapped(e)
	if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
		c.Focus(b)
	}
}

// TypedRune records the result the key stands for.
func (b *boardTable) TypedRune(r rune) { b.p.onResultKey(r) }

// TypedKey moves between boards (Up, Down) and clears a result (Delete,
// BackSpace); F11 goes to the window (the hall screen), other keys to the
// table.
func (b *boardTable) TypedKey(e *fyne.KeyEvent) {
	if !panel.BoardKey(b, e, func(d int) { b.p.goToBoard(b.p.row + d) }, func() { b.p.enterResult(model.NoGameResult) }) {
		b.Table.TypedKey(e)
	}
}

func (p *pairingPanel) onResultKey(r rune) {
	if adjournKeys[r] { // results_adjourned.go
		p.adjournSelected()
		return
	}
	if res, ok := panel.ResultKeys[r]; ok {
		p.enterResult(res)
	}
}

func (p *pairingPanel) onBoardSelected(row int) {
	p.row = row
	p.enable()
	if p.why != nil {
		p.why.refresh()
	}
}

// goToBoard puts the keyboard on board row (index in the list), if it exists.
func (p *pairingPanel) goToBoard(row int) {
	if row < 0 {
		row = 0 // ↑ on board 1 brings it (and the header) into view
	}
	if row >= len(p.view.Boards) {
		return
	}
	p.boards.Select(widget.TableCellID{Row: row, Col: 5})
	if row == 0 {
		p.boards.ScrollToTop()
	}
	p.row = row
	p.enable()
}

// focusBoards gives the board list the keyboard, so the first result key
// after pairing reaches it without a click.
func (p *pairingPanel) focusBoards() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(p.boards); c != nil {
		c.Focus(p.boards)
	}
}

// firstOpenBoard is the first board at or after row without a result, or
// row itself when every board has one.
func (p *pairingPanel) firstOpenBoard(row int) int {
	for i := row; i < len(p.view.Boards); i++ {
		if p.view.Boards[i].Result == model.NoGameResult {
			return i
		}
	}
	return row
}

// enterResult records res on the selected board and moves on. A board
// that already has a different result is corrected only after the
// director confirms.
func (p *pairingPanel) enterResult(res model.GameResult) {
	if p.row < 0 || p.row >= len(p.view.Boards) || p.s.Current.Finished {
		return
	}
	b := p.view.Boards[p.row]
	switch {
	case b.Adjourned: // its real result (results_adjourned.go)
		p.enterAdjournedResult(p.row, res)
	case b.Result == res:
		p.goToBoard(p.row + 1)
	case b.Result == model.NoGameResult:
		p.saveResult(p.row, res, false)
	default:
		row := p.row
		kit.Confirm(p.s.Win, lang.L("Correct result"), p.correctionText(b, res), func() { p.saveResult(row, res, true) })
	}
}

// correctionText asks to change (or clear) the result of board b, and
// warns when later rounds of a Swiss were paired on the old result: they
// stay as paired; only the rounds paired from now on read the correction
// (C.04.2).
func (p *pairingPanel) correctionText(b model.Board, res model.GameResult) string {
	m := map[string]string{"B": strconv.Itoa(b.No), "Old": b.Result.String(), "New": res.String()}
	q := lang.L("Board {{.B}} already has the result {{.Old}}. Change it to {{.New}}?", m)
	if res == model.NoGameResult {
		q = lang.L("Board {{.B}} has the result {{.Old}}. Clear it?", m)
	}
	if p.s.Current.System != model.SystemSwissDutch || p.round >= p.paired {
		return q
	}
	later := lang.L("Round {{.R}} was already paired on the old result; it stays as it is, and only the rounds paired from now on use the correction (C.04.2).",
		map[string]int{"R": p.round + 1})
	if p.paired > p.round+1 {
		later = lang.L("Rounds {{.From}}–{{.To}} were already paired on the old result; they stay as they are, and only the rounds paired from now on use the correction (C.04.2).",
			map[string]int{"From": p.round + 1, "To": p.paired})
	}
	return q + "\n\n" + later
}

// saveResult shows the result of board row at once and moves the keyboard
// to the next board; the Service stores it off the UI thread, in the order
// typed. If the Service refuses, the board shows its old result again and
// the director reads why.
func (p *pairingPanel) saveResult(row int, res model.GameResult, correct bool) {
	b := p.view.Boards[row]
	id, round, old := p.s.Current.ID, p.round, b.Result
	p.view.Boards[row].Result = res
	p.savesQueued++
	p.boards.Refresh()
	p.updateStatus()
	if row+1 < len(p.view.Boards) {
		p.goToBoard(row + 1)
	}
	p.saves.run(p.s.Bg.Inline, func() func() {
		err := p.s.Svc.Tournaments.SetGameResult(context.Background(), id, round, b.No, res, correct)
		return func() {
			if err == nil {
				p.s.Changed()
				return
			}
			if id == p.s.Current.ID && round == p.round && row < len(p.view.Boards) && p.view.Boards[row].Result == res {
				p.view.Boards[row].Result = old
				p.boards.Refresh()
				p.updateStatus()
			}
			kit.ShowError(p.s.Win, err)
		}
	})
}

// serialQueue runs jobs off the UI thread one after another, in the order
// given, and applies each job's result on the UI thread.
type serialQueue struct {
	jobs chan func() func()
}

func (q *serialQueue) run(inline bool, work func() func()) {
	if inline { // tests: see worker.inline
		work()()
		return
	}
	if q.jobs == nil {
		q.jobs = make(chan func() func(), 1024)
		go func() {
			for job := range q.jobs {
				fyne.DoAndWait(job())
			}
		}()
	}
	q.jobs <- work
}

// updateStatus says how many boards still wait for a result.
func (p *pairingPanel) updateStatus() {
	if p.round == 0 {
		p.status.SetText(lang.L("No round paired yet."))
		return
	}
	open := 0
	for _, b := range p.view.Boards {
		if b.Result == model.NoGameResult {
			open++
		}
	}
	if open == 0 {
		p.status.SetText(lang.L("Round {{.R}} is complete.", map[string]int{"R": p.round}))
		return
	}
	p.status.SetText(lang.L("Round {{.R}}: {{.N}} boards without a result.", map[string]int{"R": p.round, "N": open}))
}
