package ui

// The main window's size: maximised on the first start,
// then the size it had when it was last closed.

import "fyne.io/fyne/v2"

// The preference keys of the remembered size, in Fyne's units.
const (
	prefWindowWidth  = "window.width"
	prefWindowHeight = "window.height"
)

// RunOption changes how Run shows the program.
type RunOption func(*runConfig)

type runConfig struct {
	maximise func(fyne.Window)
}

// WithMaximise gives Run the way to maximise the main window on the first
// start (main.go does it through the desktop driver; ui cannot).
func WithMaximise(f func(fyne.Window)) RunOption {
	return func(c *runConfig) { c.maximise = f }
}

// sizeWindow gives w the size remembered in a's preferences, or maximises
// it (the first start), and remembers its size whenever it closes.
func sizeWindow(a fyne.App, w fyne.Window, maximise func(fyne.Window)) {
	p := a.Preferences()
	width, height := p.Float(prefWindowWidth), p.Float(prefWindowHeight)
	switch {
	case width >= 400 && height >= 300:
		w.Resize(fyne.NewSize(float32(width), float32(height)))
	case maximise != nil:
		w.Resize(fyne.NewSize(1200, 760)) // until the maximised size arrives
		maximise(w)
	default:
		w.Resize(fyne.NewSize(1200, 760))
	}
	w.SetOnClosed(func() { rememberSize(a, w) })
}

// rememberSize keeps w's present size for the next start.
func rememberSize(a fyne.App, w fyne.Window) {
	s := w.Canvas().Size()
	if s.Width < 400 || s.Height < 300 {
		return
	}
	a.Preferences().SetFloat(prefWindowWidth, float64(s.Width))
	a.Preferences().SetFloat(prefWindowHeight, float64(s.Height))
}
