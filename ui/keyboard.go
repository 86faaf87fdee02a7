package ui

// The keyboard-only evening (issue 19 point 3): every dialog answers
// Enter (its default action) and Escape (cancel), wherever the focus is;
// text fields may also hand ↑/↓ to a list (the registration desk's search).

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// textEntry is the text field of every screen and dialog: a widget.Entry
// that also answers Escape and, when asked, ↑/↓. (A plain widget.Entry
// ignores Escape, and a focused widget gets every key, so a dialog could
// not be cancelled from its fields.)
type textEntry struct {
	widget.Entry
	onEscape func()
	// onArrow gets ↑ (-1) and ↓ (+1); it reports whether it used the key
	// (else the entry moves its cursor as usual).
	onArrow func(delta int) bool
}

func newTextEntry() *textEntry {
	e := &textEntry{}
	e.ExtendBaseWidget(e)
	return e
}

func newMultiLineTextEntry() *textEntry {
	e := newTextEntry()
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapWord
	return e
}

// TypedKey implements fyne.Focusable: Escape and the arrows first, then
// the entry's own keys.
func (e *textEntry) TypedKey(k *fyne.KeyEvent) {
	switch {
	case k.Name == fyne.KeyEscape && e.onEscape != nil:
		e.onEscape()
		return
	case k.Name == fyne.KeyUp && e.onArrow != nil && e.onArrow(-1):
		return
	case k.Name == fyne.KeyDown && e.onArrow != nil && e.onArrow(1):
		return
	}
	e.Entry.TypedKey(k)
}

// dialogKeys makes the content of a dialog shown on win answer Enter
// (onEnter, the default action) and Escape (onEscape): in every text field
// of content (a single-line field submits with Enter unless it already
// does something else on Enter), and on the window while no field has the
// focus. It returns the function that takes the dialog off the window's
// keys; call it when the dialog closes.
func dialogKeys(win fyne.Window, content fyne.CanvasObject, onEnter, onEscape func()) (restore func()) {
	eachObject(content, func(o fyne.CanvasObject) {
		if e, ok := o.(*textEntry); ok {
			if e.onEscape == nil {
				e.onEscape = onEscape
			}
			if !e.MultiLine && e.OnSubmitted == nil && onEnter != nil {
				e.OnSubmitted = func(string) { onEnter() }
			}
		}
	})
	h := &dialogHandler{enter: onEnter, escape: onEscape}
	stack := dialogStacks[win]
	if stack == nil {
		stack = &dialogStack{base: win.Canvas().OnTypedKey()}
		dialogStacks[win] = stack
		win.Canvas().SetOnTypedKey(stack.typedKey)
	}
	stack.open = append(stack.open, h)
	return func() { stack.remove(h) }
}

// dialogHandler is the Enter and Escape of one open dialog.
type dialogHandler struct{ enter, escape func() }

// dialogStack is the open dialogs of a window, the last opened on top:
// the window's keys go to the top one, or to the window's own handler
// when none is open. A dialog closed out of order is just taken out.
type dialogStack struct {
	base func(*fyne.KeyEvent)
	open []*dialogHandler
}

// dialogStacks are the stacks by window (the UI runs on one goroutine).
var dialogStacks = map[fyne.Window]*dialogStack{}

func (s *dialogStack) typedKey(k *fyne.KeyEvent) {
	if len(s.open) == 0 {
		if s.base != nil {
			s.base(k)
		}
		return
	}
	top := s.open[len(s.open)-1]
	switch k.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if top.enter != nil {
			top.enter()
		}
	case fyne.KeyEscape:
		if top.escape != nil {
			top.escape()
		}
	}
}

func (s *dialogStack) remove(h *dialogHandler) {
	for i, o := range s.open {
		if o == h {
			s.open = append(s.open[:i], s.open[i+1:]...)
			return
		}
	}
}

// eachObject visits o and everything inside it: containers, forms, and
// the widgets that hold others (scrolls, borders through their objects).
func eachObject(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			eachObject(c, visit)
		}
	case *widget.Form:
		for _, it := range x.Items {
			eachObject(it.Widget, visit)
		}
	case *container.Scroll:
		eachObject(x.Content, visit)
	case *widget.Card:
		eachObject(x.Content, visit)
	case *container.AppTabs:
		for _, t := range x.Items {
			eachObject(t.Content, visit)
		}
	}
}
