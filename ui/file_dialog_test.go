package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/kit"
)

// Fyne's file dialogs in Ukrainian: the title one phrase («Вибрати теку»,
// not Fyne's «Відкрити Тека»), the places on the left (Fyne's own
// untranslated «Home», «Computer») and the parent line «(Parent)» in
// Ukrainian, so no English word is left in them.
func TestFileDialogsInUkrainian(t *testing.T) {
	if !inChild(t, "TestFileDialogsInUkrainian") {
		return
	}
	a := test.NewTempApp(t)
	kit.SetupLanguage(a.Preferences())
	for _, c := range []struct {
		kind  kit.FileDialogKind
		title string
	}{{kit.OpenFile, "Відкрити файл"}, {kit.OpenFolder, "Вибрати теку"}, {kit.SaveFile, "Зберегти як"}} {
		w := test.NewTempWindow(t, widget.NewLabel(""))
		w.Resize(fyne.NewSize(1366, 768))
		var d *dialog.FileDialog
		switch c.kind {
		case kit.OpenFolder:
			d = dialog.NewFolderOpen(func(fyne.ListableURI, error) {}, w)
		case kit.SaveFile:
			d = dialog.NewFileSave(func(fyne.URIWriteCloser, error) {}, w)
		default:
			d = dialog.NewFileOpen(func(fyne.URIReadCloser, error) {}, w)
		}
		kit.ShowFileDialog(d, w, c.kind)
		top := topOverlay(w)
		texts := labels(top)
		walk(top, func(o fyne.CanvasObject) {
			if b, ok := o.(*widget.Button); ok {
				texts = append(texts, b.Text)
			}
		})
		if !slices.Contains(texts, c.title) {
			t.Errorf("%v: no title %q in %q", c.kind, c.title, texts)
		}
		for _, want := range []string{"Домашня тека", "Комп’ютер", "Скасувати"} {
			if !slices.Contains(texts, want) {
				t.Errorf("%v: no %q in %q", c.kind, want, texts)
			}
		}
		for _, s := range texts {
			for _, english := range []string{"Home", "Computer", "Open", "Folder", "File", "Parent", "Cancel", "Save"} {
				if strings.Contains(s, english) {
					t.Errorf("%v: English %q in %q", c.kind, english, s)
				}
			}
		}
		d.Hide()
	}
}
