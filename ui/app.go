package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Run builds the main window on the data file at dbPath and shows it.
func Run(a fyne.App, dbPath string) error {
	w := a.NewWindow("Арбітр — Українська Шахова Академія")
	w.SetContent(widget.NewLabel("Арбітр"))
	w.ShowAndRun()
	return nil
}
