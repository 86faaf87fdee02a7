package season

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model/closing"
	"arbiter/ui/kit"
)

// onNormTableTapped edits the season's norm table (JSON), saves it or
// restores the defaults; the sources are incomplete and the dialog says so.
func (r *seasonRules) onNormTableTapped() {
	cs := r.s.svc.Closing
	if r.s.year == 0 {
		return
	}
	ctx := context.Background()
	se, err := r.s.svc.Seasons.SeasonByYear(ctx, r.s.year)
	if err != nil {
		kit.ShowError(r.s.win, err)
		return
	}
	tab, def, err := cs.NormTable(ctx, se.ID)
	if err != nil {
		kit.ShowError(r.s.win, err)
		return
	}
	text := kit.NewMultiLineTextEntry()
	text.SetMinRowsVisible(16)
	text.SetText(string(tab.Marshal()))
	state := lang.L("The season's own table.")
	if def {
		state = lang.L("The default table.")
	}
	note := widget.NewLabel(state + " " + lang.L("Its sources are incomplete: the official table for a fractional K (order 1305 of 2014 and its amendments) could not be read, so the defaults are the unofficial rules of norms.md (anchors and slopes per norm, shares in tenths of a per cent). Check them against the regulation in force."))
	note.Wrapping = fyne.TextWrapWord
	var d *kit.EditDialog
	restore := widget.NewButtonWithIcon(lang.L("Restore defaults"), theme.HistoryIcon(), func() {
		if err := cs.RestoreNormTable(ctx, se.ID); err != nil {
			kit.ShowError(r.s.win, err)
			return
		}
		d.Close()
	})
	d = kit.NewEditDialog(r.s.win, lang.L("Norm table of season {{.Year}}", map[string]int{"Year": r.s.year}),
		container.NewBorder(note, restore, nil, nil, text), 760, func() {
			t, err := closing.ParseNormTable([]byte(text.Text))
			if err == nil {
				err = cs.SetNormTable(ctx, se.ID, t)
			}
			if err != nil {
				kit.ShowError(r.s.win, err)
				return
			}
			d.Close()
		})
	r.normDialog = d
	r.normText = text
	r.normRestore = restore
}
