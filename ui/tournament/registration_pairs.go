package tournament

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"

	"arbiter/ui/kit"
)

// forbiddenPairsForm edits the pairs of participants who must never meet
// (relatives, …; docs/product.md workflow 4), written as XXP when pairing.
type forbiddenPairsForm struct {
	people       []model.Participant
	pairs        [][2]model.PlayerID
	first, other *widget.Select
	list         *widget.List
	selected     int
}

func newForbiddenPairsForm(people []model.Participant, pairs [][2]model.PlayerID) *forbiddenPairsForm {
	f := &forbiddenPairsForm{people: people, pairs: pairs, selected: -1}
	names := make([]string, len(people))
	for i, p := range people {
		names[i] = p.Player.FullName()
	}
	f.first, f.other = kit.NewSelect(names, nil), kit.NewSelect(names, nil)
	f.list = widget.NewList(func() int { return len(f.pairs) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(f.pairs) {
				o.(*widget.Label).SetText(f.name(f.pairs[i][0]) + " — " + f.name(f.pairs[i][1]))
			}
		})
	f.list.OnSelected = func(i widget.ListItemID) { f.selected = i }
	return f
}

func (f *forbiddenPairsForm) name(id model.PlayerID) string {
	for _, p := range f.people {
		if p.PlayerID == id {
			return p.Player.FullName()
		}
	}
	return ""
}

func (f *forbiddenPairsForm) content() fyne.CanvasObject {
	add := widget.NewButtonWithIcon(lang.L("Add pair"), theme.ContentAddIcon(), f.onAdd)
	remove := widget.NewButtonWithIcon(lang.L("Remove pair"), theme.DeleteIcon(), f.onRemove)
	pick := container.NewGridWithColumns(2, f.first, f.other)
	list := container.NewGridWrap(fyne.NewSize(560, 200), f.list)
	return container.NewVBox(pick, container.NewHBox(add, remove), list)
}

func (f *forbiddenPairsForm) onAdd() {
	i, j := f.first.SelectedIndex(), f.other.SelectedIndex()
	if i < 0 || j < 0 || i == j {
		return
	}
	f.pairs = append(f.pairs, [2]model.PlayerID{f.people[i].PlayerID, f.people[j].PlayerID})
	f.list.Refresh()
}

func (f *forbiddenPairsForm) onRemove() {
	if f.selected < 0 || f.selected >= len(f.pairs) {
		return
	}
	f.pairs = append(f.pairs[:f.selected], f.pairs[f.selected+1:]...)
	f.selected = -1
	f.list.UnselectAll()
	f.list.Refresh()
}
