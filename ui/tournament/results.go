package tournament

import (
	"fyne.io/fyne/v2"
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
