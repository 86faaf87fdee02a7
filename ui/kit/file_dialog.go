package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// fileDialogTitles are the titles of Fyne's file dialogs in the interface
// language: Fyne writes its own from two words («Open» + «Folder»), which
// reads «Відкрити Тека» in Ukrainian.
func fileDialogTitle(kind FileDialogKind) string {
	switch kind {
	case OpenFolder:
		return lang.L("Choose a folder")
	case SaveFile:
		return lang.L("Save as")
	}
	return lang.L("Open a file")
}

type FileDialogKind int

const (
	OpenFile FileDialogKind = iota
	OpenFolder
	SaveFile
)

// placeNames are the places Fyne's file dialog lists on its left (its
// own English names, which it does not translate) in the interface
// language.
func placeName(name string) string {
	switch name {
	case "Home":
		return lang.L("Home folder")
	case "Computer":
		return lang.L("Computer")
	case "Documents":
		return lang.L("Documents")
	case "Downloads":
		return lang.L("Downloads")
	case "Desktop":
		return lang.L("Desktop")
	case "Music":
		return lang.L("Music")
	case "Pictures":
		return lang.L("Pictures")
	case "Videos":
		return lang.L("Videos")
	case "App Files":
		return lang.L("Program files")
	}
	return name
}

// ShowFileDialog shows Fyne's file dialog d on win with its title and its
// places in the interface language: the title through SetTitleText, the
// places by wrapping the list that shows them (the first list of the
// dialog, which Fyne fills with its English names).
func ShowFileDialog(d *dialog.FileDialog, win fyne.Window, kind FileDialogKind) {
	d.SetTitleText(fileDialogTitle(kind))
	d.Show()
	top, ok := win.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		return // the system's own dialog (a flatpak portal): already in its language
	}
	if l := firstList(top.Content); l != nil && l.UpdateItem != nil {
		update := l.UpdateItem
		l.UpdateItem = func(id widget.ListItemID, item fyne.CanvasObject) {
			update(id, item)
			eachLabel(item, func(lb *widget.Label) { lb.SetText(placeName(lb.Text)) })
		}
		l.Refresh()
	}
}

// firstList is the first widget.List in o's containers and splits.
func firstList(o fyne.CanvasObject) *widget.List {
	switch x := o.(type) {
	case *widget.List:
		return x
	case *fyne.Container:
		for _, c := range x.Objects {
			if l := firstList(c); l != nil {
				return l
			}
		}
	case *container.Split:
		if l := firstList(x.Leading); l != nil {
			return l
		}
		return firstList(x.Trailing)
	}
	return nil
}

func eachLabel(o fyne.CanvasObject, visit func(*widget.Label)) {
	switch x := o.(type) {
	case *widget.Label:
		visit(x)
	case *fyne.Container:
		for _, c := range x.Objects {
			eachLabel(c, visit)
		}
	}
}
