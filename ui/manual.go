package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/docs"
	"arbiter/model"
)

// manualWindow is the user manual (docs/manual.uk.md, docs/manual.en.md,
// embedded in the program) in a window of its own beside the main one, so
// the director reads it while working: F1 or Help → Manual opens it in the
// interface language, Esc or F1 again closes it.
type manualWindow struct {
	win      fyne.Window
	text     *widget.RichText
	lang     model.Lang
	onClosed func()
}

// show opens the window in l, or brings it forward (in l, when the
// language was switched meanwhile).
func (m *manualWindow) show(l model.Lang) {
	if m.win == nil {
		m.win = fyne.CurrentApp().NewWindow("")
		m.text = widget.NewRichTextFromMarkdown("")
		m.text.Wrapping = fyne.TextWrapWord
		m.win.SetContent(container.NewVScroll(m.text))
		m.win.Resize(fyne.NewSize(900, 700))
		m.win.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
			if k.Name == fyne.KeyEscape || k.Name == fyne.KeyF1 {
				m.close()
			}
		})
		m.win.SetOnClosed(func() {
			m.win = nil
			if m.onClosed != nil {
				m.onClosed()
			}
		})
		m.lang = ""
	}
	if m.lang != l {
		m.lang = l
		m.win.SetTitle(lang.L("Arbiter manual"))
		m.text.ParseMarkdown(docs.Manual(string(l)))
	}
	m.win.Show()
	m.win.RequestFocus()
}

func (m *manualWindow) close() {
	if m.win != nil {
		m.win.Close()
	}
}
