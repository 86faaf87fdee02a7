package main

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// maximise fills the screen with w on the first start (issue 19): once the
// program runs, the window of the current GL context is maximised when a
// window manager is there to do it, and w is also sized to the primary
// monitor, which is what a screen without a window manager (or one that
// ignores the request) shows. ui cannot do it: it builds without cgo.
func maximise(a fyne.App) func(fyne.Window) {
	return func(w fyne.Window) {
		a.Lifecycle().SetOnStarted(func() {
			fyne.Do(func() {
				if m := glfw.GetPrimaryMonitor(); m != nil {
					if mode := m.GetVideoMode(); mode != nil {
						scale := w.Canvas().Scale()
						if scale <= 0 {
							scale = 1
						}
						w.Resize(fyne.NewSize(float32(mode.Width)/scale, float32(mode.Height)/scale))
					}
				}
				if g := glfw.GetCurrentContext(); g != nil {
					g.Maximize()
				}
			})
		})
	}
}
