package pdf

import (
	"bytes"
	"errors"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"unicode/utf8"
)

var outDir = flag.String("out", "", "also write every rendered PDF into this directory, to look at")

var (
	pageRe  = regexp.MustCompile(`/Type /Page\b[^s]`)
	mediaRe = regexp.MustCompile(`/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]`)
)

func render(t testing.TB, d *Document) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Render(&b, d, Options{}); err != nil {
		t.Fatalf("Render(%s): %v", d.Stem, err)
	}
	return b.Bytes()
}

// pages counts the page objects; landscape reports whether the first page
// is wider than tall.
func pages(pdf []byte) (n int, landscape bool) {
	n = len(pageRe.FindAll(pdf, -1))
	if m := mediaRe.FindSubmatch(pdf); m != nil {
		landscape = string(m[1]) > string(m[2]) && len(m[1]) >= len(m[2])
	}
	return n, landscape
}

func TestRenderEveryDocument(t *testing.T) {
	want := map[string]struct {
		pages     int
		landscape bool
	}{
		"pairings-empty":        {2, false}, // 40 boards and two byes on two pages
		"pairings-results":      {1, false},
		"pairings-by-name":      {1, false},
		"pairings-by-name-long": {2, false}, // 80 players and two byes in two blocks a page
		"pairings-large":        {1, true},
		"pairings-namesakes":    {1, false},
		"pairings-long-surname": {1, false},
		"standings":             {1, false},
		"standings-200":         {6, false}, // 39 rows a page
		"sub-standings":         {1, false},
		"crosstable":            {1, true},
		"wallchart":             {1, false},
		"registrations":         {1, false},
		"diplomas":              {5, true},
		"diplomas-template":     {5, true},
		"diplomas-blank":        {5, true},
		"diplomas-calibration":  {1, true},
		"medals-header":         {1, false},
		"medals":                {1, false},
		"lot":                   {1, false},
	}
	for name, d := range documents(t) {
		t.Run(name, func(t *testing.T) {
			pdf := render(t, d)
			if *outDir != "" {
				if err := os.WriteFile(filepath.Join(*outDir, name+".pdf"), pdf, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
				t.Fatalf("output starts %q, not %%PDF-", pdf[:min(8, len(pdf))])
			}
			n, land := pages(pdf)
			if w := want[name]; n != w.pages || land != w.landscape {
				t.Errorf("%d pages, landscape %v; want %d, %v", n, land, w.pages, w.landscape)
			}
			if c := bytes.Count(pdf, []byte("/FontFile2")); c < 2 {
				t.Errorf("%d embedded TrueType fonts, want at least 2 (regular and bold)", c)
			}
			if !bytes.Equal(pdf, render(t, d)) {
				t.Error("two renders of the same document differ")
			}
		})
	}
}

func TestCompressedIsSmaller(t *testing.T) {
	d := Standings(standings(40))
	var plain, small bytes.Buffer
	if err := Render(&plain, d, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := Render(&small, d, Options{Compress: true}); err != nil {
		t.Fatal(err)
	}
	if small.Len() >= plain.Len() {
		t.Errorf("compressed %d bytes, uncompressed %d", small.Len(), plain.Len())
	}
}

// Every cell, title and note fits its width in the layout the renderer
// chose: the 60-letter name, the long club and the 200-row table included.
func TestNothingOverflows(t *testing.T) {
	for name, d := range documents(t) {
		if len(d.Diplomas) > 0 {
			continue
		}
		f := newPDF(d, Options{}, false)
		l := layoutTable(f, d)
		total := 0.0
		for _, w := range l.widths {
			total += w
		}
		pw, _ := l.pageSize()
		if total > pw-2*margin+0.01 {
			t.Errorf("%s: table %.1f mm wide on a %.0f mm page", name, total, pw)
		}
		for _, r := range d.Rows {
			for i, c := range d.Columns {
				setCellFont(f, c, l.font)
				room := l.widths[i] - 2*cellPad
				s := fit(f, at(r, i), room, c.Name)
				if w := f.GetStringWidth(s); w > room+0.001 {
					t.Errorf("%s: %q is %.1f mm in a %.1f mm cell", name, s, w, room)
				}
				if !c.Flex && s != at(r, i) {
					t.Errorf("%s: %q shortened to %q in fixed column %q", name, at(r, i), s, c.Title)
				}
				if !utf8.ValidString(s) {
					t.Errorf("%s: %q is not valid UTF-8", name, s)
				}
			}
		}
	}
}

// A grid too wide for landscape A4 even in the smallest type is scaled to
// the page, never drawn past its edge.
func TestHugeCrosstableFitsThePage(t *testing.T) {
	d, err := Crosstable(crosstable(120))
	if err != nil {
		t.Fatal(err)
	}
	l := layoutTable(newPDF(d, Options{}, false), d)
	total := 0.0
	for _, w := range l.widths {
		total += w
	}
	if !l.landscape || l.font != minFont || total > a4Long-2*margin+0.01 {
		t.Errorf("landscape %v, type %gpt, table %.1f mm; want landscape, %gpt, at most %.0f mm",
			l.landscape, l.font, total, minFont, a4Long-2*margin)
	}
	if n, _ := pages(render(t, d)); n < 2 {
		t.Errorf("%d pages for 120 rows", n)
	}
}

func TestMissingGlyphRefused(t *testing.T) {
	d := Standings(standings(3))
	d.Rows[1][2] = "王小明"
	var b bytes.Buffer
	err := Render(&b, d, Options{})
	var ge *GlyphError
	if !errors.As(err, &ge) || !errors.Is(err, ErrMissingGlyph) || ge.Char != '王' {
		t.Fatalf("Render with a Chinese name: err = %v, want GlyphError for 王", err)
	}
	if b.Len() != 0 {
		t.Errorf("%d bytes written before the error", b.Len())
	}
	if !strings.Contains(err.Error(), "王小明") {
		t.Errorf("message %q does not name the text", err)
	}
}

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "таблиця.pdf")
	if err := WriteFile(path, Standings(standings(5)), Options{}); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(path); err != nil || !bytes.HasPrefix(b, []byte("%PDF-")) {
		t.Fatalf("written file: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("directory holds %d files, want only the PDF", len(entries))
	}
}

func TestWriteFileFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	bad := Standings(standings(3))
	bad.Title = "☃\U0001F600"
	err := WriteFile(filepath.Join(dir, "x.pdf"), bad, Options{})
	if !errors.Is(err, ErrMissingGlyph) {
		t.Errorf("err = %v, want ErrMissingGlyph", err)
	}
	missing := filepath.Join(dir, "no-such-dir", "x.pdf")
	err = WriteFile(missing, Standings(standings(3)), Options{})
	var we *WriteError
	if !errors.As(err, &we) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("unwritable path: err = %v, want *WriteError wrapping ErrNotExist", err)
	} else if msg := err.Error(); !strings.Contains(msg, missing) || !strings.Contains(msg, "такої папки немає") || strings.Contains(msg, ".tmp") {
		t.Errorf("message %q should name %s and the missing folder, not the temporary file", msg, missing)
	}
	// the path is a folder
	taken := filepath.Join(dir, "taken.pdf")
	if err := os.Mkdir(taken, 0o755); err != nil {
		t.Fatal(err)
	}
	if err = WriteFile(taken, Standings(standings(3)), Options{}); !errors.As(err, &we) || !strings.Contains(err.Error(), "це папка") {
		t.Errorf("path is a folder: err = %v, want a *WriteError naming only %s", err, taken)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d entries left in the folder after failures, want only the taken.pdf folder", len(entries))
	}
}

