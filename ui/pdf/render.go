package pdf

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"codeberg.org/go-pdf/fpdf"

	"arbiter/assets"
)

// Options control the bytes of the output, not its content.
type Options struct {
	// Compress deflates page streams; tests leave it off so the PDF reads
	// as text.
	Compress bool
	// Created is written as the creation and modification date; the zero
	// value means FixedDate, so the same document gives the same bytes.
	Created time.Time
}

// FixedDate is the creation date written when Options.Created is zero.
var FixedDate = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// Render writes d as an A4 PDF to w. A text with a character the embedded
// fonts lack is refused with a *GlyphError before anything is written.
func Render(w io.Writer, d *Document, opt Options) error {
	if err := d.checkGlyphs(); err != nil {
		return err
	}
	var f *fpdf.Fpdf
	if len(d.Diplomas) > 0 {
		f = newPDF(d, opt, true)
		renderDiplomas(f, d)
	} else if len(d.EntryForms) > 0 {
		f = newPDF(d, opt, true)
		renderEntryForms(f, d) // entryform.go
	} else {
		l := layoutTable(newPDF(d, opt, false), d)
		f = newPDF(d, opt, l.landscape)
		if d.Bracket != nil {
			l.first = 1
			renderBracket(f, d, d.Bracket, 1, l.pages+1)
		}
		renderTable(f, d, l)
	}
	if err := f.Error(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	return f.Output(w)
}

// WriteFile renders d into the file path through a temporary file in the
// same directory, renamed into place only when complete.
func WriteFile(path string, d *Document, opt Options) (err error) {
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		return &WriteError{Path: path, Err: errIsFolder}
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".arbiter-*.pdf.tmp")
	if err != nil {
		return &WriteError{Path: path, Err: err}
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err = Render(tmp, d, opt); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return &WriteError{Path: path, Err: err}
	}
	if err = os.Chmod(tmp.Name(), 0o644); err != nil {
		return &WriteError{Path: path, Err: err}
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return &WriteError{Path: path, Err: err}
	}
	return nil
}

// newPDF starts a document with the embedded fonts and fixed metadata.
func newPDF(d *Document, opt Options, landscape bool) *fpdf.Fpdf {
	orient := "P"
	if landscape {
		orient = "L"
	}
	f := fpdf.New(orient, "mm", "A4", "")
	f.SetCompression(opt.Compress)
	created := opt.Created
	if created.IsZero() {
		created = FixedDate
	}
	f.SetCreationDate(created)
	f.SetModificationDate(created)
	f.SetCatalogSort(true)
	f.SetTitle(d.Title, true)
	f.SetCreator("Arbiter", true)
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(margin, margin, margin)
	f.AddUTF8FontFromBytes("sans", "", assets.SansRegular)
	f.AddUTF8FontFromBytes("sans", "B", assets.SansBold)
	if len(d.Diplomas) > 0 {
		f.AddUTF8FontFromBytes("serif", "", assets.SerifRegular)
		f.AddUTF8FontFromBytes("serif", "B", assets.SerifBold)
	}
	return f
}

var errIsFolder = errors.New("the path is a folder")

// WriteError reports a PDF file that could not be written; nothing is left
// at Path.
type WriteError struct {
	Path string
	Err  error
}

// Error names the director's path and the cause in words, never the
// temporary file's name.
func (e *WriteError) Error() string {
	cause := e.Err
	var pe *fs.PathError
	if errors.As(cause, &pe) {
		cause = pe.Err
	}
	var le *os.LinkError
	if errors.As(cause, &le) {
		cause = le.Err
	}
	why := cause.Error()
	switch {
	case errors.Is(cause, fs.ErrNotExist):
		why = "такої папки немає"
	case errors.Is(cause, fs.ErrPermission):
		why = "немає дозволу на запис у цю папку"
	case errors.Is(cause, errIsFolder):
		why = "це папка, а не файл"
	case errors.Is(cause, syscall.ENOSPC):
		why = "на диску немає місця"
	case errors.Is(cause, syscall.EROFS):
		why = "диск лише для читання"
	}
	return fmt.Sprintf("не вдалося записати файл %s: %s; нічого не записано, виберіть іншу папку", e.Path, why)
}

func (e *WriteError) Unwrap() error { return e.Err }
