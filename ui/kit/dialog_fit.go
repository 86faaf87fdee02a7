package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// A dialog's form scrolls inside the dialog when it is taller than the
// window leaves room for, so the dialog's buttons stay on the screen at
// 1366×768 (docs/product.md: the registration desk on a laptop).

// dialogChrome is the height a dialog needs besides its form: the title,
// the row of buttons and the paddings around them.
const dialogChrome = 170

// fitScroll shows content in a vertical scroll as tall as content needs,
// but never taller than the window minus dialogChrome.
type fitScroll struct {
	widget.BaseWidget
	content fyne.CanvasObject
	scroll  *container.Scroll
	win     fyne.Window
}

func newFitScroll(win fyne.Window, content fyne.CanvasObject) *fitScroll {
	f := &fitScroll{content: content, scroll: container.NewVScroll(content), win: win}
	f.ExtendBaseWidget(f)
	return f
}

// room is the height the window leaves a dialog's form; 0 when the window
// has no size yet (then the form is not bounded).
func (f *fitScroll) room() float32 {
	if f.win == nil || f.win.Canvas() == nil {
		return 0
	}
	h := f.win.Canvas().Size().Height - dialogChrome
	if h < 120 {
		return 0
	}
	return h
}

// MinSize is the content's width and the smaller of its height and the room.
func (f *fitScroll) MinSize() fyne.Size {
	m := f.content.MinSize()
	if r := f.room(); r > 0 && m.Height > r {
		m.Height = r
	}
	return m
}

func (f *fitScroll) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(f.scroll)
}
