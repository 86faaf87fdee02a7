package panel

import (
	"arbiter/model"
	"arbiter/ui/kit"

	"fyne.io/fyne/v2"
)

// BoardKey is the keys of a board list that takes results (the individual
// and the team one): Down, Enter and Up move by one board (move), Delete and
// BackSpace clear the board's result (clear), F11 goes to the window. It
// reports whether it used the key.
func BoardKey(o fyne.CanvasObject, e *fyne.KeyEvent, move func(delta int), clear func()) bool {
	switch e.Name {
	case fyne.KeyDown, fyne.KeyReturn, fyne.KeyEnter:
		move(1)
	case fyne.KeyUp:
		move(-1)
	case fyne.KeyDelete, fyne.KeyBackspace:
		clear()
	default:
		return kit.ForwardWindowKey(o, e)
	}
	return true
}

// ResultKeys maps a typed key to the result: 1 White wins, = or 5 a draw,
// 0 Black wins, + and - forfeits, * a double forfeit.
var ResultKeys = map[rune]model.GameResult{
	'1': model.WhiteWon, '=': model.Drawn, '5': model.Drawn, '0': model.BlackWon,
	'+': model.WhiteWonForfeit, '-': model.BlackWonForfeit, '*': model.DoubleForfeit,
}
