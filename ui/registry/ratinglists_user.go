package registry

// A rating list of the director's own (FIDE C.02 Q117): a CSV in the
// national list's columns, kept under a name by period (user:NAME), which
// a tournament's list sequence can use (tournament_ratings.go); and, after
// any list import, the consistency check of the open tournaments (Q139).

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/ratings"
	modelregistry "arbiter/model/registry"
	"arbiter/ui/kit"
)

// onImportUserTapped asks for the list's CSV file, then its name and period.
func (r *RatingLists) onImportUserTapped() {
	r.askFile([]string{".csv", ".tsv", ".txt"}, func(path string) { r.askUserList(path) })
}

func (r *RatingLists) askUserList(path string) *userListForm {
	f := &userListForm{name: kit.NewTextEntry(), period: kit.NewTextEntry()}
	t := r.now()
	f.period.SetText(ratings.Period{Year: t.Year(), Month: int(t.Month())}.String())
	f.period.SetPlaceHolder(lang.L("YYYY-MM"))
	f.name.SetPlaceHolder(lang.L("e.g. Kyiv"))
	form := widget.NewForm(
		widget.NewFormItem(lang.L("File"), widget.NewLabel(filepath.Base(path))),
		widget.NewFormItem(lang.L("List name"), f.name),
		widget.NewFormItem(lang.L("Rating period"), f.period))
	f.dialog = kit.NewEditDialog(r.win, lang.L("Import a list of your own"), form, 560, func() {
		p, err := ratings.ParsePeriod(strings.TrimSpace(f.period.Text))
		if err != nil {
			kit.ShowMessage(r.win, lang.L("Error"), lang.L("The period «{{.P}}» is not valid: give the year and the month, e.g. 2026-12.", map[string]string{"P": f.period.Text}))
			return
		}
		name := strings.TrimSpace(f.name.Text)
		if name == "" {
			kit.ShowMessage(r.win, lang.L("Error"), lang.L("Give the list a name."))
			return
		}
		f.dialog.Close()
		r.importUser(path, name, p)
	})
	r.win.Canvas().Focus(f.name)
	r.user = f
	return f
}

func (r *RatingLists) importUser(path, name string, period ratings.Period) {
	bar := widget.NewProgressBarInfinite()
	wait := dialog.NewCustomWithoutButtons(lang.L("Import a list of your own"),
		container.NewVBox(widget.NewLabel(lang.L("Reading {{.File}}…", map[string]string{"File": filepath.Base(path)})), bar), r.win)
	wait.Resize(fyne.NewSize(480, 0))
	wait.Show()
	r.bg.Run(func() func() {
		rep, err := r.runUser(path, name, period)
		return func() {
			bar.Stop()
			wait.Hide()
			var ie *modelregistry.ImportError
			switch {
			case errors.As(err, &ie):
				r.report = model.Message(err, kit.GUILang()) + "\n" + lineErrors(ie)
				kit.ShowScrolledText(r.win, lang.L("Error"), r.report)
			case err != nil:
				kit.ShowError(r.win, err)
			default:
				r.report = nationalReport(rep) + r.openChecks()
				kit.ShowScrolledText(r.win, lang.L("Rating list imported"), r.report)
				if r.done != nil {
					r.done()
				}
			}
		}
	})
}

func (r *RatingLists) runUser(path, name string, period ratings.Period) (ratings.NationalReport, error) {
	f, err := os.Open(path)
	if err != nil {
		return ratings.NationalReport{}, model.Errorf(model.Invalid, "ui.importUser", model.Msg("Cannot open the file %s.", path), err)
	}
	defer f.Close()
	return r.svc.ImportNationalCSV(context.Background(), f, ratings.NationalOptions{Name: path, Period: period, User: name})
}
