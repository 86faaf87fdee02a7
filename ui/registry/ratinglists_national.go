package registry

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

// The national rating list (README "Rating lists"): a CSV of the Ukrainian
// federation's list, its columns recognised by their headers as the player
// CSV import does (ratings.NationalColumns and their Ukrainian names), with
// the period the director gives. The import runs off the UI thread.

// onImportNationalTapped asks for the national list's CSV file.
func (r *RatingLists) onImportNationalTapped() {
	r.askFile([]string{".csv", ".tsv", ".txt"}, func(path string) { r.askNationalPeriod(path) })
}

// askNationalPeriod asks for the list's period (this month by default),
// then imports the file.
func (r *RatingLists) askNationalPeriod(path string) *nationalForm {
	f := &nationalForm{period: kit.NewTextEntry()}
	t := r.now()
	f.period.SetText(ratings.Period{Year: t.Year(), Month: int(t.Month())}.String())
	f.period.SetPlaceHolder(lang.L("YYYY-MM"))
	columns := widget.NewLabel(lang.L("Columns are found by their headers: {{.Columns}} (or their Ukrainian names: Прізвище, Ім'я, Рейтинг…).",
		map[string]string{"Columns": strings.Join(ratings.NationalColumns, ", ")}))
	columns.Wrapping = fyne.TextWrapWord
	form := container.NewVBox(
		widget.NewForm(
			widget.NewFormItem(lang.L("File"), widget.NewLabel(filepath.Base(path))),
			widget.NewFormItem(lang.L("Rating period"), f.period)),
		columns)
	f.dialog = kit.NewEditDialog(r.win, lang.L("Import national rating list"), form, 560, func() {
		p, err := ratings.ParsePeriod(strings.TrimSpace(f.period.Text))
		if err != nil {
			kit.ShowMessage(r.win, lang.L("Error"), lang.L("The period «{{.P}}» is not valid: give the year and the month, e.g. 2026-12.", map[string]string{"P": f.period.Text}))
			return
		}
		f.dialog.Close()
		r.importNational(path, p, false)
	})
	r.win.Canvas().Focus(f.period)
	r.national = f
	return f
}

// importNational imports the national list at path off the UI thread. A
// list older than the last national one is imported after the director
// confirms; a file with bad lines is refused whole, every bad line listed.
func (r *RatingLists) importNational(path string, period ratings.Period, allowOlder bool) {
	bar := widget.NewProgressBarInfinite()
	wait := dialog.NewCustomWithoutButtons(lang.L("Import national rating list"),
		container.NewVBox(widget.NewLabel(lang.L("Reading {{.File}}…", map[string]string{"File": filepath.Base(path)})), bar), r.win)
	wait.Resize(fyne.NewSize(480, 0))
	wait.Show()
	r.bg.Run(func() func() {
		rep, err := r.runNational(path, period, allowOlder)
		return func() {
			bar.Stop()
			wait.Hide()
			var ie *modelregistry.ImportError
			switch {
			case errors.Is(err, ratings.ErrOlderList):
				kit.Confirm(r.win, lang.L("Older rating list"), model.Message(err, kit.GUILang()), func() { r.importNational(path, period, true) })
			case errors.As(err, &ie):
				r.report = model.Message(err, kit.GUILang()) + "\n" + lineErrors(ie)
				kit.ShowScrolledText(r.win, lang.L("Error"), r.report)
			case err != nil:
				kit.ShowError(r.win, err)
			default:
				r.report = nationalReport(rep) + r.openChecks() // ratinglists.go
				kit.ShowScrolledText(r.win, lang.L("National rating list imported"), r.report)
				if r.done != nil {
					r.done()
				}
			}
		}
	})
}

func (r *RatingLists) runNational(path string, period ratings.Period, allowOlder bool) (ratings.NationalReport, error) {
	f, err := os.Open(path)
	if err != nil {
		return ratings.NationalReport{}, model.Errorf(model.Invalid, "ui.importNational", model.Msg("Cannot open the file %s.", path), err)
	}
	defer f.Close()
	return r.svc.ImportNationalCSV(context.Background(), f, ratings.NationalOptions{Name: path, Period: period, AllowOlder: allowOlder})
}

// lineErrors lists a refused file's bad lines, one to a line.
func lineErrors(ie *modelregistry.ImportError) string {
	var b strings.Builder
	for _, l := range ie.Lines {
		b.WriteString("\n" + lang.L("Line {{.N}}", map[string]int{"N": l.Line}) + ": " + l.Msg.In(kit.GUILang()))
	}
	return b.String()
}

// nationalReport is the text the director reads after a national import.
func nationalReport(rep ratings.NationalReport) string {
	l := rep.List
	s := lang.L("List {{.File}}, period {{.Period}}: {{.Players}} players; {{.Matched}} found in the registry.",
		map[string]any{"File": l.File, "Period": l.Period.String(), "Players": l.Players, "Matched": l.Matched})
	if len(rep.Unmatched) > 0 {
		// each player not imported on a line of its own, with its line
		s += "\n\n" + lang.L("Not imported: no such player in the registry ({{.N}}):", map[string]int{"N": len(rep.Unmatched)})
		for i, n := range rep.Unmatched {
			who := ""
			if i < len(rep.UnmatchedNames) {
				who = rep.UnmatchedNames[i]
			}
			s += "\n• " + lang.L("Line {{.N}}", map[string]int{"N": n}) + ": " + who
		}
	}
	return s
}