func BenchmarkDiplomas200(b *testing.B) {
	var ws []Winner
	for i := range 200 {
		ws = append(ws, Winner{Name: name(i), Place: i%3 + 1})
	}
	d := Diplomas(DiplomaEvent{Event: "Кубок Академії", Date: "26.07.2010"}, ws)
	for b.Loop() {
		if err := Render(new(bytes.Buffer), d, Options{Compress: true}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkStandings1000(b *testing.B) {
	d := Standings(standings(1000))
	for b.Loop() {
		if err := Render(new(bytes.Buffer), d, Options{Compress: true}); err != nil {
			b.Fatal(err)
		}
	}
}

// The causes the director meets are said in words, without the name of
// the temporary file.
func TestWriteErrorMessage(t *testing.T) {
	tmp := "/home/d/Documents/.arbiter-123.pdf.tmp"
	for _, c := range []struct {
		err  error
		want string
	}{
		{&fs.PathError{Op: "open", Path: tmp, Err: fs.ErrPermission}, "немає дозволу на запис у цю папку"},
		{&fs.PathError{Op: "open", Path: tmp, Err: fs.ErrNotExist}, "такої папки немає"},
		{&os.LinkError{Op: "rename", Old: tmp, New: "/x.pdf", Err: syscall.ENOSPC}, "на диску немає місця"},
		{&fs.PathError{Op: "write", Path: tmp, Err: syscall.EROFS}, "диск лише для читання"},
		{errIsFolder, "це папка, а не файл"},
	} {
		msg := (&WriteError{Path: "/home/d/Documents/таблиця.pdf", Err: c.err}).Error()
		if !strings.Contains(msg, c.want) || !strings.Contains(msg, "таблиця.pdf") || strings.Contains(msg, ".tmp") {
			t.Errorf("%v: message %q, want the path and %q", c.err, msg, c.want)
		}
	}
}
