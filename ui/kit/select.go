package kit

import (
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// NewSelect is widget.NewSelect with its empty-choice text in the
// interface language: Fyne's own «(Select one)» is not translated.
func NewSelect(options []string, changed func(string)) *widget.Select {
	s := widget.NewSelect(options, changed)
	s.PlaceHolder = lang.L("(Select one)")
	return s
}
