package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// listLines is how many lines a confirmation shows before its text
// scrolls; listHeight the height it then keeps, so the Yes and No buttons
// stay on a 768-pixel screen.
const (
	listLines  = 16
	listHeight = 420
)

// ConfirmList is confirm for a message that may run long — the
// qualifiers of a stage, every table's diplomas at a finish: past
// listLines lines the text scrolls inside the dialog.
func ConfirmList(win fyne.Window, title, message string, onYes func()) {
	if strings.Count(message, "\n") < listLines {
		Confirm(win, title, message, onYes)
		return
	}
	label := widget.NewLabel(message)
	label.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(label)
	scroll.SetMinSize(fyne.NewSize(460, listHeight))
	ConfirmWith(win, title, scroll, onYes)
}
