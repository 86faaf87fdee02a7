package kit

// The keyboard-only evening: every dialog answers
// Enter (its default action) and Escape (cancel), wherever the focus is;
// text fields may also hand ↑/↓ to a list (the registration desk's search).

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// TextEntry is the text field of every screen and dialog: a widget.Entry
// that also answers Escape and, when asked, ↑/↓. (A plain widget.Entry
// ignores Escape, and a focused widget gets every key, so a dialog could
// not be cancelled from its fields.)
type TextEntry struct {
	widget.Entry
	OnEscape func()
	// onArrow gets ↑ (-1) and ↓ (+1); it reports whether it used the key
	// (else the entry moves its cursor as usual).
	OnArrow func(delta int) bool
}

func NewTextEntry() *TextEntry {
	e := &TextEntry{}
	e.ExtendBaseWidget(e)
	return e
}

func NewMultiLineTextEntry() *TextEntry {
	e := NewTextEntry()
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapWord
	return e
}

// TypedKey implements fyne.Focusable: Escape and the arrows first, then
// the entry's own keys.
func (e *TextEntry) TypedKey(k *fyne.KeyEvent) {
	switch {
	case k.Name == fyne.KeyEscape && e.OnEscape != nil:
		e.OnEscape()
		return
	case k.Name == fyne.KeyUp && e.OnArrow != nil && e.OnArrow(-1):
		return
	case k.Name == fyne.KeyDown && e.OnArrow != nil && e.OnArrow(1):
		return
	case ForwardWindowKey(e, k):
		return
	}
	e.Entry.TypedKey(k)
}

// TypedShortcut implements fyne.Shortcutable: the window's own shortcuts
// (windowShortcut) go to the window even while this field has the keyboard
// — Fyne hands a shortcut to the focused widget only, and a plain Entry
// drops one it does not know — and everything else to the entry.
func (e *TextEntry) TypedShortcut(s fyne.Shortcut) {
	if isWindowShortcut(s) {
		if c, ok := CanvasOf(e).(fyne.Shortcutable); ok {
			c.TypedShortcut(s)
			return
		}
	}
	e.Entry.TypedShortcut(s)
}

// ForwardWindowKey hands a window key (isWindowKey) that reached the
// focused widget o on to o's window, and reports whether it did.
func ForwardWindowKey(o fyne.CanvasObject, k *fyne.KeyEvent) bool {
	if !isWindowKey(k.Name) {
		return false
	}
	if c := CanvasOf(o); c != nil && c.OnTypedKey() != nil {
		c.OnTypedKey()(k)
	}
	return true
}

func CanvasOf(o fyne.CanvasObject) fyne.Canvas {
	if app := fyne.CurrentApp(); app != nil {
		return app.Driver().CanvasForObject(o)
	}
	return nil
}

// HallShortcut opens and closes the hall screen (hall.go).
var HallShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierControl}

// isWindowShortcut reports whether s belongs to the window rather than to
// the text field that has the keyboard.
func isWindowShortcut(s fyne.Shortcut) bool {
	return s.ShortcutName() == HallShortcut.ShortcutName()
}

// isWindowKey reports whether a key without a modifier belongs to the
// window: F11, the hall screen's other key, and F1, the manual
// (main_window.go), which a text field has no use for.
func isWindowKey(k fyne.KeyName) bool { return k == fyne.KeyF11 || k == fyne.KeyF1 }

// DialogKeys makes the content of a dialog shown on win answer Enter
// (onEnter, the default action) and Escape (onEscape): in every text field
// of content (a single-line field submits with Enter unless it already
// does something else on Enter), and on the window while no field has the
// focus. It returns the function that takes the dialog off the window's
// keys; call it when the dialog closes.
func DialogKeys(win fyne.Window, content fyne.CanvasObject, onEnter, onEscape func()) (restore func()) {
	eachObject(content, func(o fyne.CanvasObject) {
		if e, ok := o.(*TextEntry); ok {
			if e.OnEscape == nil {
				e.OnEscape = onEscape
			}
			if !e.MultiLine && e.OnSubmitted == nil && onEnter != nil {
				e.OnSubmitted = func(string) { onEnter() }
			}
		}
	})
	h := &dialogHandler{enter: onEnter, escape: onEscape}
	stack := DialogStacks[win]
	if stack == nil {
		stack = &dialogStack{base: win.Canvas().OnTypedKey()}
		DialogStacks[win] = stack
		win.Canvas().SetOnTypedKey(stack.typedKey)
	}
	stack.Open = append(stack.Open, h)
	return func() { stack.remove(h) }
}

// dialogHandler is the Enter and Escape of one open dialog.
type dialogHandler struct{ enter, escape func() }

// dialogStack is the open dialogs of a window, the last opened on top:
// the window's keys go to the top one, or to the window's own handler
// when none is open. A dialog closed out of order is just taken out.
type dialogStack struct {
	base func(*fyne.KeyEvent)
	Open []*dialogHandler
}

// DialogStacks are the stacks by window (the UI runs on one goroutine).
var DialogStacks = map[fyne.Window]*dialogStack{}

func (s *dialogStack) typedKey(k *fyne.KeyEvent) {
	if len(s.Open) == 0 {
		if s.base != nil {
			s.base(k)
		}
		return
	}
	top := s.Open[len(s.Open)-1]
	switch k.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if top.enter != nil {
			top.enter()
		}
	case fyne.KeyEscape:
		if top.escape != nil {
			top.escape()
		}
	default:
		// The window's own keys (F11, the hall screen) work over a dialog
		// too; any other key would reach the screen behind the dialog.
		if isWindowKey(k.Name) && s.base != nil {
			s.base(k)
		}
	}
}

func (s *dialogStack) remove(h *dialogHandler) {
	for i, o := range s.Open {
		if o == h {
			s.Open = append(s.Open[:i], s.Open[i+1:]...)
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
