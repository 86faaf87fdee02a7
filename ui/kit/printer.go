package kit

import (
	"errors"
	"log"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
	"arbiter/ui/pdf"
)

// Printer writes printouts (ui/pdf) into ~/Documents/Arbiter under a
// default name and opens them with the system's PDF viewer (xdg-open; on
// Windows the Documents folder and the default PDF program, see
// print_paths_windows.go); when
// there is none, the director is told where the file is. dir and open are
// replaced in tests.
type Printer struct {
	Dir  func() (string, error)
	Open func(path string) error
}

func defaultPrinter() Printer {
	return Printer{Dir: DocumentsDir, Open: OpenWithViewer}
}

// FileName is "<stem>_<tournament>.pdf" with characters unsafe in file
// names replaced.
func FileName(stem, tournament string) string {
	clean := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) {
			return '-'
		}
		if r == ' ' {
			return '_'
		}
		return r
	}, strings.TrimSpace(tournament))
	if clean == "" {
		return stem + ".pdf"
	}
	return stem + "_" + clean + ".pdf"
}

// save writes doc as "<stem>_<name>.pdf" into the printer's folder (the
// default one for a zero printer) and opens it; it returns the path.
func (pr Printer) Save(doc *pdf.Document, name string) (string, error) {
	if pr.Dir == nil {
		pr = defaultPrinter()
	}
	dir, err := pr.Dir()
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, FileName(doc.Stem, name))
	if err := pdf.WriteFile(path, doc, pdf.Options{Compress: true, Created: time.Now()}); err != nil {
		return "", err
	}
	err = pr.Open(path)
	if len(doc.Problems) > 0 && (err == nil || errors.Is(err, ErrNoViewer)) {
		return path, &printedWithout{problems: doc.Problems, viewer: err}
	}
	return path, err
}

// printedWithout is a printout written with something left out
// (pdf.Document.Problems), e.g. a stored emblem that is not a whole image;
// viewer is the viewer's errNoViewer, if any.
type printedWithout struct {
	problems []model.Text
	viewer   error
}

func (p *printedWithout) Error() string {
	var parts []string
	for _, t := range p.problems {
		parts = append(parts, t.In(GUILang()))
	}
	return strings.Join(parts, " ")
}

func (p *printedWithout) Unwrap() error { return p.viewer }

// ReportPrinted tells the director where every printout went and offers
// to open it or its folder (at a venue without a PDF viewer set up a
// silent print is a lost print), or says why it failed.
func ReportPrinted(win fyne.Window, path string, err error) {
	var without *printedWithout
	switch {
	case errors.As(err, &without):
		showPrinted(win, lang.L("Printed with a problem"), without.Error(), path, without.viewer != nil)
	case errors.Is(err, ErrNoViewer):
		showPrinted(win, lang.L("Printout saved"), "", path, true)
	case err != nil:
		log.Printf("arbiter: printing: %v", err)
		ShowError(win, PrintError(err))
	default:
		showPrinted(win, lang.L("Printout saved"), "", path, false)
	}
}

// OpenPrinted opens a printout or its folder; tests replace it.
var OpenPrinted = OpenWithViewer

// showPrinted says where the PDF is (after problem, if any) with «Open
// the PDF», «Open the folder» and «OK»; Enter and Escape close it.
func showPrinted(win fyne.Window, title, problem, path string, noViewer bool) {
	msg := lang.L("The printout is saved as {{.Path}}.", map[string]string{"Path": path})
	if noViewer {
		msg = lang.L("The printout is saved as {{.Path}}. No program to show PDF files was found: open it from the file manager.",
			map[string]string{"Path": path})
	}
	if problem != "" {
		msg = problem + "\n\n" + msg
	}
	label := widget.NewLabel(msg)
	label.Wrapping = fyne.TextWrapWord
	note := widget.NewLabel("")
	note.Wrapping = fyne.TextWrapWord
	note.Hide()
	var d dialog.Dialog
	opener := func(target string) func() {
		return func() {
			if err := OpenPrinted(target); err != nil {
				note.SetText(lang.L("No program to open it was found: open {{.Path}} from the file manager.", map[string]string{"Path": target}))
				note.Show()
			}
		}
	}
	open := widget.NewButtonWithIcon(lang.L("Open the PDF"), theme.DocumentIcon(), opener(path))
	folder := widget.NewButtonWithIcon(lang.L("Open the folder"), theme.FolderOpenIcon(), opener(filepath.Dir(path)))
	var restore func()
	ok := widget.NewButton(lang.L("OK"), func() { restore(); d.Hide() })
	ok.Importance = widget.HighImportance
	content := container.NewVBox(label, note, container.NewHBox(open, folder, layout.NewSpacer(), ok))
	d = dialog.NewCustomWithoutButtons(title, content, win)
	restore = DialogKeys(win, content, func() { ok.OnTapped() }, func() { ok.OnTapped() })
	d.Resize(fyne.NewSize(560, 0))
	d.Show()
}

// PrintError turns a printing failure into the director's sentence.
func PrintError(err error) error {
	var me *model.Error
	if errors.As(err, &me) {
		return err
	}
	var ge *pdf.GlyphError
	if errors.As(err, &ge) {
		return model.Errorf(model.Invalid, "print", model.Msg("The document contains the character «%c» (U+%04X), which the fonts lack, in the text «%s»: correct the text and print again.", ge.Char, ge.Char, ge.Text), err)
	}
	return model.Errorf(model.Internal, "print", model.Msg("Could not write the document into Documents/Arbiter."), err)
}
