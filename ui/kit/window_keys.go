package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// A list or table the director has clicked has the keyboard, and Fyne
// gives every key to it, none to the window: F1 (the manual) and F11 (the
// hall screen) were lost while a list had the focus. These hand the
// window's own keys (isWindowKey) on to the window, as the text fields
// (textEntry) and the board lists (boardKey) do.

type KeyList struct{ widget.List }

// TypedKey implements fyne.Focusable: the window's keys to the window.
func (l *KeyList) TypedKey(k *fyne.KeyEvent) {
	if !ForwardWindowKey(l, k) {
		l.List.TypedKey(k)
	}
}

// NewKeyList is widget.NewList whose window keys reach the window. Put
// the keyList itself in the layout (it is the widget Fyne draws and
// refreshes); &l.List is for the code that works the list.
func NewKeyList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *KeyList {
	l := &KeyList{widget.List{Length: length, CreateItem: create, UpdateItem: update}}
	l.ExtendBaseWidget(l)
	return l
}

type KeyTable struct{ widget.Table }

// TypedKey implements fyne.Focusable: the window's keys to the window.
func (t *KeyTable) TypedKey(k *fyne.KeyEvent) {
	if !ForwardWindowKey(t, k) {
		t.Table.TypedKey(k)
	}
}

// NewKeyTable is widget.NewTable whose window keys reach the window; the
// keyTable itself goes in the layout, as with newKeyList.
func NewKeyTable(length func() (int, int), create func() fyne.CanvasObject, update func(widget.TableCellID, fyne.CanvasObject)) *KeyTable {
	t := &KeyTable{widget.Table{Length: length, CreateCell: create, UpdateCell: update}}
	t.ExtendBaseWidget(t)
	return t
}
