package registry

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/datafile"
	modelregistry "arbiter/model/registry"

	"arbiter/ui/kit"
)

// listEditor is what the registry screens (players, clubs, coaches) share:
// a table with Add, Edit and Delete buttons above it, the selected row
// (Edit and Delete are enabled only while there is one) and the open
// add/edit dialog.
type listEditor struct {
	win fyne.Window

	table             *widget.Table
	add, edit, remove *widget.Button

	selected int             // row in the table, -1 for none
	dialog   *kit.EditDialog // the open add/edit form, nil when closed
}

func newListEditor(win fyne.Window) listEditor { return listEditor{win: win, selected: -1} }

// layout builds the table (cols, rows, cell as for newTextTable) under a
// row of buttons: addLabel calls onAdd, Edit onEdit, Delete onDelete.
func (l *listEditor) layout(cols []kit.TextColumn, rows func() int, cell func(row, col int) string,
	addLabel string, onAdd, onEdit, onDelete func()) fyne.CanvasObject {
	l.table = kit.NewTextTable(cols, rows, cell, l.onRowSelected)
	return container.NewBorder(l.buttons(addLabel, onAdd, onEdit, onDelete), nil, nil, nil, l.table)
}

// buttons makes the Add (labelled addLabel), Edit and Delete buttons and
// returns them in a row.
func (l *listEditor) buttons(addLabel string, onAdd, onEdit, onDelete func()) *fyne.Container {
	l.add = widget.NewButtonWithIcon(addLabel, theme.ContentAddIcon(), onAdd)
	l.add.Importance = widget.HighImportance
	l.edit = widget.NewButtonWithIcon(lang.L("Edit"), theme.DocumentCreateIcon(), onEdit)
	l.remove = widget.NewButtonWithIcon(lang.L("Delete"), theme.DeleteIcon(), onDelete)
	return container.NewHBox(l.add, l.edit, l.remove)
}

func (l *listEditor) onRowSelected(row int) {
	l.selected = row
	l.edit.Enable()
	l.remove.Enable()
}

func (l *listEditor) onRowUnselected() {
	l.selected = -1
	l.edit.Disable()
	l.remove.Disable()
}

// refreshed redraws the table after its rows changed, with no row selected.
func (l *listEditor) refreshed() {
	l.table.UnselectAll()
	l.onRowUnselected()
	l.table.Refresh()
}

// saved ends a save: on err it shows the model's message and keeps the form
// open (so what was typed is kept) and returns false; otherwise it closes
// the dialog, calls reload and returns true.
func (l *listEditor) saved(err error, reload func()) bool {
	if err != nil {
		kit.ShowError(l.win, err)
		return false
	}
	l.dialog.Close()
	l.dialog = nil
	reload()
	return true
}

// confirmDelete asks whether to delete name from the registry; on yes it
// calls del, shows its error if any, and otherwise calls reload.
func confirmDelete(win fyne.Window, title, name string, del func(ctx context.Context) error, reload func()) {
	kit.Confirm(win, title,
		lang.L("Delete {{.Name}} from the registry? This cannot be undone.", map[string]string{"Name": name}),
		func() {
			if err := del(context.Background()); err != nil {
				kit.ShowError(win, err)
				return
			}
			reload()
		})
}

// saveInSettlement runs save in one transaction after finding or creating
// the settlement named settlement, so a refused record leaves no new
// settlement behind.
func saveInSettlement(svc *datafile.Services, settlement string,
	save func(ctx context.Context, tx *model.App, st model.SettlementID) error) error {
	return inTx(context.Background(), svc, func(tx *model.App) error {
		ctx := context.Background()
		st, err := modelregistry.New(tx).FindOrCreateSettlement(ctx, settlement)
		if err != nil {
			return err
		}
		return save(ctx, tx, st.ID)
	})
}
