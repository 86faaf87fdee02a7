package kit

import (
	"log"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
)

// ShowError shows the director the sentence model.Message gives for err
// (never a raw SQLite or parser text) and logs the whole chain.
func ShowError(win fyne.Window, err error) {
	if err == nil {
		return
	}
	log.Printf("arbiter: %v", err)
	ShowMessage(win, lang.L("Error"), model.Message(err, GUILang()))
}

// ShowMessage shows a dialog with a word-wrapped message.
func ShowMessage(win fyne.Window, title, message string) {
	label := widget.NewLabel(message)
	label.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, lang.L("OK"), label, win)
	d.SetOnClosed(DialogKeys(win, label, d.Hide, d.Hide)) // Enter and Escape close it
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// ShowMessageThen is showMessage calling then once the message is closed
// (the next question waits for it instead of covering it).
func ShowMessageThen(win fyne.Window, title, message string, then func()) {
	label := widget.NewLabel(message)
	label.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, lang.L("OK"), label, win)
	restore := DialogKeys(win, label, d.Hide, d.Hide) // Enter and Escape close it
	d.SetOnClosed(func() {
		restore()
		if then != nil {
			then()
		}
	})
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// Confirm asks a yes/no question and calls onYes only on yes.
func Confirm(win fyne.Window, title, message string, onYes func()) {
	label := widget.NewLabel(message)
	label.Wrapping = fyne.TextWrapWord
	ConfirmWith(win, title, label, onYes)
}

// ConfirmWith asks Yes or No about content (confirm's label, or
// confirmList's scrolled one).
func ConfirmWith(win fyne.Window, title string, content fyne.CanvasObject, onYes func()) {
	var restore func()
	d := dialog.NewCustomConfirm(title, lang.L("Yes"), lang.L("No"), content, func(ok bool) {
		restore() // before onYes, which may open the next dialog
		if ok {
			onYes()
		}
	}, win)
	// Enter answers Yes (the highlighted button), Escape No
	restore = DialogKeys(win, content, func() { d.Confirm() }, d.Dismiss)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// EditDialog is an add/edit form in a dialog that stays open until the
// record is saved (onSave closes it) or the director cancels, so a
// rejected form keeps what was typed.
type EditDialog struct {
	Dialog dialog.Dialog
	Save   *widget.Button
	Width  float32
}

func NewEditDialog(win fyne.Window, title string, form fyne.CanvasObject, width float32, onSave func()) *EditDialog {
	e := &EditDialog{Width: width}
	e.Save = widget.NewButtonWithIcon(lang.L("Save"), theme.DocumentSaveIcon(), onSave)
	e.Save.Importance = widget.HighImportance
	cancel := widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), e.Close)
	buttons := container.NewHBox(layout.NewSpacer(), cancel, e.Save)
	// the form scrolls inside; the buttons stay below it, always in view
	e.Dialog = dialog.NewCustomWithoutButtons(title, container.NewBorder(nil, buttons, nil, nil, newFitScroll(win, form)), win)
	// Enter saves (as the highlighted Save button), Escape cancels
	e.Dialog.SetOnClosed(DialogKeys(win, form, func() {
		if !e.Save.Disabled() {
			e.Save.OnTapped()
		}
	}, e.Close))
	e.Dialog.Resize(fyne.NewSize(width, 0))
	e.Dialog.Show()
	return e
}

// refit sizes the dialog again after its form grew or shrank (the desk's
// «New player» fields), within the window.
func (e *EditDialog) Refit() {
	if e != nil {
		e.Dialog.Resize(fyne.NewSize(e.Width, 0))
	}
}

func (e *EditDialog) Close() {
	if e != nil {
		e.Dialog.Hide()
	}
}

// NewMenuButton is a button that opens a menu of items below itself (a
// few related actions in the width of one button).
func NewMenuButton(label string, icon fyne.Resource, items ...*fyne.MenuItem) *widget.Button {
	var b *widget.Button
	b = widget.NewButtonWithIcon(label, icon, func() {
		if c := fyne.CurrentApp().Driver().CanvasForObject(b); c != nil {
			widget.ShowPopUpMenuAtRelativePosition(fyne.NewMenu("", items...), c, fyne.NewPos(0, b.Size().Height), b)
		}
	})
	return b
}

// ShowScrolledText shows a long text in a dialog that scrolls.
func ShowScrolledText(win fyne.Window, title, text string) {
	label := widget.NewLabel(text)
	label.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(label)
	scroll.SetMinSize(fyne.NewSize(560, 300))
	d := dialog.NewCustom(title, lang.L("OK"), scroll, win)
	d.SetOnClosed(DialogKeys(win, scroll, d.Hide, d.Hide)) // Enter and Escape close the report
	d.Show()
}
