package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// maximise fills the screen with w on the first start: once the
// program runs, the window is maximised (through its own GL context) when a
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
				if rc, ok := w.(interface{ RunWithContext(func()) }); ok && created(w) {
					// the window's own GL context: Maximize asks the window
					// manager, which then fits the window into its work area
					rc.RunWithContext(func() {
						if g := glfw.GetCurrentContext(); g != nil {
							g.Maximize()
						}
					})
				}
			})
		})
	}
}

// created reports whether w's native window exists (RunWithContext needs it).
func created(w fyne.Window) bool {
	nw, ok := w.(driver.NativeWindow)
	if !ok {
		return false
	}
	made := false
	nw.RunNative(func(ctx any) {
		switch c := ctx.(type) {
		case driver.X11WindowContext:
			made = c.WindowHandle != 0
		case driver.WindowsWindowContext:
			made = c.HWND != 0
		case driver.MacWindowContext:
			made = c.NSWindow != 0
		case driver.WaylandWindowContext:
			made = c.WaylandSurface != 0
		}
	})
	return made
}
