package ui

import (
	"io"
	"log"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/assets"
	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/kit"
)

// Opener opens the data file and returns what builds its services in a
// language (model/datafile.New with model.WithLanguage: the composition
// root; called again when the director switches the interface language)
// and what closes the file. main wires storage behind it, so ui never
// imports storage. It runs off the UI thread; an error it returns is shown
// to the director.
type Opener func() (services func(model.Lang) *datafile.Services, closer io.Closer, err error)

// Run sets the interface language (the one chosen last time, else the
// environment's, else Ukrainian), shows the main window, opens the data
// file in the background and then fills the window with the screens, or
// explains why the file was refused. It returns when the window closes,
// after closing the data file.
func Run(a fyne.App, open Opener, opts ...RunOption) {
	var cfg runConfig
	for _, o := range opts {
		o(&cfg)
	}
	kit.SetupLanguage(a.Preferences())
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.Icon))
	w := a.NewWindow(lang.L("Arbiter — Ukrainian Chess Academy"))
	w.SetMaster()
	sizeWindow(a, w, cfg.maximise) // window_size.go
	w.SetContent(container.NewCenter(widget.NewLabel(lang.L("Opening the data file…"))))

	closeData := openData(w, open)
	w.ShowAndRun()
	closeData()
}

// openData runs open off the UI thread, then shows the screens in w
// (mainWindow), or the reason the file was refused. It returns the
// function that waits for the opening to finish and closes the data file.
func openData(w fyne.Window, open Opener) (closeData func()) {
	opened := make(chan io.Closer, 1)
	go func() {
		services, closer, err := open()
		fyne.DoAndWait(func() {
			if err != nil {
				showRefused(w, err)
				return
			}
			m := &mainWindow{win: w, services: services}
			w.SetOnClosed(m.closed)
			m.show()
			warnAboutFile(w, m.svc)
		})
		opened <- closer
	}()
	return func() {
		if closer := <-opened; closer != nil {
			if err := closer.Close(); err != nil {
				log.Printf("arbiter: closing the data file: %v", err)
			}
		}
	}
}

// showRefused replaces the window's content with the reason the data file
// could not be opened and shows it as a dialog; nothing else is possible
// until the program is restarted on a good file.
func showRefused(w fyne.Window, err error) {
	log.Printf("arbiter: opening the data file: %v", err)
	msg := widget.NewLabel(model.Message(err, kit.GUILang()))
	msg.Wrapping = fyne.TextWrapWord
	quit := widget.NewButton(lang.L("Quit"), w.Close)
	w.SetContent(container.NewPadded(container.NewVBox(
		widget.NewLabelWithStyle(lang.L("The data file cannot be opened"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		msg,
		widget.NewLabel(lang.L("Start Arbiter with --db PATH to use another file.")),
		container.NewHBox(quit),
	)))
	kit.ShowError(w, err)
}
