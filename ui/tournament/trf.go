package tournament

import (
	"arbiter/model/fide"
	"bytes"
	"context"
	"errors"

	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/model/seasons"
	"arbiter/model/teams"

	"arbiter/ui/kit"
	"arbiter/ui/panel"
)

// TRF-16 interchange (docs/product.md "Interchange").

// trfExport is the Export TRF button.
type trfExport struct{ *Ctx }

// Tapped asks where to save the TRF, suggesting
// ~/Documents/Arbiter/<tournament>.trf.
func (s *trfExport) Tapped() {
	if s.Current.ID == 0 {
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		path := w.URI().Path()
		w.Close()
		s.exportTo(path)
	}, s.Win)
	d.SetFileName(strings.TrimSuffix(kit.FileName("турнір", s.Current.Name), ".pdf") + ".trf")
	if dir, err := kit.DocumentsDir(); err == nil {
		if l, err := listableURI(dir); err == nil {
			d.SetLocation(l)
		}
	}
	kit.ShowFileDialog(d, s.Win, kit.SaveFile)
}

// exportTo writes the current tournament as TRF-16 (a team tournament as
// TRF-2026) into path, all or nothing, and says where it went.
func (s *trfExport) exportTo(path string) {
	var buf bytes.Buffer
	write := s.Svc.TRF.Write
	if teams.IsTeamSystem(s.Current.System) {
		write = s.Svc.Teams.WriteTRF // TRF-2026 with its team records (model/teams trf.go)
	}
	if err := write(context.Background(), s.Current.ID, &buf); err != nil {
		kit.ShowError(s.Win, err)
		return
	}
	tmp := path + ".tmp"
	err := os.WriteFile(tmp, buf.Bytes(), 0o644)
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		kit.ShowError(s.Win, model.Errorf(model.Internal, "ExportTRF", model.Msg("Could not write the file %s.", path), err))
		return
	}
	kit.ShowMessage(s.Win, lang.L("TRF exported"), lang.L("The tournament is saved as {{.Path}}.",
		map[string]string{"Path": path}))
}

// trfImport is the Import TRF button.
type trfImport struct{ *Ctx }

// Tapped asks for a TRF file, then for the calendar details.
func (s *trfImport) Tapped() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		t, err := model.ReadTRF(r) // ½-0, 0-½, 0-0 are kept per player
		r.Close()
		if err != nil {
			kit.ShowError(s.Win, trfReadError(filepath.Base(path), err))
			return
		}
		s.askImport(filepath.Base(path), t)
	}, s.Win)
	kit.ShowFileDialog(d, s.Win, kit.OpenFile)
}

// askImport asks for the first day, name, kind, season, cup and norm level
// of an imported tournament (no season: a tournament to run on, its system
// and rounds from the file); players are matched to the registry by the
// model.
func (s *trfImport) askImport(source string, t *model.TRFFile) {
	date, name := kit.NewTextEntry(), kit.NewTextEntry()
	name.SetText(t.Name)
	if d, err := model.ParseDate(strings.ReplaceAll(t.StartDate, "/", "-")); err == nil {
		date.SetText(dateText(d))
	}
	cup := kit.NewSelect(kit.LabelsOf(cupValues, kit.CupLabel), nil)
	cup.SetSelectedIndex(0)
	levels := append([]seasons.Level{""}, seasons.Levels...)
	level := kit.NewSelect(kit.LabelsOf(levels, kit.LevelLabel), nil)
	level.SetSelectedIndex(0)
	kind := kit.NewSelect(kit.LabelsOf(kindValues, kit.KindLabel), nil)
	kind.SetSelectedIndex(0)
	list, err := s.Svc.Seasons.List(context.Background())
	if err != nil {
		list = nil // a store without seasons: imported outside any season
	}
	seasonSel := kit.NewSelect(seasonNames(list), nil)
	seasonSel.SetSelectedIndex(0)
	form := widget.NewForm(
		widget.NewFormItem(lang.L("Name"), name), widget.NewFormItem(lang.L("Start date"), date),
		widget.NewFormItem(lang.L("Kind"), kind), widget.NewFormItem(lang.L("Season"), seasonSel),
		widget.NewFormItem(lang.L("Cup"), cup), widget.NewFormItem(lang.L("Norm level"), level))
	var dlg *kit.EditDialog
	dlg = kit.NewEditDialog(s.Win, lang.L("Import TRF"), form, 560, func() {
		day, err := model.ParseDate(date.Text)
		if err != nil {
			kit.ShowError(s.Win, err)
			return
		}
		year := 0 // outside any season: a tournament to run on
		if i := seasonSel.SelectedIndex(); i > 0 {
			year = list[i-1].Year
		}
		req := model.TRFImport{Year: year, Date: day, Name: name.Text, Source: source, TRF: t,
			Cup: cupValues[max(0, cup.SelectedIndex())], Level: levels[max(0, level.SelectedIndex())],
			Kind: kindValues[max(0, kind.SelectedIndex())]}
		var rep model.TRFImportReport
		panel.FIDEAction(s.Win, func(ack fide.Ack) (err error) { // every round re-checked (fide_mode.go)
			rep, err = s.Svc.FIDE.ImportTRF(context.Background(), req, ack)
			return err
		}, func() { s.imported(dlg, rep) })
	})
}

// imported closes the import dialog and says what the import did.
func (s *trfImport) imported(dlg *kit.EditDialog, rep model.TRFImportReport) {
	dlg.Close()
	s.Current = rep.Tournament
	s.Reload()
	text := lang.L("{{.Name}}: players found in the registry {{.Matched}}, added {{.Created}}.",
		map[string]any{"Name": rep.Tournament.Name, "Matched": rep.Matched, "Created": rep.Created})
	for _, a := range rep.Adjusted { // what the file did not give
		text += "\n" + a.In(kit.GUILang())
	}
	kit.ShowMessage(s.Win, lang.L("TRF imported"), text)
}

// listableURI is dir as a location for the file dialogs.
func listableURI(dir string) (fyne.ListableURI, error) {
	return storage.ListerForURI(storage.NewFileURI(dir))
}

// trfReadError says which file, line and column the TRF reader refused,
// in words of its own (the reader's English detail goes to the log).
func trfReadError(name string, err error) error {
	var fe *model.TRFFormatError
	if errors.As(err, &fe) && fe.Line > 0 {
		return model.Errorf(model.Invalid, "ImportTRF", model.Msg("The file %s is not a valid TRF file: error on line %d, column %d. Open the file in a text editor, correct that line and import again.", name, fe.Line, fe.Col), err)
	}
	return model.Errorf(model.Invalid, "ImportTRF", model.Msg("The file %s is not a valid TRF file (FIDE Data Exchange Format): check that it is one.", name), err)
}
