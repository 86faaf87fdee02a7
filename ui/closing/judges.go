package closing

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model/closing"

	"arbiter/ui/kit"
)

// panelEditor is the «Суддівська колегія» dialog of the closing dialog's
// Norms tab (README "Norms at closing"): the judges in order, each with a role and a
// category. Saving replaces the panel in one transaction; the norm list
// then checks the ЄСКУ rule against it (model/closing.SetPanel).
type panelEditor struct {
	win  fyne.Window
	save func([]closing.Judge) error
	rows []*panelRow
	box  *fyne.Container
	add  *widget.Button
	dlg  *kit.EditDialog
}

type panelRow struct {
	name, role *kit.TextEntry
	category   *widget.Select
	remove     *widget.Button
}

// judgeCategories are the category choices in order: national, 1st, 2nd,
// 3rd, none (closing.NoCategory), as engine/norm numbers them.
var judgeCategories = []int{closing.JudgeNational, closing.JudgeFirst, closing.JudgeSecond, closing.JudgeThird, closing.NoCategory}

// newPanelEditor opens the editor on the panel js; save stores the
// judges of a Save (the dialog stays open on its error).
func newPanelEditor(win fyne.Window, js []closing.Judge, save func([]closing.Judge) error) *panelEditor {
	p := &panelEditor{win: win, save: save, box: container.NewVBox()}
	for _, j := range js {
		p.addRow(j)
	}
	if len(js) == 0 {
		for range 3 { // ЄСКУ asks for three: the usual panel's rows, empty
			p.addRow(closing.Judge{Category: closing.JudgeSecond})
		}
	}
	p.add = widget.NewButtonWithIcon(lang.L("Add judge"), theme.ContentAddIcon(), func() {
		p.addRow(closing.Judge{Category: closing.JudgeSecond})
		win.Canvas().Focus(p.rows[len(p.rows)-1].name)
	})
	hint := widget.NewLabel(lang.L("A norm counts only when at least 3 judges of the 1st category or higher (КМС) or of the 2nd category or higher (razryads) judged the event (ЄСКУ). Empty rows are left out."))
	hint.Wrapping = fyne.TextWrapWord
	content := container.NewBorder(hint, p.add, nil, nil, container.NewVScroll(p.box))
	p.dlg = kit.NewEditDialog(win, lang.L("Judging panel"), container.NewGridWrap(fyne.NewSize(820, 360), content), 860, p.onSave)
	if len(p.rows) > 0 {
		win.Canvas().Focus(p.rows[0].name)
	}
	return p
}

func (p *panelEditor) addRow(j closing.Judge) {
	r := &panelRow{name: kit.NewTextEntry(), role: kit.NewTextEntry()}
	r.name.SetText(j.Name)
	r.name.SetPlaceHolder(lang.L("Surname and name"))
	r.role.SetText(j.Role)
	r.role.SetPlaceHolder(lang.L("chief arbiter, deputy, secretary…"))
	var names []string
	for _, c := range judgeCategories {
		names = append(names, closing.CategoryName(c, kit.GUILang()))
	}
	r.category = kit.NewSelect(names, nil)
	for i, c := range judgeCategories {
		if c == j.Category {
			r.category.SetSelectedIndex(i)
		}
	}
	r.remove = widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { p.removeRow(r) })
	p.rows = append(p.rows, r)
	p.rebuild()
}

func (p *panelEditor) removeRow(r *panelRow) {
	for i, x := range p.rows {
		if x == r {
			p.rows = append(p.rows[:i], p.rows[i+1:]...)
			break
		}
	}
	p.rebuild()
}

func (p *panelEditor) rebuild() {
	p.box.RemoveAll()
	for _, r := range p.rows {
		p.box.Add(container.NewBorder(nil, nil, nil, container.NewHBox(container.NewGridWrap(fyne.NewSize(170, r.category.MinSize().Height), r.category), r.remove),
			container.NewGridWithColumns(2, r.name, r.role)))
	}
	p.box.Refresh()
}

// judges reads the rows; an empty row is left out.
func (p *panelEditor) judges() []closing.Judge {
	var js []closing.Judge
	for _, r := range p.rows {
		j := closing.Judge{Name: r.name.Text, Role: r.role.Text, Category: closing.NoCategory}
		if i := r.category.SelectedIndex(); i >= 0 {
			j.Category = judgeCategories[i]
		}
		if j.Name == "" && j.Role == "" {
			continue
		}
		js = append(js, j)
	}
	return js
}

func (p *panelEditor) onSave() {
	if err := p.save(p.judges()); err != nil {
		kit.ShowError(p.win, err)
		return
	}
	p.dlg.Close()
}
